#if !canImport(CoreGraphics)
  public import Foundation

  /// A layer's colour, as Core Graphics' `CGColor`: on Linux, which has no Core Graphics, a name
  /// for ``Color``, so that `layer.borderColor = UIColor.red.cgColor` compiles and holds the
  /// colour.
  ///
  /// Where Core Graphics exists, its own type is used.
  public typealias CGColor = Color

  /// An affine transform of a view or a layer, as Core Graphics' `CGAffineTransform`, on Linux
  /// where Foundation has none: its six values, kept as the app sets them and never applied
  /// (the model lays nothing out and draws nothing).
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.2) { self.card.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
  /// ```
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's values, as Core Graphics names them.
    public var a, b, c, d, tx, ty: CGFloat

    /// A transform from its six values.
    ///
    /// - Parameters:
    ///   - a: The x scale (and rotation).
    ///   - b: The rotation.
    ///   - c: The rotation.
    ///   - d: The y scale (and rotation).
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity: nothing moved, scaled or turned.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale.
    ///
    /// - Parameters:
    ///   - sx: The x scale.
    ///   - sy: The y scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A translation.
    ///
    /// - Parameters:
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A rotation.
    ///
    /// - Parameter angle: The angle, in radians.
    public init(rotationAngle angle: CGFloat) {
      let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
      self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether it is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `other`.
    ///
    /// - Parameter other: The transform applied after.
    /// - Returns: The product.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * other.a + b * other.c, b: a * other.b + b * other.d,
        c: c * other.a + d * other.c, d: c * other.b + d * other.d,
        tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    /// This transform, then a scale.
    ///
    /// - Parameters:
    ///   - sx: The x scale.
    ///   - sy: The y scale.
    /// - Returns: The product.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// This transform, then a translation.
    ///
    /// - Parameters:
    ///   - tx: The x translation.
    ///   - ty: The y translation.
    /// - Returns: The product.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// This transform, then a rotation.
    ///
    /// - Parameter angle: The angle, in radians.
    /// - Returns: The product.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
  }
#endif
