public import CoordinatorTree
public import Foundation

/// A headless collection view, as UIKit's `UICollectionView`: items in sections, cells made by
/// its data source and reused, the user's taps on items told to its delegate.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// collectionView.dataSource = self   // weak, as UIKit's
/// collectionView.delegate = self     // weak
/// view.addSubview(collectionView)
/// ```
///
/// Ownership is UIKit's: the data source and the delegate are weak; the collection view holds
/// its layout, the cells it shows (as its subviews), the cells waiting in its reuse queue and
/// its section headers and footers; a cell holds what its closures capture. It loads as a
/// table does (the first 10 items of each of the first 10 sections, at the layout before the
/// screen appears, at a reload while in a window, when it arrives in a window), asks for a
/// section's header or footer when a class is registered for that kind, and exploration
/// offers a tap on the first 3 items of each section: `selects item 0 of section 0 ('Paris')`.
/// The layout is inert: nothing is sized or placed.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The direction a layout flows; kept.
  public enum ScrollDirection: Int, Sendable {
    /// Top to bottom.
    case vertical
    /// Leading to trailing.
    case horizontal
  }

  /// Where an item scrolls to; ignored (the model does not scroll).
  public struct ScrollPosition: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates a position from its raw value.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Nowhere in particular.
    public static let none = ScrollPosition([])
    /// The top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The vertical middle.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The horizontal middle.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a section's header, for supplementary views.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section's footer, for supplementary views.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout; held strongly, and it points back weakly.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
    }
  }

  /// The object that says how many items there are and makes their cells; weak, as UIKit's.
  ///
  /// Setting it reloads the collection view (now, when it is in a window).
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { setNeedsReload() }
  }

  /// The object told of items coming on screen soon; weak, as UIKit's.
  ///
  /// It would start loading their data; the model never scrolls, so it is never called (see
  /// ``UICollectionViewDataSourcePrefetching``).
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

  /// Whether prefetching is on; kept as set (the model prefetches nothing).
  open var isPrefetchingEnabled = true

  /// The delegate as a collection's delegate, when it is one.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// The cells shown, the reuse queue, the counts and the selection.
  var cells = CellStore<UICollectionViewCell>()
  /// The supplementary view classes registered by kind, and the views waiting to be reused.
  var supplementaryReuse: [String: ReuseQueue<UICollectionReusableView>] = [:]
  /// The headers and footers of the sections shown, held as subviews.
  var supplementaryViews: [SupplementaryView] = []
  /// Whether the user can select items; when `false`, no item is offered.
  open var allowsSelection = true
  /// Whether the user can select several items: a tap on a selected item then deselects it.
  open var allowsMultipleSelection = false

  /// A section's header or footer.
  struct SupplementaryView {
    /// Its kind.
    let kind: String
    /// Its section, at item 0.
    let indexPath: IndexPath
    /// The view, held strongly as a subview.
    let view: UICollectionReusableView
  }

  /// A view behind the items: a subview, behind the others, held strongly.
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, atBack: true) }
  }

  /// Creates a collection view with a layout.
  ///
  /// - Parameters:
  ///   - frame: The frame, kept as given.
  ///   - layout: The layout, held strongly.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from an archive, with a flow layout; the model reads nothing
  /// from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Replaces the layout, as UIKit's.
  ///
  /// - Parameters:
  ///   - layout: The new layout.
  ///   - animated: Ignored.
  open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  /// A collection view that arrives in a window lays out, as UIKit's does.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if window != nil { layOutCells() }
  }

  // MARK: Cells

  /// Registers the class the collection view makes cells of for a reuse identifier.
  ///
  /// - Parameters:
  ///   - cellClass: A `UICollectionViewCell` subclass, or `nil` to remove the registration.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cells.reuse.register(cellClass as? UICollectionViewCell.Type, for: identifier)
  }

  /// Registers the class of a kind of supplementary view (a section header or footer): the
  /// collection view then asks its data source for that kind in each section shown.
  ///
  /// - Parameters:
  ///   - viewClass: A `UICollectionReusableView` subclass, or `nil`.
  ///   - elementKind: `UICollectionView.elementKindSectionHeader` or `…Footer`.
  ///   - identifier: The reuse identifier.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let queue = supplementaryReuse[elementKind] ?? ReuseQueue()
    queue.register(viewClass as? UICollectionReusableView.Type, for: identifier)
    supplementaryReuse[elementKind] = queue
  }

  /// A cell for the identifier and the item being made, as UIKit's: one waiting in the reuse
  /// queue, after its `prepareForReuse()`, else a new one of the registered class.
  ///
  /// UIKit raises when no class is registered for the identifier: the model records the
  /// misuse at the caller's line and hands back a plain cell.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item the data source makes the cell for.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  /// - Returns: The cell.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> UICollectionViewCell {
    if let cell = cells.reuse.dequeue(identifier) { return cell }
    reportUnregistered(
      identifier, "register(_:forCellWithReuseIdentifier:)",
      call: "dequeueReusableCell(withReuseIdentifier:for:)", fileID: fileID, line: line)
    return UICollectionViewCell(registeredWithReuseIdentifier: identifier)
  }

  /// A header or footer for the identifier, as UIKit's; a misuse, as for cells, when nothing
  /// is registered.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The section, at item 0.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  /// - Returns: The view.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> UICollectionReusableView {
    if let view = supplementaryReuse[elementKind]?.dequeue(identifier) { return view }
    reportUnregistered(
      identifier, "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
      call: "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)", fileID: fileID,
      line: line)
    return UICollectionReusableView(registeredWithReuseIdentifier: identifier)
  }

  private func reportUnregistered(
    _ identifier: String, _ register: String, call: String, fileID: StaticString, line: UInt
  ) {
    recordMisuse(
      of: call, code: .unregisteredReuseIdentifier,
      "No class is registered for the reuse identifier '\(identifier)'. Call \(register) with "
        + "your view's class first.",
      fileID: fileID, line: line)
  }

  /// Asks the data source again for everything, as UIKit's: every cell shown goes to the
  /// reuse queue, the selection is cleared, and the cells of the items shown are asked for at
  /// once when the collection view is in a window (else at the layout before it appears).
  open func reloadData() {
    setNeedsReload()
  }

  // MARK: What it shows

  /// How many sections there are: the count read at the last load, or the data source's now
  /// when a reload waits.
  open var numberOfSections: Int {
    currentCounts.count
  }

  /// How many items a section has, as `numberOfSections` reads it.
  ///
  /// - Parameter section: The section.
  /// - Returns: The items, or 0 for a section that does not exist.
  open func numberOfItems(inSection section: Int) -> Int {
    let counts = currentCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells shown, in item order.
  open var visibleCells: [UICollectionViewCell] {
    cells.loaded.map(\.cell)
  }

  /// The items that show cells, in order.
  open var indexPathsForVisibleItems: [IndexPath] {
    cells.loaded.map(\.indexPath)
  }

  /// The cell shown for an item.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Its cell, or `nil` when the item shows none.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    cells.cell(at: indexPath)
  }

  /// The item a cell shows.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its item, or `nil` when the collection view does not show it.
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    cells.indexPath(of: cell)
  }

  /// The header or footer shown for a section.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The section, at item 0.
  /// - Returns: The view, or `nil`.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    supplementaryViews.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
  }

  /// The headers or footers shown.
  ///
  /// - Parameter elementKind: The kind.
  /// - Returns: The views, in section order.
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    supplementaryViews.filter { $0.kind == elementKind }.map(\.view)
  }

  /// Scrolls an item into sight: the model does not scroll, so nothing changes.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Ignored.
  ///   - animated: Ignored.
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
}
