import CoordinatorTree
import HeadlessUIKit
import Testing

/// A table's selection: the user's tap as UIKit delivers it, selection from code, and what the
/// explorer is offered.
@MainActor @Suite struct UITableViewSelectionTests {
  @Test func theFirstThreeRowsOfEachSectionAreOfferedNamedByTheirText() {
    let (window, _) = shownList([items(5), ["Only"]])
    #expect(
      window.userInteractionsOnScreen.map(\.interaction.description) == [
        "selects row 0 of section 0 ('Item 0')", "selects row 1 of section 0 ('Item 1')",
        "selects row 2 of section 0 ('Item 2')", "selects row 0 of section 1 ('Only')",
      ])
  }

  @Test func aTapRunsTheDelegateInUIKitsOrderAndNothingElseFirst() throws {
    let (window, screen) = shownList([items(3)])
    try performOffered("selects row 1 of section 0 ('Item 1')", in: window)
    #expect(
      screen.heard == ["shouldHighlightRowAt 0.1", "willSelectRowAt 0.1", "didSelectRowAt 0.1"])
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    screen.heard.removeAll()
    // Another row: the one selected before is deselected through the delegate first.
    try performOffered("selects row 2 of section 0 ('Item 2')", in: window)
    #expect(
      screen.heard == [
        "shouldHighlightRowAt 0.2", "willSelectRowAt 0.2", "willDeselectRowAt 0.1",
        "didDeselectRowAt 0.1", "didSelectRowAt 0.2",
      ])
    #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(window.log.lines.last == "userInteracts(selects row 2 of section 0 ('Item 2'))")
  }

  @Test func willSelectMayRefuseOrRedirectTheTap() throws {
    let (window, screen) = shownList([items(3)])
    screen.redirectSelection = { _ in nil }
    try performOffered("selects row 0 of section 0 ('Item 0')", in: window)
    #expect(screen.heard == ["shouldHighlightRowAt 0.0", "willSelectRowAt 0.0"])
    #expect(screen.tableView.indexPathForSelectedRow == nil)
    screen.heard.removeAll()
    screen.redirectSelection = { _ in IndexPath(row: 2, section: 0) }
    try performOffered("selects row 0 of section 0 ('Item 0')", in: window)
    #expect(screen.heard.last == "didSelectRowAt 0.2")
    #expect(screen.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
  }

  @Test func aTableThatAllowsSeveralRowsDeselectsARowTappedAgain() throws {
    let (window, screen) = shownList([items(3)])
    screen.tableView.allowsMultipleSelection = true
    try performOffered("selects row 0 of section 0 ('Item 0')", in: window)
    try performOffered("selects row 1 of section 0 ('Item 1')", in: window)
    #expect(screen.tableView.indexPathsForSelectedRows?.count == 2)
    screen.heard.removeAll()
    try performOffered("selects row 0 of section 0 ('Item 0')", in: window)
    #expect(
      screen.heard == [
        "shouldHighlightRowAt 0.0", "willDeselectRowAt 0.0", "didDeselectRowAt 0.0",
      ])
    #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
  }

  @Test func selectingFromCodeTellsTheDelegateNothing() {
    let (_, screen) = shownList([items(3)])
    let table = screen.tableView
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: true, scrollPosition: .top)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: true, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    #expect(table.visibleCells.map(\.isSelected) == [false, true, false])
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(screen.heard.isEmpty)
  }

  @Test func noRowIsOfferedWhereTheUserCannotSelectOne() {
    let (window, screen) = shownList([items(2)])
    screen.tableView.visibleCells[0].isHidden = true
    #expect(window.userInteractionsOnScreen.count == 1, "a hidden cell is not offered")
    screen.tableView.isEditing = true
    #expect(window.userInteractionsOnScreen.isEmpty, "editing, without selection while editing")
    screen.tableView.allowsSelectionDuringEditing = true
    #expect(window.userInteractionsOnScreen.count == 1)
    screen.tableView.allowsSelection = false
    #expect(window.userInteractionsOnScreen.isEmpty)
  }

  @Test func aRowWithoutTextIsNamedByItsPosition() {
    final class Blank: UIViewController, UITableViewDataSource {
      let table = UITableView()
      override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        view.addSubview(table)
      }
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = UITableViewCell()
        if indexPath.row == 1 {
          var content = cell.defaultContentConfiguration()
          content.text = "Configured\nsecond line"
          cell.contentConfiguration = content
        }
        return cell
      }
    }
    let (window, _) = showing(Blank())
    #expect(
      window.userInteractionsOnScreen.map(\.interaction.description) == [
        "selects row 0 of section 0", "selects row 1 of section 0 ('Configured')",
      ])
  }

  /// What a control offers, as HeadlessUIKit's controls adopt the seam.
  final class FavoriteButton: UIView, OffersUserInteractions {
    var taps = 0
    func userInteractions(on view: View) -> [ViewInteraction] {
      [ViewInteraction("taps 'Favourite'") { [weak self] in self?.taps += 1 }]
    }
  }

  /// The cells are the table's subviews: the explorer's walk reaches the controls inside them,
  /// after the table's own rows.
  @Test func aControlInsideACellIsReachedByTheWalk() throws {
    let (window, screen) = shownList([items(1)])
    let button = FavoriteButton()
    screen.tableView.visibleCells[0].contentView.addSubview(button)
    #expect(
      window.userInteractionsOnScreen.map(\.interaction.description) == [
        "selects row 0 of section 0 ('Item 0')", "taps 'Favourite'",
      ])
    try performOffered("taps 'Favourite'", in: window)
    #expect(button.taps == 1)
    #expect(screen.heard.isEmpty, "the row is not selected by the button's tap")
  }
}

/// `userSelectsRow(at:)`: a test taps a row as the user does.
@MainActor @Suite struct UITableViewUserSelectsRowTests {
  @Test func aTestTapsAnyRowThatShowsACellAsTheUserDoes() throws {
    let (window, screen) = shownList([items(5)])
    try screen.tableView.userSelectsRow(at: IndexPath(row: 4, section: 0))
    #expect(
      screen.heard == ["shouldHighlightRowAt 0.4", "willSelectRowAt 0.4", "didSelectRowAt 0.4"])
    #expect(window.log.lines.last == "userInteracts(selects row 4 of section 0)")
  }

  @Test func aRowTheUserCannotReachIsRefusedAndNothingRuns() throws {
    let (_, screen) = shownList([items(12)])
    let table = screen.tableView
    #expect(throws: NavigationError.self) {
      try table.userSelectsRow(at: IndexPath(row: 11, section: 0))
    }
    table.visibleCells[0].isHidden = true
    #expect(throws: NavigationError.self) {
      try table.userSelectsRow(at: IndexPath(row: 0, section: 0))
    }
    table.allowsSelection = false
    #expect(throws: NavigationError.self) {
      try table.userSelectsRow(at: IndexPath(row: 1, section: 0))
    }
    let covered = ListScreen("Covered", sections: [items(1)])
    let (_, navigation) = showing(covered)
    navigation.pushViewController(Screen("Detail"), animated: false)
    #expect(throws: NavigationError.self) {
      try covered.tableView.userSelectsRow(at: IndexPath(row: 0, section: 0))
    }
    #expect(screen.heard.isEmpty && covered.heard.allSatisfy { !$0.contains("Select") })
  }
}
