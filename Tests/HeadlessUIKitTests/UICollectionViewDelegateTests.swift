import HeadlessUIKit
import Testing

/// `UICollectionViewDelegate`'s optional methods.
@MainActor @Suite struct UICollectionViewDelegateTests {
  final class Empty: NSObject, UICollectionViewDelegate {}

  @Test func theDefaultsLetEveryItemHighlightAndBeSelectedOrDeselected() {
    let delegate = Empty()
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let path = IndexPath(item: 0, section: 0)
    #expect(delegate.collectionView(grid, shouldHighlightItemAt: path))
    #expect(delegate.collectionView(grid, shouldSelectItemAt: path))
    #expect(delegate.collectionView(grid, shouldDeselectItemAt: path))
    grid.delegate = delegate
    #expect((grid as UIScrollView).delegate === delegate)
  }
}
