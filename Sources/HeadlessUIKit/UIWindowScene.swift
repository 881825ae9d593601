public import CoordinatorTree

/// UIKit's window scene: a scene that shows windows on a screen.
///
/// ```swift
/// guard let windowScene = scene as? UIWindowScene else { return }
/// window = UIWindow(windowScene: windowScene)
/// windowScene.keyWindow  // the window, once made key
/// ```
///
/// Ownership is UIKit's, as reported: the scene holds its windows weakly (a window only a
/// local variable holds is gone at the end of the scope, and the screen stays empty), and a
/// window holds its scene weakly (`windowScene`); the application holds the scene.
@preconcurrency @MainActor
open class UIWindowScene: UIScene, WindowScene {
  /// The windows in the scene, in the order they joined it; held weakly.
  public var windows: [UIWindow] { members.compactMap(\.window) }
  /// The scene's key window: the last of its windows made key.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  /// The screen the scene is on.
  public var screen: UIScreen { UIScreen.main }
  /// The scene's traits: those of its screen.
  public var traitCollection: UITraitCollection { screen.traitCollection }

  /// The windows, weakly.
  private var members: [WeakWindow] = []

  /// Creates a window scene for a session, as UIKit does when a scene connects; apps do not
  /// call it.
  ///
  /// - Parameters:
  ///   - session: The scene's session.
  ///   - connectionOptions: Why it connects.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    super.init(session: session, connectionOptions: connectionOptions)
  }

  /// Adds `window` to the scene (``UIWindow/windowScene`` does).
  func add(_ window: UIWindow) {
    members.removeAll { $0.window == nil || $0.window === window }
    members.append(WeakWindow(window: window))
  }

  /// Takes `window` out of the scene (``UIWindow/windowScene`` does).
  func remove(_ window: UIWindow) {
    members.removeAll { $0.window == nil || $0.window === window }
  }

  /// The scene's former key window resigns, as UIKit's.
  package func windowDidBecomeKey(_ window: Window) {
    for other in windows where other !== window && other.isKeyWindow { other.resignKey() }
  }

  /// A window, held weakly.
  private struct WeakWindow {
    weak var window: UIWindow?
  }
}
