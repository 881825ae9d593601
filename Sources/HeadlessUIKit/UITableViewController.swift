public import CoordinatorTree
public import Foundation

/// A view controller whose view is a table, as UIKit's `UITableViewController`: it is its
/// table's data source and delegate.
///
/// ```swift
/// final class SettingsViewController: UITableViewController {
///   weak var coordinator: SettingsCoordinator?
///   let rows = ["Profile", "Notifications"]
///
///   override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
///     -> Int
///   { rows.count }
///
///   override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
///     -> UITableViewCell
///   {
///     let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
///     cell.textLabel?.text = rows[indexPath.row]
///     return cell
///   }
///
///   override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     coordinator?.open(rows[indexPath.row])
///   }
/// }
/// ```
///
/// As in UIKit, `loadView()` makes a table of the style it was made with, sets it as the
/// view (held strongly) and sets this view controller as its data source and delegate (both
/// weak, so no cycle); the table loads its rows at the layout before the first appearance, and
/// `viewWillAppear` clears the selection unless ``clearsSelectionOnViewWillAppear`` is
/// `false`. Every method of `UITableViewDataSource`, `UITableViewDelegate` and
/// `UIScrollViewDelegate` the model spells is declared here, so a subclass overrides them
/// (`override func tableView(_:numberOfRowsInSection:)`), as with UIKit.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  /// The style of the table `loadView()` makes.
  private let style: UITableView.Style

  /// Whether `viewWillAppear` deselects every row (from code: the delegate is not told);
  /// `true` by default, as UIKit's.
  open var clearsSelectionOnViewWillAppear = true

  /// The table: the view, loaded on first access.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// Creates a table view controller whose table has a style.
  ///
  /// - Parameter style: The table's style.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a table view controller with a `.plain` table, as UIKit's; the model loads no
  /// nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    style = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a table view controller from an archive, as a storyboard makes one: a `.plain`
  /// table.
  ///
  /// - Parameter coder: What the storyboard read; the model reads nothing from it.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Creates a table view controller with a `.plain` table, as `UITableViewController()`.
  public convenience init() {
    self.init(style: .plain)
  }

  /// Makes the table, its data source and delegate this view controller, as UIKit's.
  open override func loadView() {
    let table = UITableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Clears the selection unless ``clearsSelectionOnViewWillAppear`` is `false`, as UIKit's;
  /// call `super`.
  ///
  /// - Parameter animated: Whether the appearance is animated.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear {
      tableView?.selectRow(at: nil, animated: animated, scrollPosition: .none)
    }
  }

  // MARK: UITableViewDataSource

  /// No rows: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A plain cell: override it.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: A plain cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell() }
  /// One section.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No title.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No title.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Every row can be edited.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No row can be moved.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: No row can be moved.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - editingStyle: What the user did.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - sourceIndexPath: Where it was.
  ///   - destinationIndexPath: Where it goes.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  /// No index.
  ///
  /// - Parameter tableView: The table.
  /// - Returns: No index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  // MARK: UITableViewDelegate

  /// The table's `rowHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `sectionHeaderHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: The table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// No header view.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No header view.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// No footer view.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - section: The section.
  /// - Returns: No footer view.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - cell: The cell.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Every row highlights.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: Every row highlights.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// The row tapped.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The row tapped.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing: override it to start a flow.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// The row.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The row.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// `.delete`.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  open func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  // MARK: UIScrollViewDelegate

  /// Does nothing; never called (the model does not scroll).
  ///
  /// - Parameter scrollView: The scroll view.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing; never called.
  ///
  /// - Parameter scrollView: The scroll view.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Does nothing; never called.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view.
  ///   - decelerate: Whether the scrolling goes on.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing; never called.
  ///
  /// - Parameter scrollView: The scroll view.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
