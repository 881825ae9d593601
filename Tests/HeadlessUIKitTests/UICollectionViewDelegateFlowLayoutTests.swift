import HeadlessUIKit
import Testing

/// `UICollectionViewDelegateFlowLayout`: inert, its defaults the flow layout's settings.
@MainActor @Suite struct UICollectionViewDelegateFlowLayoutTests {
  final class Empty: NSObject, UICollectionViewDelegateFlowLayout {}

  @Test func theDefaultsAreTheFlowLayoutsSettings() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 120)
    layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let delegate = Empty()
    #expect(
      delegate.collectionView(grid, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0))
        == CGSize(width: 90, height: 120))
    #expect(delegate.collectionView(grid, layout: layout, insetForSectionAt: 0).right == 4)
    #expect(delegate.collectionView(grid, layout: layout, minimumLineSpacingForSectionAt: 0) == 10)
    #expect(
      delegate.collectionView(grid, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 10)
    #expect(
      delegate.collectionView(grid, layout: layout, referenceSizeForHeaderInSection: 0).height == 44
    )
    #expect(
      delegate.collectionView(grid, layout: layout, referenceSizeForFooterInSection: 0) == .zero)
    let other = UICollectionViewLayout()
    #expect(
      delegate.collectionView(grid, layout: other, sizeForItemAt: IndexPath(item: 0, section: 0))
        == .zero)
  }
}
