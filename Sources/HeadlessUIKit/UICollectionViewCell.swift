public import Foundation

/// A headless collection cell, as UIKit's `UICollectionViewCell`: a content view, its
/// selection, made and reused by its collection view.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell {
///   var onLike: (() -> Void)?
///   override func prepareForReuse() {
///     super.prepareForReuse()
///     onLike = nil
///   }
/// }
/// ```
///
/// Ownership is UIKit's: the cell holds its ``contentView`` (a subview) and what its own
/// properties and closures hold; its collection view holds it while it shows and while it
/// waits in the reuse queue. A collection view makes a cell of a registered class through
/// `init(frame:)`, which a subclass may override.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The view that holds the cell's content; add your views to it.
  public let contentView = UIView()

  /// Whether the cell is selected: its collection view sets it with the item's selection.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  /// A view behind the content: a subview, held strongly.
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, atBack: true) }
  }
  /// A view behind the content while selected; held strongly, never shown.
  open var selectedBackgroundView: UIView?

  /// The content configuration (iOS 14): its view goes in the ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { configuredContent.apply(contentConfiguration, in: contentView) }
  }
  private var configuredContent = ConfiguredContent()

  /// Creates a cell, as UIKit's designated initializer.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates one from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called before the cell is handed back again: the model's clears its selection and
  /// highlight; call `super`.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }
}
