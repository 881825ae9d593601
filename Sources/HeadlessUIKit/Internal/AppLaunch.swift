import CoordinatorTree
import Foundation
import LeakAudit

/// How iOS starts an app, for an explorer's session: the app's own delegates make the
/// window, and the session's audit moves to it (see `FlowAudit.followAppWindows()`).
///
/// Each session runs under its own audit, so `UIApplication.shared` is a new application for
/// each (see ``UIApplication/shared``): nothing of an earlier session's launch is left.
@MainActor
enum AppLaunch {
  /// Why a launch failed, as a sentence that says what to do.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts an app with scenes: its app delegate (if given) launches and configures the
  /// scene, then a window scene connects, its delegate's `scene(_:willConnectTo:options:)`
  /// runs, and the scene enters the foreground and becomes active.
  ///
  /// - Parameters:
  ///   - makeDelegate: Makes the scene delegate, as UIKit does from the `Info.plist`.
  ///   - makeAppDelegate: Makes the app delegate, if the app's is to run too.
  ///   - storyboard: The scene's storyboard, whose initial view controller UIKit shows in a
  ///     window it makes before `scene(_:willConnectTo:options:)`.
  /// - Returns: The scene delegate, which the explorer keeps as the app's root.
  /// - Throws: ``Failure`` when the scene delegate keeps no window.
  static func launchScene<Delegate: UIWindowSceneDelegate>(
    _ makeDelegate: @MainActor () -> Delegate,
    appDelegate makeAppDelegate: (@MainActor () -> any UIApplicationDelegate)?,
    storyboard: String?
  ) throws -> Delegate {
    let audit = FlowAudit.current
    audit?.followAppWindows()
    AppModules.add(Delegate.self)
    let application = UIApplication.shared
    let options = UIScene.ConnectionOptions()
    let session = UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
    if let makeAppDelegate {
      let appDelegate = makeAppDelegate()
      AppModules.add(type(of: appDelegate))
      application.launch(with: appDelegate)
      audit?.addAppRoot(appDelegate)
      _ = appDelegate.application(application, willFinishLaunchingWithOptions: nil)
      _ = appDelegate.application(application, didFinishLaunchingWithOptions: nil)
      session.configuration = appDelegate.application(
        application, configurationForConnecting: session, options: options)
    }
    let scene = UIWindowScene(session: session, connectionOptions: options)
    let delegate = makeDelegate()
    scene.delegate = delegate
    application.connect(scene)
    if let storyboard = storyboard ?? session.configuration.storyboard?.name {
      // As UIKit does for a scene with a storyboard: the window first, with the initial
      // view controller, handed to the delegate before it hears of the scene.
      let window = UIWindow(windowScene: scene)
      window.rootViewController = UIStoryboard(name: storyboard, bundle: nil)
        .instantiateInitialViewController()
      delegate.window = window
    }
    delegate.scene(scene, willConnectTo: session, options: options)
    if storyboard != nil, let window = delegate.window, !window.isKeyWindow {
      window.makeKeyAndVisible()
    }
    scene.activationState = .foregroundInactive
    delegate.sceneWillEnterForeground(scene)
    scene.activationState = .foregroundActive
    application.applicationState = .active
    delegate.sceneDidBecomeActive(scene)
    guard let window = delegate.window ?? keptKeyWindow(scene.keyWindow, by: delegate) else {
      throw Failure(
        description: "The scene delegate '\(Delegate.self)' kept no window after "
          + "scene(_:willConnectTo:options:): keep the window it makes in its 'window' "
          + "property (var window: UIWindow?) or in an object it keeps (an app coordinator); "
          + "a scene holds its windows weakly, so a window nothing keeps is gone and the "
          + "screen stays empty, on a device as here.")
    }
    audit?.appDidLaunch(keeping: window)
    return delegate
  }

  /// Starts an app without scenes: its app delegate's `application(_:willFinishLaunching…)`
  /// and `application(_:didFinishLaunchingWithOptions:)` run, its window joins the scene iOS
  /// makes for such an app, and the app becomes active.
  ///
  /// - Parameter makeDelegate: Makes the app delegate.
  /// - Returns: The app delegate, which the explorer keeps as the app's root.
  /// - Throws: ``Failure`` when the app delegate keeps no window.
  static func launchApp<Delegate: UIApplicationDelegate>(
    _ makeDelegate: @MainActor () -> Delegate
  ) throws -> Delegate {
    let audit = FlowAudit.current
    audit?.followAppWindows()
    AppModules.add(Delegate.self)
    let application = UIApplication.shared
    let delegate = makeDelegate()
    application.launch(with: delegate)
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    guard let window = delegate.window ?? keptKeyWindow(application.keyWindow, by: delegate)
    else {
      throw Failure(
        description: "The app delegate '\(Delegate.self)' kept no window after "
          + "application(_:didFinishLaunchingWithOptions:): an app without scenes makes its "
          + "window there and keeps it in 'window' (var window: UIWindow?) or in an object it "
          + "keeps (an app coordinator). An app whose scene delegate makes the window starts "
          + "with FlowExplorer(sceneDelegate:).")
    }
    // Since iOS 13 the window of an app without scenes is in a scene UIKit makes for it.
    let scene = UIWindowScene(
      session: UISceneSession(
        role: .windowApplication,
        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication)),
      connectionOptions: UIScene.ConnectionOptions())
    application.connect(scene)
    scene.activationState = .foregroundActive
    if window.windowScene == nil { window.windowScene = scene }
    application.applicationState = .active
    delegate.applicationDidBecomeActive(application)
    audit?.appDidLaunch(keeping: window)
    return delegate
  }

  /// The key window, when the delegate keeps it through its own objects: an app whose
  /// coordinator holds the window (`AppCoordinator(window:)`) and whose delegate keeps only the
  /// coordinator shows it, on a device as here.
  ///
  /// The audit holds the window it follows, so that hold does not count: the window must be
  /// reached from the delegate by strong references.
  ///
  /// - Parameters:
  ///   - window: The key window, if any.
  ///   - delegate: The app's or the scene's delegate.
  /// - Returns: The window, when the delegate keeps it.
  private static func keptKeyWindow(_ window: UIWindow?, by delegate: AnyObject) -> UIWindow? {
    guard let window, ObjectGraph.retainPath(to: window, from: [delegate]) != nil else {
      return nil
    }
    return window
  }
}
