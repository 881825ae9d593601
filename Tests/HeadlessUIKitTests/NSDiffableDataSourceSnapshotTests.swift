import HeadlessUIKit
import Testing

/// `NSDiffableDataSourceSnapshot`: sections and items by identifier.
@Suite struct NSDiffableDataSourceSnapshotTests {
  @Test func itemsGoWhereTheyAreAppendedOrInserted() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "C"])
    snapshot.insertSections(["B"], beforeSection: "C")
    snapshot.insertSections(["D"], afterSection: "C")
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C", "D"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.appendItems([9])
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([3], afterItem: 2)
    #expect(snapshot.itemIdentifiers(inSection: "A") == [0, 1, 2, 3])
    #expect(snapshot.itemIdentifiers(inSection: "D") == [9])
    #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 4)
    #expect(snapshot.sectionIdentifier(containingItem: 9) == "D")
    #expect(snapshot.indexOfItem(3) == 3 && snapshot.indexOfSection("C") == 2)
    snapshot.moveItem(0, afterItem: 3)
    snapshot.moveItem(9, beforeItem: 1)
    #expect(snapshot.itemIdentifiers == [9, 1, 2, 3, 0])
    snapshot.deleteItems([1, 2])
    snapshot.deleteSections(["B"])
    #expect(snapshot.itemIdentifiers == [9, 3, 0])
    #expect(snapshot.numberOfItems(inSection: "Z") == 0)
    snapshot.reloadItems([3])
    snapshot.reconfigureItems([0])
    snapshot.reloadSections(["A"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 0])
    #expect(snapshot.reloadedSectionIdentifiers == ["A"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
  }

  @Test func appendingToASectionThatIsNotThereChangesNothing() {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendItems([1])
    snapshot.appendSections(["A"])
    snapshot.appendItems([2], toSection: "Missing")
    #expect(snapshot.numberOfItems == 0)
  }
}
