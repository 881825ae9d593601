public import CoordinatorTree

/// UIKit's colour: the model's ``CoordinatorTree/Color``, a class, as UIKit's, holding its name
/// or components and drawing nothing.
///
/// `UIColor(named:)`, `(red:green:blue:alpha:)` (the designated initializer),
/// `(white:alpha:)`, `(hue:saturation:brightness:alpha:)`, `(displayP3Red:green:blue:alpha:)`,
/// `(cgColor:)`, the system colours (`.systemBlue`, `.label`, `.secondarySystemBackground`,
/// …), `withAlphaComponent(_:)`, `getRed(_:green:blue:alpha:)` and `cgColor`. Apps extend it as
/// they extend UIKit's:
///
/// ```swift
/// extension UIColor {
///   convenience init(hex: Int) {
///     self.init(
///       red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
///       blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
///   }
/// }
/// ```
public typealias UIColor = Color
