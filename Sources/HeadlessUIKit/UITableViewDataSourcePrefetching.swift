public import Foundation

/// UIKit's table prefetching data source: told of rows that will come on screen soon, so that
/// their data (an image, a page of a feed) starts loading before their cells are asked for.
///
/// ```swift
/// tableView.prefetchDataSource = self  // weak, as UIKit's
///
/// extension LaunchesViewController: UITableViewDataSourcePrefetching {
///   func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
///     viewModel.loadNextPage(ifNeededFor: indexPaths)
///   }
/// }
/// ```
///
/// A table holds it weakly, as UIKit documents. UIKit calls it as the user scrolls; the model
/// never scrolls and lays out no row beyond those it loads, so it never calls it: data loaded
/// only here is never loaded in an exploration. `tableView(_:cancelPrefetchingForRowsAt:)` is
/// a requirement with a default implementation that does nothing (optional in UIKit).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Rows that will come on screen soon.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows, in the order they will come.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Rows that will not come on screen after all.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows whose prefetching may stop.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing, as UIKit does when the method is not implemented.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPaths: The rows.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
