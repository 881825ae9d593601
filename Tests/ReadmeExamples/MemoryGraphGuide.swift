// docs/leakaudit.md, "The memory graph: owners with no root given": the example, verbatim.
import LeakAudit
import LeakAuditTesting
import Testing

final class SearchChild {}

final class HomeCoordinator {
  var childCoordinators: [AnyObject] = []

  func showSearch() { childCoordinators.append(SearchChild()) }

  /// Forgets to remove the child: the leak the memory graph names.
  func searchDidFinish() {}
}

@Test(.recordsMemoryGraph) func searchFinishes() async {  // Swift Testing (LeakAuditTesting)
  let main = HomeCoordinator()
  main.showSearch()
  await assertReleased([main.childCoordinators[0]]) { main.searchDidFinish() }
}
// XCTest: MemoryGraph.startRecording() in setUp, MemoryGraph.stopRecording() in tearDown.

// "Growth with no root given".
final class DetailApp {
  func openAndCloseDetail() {}
}

@Test func detailsDoNotPileUp() throws {
  let app = DetailApp()
  let before = try #require(MemoryGraph.snapshot())
  for _ in 0..<14 { app.openAndCloseDetail() }
  let growth = try #require(MemoryGraph.growth(since: before))
  #expect(growth.changes.isEmpty, "\(growth.text)")
}
