public import Foundation

/// A table's data source that shows a snapshot, as UIKit's `UITableViewDiffableDataSource`
/// (iOS 13): its cell provider makes each row's cell from the row's item.
///
/// ```swift
/// dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
///   [weak self] tableView, indexPath, item in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
///   cell.textLabel?.text = item.name
///   cell.accessoryType = self?.isFavorite(item) == true ? .checkmark : .none
///   return cell
/// }
/// ```
///
/// Ownership is UIKit's, and it is where a classic leak hides: the app holds the data source
/// (the table's `dataSource` is weak, so a data source nobody keeps goes at once and the
/// table shows nothing); the data source holds its cell provider strongly, and the table
/// weakly. A cell provider that captures its view controller strongly
/// (`self.cellIdentifier` inside it) makes a cycle: view controller → data source → cell
/// provider → view controller. The initializer makes it the table's data source.
///
/// ``apply(_:animatingDifferences:completion:fileID:line:)`` shows a new snapshot: rows whose
/// item stays keep their cell (moved with it), rows of new items, and of items or sections
/// marked for reload, get new cells. Animations are ignored; the completion runs at the end.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>:
  NSObject, UITableViewDataSource
{
  /// Makes the cell of a row from its item.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  /// The snapshot type it shows.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// The cell provider; held strongly, with what it captures.
  private let cellProvider: CellProvider
  /// The table; weak.
  private weak var tableView: UITableView?
  /// The snapshot shown.
  private var shown = Snapshot()
  /// How rows come and go; ignored.
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Creates a data source and makes it the table's.
  ///
  /// - Parameters:
  ///   - tableView: The table, held weakly.
  ///   - cellProvider: Makes each row's cell; held strongly.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.tableView = tableView
    super.init()
    tableView.dataSource = self
  }

  /// Shows a snapshot, as UIKit's.
  ///
  /// A snapshot whose identifiers are not unique is a misuse (UIKit raises): it is recorded
  /// at the caller's line and each identifier is kept where it first appears.
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
      snapshot, over: shown, in: tableView, reloading: false,
      call: "apply(_:animatingDifferences:completion:)", fileID: fileID, line: line
    ) { shown = $0 }
    completion?()
  }

  /// Shows a snapshot by reloading everything (iOS 15), as the table's `reloadData()`.
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
      snapshot, over: shown, in: tableView, reloading: true,
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

  /// The item of a row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its item, or `nil`.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    shown.item(at: indexPath)
  }

  /// The row of an item.
  ///
  /// - Parameter itemIdentifier: The item.
  /// - Returns: Its row, or `nil`.
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

  /// The index of a section (iOS 15).
  ///
  /// - Parameter sectionIdentifier: The section.
  /// - Returns: Its index, or `nil`.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    shown.indexOfSection(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  /// The snapshot's sections.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The snapshot's sections.
  open func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections }
  /// The snapshot's items in the section.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The snapshot's items in the section.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    shown.counts.indices.contains(section) ? shown.counts[section] : 0
  }
  /// The cell provider's cell for the row's item.
  ///
  /// A provider that returns `nil` is a misuse (UIKit raises): it is recorded, and a plain
  /// cell shows.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The cell provider's cell for the row's item.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let item = shown.item(at: indexPath) else { return UITableViewCell() }
    if let cell = cellProvider(tableView, indexPath, item) { return cell }
    DiffableSnapshots.reportNilCell(at: indexPath, in: tableView)
    return UITableViewCell()
  }
  /// No title: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// No row can be edited, as UIKit's: override it to allow deletion.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: No row can be edited, as UIKit's.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// No row can be moved: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: No row can be moved.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - editingStyle: What the user did.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it goes.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No index.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: No index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
