public import Foundation

/// UIKit's collection view prefetching data source: told of items that will come on screen soon, so that
/// their data (an image, a page of a feed) starts loading before their cells are asked for.
///
/// ```swift
/// collectionView.prefetchDataSource = self  // weak, as UIKit's
///
/// extension PhotosViewController: UICollectionViewDataSourcePrefetching {
///   func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
///     viewModel.loadNextPage(ifNeededFor: indexPaths)
///   }
/// }
/// ```
///
/// A collection view holds it weakly, as UIKit documents. UIKit calls it as the user scrolls; the model
/// never scrolls and lays out no item beyond those it loads, so it never calls it: data loaded
/// only here is never loaded in an exploration. `collectionView(_:cancelPrefetchingForItemsAt:)` is
/// a requirement with a default implementation that does nothing (optional in UIKit).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Items that will come on screen soon.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items, in the order they will come.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Items that will not come on screen after all.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items whose prefetching may stop.
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing, as UIKit does when the method is not implemented.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPaths: The items.
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
