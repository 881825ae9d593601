import CoordinatorTree
import HeadlessUIKit
import Testing

/// Rows and sections that come and go: cells that stay keep their rows unasked, UIKit's checks
/// of the counts, batches.
@MainActor @Suite struct UITableViewUpdatesTests {
  func texts(_ table: UITableView) -> [String?] {
    table.visibleCells.map { $0.textLabel?.text }
  }

  @Test func anInsertedRowIsAskedForAndTheOthersKeepTheirCells() {
    let (_, screen) = shownList([["A", "C"]])
    let cellC = screen.tableView.visibleCells[1]
    screen.sections[0].insert("B", at: 1)
    screen.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(screen.heard == ["cellForRowAt 0.1", "willDisplay 0.1"])
    #expect(texts(screen.tableView) == ["A", "B", "C"])
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellC)
  }

  @Test func aDeletedRowsCellLeavesForTheReuseQueue() {
    let (_, screen) = shownList([["A", "B", "C"]])
    let cellB = screen.tableView.visibleCells[1]
    screen.sections[0].remove(at: 1)
    screen.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(screen.heard == ["didEndDisplaying 0.1"])
    #expect(texts(screen.tableView) == ["A", "C"])
    #expect(cellB.superview == nil)
    screen.sections[0].append("D")
    screen.tableView.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    #expect(screen.tableView.visibleCells[2] === cellB, "dequeued again")
  }

  @Test func aReloadedRowIsAskedAgainAndAMovedRowKeepsItsCell() {
    let (_, screen) = shownList([["A", "B", "C"]])
    let cellA = screen.tableView.visibleCells[0]
    screen.sections[0][1] = "B2"
    screen.tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(texts(screen.tableView) == ["A", "B2", "C"])
    screen.sections[0] = ["B2", "C", "A"]
    screen.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === cellA)
    #expect(texts(screen.tableView) == ["B2", "C", "A"])
  }

  @Test func theSelectionFollowsItsRow() {
    let (_, screen) = shownList([["A", "B"]])
    screen.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    screen.sections[0].insert("Z", at: 0)
    screen.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    screen.sections[0].remove(at: 2)
    screen.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .top)
    #expect(screen.tableView.indexPathForSelectedRow == nil, "its row went")
  }

  @Test func aBatchAppliesItsChangesTogetherAtItsEnd() {
    let (_, screen) = shownList([["A", "B"], ["X"]])
    var completed: Bool?
    screen.tableView.performBatchUpdates(
      {
        screen.sections[0].remove(at: 0)
        screen.sections.insert(["New"], at: 1)
        screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        screen.tableView.insertSections(IndexSet(integer: 1), with: .fade)
        #expect(texts(screen.tableView) == ["A", "B", "X"], "nothing applies inside")
      }, completion: { completed = $0 })
    #expect(completed == true)
    #expect(texts(screen.tableView) == ["B", "New", "X"])
    #expect(screen.tableView.numberOfSections == 3)
    screen.tableView.beginUpdates()
    screen.sections.remove(at: 1)
    screen.tableView.deleteSections(IndexSet(integer: 1), with: .fade)
    screen.tableView.endUpdates()
    #expect(texts(screen.tableView) == ["B", "X"])
  }

  /// UIKit raises when the data source's counts contradict the update: the model records the
  /// misuse at the caller's line, as a broken invariant of the step, and reloads.
  @Test func anUpdateTheDataSourceContradictsIsAMisuseAtTheCallersLine() async throws {
    let (window, screen) = shownList([["A"]])
    let audit = FlowAudit(window: window)
    let report = try await audit.step("add") {
      screen.sections[0].append("B")  // the data has two rows, the update declares none
      screen.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(
      report.text.contains(
        "misuse at HeadlessUIKitTests/UITableViewUpdatesTests.swift:"), "\(report.text)")
    #expect(
      report.text.contains(
        "deleteRows(at:with:) did nothing. Invalid update of 'UITableView': section 0 has 2 rows "
          + "after the update, but the rows before it and those the update inserts, deletes and "
          + "moves make 0."), "\(report.text)")
    #expect(texts(screen.tableView) == ["A", "B"], "reloaded instead")
  }

  @Test func anUpdateOutOfRangeIsAMisuse() {
    let (window, screen) = shownList([["A"]])
    screen.tableView.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .fade)
    #expect(
      window.log.lines.contains {
        $0.hasPrefix("misuse(invalidUpdate, deleteRows(at:with:)")
      })
  }

  @Test func anUpdateOfATableOutOfItsWindowWaitsForItsAppearance() {
    let screen = ListScreen("List", sections: [["A"]])
    let (_, navigation) = showing(screen)
    navigation.pushViewController(Screen("Detail"), animated: false)
    screen.heard.removeAll()
    screen.sections[0].append("B")
    screen.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    #expect(screen.heard.isEmpty, "no cell asked out of the window")
    #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    navigation.popViewController(animated: false)
    #expect(screen.heard == ["cellForRowAt 0.1", "willDisplay 0.1"])
  }
}
