#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A photo app built on collection views, as grid tutorials write it: albums in a collection
// view controller, each album's photos in a grid with a header, each photo cell with a "like"
// closure the grid sets in `cellForItemAt`. Tapping an item is the only way in, through the
// coordinator. Without `[weak self]`, the like closure keeps the grid alive through its own
// collection view's cells after the back button.
//
// Written for this project in the shape of those tutorials; no code copied.

/// The app's coordinator, as a scene delegate holds it.
public final class PhotosCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// Whether the grid's cells capture it weakly (the fix).
  let capturesWeakly: Bool

  /// Builds the app on its window and shows the albums.
  public init(window: UIWindow, capturesWeakly: Bool) {
    self.capturesWeakly = capturesWeakly
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 44)
    let albums = AlbumsViewController(collectionViewLayout: layout)
    albums.coordinator = self
    navigationController.viewControllers = [albums]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showAlbum(named name: String) {
    let grid = PhotoGridViewController(album: name, capturesWeakly: capturesWeakly)
    grid.coordinator = self
    navigationController.pushViewController(grid, animated: true)
  }

  func showPhoto(_ photo: String) {
    let viewer = UIViewController()
    viewer.title = photo
    navigationController.pushViewController(viewer, animated: true)
  }
}

/// An album's tile: its name in a label.
final class AlbumCell: UICollectionViewCell {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The albums.
final class AlbumsViewController: UICollectionViewController {
  weak var coordinator: PhotosCoordinator?
  private let albums = ["Holidays", "Family"]

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Albums"
    collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: "AlbumCell")
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    albums.count
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "AlbumCell", for: indexPath)
      as! AlbumCell
    cell.titleLabel.text = albums[indexPath.item]
    return cell
  }

  override func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    coordinator?.showAlbum(named: albums[indexPath.item])
  }
}

/// A photo's tile: an image, and a closure its like button calls.
final class PhotoCell: UICollectionViewCell {
  var onLike: (() -> Void)?
  var photoName: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    onLike = nil
    photoName = nil
  }
}

/// The grid's header: the album's name.
final class PhotoGridHeader: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// An album's photos in a three-column grid.
final class PhotoGridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  weak var coordinator: PhotosCoordinator?
  let album: String
  let capturesWeakly: Bool
  private var likes = Set<String>()
  private lazy var photos = (1...6).map { "\(album) \($0)" }
  private lazy var collectionView: UICollectionView = {
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    return UICollectionView(frame: .zero, collectionViewLayout: layout)
  }()

  init(album: String, capturesWeakly: Bool) {
    self.album = album
    self.capturesWeakly = capturesWeakly
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = album
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
    collectionView.register(
      PhotoGridHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
      as! PhotoCell
    let photo = photos[indexPath.item]
    cell.photoName = photo
    if capturesWeakly {
      cell.onLike = { [weak self] in self?.toggleLike(photo) }
    } else {
      cell.onLike = { self.toggleLike(photo) }
    }
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let header =
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Header", for: indexPath) as! PhotoGridHeader
    header.label.text = album
    return header
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let side = (collectionView.bounds.width - 4) / 3
    return CGSize(width: side, height: side)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    coordinator?.showPhoto(photos[indexPath.item])
  }

  private func toggleLike(_ photo: String) {
    if likes.contains(photo) {
      likes.remove(photo)
    } else {
      likes.insert(photo)
    }
  }
}
