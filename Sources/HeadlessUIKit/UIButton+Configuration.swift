public import CoordinatorTree

extension UIButton {
  /// A button's look, as `UIButton.Configuration` (iOS 15): its title, image and colours, kept as
  /// set; nothing is drawn.
  ///
  /// Its title is the button's when the button has no title of its own.
  ///
  /// ```swift
  /// var configuration = UIButton.Configuration.filled()
  /// configuration.title = "Continue"
  /// configuration.image = UIImage(systemName: "arrow.right")
  /// configuration.imagePlacement = .trailing
  /// let next = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.next() })
  /// ```
  public struct Configuration: Hashable {
    /// The style the configuration started from.
    public enum Style: Hashable, Sendable {
      case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
    }

    /// How rounded the corners are, as `UIButton.Configuration.CornerStyle`.
    public enum CornerStyle: Hashable, Sendable {
      case fixed, dynamic, small, medium, large, capsule
    }

    /// The button's size, as `UIButton.Configuration.Size`.
    public enum Size: Hashable, Sendable {
      case mini, small, medium, large
    }

    /// How the title lines up, as `UIButton.Configuration.TitleAlignment`.
    public enum TitleAlignment: Hashable, Sendable {
      case automatic, leading, center, trailing
    }

    /// The style it started from.
    public let style: Style
    /// The title.
    public var title: String?
    /// The styled title.
    public var attributedTitle: NSAttributedString?
    /// The subtitle.
    public var subtitle: String?
    /// The image.
    public var image: UIImage?
    /// Where the image goes.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between image and text.
    public var imagePadding: CGFloat = 0
    /// The space between title and subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title lines up.
    public var titleAlignment = TitleAlignment.automatic
    /// The colour of the title and image.
    public var baseForegroundColor: UIColor?
    /// The background's colour.
    public var baseBackgroundColor: UIColor?
    /// How rounded the corners are.
    public var cornerStyle = CornerStyle.dynamic
    /// The size.
    public var buttonSize = Size.medium
    /// The insets of the content.
    public var contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12)
    /// Whether a spinner replaces the image.
    public var showsActivityIndicator = false

    private init(style: Style) {
      self.style = style
    }

    /// A plain button.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A tinted button.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A grey button.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A filled button.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// A borderless button.
    public static func borderless() -> Configuration { Configuration(style: .borderless) }
    /// A bordered button.
    public static func bordered() -> Configuration { Configuration(style: .bordered) }
    /// A bordered, tinted button.
    public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
    /// A bordered, prominent button.
    public static func borderedProminent() -> Configuration {
      Configuration(style: .borderedProminent)
    }
  }
}
