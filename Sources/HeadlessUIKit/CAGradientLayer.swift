public import CoordinatorTree

/// Core Animation's gradient layer: its colours, stops and points kept as set; nothing is drawn.
///
/// A view's `layerClass` may be this class.
///
/// ```swift
/// let gradient = CAGradientLayer()
/// gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor]
/// gradient.startPoint = CGPoint(x: 0, y: 0)
/// header.layer.insertSublayer(gradient, at: 0)
/// ```
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  /// The kind of gradient, as `CAGradientLayerType`.
  public struct GradientType: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A kind by name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along a line: the default.
    public static let axial = GradientType(rawValue: "axial")
    /// From a centre.
    public static let radial = GradientType(rawValue: "radial")
    /// Around a centre.
    public static let conic = GradientType(rawValue: "conic")
  }

  /// The colours (layer colours), kept as set.
  open var colors: [Any]?
  /// Where each colour stops, from 0 to 1.
  open var locations: [NSNumber]?
  /// Where the gradient starts, in the unit square.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where it ends, in the unit square.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind.
  open var type = GradientType.axial
}

/// The kind of a gradient layer: ``CAGradientLayer/GradientType``.
public typealias CAGradientLayerType = CAGradientLayer.GradientType
