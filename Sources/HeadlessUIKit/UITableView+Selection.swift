public import CoordinatorTree
public import Foundation

/// The selection, from code and from the user's tap, and what exploration offers.
extension UITableView: OffersUserInteractions {
  /// Whether the user can select rows; when `false`, no row is offered (controls inside
  /// cells still are).
  public var allowsSelection: Bool {
    get { selectionSettings.allowsSelection }
    set { selectionSettings.allowsSelection = newValue }
  }
  /// Whether the user can select several rows: a tap on a selected row then deselects it.
  public var allowsMultipleSelection: Bool {
    get { selectionSettings.allowsMultipleSelection }
    set { selectionSettings.allowsMultipleSelection = newValue }
  }
  /// Whether the user can select rows while the table is editing.
  public var allowsSelectionDuringEditing: Bool {
    get { selectionSettings.allowsSelectionDuringEditing }
    set { selectionSettings.allowsSelectionDuringEditing = newValue }
  }
  /// Whether the table is editing: set by ``setEditing(_:animated:)``.
  public var isEditing: Bool {
    get { selectionSettings.isEditing }
    set { setEditing(newValue, animated: false) }
  }

  /// Starts or ends editing, as UIKit's: every cell shown is told.
  ///
  /// The model's user never deletes or moves a row.
  ///
  /// - Parameters:
  ///   - editing: Whether the table edits.
  ///   - animated: Ignored.
  public func setEditing(_ editing: Bool, animated: Bool) {
    selectionSettings.isEditing = editing
    for entry in cells.loaded { entry.cell.setEditing(editing, animated: animated) }
  }

  /// The selected row; the first in row order when several are.
  public var indexPathForSelectedRow: IndexPath? {
    cells.selected.min()
  }

  /// The selected rows, in the order they were selected; `nil` when none is, as UIKit's.
  public var indexPathsForSelectedRows: [IndexPath]? {
    cells.selected.isEmpty ? nil : cells.selected
  }

  /// Selects a row from code, as UIKit's: the delegate is not told; in a table that allows
  /// one selection, the row selected before is deselected; `nil` deselects every row.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil`.
  ///   - animated: Ignored.
  ///   - scrollPosition: Ignored: the model does not scroll.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for selected in cells.selected { deselectFromCode(selected) }
      return
    }
    selectFromCode(indexPath, keepingOthers: allowsMultipleSelection)
  }

  /// Deselects a row from code, as UIKit's: the delegate is not told.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselectFromCode(indexPath)
  }

  /// The user taps a row, from a test written by hand, as the explorer does: as UIKit
  /// delivers the tap (see `UITableViewDelegate` for the order of the delegate's calls), with
  /// no other app code first.
  ///
  /// ```swift
  /// try tableView.userSelectsRow(at: IndexPath(row: 0, section: 0))
  /// ```
  ///
  /// Any row that shows a cell can be tapped (the explorer offers the first three of each
  /// section).
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: `NavigationError` with the code `notOnScreen`, and nothing runs, when the table
  ///   is not on the screen on top, selection is off, or the row shows no cell the user can
  ///   reach.
  public func userSelectsRow(at indexPath: IndexPath) throws(NavigationError) {
    let description = "selects row \(indexPath.row) of section \(indexPath.section)"
    let selectable = allowsSelection && (!isEditing || allowsSelectionDuringEditing)
    try performUserSelection(
      description, reaching: selectable ? cells.cell(at: indexPath) : nil
    ) { userTapsRow(at: indexPath) }
  }

  /// What the user's tap on a row runs, as UIKit delivers it.
  ///
  /// - Parameter indexPath: The row tapped.
  func userTapsRow(at indexPath: IndexPath) {
    let delegate = tableDelegate
    guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
    let cell = cells.cell(at: indexPath)
    cell?.setHighlighted(true, animated: false)
    delegate?.tableView(self, didHighlightRowAt: indexPath)
    cell?.setHighlighted(false, animated: false)
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    if allowsMultipleSelection, cells.selected.contains(indexPath) {
      userDeselects(indexPath, delegate: delegate)
      return
    }
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    if !allowsMultipleSelection {
      for other in cells.selected where other != target { userDeselects(other, delegate: delegate) }
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    delegate?.tableView(self, didSelectRowAt: target)
  }

  /// A deselection by the user's tap: `willDeselectRowAt` (which may refuse or redirect),
  /// then `didDeselectRowAt`.
  private func userDeselects(_ indexPath: IndexPath, delegate: (any UITableViewDelegate)?) {
    let proposed = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    deselectRow(at: target, animated: false)
    delegate?.tableView(self, didDeselectRowAt: target)
  }

  /// What the user can do on the table: tap each of the first rows of each section that show
  /// a cell the user can reach (see docs/uikit-surface.md), while selection is allowed.
  ///
  /// - Parameter view: The table itself.
  /// - Returns: `selects row R of section S ('text')`, in row order.
  package func userInteractions(on view: View) -> [ViewInteraction] {
    guard allowsSelection, !isEditing || allowsSelectionDuringEditing else { return [] }
    return offeredTaps(noun: "row") { table, path in table.userTapsRow(at: path) }
  }
}

/// The table's selection settings, kept together so that the class's stored properties stay in
/// its own file.
struct SelectionSettings {
  var allowsSelection = true
  var allowsMultipleSelection = false
  var allowsSelectionDuringEditing = false
  var isEditing = false
}
