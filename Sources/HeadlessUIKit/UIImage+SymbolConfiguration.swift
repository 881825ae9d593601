public import CoordinatorTree

/// UIKit's symbol configuration: how a system symbol is drawn (its point size, weight, scale or
/// text style), kept as given and drawn by nothing.
///
/// ```swift
/// let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
/// button.setImage(UIImage(systemName: "heart.fill", withConfiguration: large), for: .normal)
/// ```
extension UIImage {
  /// A symbol's weight, as `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's size relative to its font, as `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1
    case unspecified, small, medium, large
  }

  /// How a symbol is drawn, as `UIImage.SymbolConfiguration`: an inert value.
  public final class SymbolConfiguration: NSObject, @unchecked Sendable {
    /// The point size, or 0 when not set.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: SymbolWeight
    /// The scale.
    public let scale: SymbolScale
    /// The text style whose font sizes the symbol, if one was given.
    public let textStyle: UIFont.TextStyle?

    private init(
      pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified,
      scale: SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// A configuration with a point size.
    ///
    /// - Parameter pointSize: The size, in points.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, scale: .unspecified)
    }

    /// A configuration with a point size and a weight.
    ///
    /// - Parameters:
    ///   - pointSize: The size, in points.
    ///   - weight: The weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// A configuration with a point size, a weight and a scale.
    ///
    /// - Parameters:
    ///   - pointSize: The size, in points.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// A configuration with a weight.
    ///
    /// - Parameter weight: The weight.
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }

    /// A configuration with a scale.
    ///
    /// - Parameter scale: The scale.
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale)
    }

    /// A configuration sized by a text style's font.
    ///
    /// - Parameter textStyle: The text style.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// A configuration sized by a font.
    ///
    /// - Parameter font: The font, whose point size it takes.
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
    }

    /// This configuration with what `other` sets laid over it, as UIKit's.
    ///
    /// - Parameter other: The configuration whose set values win.
    /// - Returns: The combination.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(
        pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: other.textStyle ?? textStyle)
    }
  }

  /// A system symbol drawn with `configuration`, as `UIImage(systemName:withConfiguration:)`.
  ///
  /// The configuration is not kept: nothing is drawn.
  ///
  /// - Parameters:
  ///   - name: The symbol's name.
  ///   - configuration: How it would be drawn.
  public convenience init?(
    systemName name: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    self.init(systemName: name)
  }

  /// This image drawn with `configuration`, as `UIImage.withConfiguration(_:)`: the same image
  /// here.
  ///
  /// - Parameter configuration: How it would be drawn.
  /// - Returns: The image.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }

  /// This image with a symbol configuration applied, as
  /// `UIImage.applyingSymbolConfiguration(_:)`: the same image here.
  ///
  /// - Parameter configuration: How it would be drawn.
  /// - Returns: The image.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    self
  }
}
