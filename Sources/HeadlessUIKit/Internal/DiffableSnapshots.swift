import CoordinatorTree
import Foundation

/// What the two diffable data sources share: how a snapshot is accepted, and the misuses
/// UIKit raises for.
@MainActor
enum DiffableSnapshots {
  /// The snapshot a data source keeps: each identifier once (duplicates are a misuse,
  /// recorded against `view`), and no reload marks.
  ///
  /// - Parameters:
  ///   - snapshot: What the app applies.
  ///   - view: The table or collection view, for the misuse.
  ///   - call: The UIKit call.
  ///   - fileID: Where it was made.
  ///   - line: Where it was made.
  /// - Returns: The snapshot to show.
  static func accept<Section: Hashable, Item: Hashable>(
    _ snapshot: NSDiffableDataSourceSnapshot<Section, Item>, in view: UIView?, call: String,
    fileID: StaticString, line: UInt
  ) -> NSDiffableDataSourceSnapshot<Section, Item> {
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
    return kept
  }

  /// Whether the sections changed between two snapshots, or some reload.
  ///
  /// - Parameters:
  ///   - old: The snapshot shown before.
  ///   - new: The one applied.
  /// - Returns: Whether section views must be asked again.
  static func sectionsChanged<Section: Hashable, Item: Hashable>(
    from old: NSDiffableDataSourceSnapshot<Section, Item>,
    to new: NSDiffableDataSourceSnapshot<Section, Item>
  ) -> Bool {
    old.sectionIdentifiers != new.sectionIdentifiers || !new.reloadedSectionIdentifiers.isEmpty
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
