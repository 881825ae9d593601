import HeadlessUIKit
import Testing

/// `UICollectionViewLayout`: inert, pointing back weakly to its collection view.
@MainActor @Suite struct UICollectionViewLayoutTests {
  @Test func aLayoutIsInertAndKnowsItsCollectionViewWeakly() {
    let layout = UICollectionViewLayout()
    #expect(layout.collectionView == nil)
    #expect(layout.collectionViewContentSize == .zero)
    layout.prepare()
    layout.invalidateLayout()
    do {
      let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
      #expect(layout.collectionView === grid)
    }
    #expect(layout.collectionView == nil, "the collection view went")
  }
}
