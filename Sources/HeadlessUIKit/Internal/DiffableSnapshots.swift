import CoordinatorTree
import Foundation

/// What the two diffable data sources share: how a snapshot is accepted, and the misuses
/// UIKit raises for.
@MainActor
enum DiffableSnapshots {
  /// Shows a snapshot a data source is given, as `apply` (or
  /// `applySnapshotUsingReloadData`) does: the data source keeps it (each identifier once, as
  /// duplicates are a misuse, recorded against `view`, and without reload marks), then its view
  /// moves the cells of items that stay and asks for the others (or reloads everything).
  ///
  /// - Parameters:
  ///   - snapshot: What the app applies.
  ///   - old: What the data source showed.
  ///   - view: The table or collection view.
  ///   - reloading: Whether the view reloads everything.
  ///   - call: The UIKit call, for a misuse.
  ///   - fileID: Where it was made.
  ///   - line: Where it was made.
  ///   - keep: Stores the snapshot in the data source, before its view asks for anything.
  static func apply<Section: Hashable, Item: Hashable, View: CellHosting>(
    _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>,
    over old: NSDiffableDataSourceSnapshot<Section, Item>, in view: View?, reloading: Bool,
    call: String, fileID: StaticString, line: UInt,
    keep: (NSDiffableDataSourceSnapshot<Section, Item>) -> Void
  ) {
    let (unique, hadDuplicates) = snapshot.withoutDuplicates
    if hadDuplicates {
      (view ?? UIView()).recordMisuse(
        of: call, code: .invalidUpdate,
        "The snapshot's identifiers are not unique; each was kept where it first appears. Give "
          + "every section and every item an identifier of its own.",
        fileID: fileID, line: line)
    }
    var kept = NSDiffableDataSourceSnapshot<Section, Item>()
    kept.sections = unique.sections
    keep(kept)
    guard let view else { return }
    if reloading {
      view.setNeedsReload()
    } else {
      view.applyChange(
        counts: kept.counts, newPaths: snapshot.newPaths(from: old),
        sectionsChanged: old.sectionIdentifiers != snapshot.sectionIdentifiers
          || !snapshot.reloadedSectionIdentifiers.isEmpty)
    }
  }

  /// Records a cell provider that returned `nil` (UIKit raises).
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - view: The table or collection view.
  static func reportNilCell(at indexPath: IndexPath, in view: UIView) {
    view.recordMisuse(
      of: "cellProvider", code: .invalidUpdate,
      "The cell provider returned nil for row \(indexPath.row) of section \(indexPath.section). "
        + "Return a cell for every item of the snapshot.",
      fileID: nil, line: nil)
  }
}
