import CoordinatorTree

/// How the app makes and drives the flows of one coordinator system: the kits' child-array,
/// self-releasing and router systems, the scene coordinator's, and the hand-written one.
///
/// The app's actions say what happens to a flow (start it, push one of its screens, finish
/// it) and check what every system checks; the flow's builder, which
/// ``ScenarioApp/builder(for:)`` chooses by the flow's system, does it the way that system's
/// code does:
///
/// ```swift
/// let parent = try app.started("Main")
/// try app.builder(for: flow.system).startPushed(flow, parent: parent, animated: true, line: 7)
/// ```
///
/// A builder is a value made for one call: it holds the app and nothing else, and keeps nothing
/// between calls; what it makes, the app remembers (``ScenarioApp/remember(_:as:line:)``).
@MainActor
protocol FlowBuilder {
  /// The app it builds in.
  var app: ScenarioApp { get }

  /// Whether the app holds the objects of this system's tab flows, as it holds its root flows.
  var appHoldsTabRoots: Bool { get }

  /// Starts a root flow as the window's root; the app lets go of the root flows it held (a
  /// logout), or keeps them by mistake (`kept-after-logout`).
  ///
  /// The kits' systems and the hand-written one share one way (see the extension below):
  /// ``makeRoot(_:navigation:screen:model:line:)``, then
  /// ``showFirstScreen(of:screen:model:)`` once the navigation controller is the window's root.
  ///
  /// - Parameters:
  ///   - flow: A flow placed at the root.
  ///   - line: The line of the statement that starts it.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses.
  func startRoot(_ flow: Scenario.Flow, line: Int) throws

  /// The object of a root or tab flow, made on the navigation controller of its own that shows
  /// its first screen; nothing is shown yet.
  ///
  /// - Parameters:
  ///   - flow: A root or tab flow.
  ///   - navigation: Its navigation controller, with `screen` as its root.
  ///   - screen: Its first screen.
  ///   - model: The first screen's view model, if it has one.
  ///   - line: The line of the statement that starts it.
  /// - Returns: The flow's coordinator (or router), which the app remembers by the flow's name.
  func makeRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) -> AnyObject

  /// Shows the first screen of a flow that ``makeRoot(_:navigation:screen:model:line:)`` made,
  /// once its navigation controller is on screen.
  ///
  /// - Parameters:
  ///   - root: What `makeRoot` returned.
  ///   - screen: The flow's first screen.
  ///   - model: Its view model, if it has one.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses.
  func showFirstScreen(of root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?) throws

  /// Starts a flow pushed on its parent's navigation controller.
  ///
  /// - Parameters:
  ///   - flow: A flow placed `in PARENT`.
  ///   - parent: The parent's live instance (see ``ScenarioApp/started(_:)``).
  ///   - animated: Whether its transition is animated.
  ///   - line: The line of the statement that starts it.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses, and
  ///   ``RunnerError`` when what the flow opens from is not on screen.
  func startPushed(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws

  /// Starts a flow presented as a sheet, over the top screen.
  ///
  /// - Parameters:
  ///   - flow: A flow placed `in PARENT sheet`.
  ///   - parent: The parent's live instance (see ``ScenarioApp/started(_:)``).
  ///   - animated: Whether its transition is animated.
  ///   - line: The line of the statement that starts it.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses, and
  ///   ``RunnerError`` when what the flow opens from is not on screen.
  func startSheet(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws

  /// Pushes a further screen of a started flow.
  ///
  /// - Parameters:
  ///   - declaration: The screen, which is not its flow's first.
  ///   - instance: Its flow's live instance (see ``ScenarioApp/started(_:)``).
  ///   - animated: Whether the push is animated.
  ///   - line: The line of the statement that pushes it.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses.
  func push(
    _ declaration: Scenario.Screen, on instance: AnyObject, animated: Bool, line: Int) throws

  /// Finishes a flow, as its own code does: it may have left the screen already.
  ///
  /// - Parameters:
  ///   - flow: The flow.
  ///   - instance: Its live instance.
  ///   - animated: Whether its transitions are animated.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses.
  func finish(_ flow: Scenario.Flow, instance: AnyObject, animated: Bool) throws
}

extension FlowBuilder {
  /// Starts a root flow the way of every system but the scene's: its object made on its
  /// navigation controller, the old root flows let go of, the navigation controller made the
  /// window's root, then its first screen shown.
  func startRoot(_ flow: Scenario.Flow, line: Int) throws {
    let (screen, model, navigation) = app.makeFirstScreenInItsNavigation(of: flow, line: line)
    let root = makeRoot(
      flow, navigation: navigation, screen: screen, model: model, line: line)
    app.logOut(keeping: root)
    try app.window.setRootViewController(navigation)
    try showFirstScreen(of: root, screen: screen, model: model)
  }
}
