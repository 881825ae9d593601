import HeadlessUIKit
import Testing

/// `UICollectionViewFlowLayout`: UIKit's defaults, kept as set.
@MainActor @Suite struct UICollectionViewFlowLayoutTests {
  @Test func itStartsWithUIKitsDefaultsAndKeepsWhatIsSet() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
    #expect(layout.scrollDirection == .vertical && layout.sectionInset == .zero)
    layout.scrollDirection = .horizontal
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionHeadersPinToVisibleBounds = true
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize)
  }
}
