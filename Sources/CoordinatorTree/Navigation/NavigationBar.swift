public import Foundation

/// The bar of a navigation controller, as `UINavigationBar`: a view that holds its looks and
/// whether it is hidden.
///
/// Every navigation controller owns one, its ``NavigationController/navigationBar``, made with
/// it. Hiding the bar is hiding the navigation controller's bar: ``isHidden`` and
/// ``NavigationController/isNavigationBarHidden`` are one value, so that
/// `navigationController?.navigationBar.isHidden = true` (which apps write as often as
/// `setNavigationBarHidden(_:animated:)`) takes the back button and the bar buttons from the
/// user too.
///
/// ```swift
/// navigationController.navigationBar.prefersLargeTitles = true
/// navigationController.navigationBar.tintColor = .white
/// UINavigationBar.appearance().barTintColor = .systemIndigo
/// ```
///
/// The rest (large titles, colours, title attributes, images, the style) is kept as set and
/// drawn by nothing. The bar is not among the navigation controller's view's subviews: a
/// control an app adds to the bar is not offered to the explorer. Its items are the
/// navigation items of the stack (``items``, ``topItem``, ``backItem``), as for a bar that a
/// navigation controller manages.
@preconcurrency @MainActor
open class NavigationBar: View {
  /// How the bar is drawn, as `UIBarStyle`.
  public enum Style: Int, Hashable, Sendable {
    /// The default style.
    case `default` = 0
    /// Light content on a dark bar.
    case black = 1
  }

  /// Which bar size a background image is for, as `UIBarMetrics`.
  public enum Metrics: Int, Hashable, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height.
    case compact = 1
    /// The regular height, with a prompt.
    case defaultPrompt = 101
    /// The compact height, with a prompt.
    case compactPrompt = 102
  }

  /// The navigation controller whose bar this is; weak, as the controller owns its bar.
  weak var navigationController: NavigationController?

  /// Whether titles are shown large, as UIKit's `prefersLargeTitles`.
  public var prefersLargeTitles = false
  /// The bar's background tint.
  public var barTintColor: Color?
  /// Whether the bar is translucent.
  public var isTranslucent = true
  /// The bar's style.
  public var barStyle = Style.default
  /// The title's text attributes (font, colour).
  public var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes.
  public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The shadow under the bar.
  public var shadowImage: Image?
  /// The background images set, by bar size.
  private var backgroundImages: [Metrics: Image] = [:]

  /// The navigation items of the stack, root first: each view controller's
  /// ``ViewController/navigationItem``.
  public var items: [NavigationItem]? {
    navigationController.map { $0.viewControllers.map(\.navigationItem) }
  }

  /// The top view controller's navigation item.
  public var topItem: NavigationItem? { items?.last }

  /// The navigation item under the top one, whose title the back button shows.
  public var backItem: NavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the background image for a bar size, as UIKit's `setBackgroundImage(_:for:)`.
  ///
  /// ```swift
  /// navigationBar.setBackgroundImage(UIImage(), for: .default)
  /// ```
  ///
  /// - Parameters:
  ///   - image: The image, or `nil` for none.
  ///   - metrics: The bar size it is for.
  public func setBackgroundImage(_ image: Image?, for metrics: Metrics) {
    backgroundImages[metrics] = image
  }

  /// The background image set for a bar size, as UIKit's `backgroundImage(for:)`.
  ///
  /// - Parameter metrics: The bar size.
  /// - Returns: The image, if one was set.
  public func backgroundImage(for metrics: Metrics) -> Image? {
    backgroundImages[metrics]
  }

  /// The proxies of `appearance()`, one per bar class.
  private static var proxies: [ObjectIdentifier: NavigationBar] = [:]

  /// The appearance proxy of this bar class, as UIKit's `appearance()`: what apps set there
  /// is kept on it, and applied to no bar (the model draws nothing).
  ///
  /// ```swift
  /// UINavigationBar.appearance().tintColor = .white
  /// ```
  ///
  /// - Returns: The same proxy on every call for a class.
  public class func appearance() -> NavigationBar {
    if let proxy = proxies[ObjectIdentifier(self)] { return proxy }
    let proxy = NavigationBar(frame: .zero)
    proxies[ObjectIdentifier(self)] = proxy
    return proxy
  }
}
