import HeadlessUIKit
import Testing

/// `UICollectionReusableView`: made from a registered class by its collection view.
@MainActor @Suite struct UICollectionReusableViewTests {
  final class Banner: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func aRegisteredSubclassIsMadeThroughInitFrameWithItsIdentifier() {
    #expect(UICollectionReusableView().reuseIdentifier == nil)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(Banner.self, forSupplementaryViewOfKind: "Banner", withReuseIdentifier: "B")
    let view = grid.dequeueReusableSupplementaryView(
      ofKind: "Banner", withReuseIdentifier: "B", for: IndexPath(item: 0, section: 0))
    #expect((view as? Banner)?.label.superview === view)
    #expect(view.reuseIdentifier == "B")
  }
}
