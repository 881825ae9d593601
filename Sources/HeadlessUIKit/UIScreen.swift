public import Foundation

/// UIKit's screen: the size and scale apps read, of a fixed device.
///
/// ```swift
/// window = UIWindow(frame: UIScreen.main.bounds)
/// ```
///
/// The model has one screen, that of an iPhone in portrait: 390 × 844 points at a scale of 3
/// (1170 × 2532 pixels), in light mode. Nothing is laid out or drawn on it.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The device's screen.
  public static let main = UIScreen()

  /// The screen's rectangle, in points.
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  /// Pixels per point.
  public let scale: CGFloat = 3
  /// Pixels per point of the physical screen.
  public var nativeScale: CGFloat { scale }
  /// The screen's rectangle, in pixels, in portrait.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }
  /// The screen's traits: light mode.
  public var traitCollection: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
  /// The screen's brightness, from 0 to 1; kept as set.
  open var brightness: CGFloat = 0.5

  /// Creates the screen; use ``main``.
  override init() {
    super.init()
  }
}
