public import Foundation

/// Items and sections that come, go, move or reload, one at a time or in a batch, as a
/// table's rows do (see `UITableView`'s updates): the data source's new counts must match
/// what is declared, else the model records UIKit's "Invalid update" as a misuse and reloads
/// everything; a batch's completion runs at its end, with `true`.
extension UICollectionView {
  /// Inserts items.
  ///
  /// - Parameters:
  ///   - indexPaths: The new items, as they are after the change.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func insertItems(
    at indexPaths: [IndexPath], fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("insertItems(at:)", fileID, line) { $0.insertedItems.formUnion(indexPaths) }
  }

  /// Deletes items.
  ///
  /// - Parameters:
  ///   - indexPaths: The items, as they were before the change.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func deleteItems(
    at indexPaths: [IndexPath], fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("deleteItems(at:)", fileID, line) { $0.deletedItems.formUnion(indexPaths) }
  }

  /// Reloads items: their cells leave and the data source is asked again.
  ///
  /// - Parameters:
  ///   - indexPaths: The items.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func reloadItems(
    at indexPaths: [IndexPath], fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("reloadItems(at:)", fileID, line) { $0.reloadedItems.formUnion(indexPaths) }
  }

  /// Moves an item; its cell goes with it.
  ///
  /// - Parameters:
  ///   - indexPath: Where it was.
  ///   - newIndexPath: Where it goes.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func moveItem(
    at indexPath: IndexPath, to newIndexPath: IndexPath,
    fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("moveItem(at:to:)", fileID, line) { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Inserts sections.
  ///
  /// - Parameters:
  ///   - sections: The new sections, as they are after the change.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func insertSections(
    _ sections: IndexSet, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("insertSections(_:)", fileID, line) { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections.
  ///
  /// - Parameters:
  ///   - sections: The sections, as they were before the change.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func deleteSections(
    _ sections: IndexSet, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("deleteSections(_:)", fileID, line) { $0.deletedSections.formUnion(sections) }
  }

  /// Reloads sections: all their items are asked again.
  ///
  /// - Parameters:
  ///   - sections: The sections.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func reloadSections(
    _ sections: IndexSet, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    declare("reloadSections(_:)", fileID, line) { $0.reloadedSections.formUnion(sections) }
  }

  /// Moves a section with its items.
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
}
