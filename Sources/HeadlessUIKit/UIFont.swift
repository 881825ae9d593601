public import Foundation

/// UIKit's font: an inert value holding its name, size and weight; the model measures and
/// draws no text.
///
/// ```swift
/// titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
/// bodyLabel.font = .preferredFont(forTextStyle: .body)
/// bodyLabel.adjustsFontForContentSizeCategory = true
/// ```
///
/// A text style's font has the size UIKit gives it at the default content size (`.body` 17,
/// `.headline` 17 semibold, `.largeTitle` 34, …). A font holds nothing an app owns, and may
/// cross threads (`Sendable`) as UIKit's.
open class UIFont: NSObject, @unchecked Sendable {
  /// A font's weight, as `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from -1 (thinnest) to 1 (heaviest).
    public let rawValue: CGFloat
    /// A weight from its value.
    ///
    /// - Parameter rawValue: The value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A text style for Dynamic Type, as `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// A style by name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A large title.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// A first-level title.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// A second-level title.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// A third-level title.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// A headline.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// A subheadline.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// A callout.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// A footnote.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// A first-level caption.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// A second-level caption.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// UIKit's size and weight for the style at the default content size.
    var defaultMetrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }

  /// The font's name (`".SFUI-Bold"` for a system font).
  public let fontName: String
  /// The family's name.
  public let familyName: String
  /// The size, in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// The text style the font was made for, if any.
  public let textStyle: TextStyle?

  /// A font by name, as `UIFont(name:size:)`: never `nil` here, as the model has no font files
  /// to miss.
  ///
  /// - Parameters:
  ///   - fontName: The name, such as `"Avenir-Heavy"`.
  ///   - fontSize: The size, in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
    self.init(
      fontName: fontName, familyName: family, pointSize: fontSize, weight: .regular,
      textStyle: nil)
  }

  init(
    fontName: String, familyName: String, pointSize: CGFloat, weight: Weight,
    textStyle: TextStyle?
  ) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    super.init()
  }

  /// The system font, as `UIFont.systemFont(ofSize:)`.
  ///
  /// - Parameter fontSize: The size, in points.
  /// - Returns: The font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font of a weight, as `UIFont.systemFont(ofSize:weight:)`.
  ///
  /// - Parameters:
  ///   - fontSize: The size, in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUI-\(weight.name)", familyName: ".SF UI", pointSize: fontSize, weight: weight,
      textStyle: nil)
  }

  /// The bold system font, as `UIFont.boldSystemFont(ofSize:)`.
  ///
  /// - Parameter fontSize: The size, in points.
  /// - Returns: The font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font, as `UIFont.italicSystemFont(ofSize:)`.
  ///
  /// - Parameter fontSize: The size, in points.
  /// - Returns: The font.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: ".SFUI-Italic", familyName: ".SF UI", pointSize: fontSize, weight: .regular,
      textStyle: nil)
  }

  /// The system font with digits of one width, as `UIFont.monospacedDigitSystemFont`.
  ///
  /// - Parameters:
  ///   - fontSize: The size, in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The monospaced system font, as `UIFont.monospacedSystemFont(ofSize:weight:)`.
  ///
  /// - Parameters:
  ///   - fontSize: The size, in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      fontName: ".SFUIMono-\(weight.name)", familyName: ".SF UI Mono", pointSize: fontSize,
      weight: weight, textStyle: nil)
  }

  /// The font of a text style, as `UIFont.preferredFont(forTextStyle:)`, at the default
  /// content size.
  ///
  /// - Parameter style: The style.
  /// - Returns: The font.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight) = style.defaultMetrics
    return UIFont(
      fontName: ".SFUI-\(weight.name)", familyName: ".SF UI", pointSize: size, weight: weight,
      textStyle: style)
  }

  /// The font of a text style, as `UIFont.preferredFont(forTextStyle:compatibleWith:)`; the
  /// traits are ignored.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - traitCollection: Ignored.
  /// - Returns: The font.
  open class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: AnyObject?
  ) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// The same font at another size, as `withSize(_:)`.
  ///
  /// - Parameter fontSize: The size, in points.
  /// - Returns: The font.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(
      fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight,
      textStyle: textStyle)
  }

  /// The default size of the system font.
  public static let systemFontSize: CGFloat = 17
  /// The default size of labels.
  public static let labelFontSize: CGFloat = 17
  /// The default size of buttons.
  public static let buttonFontSize: CGFloat = 18
  /// The small size of the system font.
  public static let smallSystemFontSize: CGFloat = 12

  /// A line's height, estimated from the size (the model measures no text).
  open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }
  /// The height above the baseline, estimated.
  open var ascender: CGFloat { pointSize * 0.95 }
  /// The depth below the baseline, estimated (negative).
  open var descender: CGFloat { -pointSize * 0.25 }
  /// The capital letters' height, estimated.
  open var capHeight: CGFloat { pointSize * 0.7 }

  /// `".SFUI-Bold 17.0"`.
  open override var description: String { "\(fontName) \(Double(pointSize))" }

  /// Whether `object` is a font of the same name, size and style.
  ///
  /// - Parameter object: Another object.
  /// - Returns: Whether they are equal.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return other.fontName == fontName && other.pointSize == pointSize
      && other.textStyle == textStyle
  }

  /// The name's and size's hash.
  open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}

extension UIFont.Weight {
  /// The weight's name in a system font's name.
  fileprivate var name: String {
    switch self {
    case .ultraLight: "Ultralight"
    case .thin: "Thin"
    case .light: "Light"
    case .medium: "Medium"
    case .semibold: "Semibold"
    case .bold: "Bold"
    case .heavy: "Heavy"
    case .black: "Black"
    default: "Regular"
    }
  }
}

/// UIKit's scaling of fonts for Dynamic Type: the model has one content size, the default, so
/// a scaled font or value is the one given.
///
/// ```swift
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir", size: 17)!)
/// ```
public struct UIFontMetrics: Sendable {
  /// The text style it scales for.
  public let textStyle: UIFont.TextStyle

  /// The metrics of a text style.
  ///
  /// - Parameter textStyle: The style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The metrics of body text.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// The font scaled for the content size: the font itself at the default size.
  ///
  /// - Parameter font: The font.
  /// - Returns: `font`.
  public func scaledFont(for font: UIFont) -> UIFont { font }

  /// A value scaled for the content size: the value itself at the default size.
  ///
  /// - Parameter value: The value.
  /// - Returns: `value`.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
