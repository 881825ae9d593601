import Foundation

/// The changes a batch of updates to a table or a collection declares, in UIKit's terms:
/// deletions and reloads name index paths before the batch, insertions name them after, and
/// moves go from before to after.
///
/// ```swift
/// var update = BatchUpdate()
/// update.deletedItems = [IndexPath(row: 0, section: 0)]
/// update.insertedItems = [IndexPath(row: 2, section: 0)]
/// let plan = try update.resolve(counts: [3]).get()  // plan.counts == [3]
/// ```
struct BatchUpdate {
  /// Sections deleted, by their index before.
  var deletedSections = IndexSet()
  /// Sections inserted, by their index after.
  var insertedSections = IndexSet()
  /// Sections reloaded, by their index before: all their rows are asked again.
  var reloadedSections = IndexSet()
  /// Sections moved, from their index before to their index after.
  var movedSections: [(from: Int, to: Int)] = []
  /// Rows deleted, by their index path before.
  var deletedItems: Set<IndexPath> = []
  /// Rows inserted, by their index path after.
  var insertedItems: Set<IndexPath> = []
  /// Rows reloaded, by their index path before: asked again.
  var reloadedItems: Set<IndexPath> = []
  /// Rows moved, from their index path before to their index path after.
  var movedItems: [(from: IndexPath, to: IndexPath)] = []

  /// What the batch makes of the rows before it.
  struct Plan {
    /// The index path after the batch of each row before it that stays and is not reloaded.
    var newPaths: [IndexPath: IndexPath]
    /// How many rows each section must have after the batch; `nil` for a section inserted or
    /// reloaded, whose rows the data source decides.
    var counts: [Int?]
  }

  /// A row or a section in the order after the batch: one that was there before (moved or
  /// not), or a new one.
  private enum Slot<Before> {
    case before(Before)
    case new
  }

  /// Works out where every row goes, as UIKit does before it checks the data source's new
  /// counts against ``Plan/counts``.
  ///
  /// - Parameter counts: The rows of each section before the batch.
  /// - Returns: The plan, or what UIKit would raise for an index out of range, as a sentence.
  func resolve(counts: [Int]) -> Result<Plan, UpdateError> {
    let movedFromSections = Set(movedSections.map(\.from))
    var sections: [Slot<Int>] = counts.indices
      .filter { !deletedSections.contains($0) && !movedFromSections.contains($0) }
      .map { .before($0) }
    let arriving =
      insertedSections.map { ($0, Slot<Int>.new) } + movedSections.map { ($0.to, .before($0.from)) }
    for (index, slot) in arriving.sorted(by: { $0.0 < $1.0 }) {
      guard index <= sections.count else {
        return .failure(
          UpdateError(
            "attempt to insert section \(index), but there are only \(sections.count) sections "
              + "after the update"))
      }
      sections.insert(slot, at: index)
    }
    for path in deletedItems.union(reloadedItems) + movedItems.map(\.from) {
      guard path.section < counts.count, path.row < counts[path.section] else {
        return .failure(
          UpdateError(
            "attempt to delete, reload or move row \(path.row) of section \(path.section), "
              + "which has only \(path.section < counts.count ? counts[path.section] : 0) rows "
              + "before the update"))
      }
    }
    var newPaths: [IndexPath: IndexPath] = [:]
    var newCounts: [Int?] = []
    for (newSection, slot) in sections.enumerated() {
      guard case .before(let section) = slot, !reloadedSections.contains(section) else {
        newCounts.append(nil)
        continue
      }
      let leaving = deletedItems.union(movedItems.map(\.from))
      var rows: [Slot<IndexPath>] = (0..<counts[section])
        .map { IndexPath(row: $0, section: section) }
        .filter { !leaving.contains($0) }
        .map { .before($0) }
      let arrivingRows =
        insertedItems.filter { $0.section == newSection }.map { ($0.row, Slot<IndexPath>.new) }
        + movedItems.filter { $0.to.section == newSection }.map { ($0.to.row, .before($0.from)) }
      for (row, rowSlot) in arrivingRows.sorted(by: { $0.0 < $1.0 }) {
        guard row <= rows.count else {
          return .failure(
            UpdateError(
              "attempt to insert row \(row) into section \(newSection), but there are only "
                + "\(rows.count) rows in that section after the update"))
        }
        rows.insert(rowSlot, at: row)
      }
      for (row, rowSlot) in rows.enumerated() {
        if case .before(let path) = rowSlot, !reloadedItems.contains(path) {
          newPaths[path] = IndexPath(row: row, section: newSection)
        }
      }
      newCounts.append(rows.count)
    }
    return .success(Plan(newPaths: newPaths, counts: newCounts))
  }
}

/// An update UIKit would reject, with UIKit's reason in the model's words.
struct UpdateError: Error {
  /// What was wrong.
  let reason: String

  init(_ reason: String) {
    self.reason = reason
  }
}
