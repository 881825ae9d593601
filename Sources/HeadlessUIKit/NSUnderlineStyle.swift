/// How text is underlined or struck through, as `NSUnderlineStyle`; its raw value goes in an
/// attribute.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// A style from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// One line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
}
