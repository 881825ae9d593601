public import Foundation

/// A collection view's layout, as UIKit's `UICollectionViewLayout`: inert, as the model lays
/// nothing out.
///
/// ```swift
/// final class CardsLayout: UICollectionViewLayout {
///   override func prepare() { super.prepare() }
/// }
/// ```
///
/// Its collection view holds it strongly; it points back weakly (``collectionView``), as
/// UIKit's. The model never calls `prepare()` nor asks for attributes.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view that uses it; weak.
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates one from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The size of the content: zero, as nothing is laid out.
  open var collectionViewContentSize: CGSize { .zero }

  /// Called before a layout pass in UIKit; never called by the model.
  open func prepare() {}

  /// Marks the layout as needing a new pass; nothing happens.
  open func invalidateLayout() {}
}
