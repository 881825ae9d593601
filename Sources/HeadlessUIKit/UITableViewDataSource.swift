public import Foundation

/// UIKit's table data source: how many rows, and the cell of each.
///
/// ```swift
/// extension ItemsViewController: UITableViewDataSource {
///   func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///     items.count
///   }
///   func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
///     cell.textLabel?.text = items[indexPath.row].name
///     return cell
///   }
/// }
/// ```
///
/// A table holds its data source weakly, as UIKit documents ("The data source isn't
/// retained"). It asks for the counts and for the cells of the rows it shows when it loads
/// (see docs/uikit-surface.md for when). Unlike UIKit's, the optional methods are protocol
/// requirements with default implementations: `numberOfSections(in:)` is 1, the titles are
/// `nil`, every row can be edited and none moved.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// How many rows a section has.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The number of rows.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// The cell of a row, usually dequeued from the table.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The cell.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// How many sections the table has; 1 by default.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The number of sections.
  func numberOfSections(in tableView: UITableView) -> Int

  /// The title of a section's header; `nil` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// The title of a section's footer; `nil` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The title, or `nil`.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Whether a row can be edited; `true` by default, as UIKit assumes.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Whether a row can be moved; `false` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Whether it can be moved.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Commits a row's insertion or deletion; the model's user never edits, so it never asks.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - editingStyle: What the user did.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Moves a row's data; the model's user never reorders, so it never asks.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it goes.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)

  /// The titles of the section index; `nil` by default, and never shown.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: The titles, or `nil`.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
  /// One section.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// No title.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  /// No title.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  { nil }

  /// Every row can be edited.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// No row can be moved.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `false`.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - editingStyle: What the user did.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it goes.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// No index.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: `nil`.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
