public import CoordinatorTree

extension FlowExplorer where App: UIWindowSceneDelegate {
  /// Creates an explorer that starts the app as iOS does: through its own scene delegate.
  ///
  /// Each session (the first run and every replay) makes a new application, the app delegate
  /// if given (`application(_:didFinishLaunchingWithOptions:)`, then
  /// `application(_:configurationForConnecting:options:)`), a scene, its session and the
  /// scene delegate, calls `scene(_:willConnectTo:options:)`, then `sceneWillEnterForeground`
  /// and `sceneDidBecomeActive`, and explores the window the delegate made and keeps. What the
  /// delegate holds (its app coordinator) is the app's root, as ``FlowExplorer``'s `app:`
  /// closure's result is.
  ///
  /// ```swift
  /// let exploration = await FlowExplorer(sceneDelegate: SceneDelegate.init, depth: 5).run()
  /// ```
  ///
  /// Swift on Linux cannot make an object from a class value (`SceneDelegate.self`) whose
  /// `init()` is not `required`, as UIKit does through the Objective-C runtime: pass the
  /// initializer, `SceneDelegate.init`.
  ///
  /// A delegate that keeps no window is the first bug the exploration reports. A window the
  /// app makes key after it started is not watched: the step that does it reports so.
  ///
  /// - Parameters:
  ///   - sceneDelegate: Makes the scene delegate, as UIKit does from the `Info.plist`:
  ///     `SceneDelegate.init`.
  ///   - appDelegate: Makes the app delegate, when its launch matters to the app:
  ///     `AppDelegate.init`; by default none runs.
  ///   - storyboard: The scene's storyboard (`UISceneStoryboardFile`), whose initial view
  ///     controller (registered with ``HeadlessStoryboard``) UIKit shows in a window it hands
  ///     to the delegate before `scene(_:willConnectTo:options:)`; by default the one the app
  ///     delegate's configuration names, if any.
  ///   - depth: How many actions after the start, at most.
  ///   - maxStates: How many distinct states, at most.
  ///   - configuration: Each step's settle deadlines and allow-list.
  ///   - actions: The app's own actions, given the scene delegate.
  ///   - reset: Runs before every start: resets what the app keeps outside the application,
  ///     the window and the delegate (a global, `UserDefaults`).
  public init(
    sceneDelegate: @escaping @MainActor () -> App,
    appDelegate: (@MainActor () -> any UIApplicationDelegate)? = nil,
    storyboard: String? = nil, depth: Int = 6, maxStates: Int = 10_000,
    configuration: LeakTracker.Configuration = defaultConfiguration,
    actions: [Action] = [], reset: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      depth: depth, maxStates: maxStates, configuration: configuration,
      app: { _ in
        try AppLaunch.launchScene(sceneDelegate, appDelegate: appDelegate, storyboard: storyboard)
      }, actions: actions, reset: reset)
  }
}

extension FlowExplorer where App: UIApplicationDelegate {
  /// Creates an explorer that starts an app without scenes as iOS does: through its own app
  /// delegate.
  ///
  /// Each session makes a new application and app delegate, calls
  /// `application(_:willFinishLaunchingWithOptions:)` and
  /// `application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive(_:)`,
  /// and explores the window the delegate made and keeps; what the delegate holds is the
  /// app's root.
  ///
  /// ```swift
  /// let exploration = await FlowExplorer(appDelegate: AppDelegate.init, depth: 5).run()
  /// ```
  ///
  /// - Parameters:
  ///   - appDelegate: Makes the app delegate: `AppDelegate.init`.
  ///   - depth: How many actions after the start, at most.
  ///   - maxStates: How many distinct states, at most.
  ///   - configuration: Each step's settle deadlines and allow-list.
  ///   - actions: The app's own actions, given the app delegate.
  ///   - reset: Runs before every start: resets what the app keeps outside the application,
  ///     the window and the delegate.
  public init(
    appDelegate: @escaping @MainActor () -> App, depth: Int = 6, maxStates: Int = 10_000,
    configuration: LeakTracker.Configuration = defaultConfiguration,
    actions: [Action] = [], reset: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      depth: depth, maxStates: maxStates, configuration: configuration,
      app: { _ in try AppLaunch.launchApp(appDelegate) }, actions: actions, reset: reset)
  }
}
