/// UIKit's window scene delegate: a scene delegate that keeps the scene's main window.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
/// }
/// ```
///
/// Keep the window in ``window``: a scene holds its windows weakly, so a window that only a
/// local variable holds goes at the end of `scene(_:willConnectTo:options:)`, leaving the
/// screen empty, on a device as here.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window, which the delegate keeps; no window by default.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  /// No window, and setting one keeps nothing, unless the delegate declares `var window`.
  public var window: UIWindow? {
    get { nil }
    // swift-format-ignore: NoEmptyBlock
    set {}
  }
}
