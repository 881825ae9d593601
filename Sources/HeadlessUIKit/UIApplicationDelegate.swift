public import Foundation

/// UIKit's app delegate: what the app does when it launches, and, for an app with scenes,
/// which configuration a new scene gets.
///
/// ```swift
/// @main
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///   var window: UIWindow?
///   var coordinator: MainCoordinator?
///
///   func application(
///     _ application: UIApplication,
///     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
///   ) -> Bool {
///     let navigationController = UINavigationController()
///     coordinator = MainCoordinator(navigationController: navigationController)
///     coordinator?.start()
///     window = UIWindow(frame: UIScreen.main.bounds)
///     window?.rootViewController = navigationController
///     window?.makeKeyAndVisible()
///     return true
///   }
/// }
/// ```
///
/// `FlowExplorer(appDelegate:)` starts such an app as iOS does, and explores the window the
/// delegate keeps. Unlike UIKit's, the optional methods are protocol requirements with default
/// implementations: a subclass that implements one its superclass did not is not called
/// through the superclass's conformance.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// The app's window, for an app without scenes; an app with scenes keeps its windows in its
  /// scene delegates.
  var window: UIWindow? { get set }

  /// The app is launching; `true` by default.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - launchOptions: Why it launched; `nil` when the user launched it.
  /// - Returns: Whether the app can handle what launched it.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The app has launched: an app without scenes makes its window here; `true` by default.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - launchOptions: Why it launched; `nil` when the user launched it.
  /// - Returns: Whether the app can handle what launched it.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool

  /// The configuration of a scene about to connect; by default one named
  /// "Default Configuration" for the session's role, as Xcode's template returns.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - connectingSceneSession: The session of the scene.
  ///   - options: Why it connects.
  /// - Returns: The configuration.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration

  /// The user discarded scenes; does nothing by default.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - sceneSessions: Their sessions.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

  /// The app is asked to open a URL (an app without scenes); `false` by default.
  ///
  /// - Parameters:
  ///   - app: The application.
  ///   - url: The URL.
  ///   - options: Who asked.
  /// - Returns: Whether the app opened it.
  func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool

  /// The app registered for remote notifications; does nothing by default.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - deviceToken: The device's token.
  func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

  /// The app could not register for remote notifications; does nothing by default.
  ///
  /// - Parameters:
  ///   - application: The application.
  ///   - error: Why.
  func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error)

  /// The app became active; does nothing by default.
  ///
  /// - Parameter application: The application.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive; does nothing by default.
  ///
  /// - Parameter application: The application.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app entered the background; does nothing by default.
  ///
  /// - Parameter application: The application.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to enter the foreground; does nothing by default.
  ///
  /// - Parameter application: The application.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to terminate; does nothing by default.
  ///
  /// - Parameter application: The application.
  func applicationWillTerminate(_ application: UIApplication)
  /// The system warned of low memory; does nothing by default.
  ///
  /// - Parameter application: The application.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  /// No window, and setting one keeps nothing, unless the delegate declares `var window`.
  public var window: UIWindow? {
    get { nil }
    // swift-format-ignore: NoEmptyBlock
    set {}
  }

  /// Returns `true`.
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Returns `true`.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  /// Returns a configuration named "Default Configuration" for the session's role.
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  /// Does nothing.
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}

  /// Returns `false`.
  public func application(
    _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
  ) -> Bool { false }

  /// Does nothing.
  public func application(
    _ application: UIApplication,
    didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
  ) {}

  /// Does nothing.
  public func application(
    _ application: UIApplication,
    didFailToRegisterForRemoteNotificationsWithError error: any Error
  ) {}

  /// Does nothing.
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillResignActive(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationWillTerminate(_ application: UIApplication) {}
  /// Does nothing.
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
