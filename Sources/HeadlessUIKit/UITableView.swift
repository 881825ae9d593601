public import CoordinatorTree
public import Foundation

/// A headless table, as UIKit's `UITableView`: rows in sections, cells made by its data
/// source and reused, the user's taps on rows told to its delegate.
///
/// ```swift
/// let tableView = UITableView(frame: .zero, style: .insetGrouped)
/// tableView.register(ItemCell.self, forCellReuseIdentifier: "Item")
/// tableView.dataSource = self   // weak, as UIKit's
/// tableView.delegate = self     // weak
/// view.addSubview(tableView)
/// ```
///
/// Ownership is UIKit's, because leak checks read it: the data source and the delegate are
/// weak; the table holds the cells it shows (as its subviews) and the cells waiting in its
/// reuse queue, its header and footer views, and its section views; a cell holds what its
/// closures capture. A cell whose closure captures its view controller strongly keeps that
/// view controller alive through the table, on a device as here.
///
/// The model has no geometry, so it cannot find the rows that fit on screen: it asks its data
/// source for the cells of the first 10 rows of each of the first 10 sections, at the layout
/// before the screen appears, when the app reloads while the table is in a window, and when
/// the table arrives in a window (see docs/uikit-surface.md). Exploration offers a tap on the
/// first 3 of those rows in each section, named by the cell's text: `selects row 0 of section
/// 0 ('Milk')`. Heights, scrolling and animations are kept as set and never used.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The look of a table; kept, never drawn.
  public enum Style: Int, Sendable {
    /// Rows run edge to edge, section headers float.
    case plain
    /// Sections are grouped.
    case grouped
    /// Sections are grouped, with insets and rounded corners.
    case insetGrouped
  }

  /// How rows come and go; ignored (the model does not animate).
  public enum RowAnimation: Int, Sendable {
    /// A fade.
    case fade
    /// From the right.
    case right
    /// From the left.
    case left
    /// From the top.
    case top
    /// From the bottom.
    case bottom
    /// None.
    case none
    /// From the middle.
    case middle
    /// The system's choice.
    case automatic = 100
  }

  /// Where a row scrolls to; ignored (the model does not scroll).
  public enum ScrollPosition: Int, Sendable {
    /// Nowhere in particular.
    case none
    /// The top.
    case top
    /// The middle.
    case middle
    /// The bottom.
    case bottom
  }

  /// The height that asks the cell's content, for `rowHeight` and the section heights; kept,
  /// never used.
  public static let automaticDimension: CGFloat = -1

  /// The style it was made with.
  public let style: Style

  /// The object that says how many rows there are and makes their cells; weak, as UIKit's.
  ///
  /// Setting it reloads the table (now, when it is in a window).
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsReload() }
  }

  /// The object told of rows coming on screen soon; weak, as UIKit's.
  ///
  /// It would start loading their data; the model never scrolls, so it is never called (see
  /// ``UITableViewDataSourcePrefetching``).
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// Whether prefetching is on; kept as set (the model prefetches nothing).
  open var isPrefetchingEnabled = true

  /// The delegate as a table's delegate, when it is one.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// The cells shown, the reuse queue, the counts and the selection.
  var cells = CellStore<UITableViewCell>()
  /// The header and footer views of the sections shown, held as subviews.
  var sectionViews: [SectionView] = []
  /// The header and footer classes registered, and the views waiting to be reused.
  let headerFooterReuse = ReuseQueue<UITableViewHeaderFooterView>()
  /// Whether and how the user selects, and whether the table edits.
  var selectionSettings = SelectionSettings()

  /// A section's header or footer view.
  struct SectionView {
    /// The section.
    let section: Int
    /// Whether it is the header (else the footer).
    let isHeader: Bool
    /// The view, held strongly as a subview.
    let view: UIView
  }

  /// Each row's height; kept, never used.
  open var rowHeight = UITableView.automaticDimension
  /// The estimated height of each row; kept, never used.
  open var estimatedRowHeight = UITableView.automaticDimension
  /// The height of section headers; kept, never used.
  open var sectionHeaderHeight = UITableView.automaticDimension
  /// The height of section footers; kept, never used.
  open var sectionFooterHeight = UITableView.automaticDimension
  /// The estimated height of section headers; kept, never used.
  open var estimatedSectionHeaderHeight = UITableView.automaticDimension
  /// The estimated height of section footers; kept, never used.
  open var estimatedSectionFooterHeight = UITableView.automaticDimension
  /// The space above each section header (iOS 15); kept, never used.
  open var sectionHeaderTopPadding = UITableView.automaticDimension
  /// The separators between rows; kept, never drawn.
  open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  /// The separators' colour; kept, never drawn.
  open var separatorColor: UIColor?
  /// The separators' insets; kept, never drawn.
  open var separatorInset = UIEdgeInsets.zero

  /// The view above the first section: a subview of the table, held strongly.
  open var tableHeaderView: UIView? {
    didSet { replaceSubview(oldValue, with: tableHeaderView) }
  }
  /// The view below the last section (`UIView()` hides the empty rows' separators): a
  /// subview of the table, held strongly.
  open var tableFooterView: UIView? {
    didSet { replaceSubview(oldValue, with: tableFooterView) }
  }
  /// The view behind the rows (an empty state, say): a subview of the table, behind the
  /// others, held strongly.
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, atBack: true) }
  }

  /// Creates a table with a style.
  ///
  /// - Parameters:
  ///   - frame: The frame, kept as given.
  ///   - style: The style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a `.plain` table, as UIKit's.
  ///
  /// - Parameter frame: The frame, kept as given.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a `.plain` table from an archive, as UIKit's initializer for storyboards and
  /// nibs; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// A table that arrives in a window lays out, as UIKit's does: a reload that waits, then
  /// the missing cells.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if window != nil { layOutCells() }
  }

  // MARK: Cells

  /// Registers the class the table makes cells of for a reuse identifier, as UIKit's: a
  /// later registration replaces an earlier one, `nil` removes it.
  ///
  /// - Parameters:
  ///   - cellClass: A `UITableViewCell` subclass (`ItemCell.self`), or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cells.reuse.register(cellClass as? UITableViewCell.Type, for: identifier)
  }

  /// Registers the class of header and footer views for a reuse identifier, as UIKit's.
  ///
  /// - Parameters:
  ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil`.
  ///   - identifier: The reuse identifier.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerFooterReuse.register(aClass as? UITableViewHeaderFooterView.Type, for: identifier)
  }

  /// A cell for the identifier, as UIKit's: one waiting in the reuse queue, after its
  /// `prepareForReuse()`; else a new one of the registered class; else `nil`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The cell, or `nil`.
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    cells.reuse.dequeue(identifier)
  }

  /// A cell for the identifier and the row being made, as UIKit's: one waiting in the reuse
  /// queue, after its `prepareForReuse()`, else a new one of the registered class.
  ///
  /// UIKit raises when no class is registered for the identifier: the model records the
  /// misuse at the caller's line and hands back a plain cell with that identifier.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row the data source makes the cell for.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  /// - Returns: The cell.
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath,
    fileID: StaticString = #fileID, line: UInt = #line
  ) -> UITableViewCell {
    if let cell = cells.reuse.dequeue(identifier) { return cell }
    recordMisuse(
      of: "dequeueReusableCell(withIdentifier:for:)", code: .unregisteredReuseIdentifier,
      "No class is registered for the reuse identifier '\(identifier)'. Call "
        + "register(_:forCellReuseIdentifier:) with your cell's class first.",
      fileID: fileID, line: line)
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A header or footer view for the identifier, as UIKit's: one waiting, after its
  /// `prepareForReuse()`; else a new one of the registered class; else `nil`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: The view, or `nil`.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    headerFooterReuse.dequeue(identifier)
  }

  /// Asks the data source again for everything, as UIKit's: every cell shown goes to the
  /// reuse queue, the selection is cleared, and the cells of the rows shown are asked for at
  /// once when the table is in a window (else at the layout before it appears).
  open func reloadData() {
    setNeedsReload()
  }

  // MARK: What it shows

  /// How many sections there are: the count read at the last load, or the data source's now
  /// when a reload waits.
  open var numberOfSections: Int {
    currentCounts.count
  }

  /// How many rows a section has, as `numberOfSections` reads it.
  ///
  /// - Parameter section: The section.
  /// - Returns: The rows, or 0 for a section that does not exist.
  open func numberOfRows(inSection section: Int) -> Int {
    let counts = currentCounts
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells shown, in row order.
  open var visibleCells: [UITableViewCell] {
    cells.loaded.map(\.cell)
  }

  /// The rows that show cells, in order; `nil` when none does, as UIKit's.
  open var indexPathsForVisibleRows: [IndexPath]? {
    cells.loaded.isEmpty ? nil : cells.loaded.map(\.indexPath)
  }

  /// The cell shown for a row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its cell, or `nil` when the row shows none (not loaded, or past the rows the
  ///   model shows).
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    cells.cell(at: indexPath)
  }

  /// The row a cell shows.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its row, or `nil` when the table does not show it.
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    cells.indexPath(of: cell)
  }

  /// The header view of a section that shows, as the delegate made it.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, if it is a `UITableViewHeaderFooterView`.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews.first { $0.section == section && $0.isHeader }?.view
      as? UITableViewHeaderFooterView
  }

  /// The footer view of a section that shows, as the delegate made it.
  ///
  /// - Parameter section: The section.
  /// - Returns: The view, if it is a `UITableViewHeaderFooterView`.
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    sectionViews.first { $0.section == section && !$0.isHeader }?.view
      as? UITableViewHeaderFooterView
  }

  /// Scrolls a row into sight, as UIKit's: the model does not scroll, so nothing changes.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Ignored.
  ///   - animated: Ignored.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {}
}
