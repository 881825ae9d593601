public import Foundation

/// UIKit's grid and line layout, inert: its settings are kept as set and never used.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.minimumLineSpacing = 8
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The size that asks each cell's content, for `estimatedItemSize`.
  public static let automaticSize = CGSize(width: -1, height: -1)

  /// The direction the items flow; kept.
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Each item's size; kept.
  open var itemSize = CGSize(width: 50, height: 50)
  /// Each item's estimated size; kept.
  open var estimatedItemSize = CGSize.zero
  /// The space between lines; kept.
  open var minimumLineSpacing: CGFloat = 10
  /// The space between items of a line; kept.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The insets of each section; kept.
  open var sectionInset = UIEdgeInsets.zero
  /// The size of section headers; kept (headers show when a class is registered for them).
  open var headerReferenceSize = CGSize.zero
  /// The size of section footers; kept.
  open var footerReferenceSize = CGSize.zero
  /// Whether headers stay at the top while their section scrolls; kept.
  open var sectionHeadersPinToVisibleBounds = false
}
