public import Foundation

/// A headless view a collection view reuses, as UIKit's `UICollectionReusableView`: the base of
/// cells, and what section headers and footers are.
///
/// ```swift
/// final class SectionHeader: UICollectionReusableView {
///   let title = UILabel()
///   override init(frame: CGRect) {
///     super.init(frame: frame)
///     addSubview(title)
///   }
///   required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// ```
///
/// Its collection view holds it while it shows and while it waits in the reuse queue.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  /// The identifier its collection view reuses it under; set when the collection view makes
  /// it.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view, as UIKit's designated initializer; a collection view calls it for a
  /// registered class.
  ///
  /// - Parameter frame: The frame, kept as given.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates one from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How a collection view makes one of a registered class; not UIKit's: dequeue instead.
  ///
  /// It calls `init(frame: .zero)`, as UIKit does, then sets the reuse identifier (see
  /// `UITableViewCell.init(registeredWithReuseIdentifier:)` for why it exists).
  ///
  /// - Parameter reuseIdentifier: The identifier the class was registered under.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called by its collection view just before it is handed back again; call `super`.
  open func prepareForReuse() {}
}
