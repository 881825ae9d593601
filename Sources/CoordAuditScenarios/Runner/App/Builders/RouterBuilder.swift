import CoordinatorTree

/// The router system's flows: one ``ScenarioRouter`` per screen, held by the screen's view model
/// (or by the screen itself when it has none), and opened through the router of the screen on
/// top; a router flow has one screen.
@MainActor
struct RouterBuilder: FlowBuilder {
  let app: ScenarioApp

  /// The app holds a root router only by mistake (`kept-after-logout`), and a tab's never.
  var appHoldsTabRoots: Bool { false }

  func makeRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) -> AnyObject {
    let router = ScenarioRouter(name: flow.name, audit: app.audit)
    router.holdsRootStrongly = flow.faults.contains(.holdsRootStrongly)
    model?.belong(to: router)
    if let model { model.owner = router } else { screen.router = router }
    app.remember(router, as: flow.name, line: line)
    app.adopt(navigation, of: flow, owner: router, line: line)
    if flow.faults.contains(.keptAfterLogout) { app.holdRoot(router, of: flow.name) }
    return router
  }

  func showFirstScreen(of root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?) throws {
    (root as! ScenarioRouter).setRoot(screen, viewModel: model)
  }

  func startPushed(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    let transition = PushTransition()
    transition.takesDelegate = flow.faults.contains(.takesNavigationDelegate)
    let router = ScenarioRouter(name: flow.name, unwindTransition: transition, audit: app.audit)
    let screen = makeScreen(app.firstScreen(of: flow), router: router, flow: flow, line: line)
    try open(router, showing: screen, animated: animated)
  }

  func startSheet(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    let router = ScenarioRouter(
      name: flow.name, unwindTransition: ModalTransition(), audit: app.audit)
    let screen = makeScreen(app.firstScreen(of: flow), router: router, flow: flow, line: line)
    let navigation = app.ownNavigation(of: flow, root: screen)
    app.adopt(navigation, of: flow, owner: router, line: line)
    try open(router, showing: navigation, animated: animated)
  }

  func push(
    _ declaration: Scenario.Screen, on instance: AnyObject, animated: Bool, line: Int
  ) throws {
    preconditionFailure("router flows have one screen; the validator says so")
  }

  func finish(_ flow: Scenario.Flow, instance: AnyObject, animated: Bool) throws {
    try (instance as! ScenarioRouter).close(animated: animated)
  }

  /// A router system screen: its router is held by its view model, or by the screen itself.
  private func makeScreen(
    _ declaration: Scenario.Screen, router: ScenarioRouter, flow: Scenario.Flow, line: Int
  ) -> ScenarioScreen {
    router.holdsRootStrongly = flow.faults.contains(.holdsRootStrongly)
    app.remember(router, as: flow.name, line: line)
    let (screen, model) = app.makeScreen(declaration, flowInstance: router, line: line)
    if let model { model.owner = router } else { screen.router = router }
    router.setRoot(screen, viewModel: model)
    return screen
  }

  /// Opens a router's screen (or the container around it) from the top screen: through the
  /// top screen's router when it has one, else with the transition alone.
  private func open(_ router: ScenarioRouter, showing target: ViewController, animated: Bool)
    throws
  {
    let transition = router.unwindTransition!
    if let source = routerOfTopScreen() {
      try source.route(to: target, with: transition, animated: animated)
    } else {
      try transition.open(
        target, from: try app.topContent(), animated: animated, onDismissed: nil)
    }
  }

  /// The router of the window's top screen: its view model's, or its own.
  private func routerOfTopScreen() -> Router? {
    guard let screen = app.window.topViewController as? ScenarioScreen else { return nil }
    return (screen.viewModel?.owner as? Router) ?? screen.router
  }
}
