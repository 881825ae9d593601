import HeadlessUIKit

/// A tile as apps write one: a label in its content view, and a closure the screen sets.
final class TileCell: UICollectionViewCell {
  let title = UILabel()
  var onLike: (() -> Void)?

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(title)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onLike = nil
  }
}

/// A grid screen as apps write one: a collection view in its view, itself the data source and
/// the delegate, every call it hears recorded.
final class GridScreen: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let collectionView = UICollectionView(
    frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  var sections: [[String]]
  var heard: [String] = []
  /// What `shouldSelectItemAt` answers.
  var allowsSelecting = true
  var capturesStrongly = false
  var likes: [String] = []

  init(sections: [[String]]) {
    self.sections = sections
    super.init(nibName: nil, bundle: nil)
    title = "Grid"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    heard.append("cellForItemAt \(indexPath.section).\(indexPath.item)")
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
    let item = sections[indexPath.section][indexPath.item]
    cell.title.text = item
    if capturesStrongly {
      cell.onLike = { self.likes.append(item) }
    } else {
      cell.onLike = { [weak self] in self?.likes.append(item) }
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    heard.append("shouldSelectItemAt \(indexPath.section).\(indexPath.item)")
    return allowsSelecting
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    heard.append("didSelectItemAt \(indexPath.section).\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    heard.append("didDeselectItemAt \(indexPath.section).\(indexPath.item)")
  }
}
