import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UICollectionViewCell`: its views, reuse, and what it holds.
@MainActor @Suite struct UICollectionViewCellTests {
  @Test func itsContentViewAndBackgroundAreSubviews() {
    let cell = UICollectionViewCell(frame: .zero)
    #expect(cell.subviews == [cell.contentView])
    let background = UIView()
    cell.backgroundView = background
    #expect(cell.subviews.first === background)
    var content = UIListContentConfiguration.cell()
    content.text = "Paris"
    cell.contentConfiguration = content
    #expect(
      (cell.contentView.subviews.last as? UIListContentView)?.listContentConfiguration == content)
  }

  @Test func aRegisteredSubclassIsMadeThroughInitFrameAndPreparedForReuse() {
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    let cell = grid.dequeueReusableCell(
      withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
    #expect((cell as? TileCell)?.title.superview === cell.contentView)
    #expect(cell.reuseIdentifier == "Tile")
    cell.isSelected = true
    cell.prepareForReuse()
    #expect(!cell.isSelected && !cell.isHighlighted)
  }

  @Test func aCellKeepsWhatItsClosureCaptures() async {
    final class Model {}
    let cell = TileCell(frame: .zero)
    weak var captured: Model?
    do {
      let model = Model()
      captured = model
      cell.onLike = { _ = model }
    }
    #expect(captured != nil, "the cell's closure keeps it")
    await assertReleased([captured!], configuration: quick) { cell.prepareForReuse() }
  }
}
