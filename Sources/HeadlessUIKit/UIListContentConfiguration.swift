/// UIKit's standard content of a list cell or header (iOS 14): a text, a secondary text and
/// an image.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = contact.name
/// content.secondaryText = contact.email
/// content.image = UIImage(systemName: "person")
/// cell.contentConfiguration = content
/// ```
///
/// A value; the view it makes, a `UIListContentView`, shows nothing. Exploration names a row
/// or an item by its ``text``.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// How a text is shown; kept, never drawn.
  public struct TextProperties: Hashable, Sendable {
    /// The colour.
    public var color = UIColor(white: 0, alpha: 1)
    /// How many lines, 0 for as many as the text needs.
    public var numberOfLines = 0
  }

  /// How the image is shown; kept, never drawn.
  public struct ImageProperties: Hashable, Sendable {
    /// The tint, or `nil` for the default.
    public var tintColor: UIColor?
  }

  /// Which standard configuration this is, for the model's own bookkeeping.
  enum Kind: Hashable, Sendable {
    case cell, subtitleCell, valueCell, sidebarCell, header, footer
  }

  let kind: Kind
  /// The main text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?
  /// The image.
  public var image: UIImage?
  /// How the main text is shown.
  public var textProperties = TextProperties()
  /// How the secondary text is shown.
  public var secondaryTextProperties = TextProperties()
  /// How the image is shown.
  public var imageProperties = ImageProperties()

  init(kind: Kind) {
    self.kind = kind
  }

  /// The configuration of a plain list cell.
  ///
  /// - Returns: An empty configuration.
  public static func cell() -> UIListContentConfiguration { .init(kind: .cell) }
  /// The configuration of a cell with its secondary text below.
  ///
  /// - Returns: An empty configuration.
  public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .subtitleCell) }
  /// The configuration of a cell with its secondary text at the trailing edge.
  ///
  /// - Returns: An empty configuration.
  public static func valueCell() -> UIListContentConfiguration { .init(kind: .valueCell) }
  /// The configuration of a sidebar cell.
  ///
  /// - Returns: An empty configuration.
  public static func sidebarCell() -> UIListContentConfiguration { .init(kind: .sidebarCell) }
  /// The configuration of a plain list's header.
  ///
  /// - Returns: An empty configuration.
  public static func plainHeader() -> UIListContentConfiguration { .init(kind: .header) }
  /// The configuration of a plain list's footer.
  ///
  /// - Returns: An empty configuration.
  public static func plainFooter() -> UIListContentConfiguration { .init(kind: .footer) }
  /// The configuration of a grouped list's header.
  ///
  /// - Returns: An empty configuration.
  public static func groupedHeader() -> UIListContentConfiguration { .init(kind: .header) }
  /// The configuration of a grouped list's footer.
  ///
  /// - Returns: An empty configuration.
  public static func groupedFooter() -> UIListContentConfiguration { .init(kind: .footer) }

  /// Makes the view that shows it.
  ///
  /// - Returns: A `UIListContentView` holding this configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// This configuration for a state: itself, as nothing is drawn.
  ///
  /// - Parameter state: Ignored.
  /// - Returns: This configuration.
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
}
