import CoordinatorTree
import ExplorerExampleApps
import Testing

/// Correct shapes that the rule must not report: coordinators made at launch for tabs, a flow
/// that holds its screens strongly, a view model two screens share, a sheet ended in its
/// dismissal's completion.
@MainActor @Suite struct TabsAppTests {
  @Test func correctTabsFlowsAndSheetsReportNothing() async {
    let exploration = await FlowExplorer(depth: 3) { window in TabsCoordinator(window: window) }
      .run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states > 10)
  }
}
