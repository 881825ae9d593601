import Foundation

/// A cell a table or collection shows, with the row it shows.
struct LoadedCell<Cell: AnyObject> {
  /// The row (or item) it shows.
  var indexPath: IndexPath
  /// The cell, held strongly: a table holds its visible cells.
  let cell: Cell
}

/// What a table or a collection holds of its rows: the cells it shows (also its subviews),
/// its reuse queue, the counts it last read from its data source, and the selection.
@MainActor
struct CellStore<Cell: ReusableView> {
  /// The registered classes and the cells waiting to be reused.
  let reuse = ReuseQueue<Cell>()
  /// The cells shown, in index path order.
  var loaded: [LoadedCell<Cell>] = []
  /// The rows of each section at the last load; `nil` before the first.
  var counts: [Int]?
  /// Whether the next layout reloads everything (set by `reloadData()`, a new data source,
  /// or an update that UIKit would reject).
  var needsReload = true
  /// Whether a load or a change runs now: a reload asked from inside it (from the data
  /// source's `cellForRowAt`, say) waits for the next layout.
  var isLoading = false
  /// The selected rows, in the order they were selected.
  var selected: [IndexPath] = []
  /// The updates declared since the outermost batch began.
  var pendingUpdate: BatchUpdate?
  /// How deep the batches under way are nested.
  var updateDepth = 0

  /// The cell shown for a row.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Its cell, or `nil` when none is shown for it.
  func cell(at indexPath: IndexPath) -> Cell? {
    loaded.first { $0.indexPath == indexPath }?.cell
  }

  /// The row a cell shows.
  ///
  /// - Parameter cell: A cell.
  /// - Returns: Its row, or `nil` when it is not shown.
  func indexPath(of cell: UIView) -> IndexPath? {
    loaded.first { $0.cell === cell }?.indexPath
  }
}
