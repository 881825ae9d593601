public import Foundation

/// A headless, reusable section header or footer, as UIKit's `UITableViewHeaderFooterView`.
///
/// ```swift
/// tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
///
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///   let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
///   header?.textLabel?.text = sections[section].title
///   return header
/// }
/// ```
///
/// Its table holds it as a subview while its section shows, then in its reuse queue; it holds
/// its ``contentView`` and what its own closures capture.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier its table reuses it under, or `nil`.
  public let reuseIdentifier: String?
  /// The view that holds its content; add your views to it.
  public let contentView: UIView

  /// The standard label, made on first use and put in the ``contentView``.
  open var textLabel: UILabel? {
    lazyLabel(&madeTextLabel, in: contentView)
  }
  private var madeTextLabel: UILabel?

  /// The content configuration (iOS 14): its view goes in the ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { configuredContent.apply(contentConfiguration, in: contentView) }
  }
  private var configuredContent = ConfiguredContent()

  /// A view behind the content: a subview, held strongly.
  open var backgroundView: UIView? {
    didSet { replaceSubview(oldValue, with: backgroundView, atBack: true) }
  }

  /// Creates a header or footer view, as UIKit's designated initializer; a table calls it for
  /// a registered class.
  ///
  /// - Parameter reuseIdentifier: The identifier its table reuses it under, or `nil`.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView()
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates one from an archive; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView()
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// How a table makes one of a registered class; not UIKit's: dequeue instead.
  ///
  /// It calls `init(reuseIdentifier:)`, as UIKit does (see
  /// `UITableViewCell.init(registeredWithReuseIdentifier:)` for why it exists).
  ///
  /// - Parameter reuseIdentifier: The identifier the class was registered under.
  public required convenience init(registeredWithReuseIdentifier reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// A list configuration for a header, for `contentConfiguration`.
  ///
  /// - Returns: An empty `UIListContentConfiguration.groupedHeader()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .groupedHeader()
  }

  /// Called by its table just before it is handed back again; call `super`.
  open func prepareForReuse() {}
}
