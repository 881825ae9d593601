public import Foundation

/// The attributes UIKit adds to `NSAttributedString.Key` (Foundation on Linux has the type but
/// not these keys), with UIKit's raw values; the model stores them and draws nothing.
///
/// ```swift
/// let title = NSAttributedString(
///   string: "Sale", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
/// ```
extension NSAttributedString.Key {
  /// The font, a `UIFont`.
  public static let font = NSAttributedString.Key("NSFont")
  /// The text's colour, a `UIColor`.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The background's colour, a `UIColor`.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The letter spacing, a number.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The paragraph's style.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline, an `NSUnderlineStyle`'s raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The strikethrough, an `NSUnderlineStyle`'s raw value.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A link, a URL or a string.
  public static let link = NSAttributedString.Key("NSLink")
  /// The baseline's offset, a number.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
