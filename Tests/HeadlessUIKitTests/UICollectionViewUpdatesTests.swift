import CoordinatorTree
import HeadlessUIKit
import Testing

/// Items and sections that come and go in a collection view, as a table's rows do.
@MainActor @Suite struct UICollectionViewUpdatesTests {
  func titles(_ grid: UICollectionView) -> [String?] {
    grid.visibleCells.map { ($0 as? TileCell)?.title.text }
  }

  @Test func insertionsDeletionsMovesAndReloadsKeepTheCellsOfItemsThatStay() {
    let screen = GridScreen(sections: [["A", "B", "C"]])
    _ = showing(screen)
    let grid = screen.collectionView
    let cellC = grid.visibleCells[2]
    screen.sections[0].insert("Z", at: 0)
    grid.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(titles(grid) == ["Z", "A", "B", "C"])
    #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0)) === cellC)
    screen.sections[0].remove(at: 1)
    grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
    screen.sections[0][0] = "Y"
    grid.reloadItems(at: [IndexPath(item: 0, section: 0)])
    screen.sections[0] = ["C", "Y", "B"]
    grid.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
    #expect(titles(grid) == ["C", "Y", "B"])
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === cellC)
  }

  @Test func sectionsInABatchAndAMismatchIsAMisuse() {
    let screen = GridScreen(sections: [["A"]])
    let (window, _) = showing(screen)
    let grid = screen.collectionView
    grid.performBatchUpdates {
      screen.sections.append(["B"])
      grid.insertSections(IndexSet(integer: 1))
    }
    #expect(titles(grid) == ["A", "B"])
    screen.sections.remove(at: 0)
    grid.deleteSections(IndexSet(integer: 0))
    grid.reloadSections(IndexSet(integer: 0))
    grid.moveSection(0, toSection: 0)
    #expect(titles(grid) == ["B"])
    window.log.removeAll()
    screen.sections[0].append("C")
    grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(window.log.lines.contains { $0.hasPrefix("misuse(invalidUpdate, deleteItems(at:)") })
    #expect(titles(grid) == ["B", "C"], "reloaded instead")
  }
}
