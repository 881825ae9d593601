import HeadlessUIKit
import Testing

/// `UICollectionViewDataSource`'s optional methods.
@MainActor @Suite struct UICollectionViewDataSourceTests {
  final class Minimal: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    { UICollectionViewCell() }
  }

  @Test func aDataSourceThatImplementsOnlyTheRequiredMethodsHasOneSection() {
    let source = Minimal()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.dataSource = source
    #expect(source.numberOfSections(in: grid) == 1)
    #expect(grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 4)
    #expect(!source.collectionView(grid, canMoveItemAt: IndexPath(item: 0, section: 0)))
  }
}
