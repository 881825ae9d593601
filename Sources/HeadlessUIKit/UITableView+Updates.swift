public import Foundation

/// Rows and sections that come, go, move or reload, one at a time or in a batch.
///
/// As in UIKit, the app changes its data first, then declares the change: the data source's
/// new counts must be the old ones changed by what is declared, else UIKit raises "Invalid
/// update"; the model records the misuse at the caller's line (a broken invariant of the step
/// under way) and reloads everything. Deletions and reloads name rows as they were,
/// insertions as they are after. Cells of rows that stay keep their rows, unasked; rows that
/// arrive among those shown get their cells at once when the table is in a window (else at
/// the layout before it appears). Animations are ignored, and a batch's completion runs at its
/// end, with `true`.
extension UITableView {
  /// Inserts rows.
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows, as they are after the change.
  ///   - animation: Ignored.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func insertRows(
    at indexPaths: [IndexPath], with animation: RowAnimation,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("insertRows(at:with:)", fileID, line) { $0.insertedItems.formUnion(indexPaths) }
  }

  /// Deletes rows.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows, as they were before the change.
  ///   - animation: Ignored.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func deleteRows(
    at indexPaths: [IndexPath], with animation: RowAnimation,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("deleteRows(at:with:)", fileID, line) { $0.deletedItems.formUnion(indexPaths) }
  }

  /// Reloads rows: their cells leave (to the reuse queue) and the data source is asked again.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows.
  ///   - animation: Ignored.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func reloadRows(
    at indexPaths: [IndexPath], with animation: RowAnimation,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("reloadRows(at:with:)", fileID, line) { $0.reloadedItems.formUnion(indexPaths) }
  }

  /// Moves a row; its cell goes with it.
  ///
  /// - Parameters:
  ///   - indexPath: Where it was.
  ///   - newIndexPath: Where it goes.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func moveRow(
    at indexPath: IndexPath, to newIndexPath: IndexPath,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("moveRow(at:to:)", fileID, line) { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections.
  ///
  /// - Parameters:
  ///   - sections: The new sections, as they are after the change.
  ///   - animation: Ignored.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func insertSections(
    _ sections: IndexSet, with animation: RowAnimation,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("insertSections(_:with:)", fileID, line) { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections.
  ///
  /// - Parameters:
  ///   - sections: The sections, as they were before the change.
  ///   - animation: Ignored.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func deleteSections(
    _ sections: IndexSet, with animation: RowAnimation,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("deleteSections(_:with:)", fileID, line) { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections: all their rows are asked again.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - animation: Ignored.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func reloadSections(
    _ sections: IndexSet, with animation: RowAnimation,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("reloadSections(_:with:)", fileID, line) { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section with its rows.
  ///
  /// - Parameters:
  ///   - section: Where it was.
  ///   - newSection: Where it goes.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func moveSection(
    _ section: Int, toSection newSection: Int, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("moveSection(_:toSection:)", fileID, line) {
      $0.movedSections.append((section, newSection))
    }
  }

  /// Runs `updates`, whose declared changes apply together at the end, as UIKit's.
  ///
  /// - Parameters:
  ///   - updates: Changes the data and declares the changes.
  ///   - completion: Runs at the end, with `true` (nothing is animated).
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    performBatch(updates, completion: completion, fileID: fileID, line: line)
  }

  /// Starts a batch that ``endUpdates(fileID:line:)`` applies, as UIKit's; batches nest.
  public func beginUpdates() {
    beginBatch()
  }

  /// Applies the batch ``beginUpdates()`` started, once the outermost one ends.
  ///
  /// - Parameters:
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func endUpdates(fileID: StaticString = #fileID, line: UInt = #line) {
    endBatch(call: "endUpdates()", fileID: fileID, line: line)
  }
}
