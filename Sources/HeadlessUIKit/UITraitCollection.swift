public import Foundation

/// UIKit's trait collection, reduced to the trait apps set and read in code: light or dark
/// mode.
///
/// ```swift
/// if traitCollection.userInterfaceStyle == .dark { logo.image = UIImage(named: "logo-dark") }
/// ```
///
/// A view's or a view controller's `traitCollection` is the style overridden nearest to it
/// (itself, then up its responder chain, then its window), else the screen's light mode.
/// Size classes, the display scale and the content size category are not modelled; nothing
/// calls `traitCollectionDidChange(_:)`.
@preconcurrency @MainActor
open class UITraitCollection: NSObject {
  /// Light or dark mode.
  public let userInterfaceStyle: UIUserInterfaceStyle

  /// Creates a collection with one trait, as UIKit's.
  ///
  /// - Parameter userInterfaceStyle: Light or dark mode.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
    super.init()
  }

  /// The traits of the code running now: the screen's, as the model has no drawing pass.
  public static var current: UITraitCollection { UIScreen.main.traitCollection }

  /// Whether colours would look different in `other`, as UIKit's: whether the light or dark
  /// mode differs (the only trait modelled).
  ///
  /// ```swift
  /// if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { applyColors() }
  /// ```
  ///
  /// - Parameter other: The traits compared with, often the previous ones; none differs.
  /// - Returns: Whether the style differs.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    return userInterfaceStyle != other.userInterfaceStyle
  }
}
