public import CoordinatorTree
public import Foundation

/// UIKit's scene: one instance of the app's user interface, with its session and its
/// delegate.
///
/// ```swift
/// func scene(
///   _ scene: UIScene, willConnectTo session: UISceneSession,
///   options connectionOptions: UIScene.ConnectionOptions
/// ) {
///   guard let windowScene = scene as? UIWindowScene else { return }
///   window = UIWindow(windowScene: windowScene)
/// }
/// ```
///
/// Ownership is UIKit's: the scene holds its ``delegate`` strongly (UIKit's header says so:
/// the scene delegate lives as long as its scene) and its ``session``; the application holds
/// the connected scenes. Apps do not make scenes: an explorer that starts the app through its
/// scene delegate makes one, as iOS does.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Where a scene is in its life, as UIKit's.
  public enum ActivationState: Int, Sendable {
    /// Not connected to the app.
    case unattached = -1
    /// On screen, receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

  /// The session the scene is the current instance of; held strongly.
  public let session: UISceneSession
  /// The object that hears the scene's life; held strongly, as UIKit's.
  open var delegate: (any UISceneDelegate)?
  /// Where the scene is in its life; `.unattached` until the app connects it.
  public internal(set) var activationState = ActivationState.unattached
  /// The scene's title, for the app switcher; kept as set.
  open var title: String! = ""
  /// The order in which the application connected it, for a stable order of its scenes.
  var order = 0

  /// Creates a scene for a session, as UIKit does when a scene connects; apps do not call it.
  ///
  /// - Parameters:
  ///   - session: The scene's session, which then names it as its scene (weakly).
  ///   - connectionOptions: Why it connects.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
    session.scene = self
  }
}

extension UIScene {
  /// Posted by UIKit when a scene connects; the model names it and never posts it.
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted by UIKit when a scene disconnects; never posted by the model.
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted by UIKit when a scene becomes active; never posted by the model.
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted by UIKit when a scene is about to become inactive; never posted by the model.
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted by UIKit when a scene is about to enter the foreground; never posted by the model.
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted by UIKit when a scene entered the background; never posted by the model.
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
