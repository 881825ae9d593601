public import Foundation

/// A collection view's data source that shows a snapshot, as UIKit's
/// `UICollectionViewDiffableDataSource` (iOS 13): its cell provider makes each item's cell.
///
/// ```swift
/// dataSource = UICollectionViewDiffableDataSource<Section, Photo>(collectionView: collectionView)
/// { collectionView, indexPath, photo in
///   collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
/// }
/// ```
///
/// Ownership is UIKit's, as for `UITableViewDiffableDataSource`: the app holds the data source,
/// the collection view's `dataSource` is weak; the data source holds its cell provider and its
/// ``supplementaryViewProvider`` strongly (a provider that captures its view controller
/// strongly makes a cycle), and the collection view weakly.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  NSObject, UICollectionViewDataSource
{
  /// Makes the cell of an item.
  public typealias CellProvider =
    (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a section's header or footer.
  public typealias SupplementaryViewProvider =
    (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  /// The snapshot type it shows.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// The cell provider; held strongly, with what it captures.
  private let cellProvider: CellProvider
  /// The collection view; weak.
  private weak var collectionView: UICollectionView?
  /// The snapshot shown.
  private var shown = Snapshot()
  /// Makes headers and footers; held strongly.
  ///
  /// Asked for the kinds a class is registered for.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Creates a data source and makes it the collection view's.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view, held weakly.
  ///   - cellProvider: Makes each item's cell; held strongly.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    super.init()
    collectionView.dataSource = self
  }

  /// Shows a snapshot, as UIKit's: items that stay keep their cell; duplicates are a misuse.
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - animatingDifferences: Ignored: nothing is animated.
  ///   - completion: Runs at the end.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    DiffableSnapshots.apply(
      snapshot, over: shown, in: collectionView, reloading: false,
      call: "apply(_:animatingDifferences:completion:)", fileID: fileID, line: line
    ) { shown = $0 }
    completion?()
  }

  /// Shows a snapshot by reloading everything (iOS 15).
  ///
  /// - Parameters:
  ///   - snapshot: What to show.
  ///   - completion: Runs at the end.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (() -> Void)? = nil, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    DiffableSnapshots.apply(
      snapshot, over: shown, in: collectionView, reloading: true,
      call: "applySnapshotUsingReloadData(_:completion:)", fileID: fileID, line: line
    ) { shown = $0 }
    completion?()
  }

  /// The snapshot shown, to change and apply again.
  ///
  /// - Returns: A copy.
  open func snapshot() -> Snapshot {
    shown
  }

  /// The item at an index path.
  ///
  /// - Parameter indexPath: The index path.
  /// - Returns: Its item, or `nil`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    shown.item(at: indexPath)
  }

  /// The index path of an item.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: Its index path, or `nil`.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    shown.indexPath(of: itemIdentifier)
  }

  /// The section at an index (iOS 15).
  ///
  /// - Parameter index: The index.
  /// - Returns: The section, or `nil`.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    shown.sectionIdentifiers.indices.contains(index) ? shown.sectionIdentifiers[index] : nil
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's sections.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The snapshot's sections.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    shown.numberOfSections
  }
  /// The snapshot's items in the section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The snapshot's items in the section.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { shown.counts.indices.contains(section) ? shown.counts[section] : 0 }
  /// The cell provider's cell for the item; `nil` is a misuse, recorded, and a plain cell
  /// shows.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: The cell provider's cell for the item.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = shown.item(at: indexPath) else { return UICollectionViewCell() }
    if let cell = cellProvider(collectionView, indexPath, item) { return cell }
    DiffableSnapshots.reportNilCell(at: indexPath, in: collectionView)
    return UICollectionViewCell()
  }
  /// The supplementary view provider's view, or a plain one.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The kind.
  ///   - indexPath: The item.
  /// - Returns: The supplementary view provider's view, or a plain one.
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView()
  }
  /// No item moves: override it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: No item moves.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Does nothing: override it.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it goes.
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
