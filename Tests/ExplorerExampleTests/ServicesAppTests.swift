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

/// A state the walk cannot read whole: unregistered objects go unjudged, and the exploration
/// says so rather than report nothing in silence.
@MainActor @Suite struct UnreadableStateTests {
  @Test func anUnreadableStateIsSaidAndItsObjectsAreNotJudged() async {
    let exploration = await FlowExplorer(depth: 2) { window in
      PointerCoordinator(window: window)
    }.run()
    #expect(exploration.bugs.isEmpty, "\(exploration.text)")
    #expect(exploration.unjudgedReason?.contains("pointer") == true, "\(exploration.text)")
    #expect(exploration.text.contains("objects no code registered were not judged"))
  }
}
