public import Foundation

/// UIKit's table delegate: told of the user's selection and of the cells shown, asked for the
/// section views.
///
/// ```swift
/// extension ItemsViewController: UITableViewDelegate {
///   func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     tableView.deselectRow(at: indexPath, animated: true)
///     coordinator?.showDetail(of: items[indexPath.row])
///   }
/// }
/// ```
///
/// A table holds its delegate weakly, as UIKit documents ("The delegate isn't retained"); its
/// `delegate` property is the scroll view's, so it holds any `UIScrollViewDelegate` and asks
/// these questions of one that is a `UITableViewDelegate`. The user's tap on a row runs, in
/// order: `shouldHighlightRowAt` (`false` ends it), `didHighlightRowAt`,
/// `didUnhighlightRowAt`, `willSelectRowAt` (`nil` ends it; another index path selects that
/// row), then, for the row selected before it, `willDeselectRowAt` and `didDeselectRowAt`,
/// then the selection and `didSelectRowAt`. Selecting from code calls none of them, as in
/// UIKit. Geometry is not modelled: the heights are never asked. Unlike UIKit's, the optional
/// methods are protocol requirements with default implementations.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height; never asked (nothing is laid out). By default the table's `rowHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The height.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height; never asked. By default the table's `estimatedRowHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The estimate.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  /// A section header's height; never asked. By default the table's `sectionHeaderHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The height.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height; never asked. By default the table's `sectionFooterHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The height.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section's header view, asked for each section that shows when the table loads; `nil`
  /// by default. The table holds it as a subview.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The view, or `nil`.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section's footer view, asked for each section that shows when the table loads; `nil`
  /// by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The view, or `nil`.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Told that a cell is about to show, after the data source made it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: Its row.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Told that a cell no longer shows: its row went, or was reloaded.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// Asked first when the user touches a row: `false` ignores the touch. `true` by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Whether the row highlights (and so can be selected by the touch).
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Told that the touched row highlighted.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Told that the touched row's highlight went, when the finger lifts.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Asked before the user's tap selects a row: `nil` refuses, another index path selects that
  /// row instead. The row itself by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row tapped.
  /// - Returns: The row to select, or `nil`.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Told that the user's tap selected a row: where apps start their flows.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Asked before the user's tap deselects a row (the one selected before, or a selected row
  /// tapped again in a table that allows several): `nil` keeps it. The row by default.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The row to deselect, or `nil`.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  /// Told that the user's tap deselected a row.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The editing control of a row; `.delete` by default. Never asked: the user never edits.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The style.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Told that the user tapped a row's detail button; never told by the model.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's `rowHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The height.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.rowHeight }
  /// The table's `estimatedRowHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The estimate.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `sectionHeaderHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.sectionHeaderHeight }
  /// The table's `sectionFooterHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The height.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  { tableView.sectionFooterHeight }
  /// No header view.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: `nil`.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: Its row.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: The row it showed.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Every row highlights.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row tapped.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `indexPath`.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `.delete`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `.delete`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
}
