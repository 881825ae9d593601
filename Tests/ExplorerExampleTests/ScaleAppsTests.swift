import CoordinatorTree
import ExplorerExampleApps
import Testing

/// The 40-flow scale app's states (issue 37): a state key of what matters next, not of
/// history, gives flows side by side their screens' states and no more, however deep the
/// search goes.
///
/// `coordaudit-bench explore-scale` explores the same app deeper, and the tab bar app; these
/// counts are what it printed (BENCHMARKS.md, "Scale apps against c201914's key"). At the
/// commit the issue measured after c201914, a 40-flow app at depth 10 had 6,604 states.
@MainActor @Suite struct ScaleAppsTests {
  static func explorer(depth: Int, leaks: Bool) -> FlowExplorer<FeatureListAppCoordinator> {
    FlowExplorer(depth: depth) { window in
      FeatureListAppCoordinator(window: window, flows: 40, keepsFinishedFlow: leaks)
    }
  }

  /// The list, each feature's first screen, each feature's details: 1 + 40 + 40 states, all
  /// reached by depth 2; to depth 10 the key adds none for the flows played back and forth
  /// (c201914's key, screens and live objects, also gives 81).
  @Test func fortyFlowsSideBySideHaveTheirScreensStatesAtAnyDepth() async {
    let exploration = await Self.explorer(depth: 10, leaks: false).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 81)
    #expect(exploration.transitions == 440)
  }

  /// The positive control: the list keeps the first feature's flow after it ends, which is
  /// found; each kept flow is a state of its own (the app holds one more coordinator), so
  /// depth 2 reaches the 81 states with none kept, and the list with one.
  @Test func aKeptFlowIsFoundAndEachKeptFlowIsAState() async {
    let exploration = await Self.explorer(depth: 2, leaks: true).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'FeatureFlowCoordinator' after user taps 'Feature 1', user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "held by FeatureListAppCoordinator.features → FeatureListCoordinator.childCoordinators[0]"
          + " → FeatureFlowCoordinator"), "\(exploration.text)")
    #expect(exploration.states == 82)
  }
}
