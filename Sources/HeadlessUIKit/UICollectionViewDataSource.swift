public import Foundation

/// UIKit's collection data source: how many items, and the cell of each.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDataSource {
///   func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
///     -> Int
///   { photos.count }
///
///   func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
///     -> UICollectionViewCell
///   {
///     collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
///   }
/// }
/// ```
///
/// A collection view holds its data source weakly, as UIKit documents. Unlike UIKit's, the
/// optional methods are protocol requirements with default implementations:
/// `numberOfSections(in:)` is 1, no item moves.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// How many items a section has.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - section: The section.
  /// - Returns: The number of items.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell of an item, usually dequeued from the collection view.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: The cell.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// How many sections there are; 1 by default.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: The number of sections.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// A section's header or footer, asked for each section shown when a class is registered
  /// for that kind; by default a plain reusable view.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: `UICollectionView.elementKindSectionHeader` or `…Footer`.
  ///   - indexPath: The section, at item 0.
  /// - Returns: The view, usually dequeued.
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether an item can be moved; `false` by default.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether it can be moved.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// Moves an item's data; the model's user never reorders, so it never asks.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - sourceIndexPath: Where the item was.
  ///   - destinationIndexPath: Where it goes.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section.
  ///
  /// - Parameter collectionView: The collection view.
  /// - Returns: 1.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// A plain reusable view.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - kind: The kind.
  ///   - indexPath: The section, at item 0.
  /// - Returns: A new `UICollectionReusableView`.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView() }
  /// No item moves.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `false`.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - sourceIndexPath: Where the item was.
  ///   - destinationIndexPath: Where it goes.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
