import CoordinatorTree
import Foundation

/// A table or a collection view: what it asks its data source and tells its delegate, for the
/// loading both share.
///
/// When cells are asked for (see ``VisibleItems``): at the layout pass before the screen
/// appears (``layOutCells()``), when the app reloads while the view is in a window, when the
/// view arrives in a window, and for the rows an update brings while it is in one. Cells that
/// leave their row go to the reuse queue, after the delegate is told; a cell that stays keeps
/// its row, as UIKit keeps it without asking again.
@MainActor
protocol CellHosting: UIView {
  associatedtype Cell: ReusableView
  /// The cells, the reuse queue, the counts and the selection.
  var cells: CellStore<Cell> { get set }
  /// Whether a data source is set.
  var hasDataSource: Bool { get }
  /// Asks the data source how many sections there are.
  func askNumberOfSections() -> Int
  /// Asks the data source how many rows a section has.
  func askNumberOfItems(inSection section: Int) -> Int
  /// Asks the data source for a row's cell.
  func askCell(at indexPath: IndexPath) -> Cell
  /// Tells the delegate a cell is about to show.
  func tellWillDisplay(_ cell: Cell, at indexPath: IndexPath)
  /// Tells the delegate a cell no longer shows.
  func tellDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
  /// Asks again for the views of the sections that show (headers and footers).
  func reloadSectionViews()
  /// Shows whether a cell's row is selected, as UIKit sets a cell's selection.
  func showSelection(_ selected: Bool, on cell: Cell)
  /// What exploration calls a cell (its text), or `nil`.
  func explorationName(of cell: Cell) -> String?
}

extension CellHosting {
  /// The counts, asked of the data source now (none without a data source).
  func askCounts() -> [Int] {
    guard hasDataSource else { return [] }
    return (0..<max(0, askNumberOfSections())).map { max(0, askNumberOfItems(inSection: $0)) }
  }

  /// The counts of the last load, or the data source's now when a reload waits, as
  /// `numberOfSections` and `numberOfRows(inSection:)` read them.
  var currentCounts: [Int] {
    if let counts = cells.counts, !cells.needsReload { return counts }
    return askCounts()
  }

  /// Reloads everything at the next layout, or now when the view is in a window, as UIKit's
  /// `reloadData()`.
  func setNeedsReload() {
    cells.needsReload = true
    if window != nil { layOutCells() }
  }

  /// The layout pass: a pending reload (every cell leaves and the counts are asked again),
  /// then the cells of the rows that show and have none.
  func layOutCells() {
    guard !cells.isLoading else { return }
    cells.isLoading = true
    defer { cells.isLoading = false }
    if cells.needsReload || cells.counts == nil {
      cells.needsReload = false
      move(to: askCounts(), newPaths: [:])
      reloadSectionViews()
    }
    fillVisibleRows()
  }

  /// Moves the cells shown to their rows after a change.
  ///
  /// A cell whose row stays among those shown keeps it; the others leave (the delegate is
  /// told, then they wait in the reuse queue). The selection follows its rows; a row that goes
  /// is deselected.
  ///
  /// - Parameters:
  ///   - counts: The rows of each section after the change.
  ///   - newPaths: Where each row before the change is after it; a row missing is gone, or
  ///     reloaded.
  func move(to counts: [Int], newPaths: [IndexPath: IndexPath]) {
    cells.counts = counts
    cells.selected = cells.selected.compactMap { newPaths[$0] }
    let shown = Set(VisibleItems.paths(counts: counts))
    var staying: [LoadedCell<Cell>] = []
    var leaving: [LoadedCell<Cell>] = []
    for entry in cells.loaded {
      if let path = newPaths[entry.indexPath], shown.contains(path) {
        staying.append(LoadedCell(indexPath: path, cell: entry.cell))
      } else {
        leaving.append(entry)
      }
    }
    cells.loaded = staying.sorted { $0.indexPath < $1.indexPath }
    for entry in staying {
      showSelection(cells.selected.contains(entry.indexPath), on: entry.cell)
    }
    for entry in leaving {
      if entry.cell.superview === self { entry.cell.removeFromSuperview() }
      showSelection(false, on: entry.cell)
      tellDidEndDisplaying(entry.cell, at: entry.indexPath)
      cells.reuse.enqueue(entry.cell)
    }
  }

  /// Asks the data source for the cell of each row that shows and has none, puts it in this
  /// view, and tells the delegate; then orders the cells as their rows.
  func fillVisibleRows() {
    guard let counts = cells.counts else { return }
    for path in VisibleItems.paths(counts: counts) where cells.cell(at: path) == nil {
      let cell = askCell(at: path)
      // A data source that hands back a cell it already gave another row: UIKit shows it
      // once, in its last row; the model keeps it in its first.
      guard cells.indexPath(of: cell) == nil else { continue }
      cells.loaded.append(LoadedCell(indexPath: path, cell: cell))
      addSubview(cell)
      if cells.selected.contains(path) { showSelection(true, on: cell) }
      tellWillDisplay(cell, at: path)
    }
    cells.loaded.sort { $0.indexPath < $1.indexPath }
    for entry in cells.loaded where entry.cell.superview === self {
      bringSubviewToFront(entry.cell)
    }
  }

  /// Applies a batch of updates, as UIKit's `performBatchUpdates`: the data source's new
  /// counts must be the old ones changed by the batch, else UIKit raises (the model records
  /// the misuse and reloads everything).
  ///
  /// - Parameters:
  ///   - update: What the batch declares.
  ///   - call: The UIKit call, for a misuse.
  ///   - fileID: Where it was made.
  ///   - line: Where it was made.
  func apply(_ update: BatchUpdate, call: String, fileID: StaticString, line: UInt) {
    guard let before = cells.counts, !cells.needsReload else {
      // Nothing loaded yet: the next load asks the data source anyway.
      setNeedsReload()
      return
    }
    let after = askCounts()
    switch update.resolve(counts: before) {
    case .failure(let error):
      reportInvalidUpdate(error.reason, call: call, fileID: fileID, line: line)
    case .success(let plan):
      if let mismatch = Self.mismatch(plan: plan, before: before, after: after) {
        reportInvalidUpdate(mismatch, call: call, fileID: fileID, line: line)
        return
      }
      applyChange(
        counts: after, newPaths: plan.newPaths,
        sectionsChanged: plan.counts.count != before.count || plan.counts.contains(nil))
    }
  }

  /// Shows a change whose rows after it are known.
  ///
  /// The cells move with their rows, those of rows that went or reload leave; the section
  /// views are asked again when the sections changed; the rows that arrive get their cells at
  /// once when the view is in a window. A view that never loaded reloads instead.
  ///
  /// - Parameters:
  ///   - counts: The rows of each section after the change.
  ///   - newPaths: Where each row before is after it; a row missing went, or reloads.
  ///   - sectionsChanged: Whether sections came, went or reload.
  func applyChange(counts: [Int], newPaths: [IndexPath: IndexPath], sectionsChanged: Bool) {
    guard cells.counts != nil, !cells.needsReload, !cells.isLoading else {
      setNeedsReload()
      return
    }
    cells.isLoading = true
    defer { cells.isLoading = false }
    move(to: counts, newPaths: newPaths)
    if sectionsChanged { reloadSectionViews() }
    if window != nil { fillVisibleRows() }
  }

  /// Records an update UIKit would reject, and reloads everything instead.
  private func reportInvalidUpdate(
    _ reason: String, call: String, fileID: StaticString, line: UInt
  ) {
    recordMisuse(
      of: call, code: .invalidUpdate,
      "Invalid update of '\(type(of: self))': \(reason). Change the data source's data first, "
        + "then declare exactly the rows and sections that changed, or call reloadData().",
      fileID: fileID, line: line)
    setNeedsReload()
  }

  /// Why the data source's counts after an update do not match what the update declares.
  private static func mismatch(plan: BatchUpdate.Plan, before: [Int], after: [Int]) -> String? {
    guard after.count == plan.counts.count else {
      return "the data source has \(after.count) sections after the update, but it had "
        + "\(before.count) before and the update makes \(plan.counts.count)"
    }
    for (section, expected) in plan.counts.enumerated() {
      if let expected, after[section] != expected {
        return "section \(section) has \(after[section]) rows after the update, but the rows "
          + "before it and those the update inserts, deletes and moves make \(expected)"
      }
    }
    return nil
  }
}

extension CellHosting {
  /// Selects a row from code (the delegate is not told): with `keepingOthers` false, the
  /// rows selected before are deselected first.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - keepingOthers: Whether several rows may be selected.
  func selectFromCode(_ indexPath: IndexPath, keepingOthers: Bool) {
    if !keepingOthers {
      for other in cells.selected where other != indexPath { deselectFromCode(other) }
    }
    guard !cells.selected.contains(indexPath) else { return }
    cells.selected.append(indexPath)
    if let cell = cells.cell(at: indexPath) { showSelection(true, on: cell) }
  }

  /// Deselects a row from code; the delegate is not told.
  ///
  /// - Parameter indexPath: The row.
  func deselectFromCode(_ indexPath: IndexPath) {
    guard let index = cells.selected.firstIndex(of: indexPath) else { return }
    cells.selected.remove(at: index)
    if let cell = cells.cell(at: indexPath) { showSelection(false, on: cell) }
  }

  /// The taps exploration offers: on each of the first rows of each section that show a cell
  /// the user can reach (see ``VisibleItems``), named by the cell's text.
  ///
  /// - Parameters:
  ///   - noun: `row` or `item`.
  ///   - tap: What the user's tap runs.
  /// - Returns: `selects row R of section S ('text')`, in row order.
  func offeredTaps(noun: String, tap: @escaping @MainActor (Self, IndexPath) -> Void)
    -> [ViewInteraction]
  {
    cells.loaded.compactMap { entry in
      let path = entry.indexPath
      guard VisibleItems.isOffered(path), entry.cell.isReachableByUser else { return nil }
      let name = explorationName(of: entry.cell).map { " ('\($0)')" } ?? ""
      return ViewInteraction("selects \(noun) \(path.row) of section \(path.section)\(name)") {
        [weak self] in
        if let self { tap(self, path) }
      }
    }
  }
}

extension CellHosting {
  /// Starts a batch; batches nest, and the outermost one's end applies them all.
  func beginBatch() {
    cells.updateDepth += 1
    if cells.pendingUpdate == nil { cells.pendingUpdate = BatchUpdate() }
  }

  /// Ends a batch; the outermost one's end applies what was declared in it.
  ///
  /// - Parameters:
  ///   - call: The UIKit call that ends it, for a misuse.
  ///   - fileID: Where it was made.
  ///   - line: Where it was made.
  func endBatch(call: String, fileID: StaticString, line: UInt) {
    guard cells.updateDepth > 0 else { return }
    cells.updateDepth -= 1
    guard cells.updateDepth == 0, let update = cells.pendingUpdate else { return }
    cells.pendingUpdate = nil
    apply(update, call: call, fileID: fileID, line: line)
  }

  /// Runs a batch, as `performBatchUpdates(_:completion:)`: the changes `updates` declares
  /// apply together at its end, then `completion` runs with `true`.
  ///
  /// - Parameters:
  ///   - updates: Changes the data and declares the changes.
  ///   - completion: Runs at the end.
  ///   - fileID: Where it was made.
  ///   - line: Where it was made.
  func performBatch(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?, fileID: StaticString, line: UInt
  ) {
    beginBatch()
    updates?()
    endBatch(call: "performBatchUpdates(_:completion:)", fileID: fileID, line: line)
    completion?(true)
  }

  /// Adds a change to the batch under way, or applies it alone.
  ///
  /// - Parameters:
  ///   - call: The UIKit call, for a misuse.
  ///   - fileID: Where it was made.
  ///   - line: Where it was made.
  ///   - change: What it declares.
  func declare(
    _ call: String, _ fileID: StaticString, _ line: UInt, _ change: (inout BatchUpdate) -> Void
  ) {
    if cells.updateDepth > 0, var update = cells.pendingUpdate {
      change(&update)
      cells.pendingUpdate = update
      return
    }
    var update = BatchUpdate()
    change(&update)
    apply(update, call: call, fileID: fileID, line: line)
  }
}
