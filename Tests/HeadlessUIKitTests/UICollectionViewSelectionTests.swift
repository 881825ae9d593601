import CoordinatorTree
import HeadlessUIKit
import Testing

/// A collection view's selection: the user's tap as UIKit delivers it, selection from code,
/// and what the explorer is offered.
@MainActor @Suite struct UICollectionViewSelectionTests {
  func shownGrid(_ sections: [[String]]) -> (UIWindow, GridScreen) {
    let screen = GridScreen(sections: sections)
    let (window, _) = showing(screen)
    screen.heard.removeAll()
    return (window, screen)
  }

  @Test func theFirstThreeItemsOfEachSectionAreOfferedNamedByTheirLabel() {
    let (window, _) = shownGrid([items(4, "Photo"), ["Video"]])
    #expect(
      window.userInteractionsOnScreen.map(\.interaction.description) == [
        "selects item 0 of section 0 ('Photo 0')", "selects item 1 of section 0 ('Photo 1')",
        "selects item 2 of section 0 ('Photo 2')", "selects item 0 of section 1 ('Video')",
      ])
  }

  @Test func aTapAsksShouldSelectThenDeselectsThePreviousItemThenTellsTheSelection() throws {
    let (window, screen) = shownGrid([items(3)])
    try performOffered("selects item 0 of section 0 ('Item 0')", in: window)
    try performOffered("selects item 1 of section 0 ('Item 1')", in: window)
    #expect(
      screen.heard == [
        "shouldSelectItemAt 0.0", "didSelectItemAt 0.0", "shouldSelectItemAt 0.1",
        "didDeselectItemAt 0.0", "didSelectItemAt 0.1",
      ])
    #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(screen.collectionView.visibleCells.map(\.isSelected) == [false, true, false])
  }

  @Test func shouldSelectMayRefuse() throws {
    let (window, screen) = shownGrid([items(1)])
    screen.allowsSelecting = false
    try performOffered("selects item 0 of section 0 ('Item 0')", in: window)
    #expect(screen.heard == ["shouldSelectItemAt 0.0"])
    #expect(screen.collectionView.indexPathsForSelectedItems == nil)
  }

  @Test func selectingFromCodeTellsTheDelegateNothing() {
    let (window, screen) = shownGrid([items(2)])
    let grid = screen.collectionView
    grid.allowsMultipleSelection = true
    grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .top)
    grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems?.count == 2)
    grid.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
    grid.selectItem(at: nil, animated: false, scrollPosition: .top)
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(screen.heard.isEmpty)
    grid.allowsSelection = false
    #expect(window.userInteractionsOnScreen.isEmpty)
  }
}

/// `userSelectsItem(at:)`: a test taps an item as the user does.
@MainActor @Suite struct UICollectionViewUserSelectsItemTests {
  @Test func aTestTapsAnItemAsTheUserDoesAndIsRefusedWhereTheUserCannot() throws {
    let screen = GridScreen(sections: [items(4)])
    _ = showing(screen)
    screen.heard.removeAll()
    try screen.collectionView.userSelectsItem(at: IndexPath(item: 3, section: 0))
    #expect(screen.heard == ["shouldSelectItemAt 0.3", "didSelectItemAt 0.3"])
    #expect(throws: NavigationError.self) {
      try screen.collectionView.userSelectsItem(at: IndexPath(item: 0, section: 1))
    }
    screen.collectionView.allowsSelection = false
    #expect(throws: NavigationError.self) {
      try screen.collectionView.userSelectsItem(at: IndexPath(item: 0, section: 0))
    }
  }
}
