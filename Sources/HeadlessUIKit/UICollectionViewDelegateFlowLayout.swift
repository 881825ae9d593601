public import Foundation

/// UIKit's flow layout delegate: sizes and spacings per item and section, never asked, as the
/// model lays nothing out.
///
/// ```swift
/// extension PhotosViewController: UICollectionViewDelegateFlowLayout {
///   func collectionView(
///     _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
///     sizeForItemAt indexPath: IndexPath
///   ) -> CGSize { CGSize(width: 100, height: 100) }
/// }
/// ```
///
/// It is a `UICollectionViewDelegate`, so it is the collection view's (weak) delegate. Unlike
/// UIKit's, the optional methods are protocol requirements with default implementations: the
/// flow layout's settings.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// An item's size; never asked.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - indexPath: The item.
  /// - Returns: The size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// A section's insets; never asked.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The insets.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The space between a section's lines; never asked.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The space between a section's items on a line; never asked.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section header's size; never asked.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section footer's size; never asked.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's `itemSize`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - indexPath: The item.
  /// - Returns: The size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero }
  /// The flow layout's `sectionInset`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The insets.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
  /// The flow layout's `minimumLineSpacing`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }
  /// The flow layout's `minimumInteritemSpacing`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }
  /// The flow layout's `headerReferenceSize`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }
  /// The flow layout's `footerReferenceSize`.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: Its layout.
  ///   - section: The section.
  /// - Returns: The size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
