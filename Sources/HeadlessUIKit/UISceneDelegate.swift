/// UIKit's scene delegate: what the app does as one of its scenes connects, comes and goes.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///   var window: UIWindow?
///
///   func scene(
///     _ scene: UIScene, willConnectTo session: UISceneSession,
///     options connectionOptions: UIScene.ConnectionOptions
///   ) {
///     guard let windowScene = scene as? UIWindowScene else { return }
///     window = UIWindow(windowScene: windowScene)
///     window?.rootViewController = UINavigationController()
///     window?.makeKeyAndVisible()
///   }
/// }
/// ```
///
/// The scene holds its delegate strongly. Unlike UIKit's, the optional methods are protocol
/// requirements with default implementations: a subclass that implements one its superclass
/// did not is not called through the superclass's conformance.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// The scene is connecting to the app: an app makes its window here; does nothing by
  /// default.
  ///
  /// - Parameters:
  ///   - scene: The scene, a ``UIWindowScene`` for the app's window.
  ///   - session: Its session.
  ///   - connectionOptions: Why it connects.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)

  /// The scene was disconnected from the app; does nothing by default.
  ///
  /// - Parameter scene: The scene.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active; does nothing by default.
  ///
  /// - Parameter scene: The scene.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive; does nothing by default.
  ///
  /// - Parameter scene: The scene.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to enter the foreground; does nothing by default.
  ///
  /// - Parameter scene: The scene.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene entered the background; does nothing by default.
  ///
  /// - Parameter scene: The scene.
  func sceneDidEnterBackground(_ scene: UIScene)

  /// The scene is asked to open URLs (a deep link); does nothing by default.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - urlContexts: The URLs, with their options.
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  /// Does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Does nothing.
  public func sceneDidDisconnect(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillResignActive(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  /// Does nothing.
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  /// Does nothing.
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}
