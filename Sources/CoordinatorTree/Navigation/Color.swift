public import Foundation

/// A colour that the model passes through without drawing it, as `UIColor`: a class, so that
/// apps extend it as they extend UIKit's, with convenience initializers and class members.
///
/// ```swift
/// extension UIColor {
///   convenience init(hex: Int) {
///     self.init(
///       red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
///       blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
///   }
///   static let brand = UIColor(hex: 0x3366FF)
/// }
/// tabBarController.tabBar.tintColor = .brand
/// ```
///
/// A colour holds its name (a system colour's, an asset's) or its components, and nothing
/// else: it keeps nothing an app owns alive. Two colours are equal (`==`, `isEqual(_:)`) when
/// they hold the same name, as the model's former value type was, and hash alike. The model
/// draws nothing. Like UIKit's, a colour is immutable and may cross threads (`Sendable`).
open class Color: NSObject, @unchecked Sendable {
  /// The asset's or system colour's name, or `"rgba(r, g, b, a)"` for components.
  public let name: String
  /// The red, green, blue and alpha components, each from 0 to 1, when the colour was made
  /// from them (or from a grey); `nil` for a named or system colour.
  public let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?

  /// A colour from components, as `UIColor(red:green:blue:alpha:)`: the designated
  /// initializer, which an app's `convenience init(hex:)` calls.
  ///
  /// - Parameters:
  ///   - red: From 0 to 1.
  ///   - green: From 0 to 1.
  ///   - blue: From 0 to 1.
  ///   - alpha: From 0 to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.name = "rgba(\(Double(red)), \(Double(green)), \(Double(blue)), \(Double(alpha)))"
    self.components = (red, green, blue, alpha)
    super.init()
  }

  /// A colour by name only: a system colour or an asset.
  ///
  /// - Parameter name: The name.
  init(name: String) {
    self.name = name
    self.components = nil
    super.init()
  }

  /// A colour from the app's asset catalog, as `UIColor(named:)` (never `nil` here: the model
  /// has no catalog to miss).
  ///
  /// - Parameter name: The asset's name.
  public convenience init?(named name: String) {
    self.init(name: name)
  }

  /// A colour from the app's asset catalog, as `UIColor(named:in:compatibleWith:)`; the bundle
  /// and the traits are ignored.
  ///
  /// - Parameters:
  ///   - name: The asset's name.
  ///   - bundle: Ignored.
  ///   - traitCollection: Ignored.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?
  ) {
    self.init(name: name)
  }

  /// The colour of a layer's colour, as `UIColor(cgColor:)`.
  ///
  /// - Parameter cgColor: A colour read from a layer.
  public convenience init(cgColor: CGColor) {
    #if canImport(CoreGraphics)
      let parts = cgColor.components ?? []
      if parts.count == 4 {
        self.init(red: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
      } else if parts.count == 2 {
        self.init(red: parts[0], green: parts[0], blue: parts[0], alpha: parts[1])
      } else {
        self.init(name: "\(cgColor)")
      }
    #else
      if let parts = cgColor.components {
        self.init(red: parts.red, green: parts.green, blue: parts.blue, alpha: parts.alpha)
      } else {
        self.init(name: cgColor.name)
      }
    #endif
  }

  /// A grey, as `UIColor(white:alpha:)`.
  ///
  /// - Parameters:
  ///   - white: From 0 (black) to 1.
  ///   - alpha: From 0 to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// A colour in the Display P3 space, as `UIColor(displayP3Red:green:blue:alpha:)`; kept as
  /// its components.
  ///
  /// - Parameters:
  ///   - displayP3Red: From 0 to 1.
  ///   - green: From 0 to 1.
  ///   - blue: From 0 to 1.
  ///   - alpha: From 0 to 1.
  public convenience init(
    displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
  ) {
    self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour from hue, saturation and brightness, as
  /// `UIColor(hue:saturation:brightness:alpha:)`, kept as the red, green and blue it makes.
  ///
  /// - Parameters:
  ///   - hue: From 0 to 1.
  ///   - saturation: From 0 to 1.
  ///   - brightness: From 0 to 1.
  ///   - alpha: From 0 to 1.
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The same colour with another opacity, as UIKit's `withAlphaComponent(_:)`.
  ///
  /// - Parameter alpha: From 0 to 1.
  /// - Returns: A new colour.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    guard let components else { return Color(name: "\(name) alpha \(Double(alpha))") }
    return Color(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  /// Reads the components, as UIKit's `getRed(_:green:blue:alpha:)`.
  ///
  /// - Parameters:
  ///   - red: Receives the red component.
  ///   - green: Receives the green component.
  ///   - blue: Receives the blue component.
  ///   - alpha: Receives the alpha component.
  /// - Returns: Whether the colour has components (a named colour has none here).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard let components else { return false }
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The colour for a layer, as UIKit's `cgColor`: on Linux, where there is no Core Graphics,
  /// the colour itself (``CGColor`` is a name for ``Color`` there).
  public var cgColor: CGColor {
    #if canImport(CoreGraphics)
      let parts = components ?? (0, 0, 0, 1)
      return CGColor(red: parts.red, green: parts.green, blue: parts.blue, alpha: parts.alpha)
    #else
      return self
    #endif
  }

  /// The name.
  open override var description: String { name }

  /// Whether `object` is a colour with the same name.
  ///
  /// - Parameter object: Another object.
  /// - Returns: Whether they are equal.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? Color)?.name == name
  }

  /// The name's hash.
  open override var hash: Int { name.hashValue }

  private static func rgb(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat
  ) -> (CGFloat, CGFloat, CGFloat) {
    let sector = (hue.truncatingRemainder(dividingBy: 1) * 6)
    let index = Int(sector)
    let fraction = sector - CGFloat(index)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    switch index {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }
}

extension Color {
  /// UIKit's `.systemBlue`.
  public static let systemBlue = Color(name: "systemBlue")
  /// UIKit's `.systemRed`.
  public static let systemRed = Color(name: "systemRed")
  /// UIKit's `.systemGreen`.
  public static let systemGreen = Color(name: "systemGreen")
  /// UIKit's `.systemOrange`.
  public static let systemOrange = Color(name: "systemOrange")
  /// UIKit's `.systemYellow`.
  public static let systemYellow = Color(name: "systemYellow")
  /// UIKit's `.systemPink`.
  public static let systemPink = Color(name: "systemPink")
  /// UIKit's `.systemPurple`.
  public static let systemPurple = Color(name: "systemPurple")
  /// UIKit's `.systemTeal`.
  public static let systemTeal = Color(name: "systemTeal")
  /// UIKit's `.systemIndigo`.
  public static let systemIndigo = Color(name: "systemIndigo")
  /// UIKit's `.systemMint` (iOS 15).
  public static let systemMint = Color(name: "systemMint")
  /// UIKit's `.systemCyan` (iOS 15).
  public static let systemCyan = Color(name: "systemCyan")
  /// UIKit's `.systemBrown`.
  public static let systemBrown = Color(name: "systemBrown")
  /// UIKit's `.systemGray`.
  public static let systemGray = Color(name: "systemGray")
  /// UIKit's `.systemGray2`.
  public static let systemGray2 = Color(name: "systemGray2")
  /// UIKit's `.systemGray3`.
  public static let systemGray3 = Color(name: "systemGray3")
  /// UIKit's `.systemGray4`.
  public static let systemGray4 = Color(name: "systemGray4")
  /// UIKit's `.systemGray5`.
  public static let systemGray5 = Color(name: "systemGray5")
  /// UIKit's `.systemGray6`.
  public static let systemGray6 = Color(name: "systemGray6")
  /// UIKit's `.systemBackground`.
  public static let systemBackground = Color(name: "systemBackground")
  /// UIKit's `.secondarySystemBackground`.
  public static let secondarySystemBackground = Color(
    name: "secondarySystemBackground")
  /// UIKit's `.tertiarySystemBackground`.
  public static let tertiarySystemBackground = Color(name: "tertiarySystemBackground")
  /// UIKit's `.systemGroupedBackground`.
  public static let systemGroupedBackground = Color(name: "systemGroupedBackground")
  /// UIKit's `.label`.
  public static let label = Color(name: "label")
  /// UIKit's `.secondaryLabel`.
  public static let secondaryLabel = Color(name: "secondaryLabel")
  /// UIKit's `.tertiaryLabel`.
  public static let tertiaryLabel = Color(name: "tertiaryLabel")
  /// UIKit's `.placeholderText`.
  public static let placeholderText = Color(name: "placeholderText")
  /// UIKit's `.separator`.
  public static let separator = Color(name: "separator")
  /// UIKit's `.link`.
  public static let link = Color(name: "link")
  /// UIKit's `.white`.
  public static let white = Color(name: "white")
  /// UIKit's `.black`.
  public static let black = Color(name: "black")
  /// UIKit's `.gray`.
  public static let gray = Color(name: "gray")
  /// UIKit's `.lightGray`.
  public static let lightGray = Color(name: "lightGray")
  /// UIKit's `.darkGray`.
  public static let darkGray = Color(name: "darkGray")
  /// UIKit's `.red`.
  public static let red = Color(name: "red")
  /// UIKit's `.green`.
  public static let green = Color(name: "green")
  /// UIKit's `.blue`.
  public static let blue = Color(name: "blue")
  /// UIKit's `.orange`.
  public static let orange = Color(name: "orange")
  /// UIKit's `.yellow`.
  public static let yellow = Color(name: "yellow")
  /// UIKit's `.purple`.
  public static let purple = Color(name: "purple")
  /// UIKit's `.brown`.
  public static let brown = Color(name: "brown")
  /// UIKit's `.cyan`.
  public static let cyan = Color(name: "cyan")
  /// UIKit's `.magenta`.
  public static let magenta = Color(name: "magenta")
  /// UIKit's `.clear`.
  public static let clear = Color(name: "clear")
}
