/// A colour that coordinators pass through without looking at it, as `UIColor`: a tab bar's
/// tint, a bar button's.
///
/// ```swift
/// tabBarController.tabBar.tintColor = .systemBlue
/// navigationItem.rightBarButtonItem?.tintColor = UIColor(named: "Accent")
/// ```
///
/// The model draws nothing: a colour holds its name or its components, and two colours are
/// equal when they hold the same.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The asset's or system colour's name, or `"rgba(r, g, b, a)"` for components.
  public let name: String

  /// A colour from the app's asset catalog, as `UIColor(named:)` (never `nil` here: the model
  /// has no catalog to miss).
  ///
  /// - Parameter name: The asset's name.
  public init?(named name: String) {
    self.name = name
  }

  /// A colour from components, as `UIColor(red:green:blue:alpha:)`.
  ///
  /// - Parameters:
  ///   - red: From 0 to 1.
  ///   - green: From 0 to 1.
  ///   - blue: From 0 to 1.
  ///   - alpha: From 0 to 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.name = "rgba(\(red), \(green), \(blue), \(alpha))"
  }

  /// A grey, as `UIColor(white:alpha:)`.
  ///
  /// - Parameters:
  ///   - white: From 0 (black) to 1.
  ///   - alpha: From 0 to 1.
  public init(white: Double, alpha: Double) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  private init(system name: String) {
    self.name = name
  }

  /// The name.
  public var description: String { name }

  /// UIKit's `.systemBlue`.
  public static let systemBlue = Color(system: "systemBlue")
  /// UIKit's `.systemRed`.
  public static let systemRed = Color(system: "systemRed")
  /// UIKit's `.systemGray`.
  public static let systemGray = Color(system: "systemGray")
  /// UIKit's `.systemBackground`.
  public static let systemBackground = Color(system: "systemBackground")
  /// UIKit's `.label`.
  public static let label = Color(system: "label")
  /// UIKit's `.white`.
  public static let white = Color(system: "white")
  /// UIKit's `.black`.
  public static let black = Color(system: "black")
  /// UIKit's `.gray`.
  public static let gray = Color(system: "gray")
  /// UIKit's `.red`.
  public static let red = Color(system: "red")
  /// UIKit's `.clear`.
  public static let clear = Color(system: "clear")
}
