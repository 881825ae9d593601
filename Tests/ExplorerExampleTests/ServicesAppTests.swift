import CoordinatorTree
import ExplorerExampleApps
import Testing

/// What is not judged: a service made before the screen, model objects the screen merely
/// holds, and a survivor that only a global keeps.
@MainActor @Suite(.serialized) struct ServicesAppTests {
  static func explorer(keepsFlowsInGlobal: Bool) -> FlowExplorer<ServicesCoordinator> {
    FlowExplorer(
      depth: 2,
      app: { window in ServicesCoordinator(window: window, keepsFlowsInGlobal: keepsFlowsInGlobal)
      },
      reset: { StartedFlows.all = [] })
  }

  /// The positive control: the app's coordinator keeps the finished flow; the API client, made
  /// at launch and held by the popped screen too, and the items fetched for the screen and
  /// cached, are no one's leak.
  @Test func aFlowTheAppKeepsIsReportedAndTheSharedClientIsNot() async {
    let exploration = await Self.explorer(keepsFlowsInGlobal: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'ReportCoordinator' after user taps bar button 'Report', user taps back"
      ], "\(exploration.text)")
    #expect(!exploration.text.contains("APIClient"))
    #expect(!exploration.text.contains("ReportItem"))
  }

  /// Only a global keeps the flow: its owner cannot be found, so it is not reported.
  @Test func aFlowOnlyAGlobalKeepsIsNotJudged() async {
    let exploration = await Self.explorer(keepsFlowsInGlobal: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}

/// A state the walk cannot read whole: it reads what it can, and the words of what it cannot
/// describe conservatively, so that judging goes on; the exploration says what it read so.
@MainActor @Suite struct UnreadableStateTests {
  /// The positive control: the coordinator's raw pointer is read as a word, and its kept
  /// child is found (on the build before this fix, the walk stopped there and nothing was
  /// judged: "No bug").
  @Test func aRawPointerIsReadConservativelyAndAKeptChildIsStillFound() async {
    let exploration = await FlowExplorer(depth: 2) { window in
      PointerCoordinator(window: window)
    }.run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'PointerChildCoordinator' after user taps bar button 'Open', user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.readConservatively.map(\.what) == [
        "a pointer in .buffer (in PointerCoordinator)"
      ], "\(exploration.text)")
    #expect(exploration.unjudged.isEmpty)
    #expect(
      exploration.text.contains(
        "Note: read conservatively: a pointer in .buffer (in PointerCoordinator), "
          + "first at the start."), "\(exploration.text)")
  }
}
