import CoordinatorTree

/// The hand-written system's flows: each flow's coordinator is a ``HandWrittenCoordinator``
/// wired as its `coordinator …` lines say, which its parent keeps; the app holds the root and
/// tab ones.
@MainActor
struct HandWrittenBuilder: FlowBuilder {
  let app: ScenarioApp

  var appHoldsTabRoots: Bool { true }

  /// A root or tab flow's coordinator, on the navigation controller it owns;
  /// ``showFirstScreen(of:screen:model:)`` starts it once the navigation controller is on
  /// screen.
  func makeRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) -> AnyObject {
    let coordinator = makeCoordinator(flow, on: navigation, ownsNavigation: true, line: line)
    app.audit?.registerCoordinator(coordinator, label: flow.name, isRoot: true)
    app.adopt(navigation, of: flow, owner: coordinator, line: line)
    bind(model, to: coordinator)
    app.holdRoot(coordinator, of: flow.name)
    return coordinator
  }

  func showFirstScreen(of root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?) throws {
    try (root as! HandWrittenCoordinator).start(first: screen, model: model, animated: false)
  }

  func startPushed(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    try start(
      flow, parent: parent as! HandWrittenCoordinator, asSheet: false, animated: animated,
      line: line)
  }

  func startSheet(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    try start(
      flow, parent: parent as! HandWrittenCoordinator, asSheet: true, animated: animated,
      line: line)
  }

  /// Starts a second instance of a hand-written flow while the first shows: its parent's code,
  /// asked by the first one's screen, starts it as it started the first.
  ///
  /// - Parameters:
  ///   - flow: A pushed or sheet flow, on screen.
  ///   - animated: Whether its transition is animated.
  ///   - line: The line of the statement that starts it.
  /// - Throws: ``RunnerError/Code/notStarted`` when no instance shows, or the parent is gone.
  func startAnother(_ flow: Scenario.Flow, animated: Bool, line: Int) throws {
    guard let shown = app.topShown(of: flow) else {
      throw RunnerError(
        code: .notStarted,
        message: "'\(flow.name)' is not on screen: 'start another' starts a second instance "
          + "while the first shows")
    }
    // The parent of the instance on top: the one whose code its screen asks.
    guard let parent = (shown.instance as? HandWrittenCoordinator)?.parent else {
      throw RunnerError(
        code: .notStarted,
        message: "\(app.quoted(flow.name, shown.instance)) has no parent coordinator alive to "
          + "start another instance")
    }
    let asSheet: Bool
    if case .sheet = flow.placement { asSheet = true } else { asSheet = false }
    try start(flow, parent: parent, asSheet: asSheet, animated: animated, line: line)
  }

  func push(
    _ declaration: Scenario.Screen, on instance: AnyObject, animated: Bool, line: Int
  ) throws {
    let coordinator = instance as! HandWrittenCoordinator
    let (screen, model) = app.makeScreen(declaration, flowInstance: coordinator, line: line)
    model?.weakOwner = coordinator
    try coordinator.show(screen, model: model, animated: animated)
  }

  func finish(_ flow: Scenario.Flow, instance: AnyObject, animated: Bool) throws {
    try (instance as! HandWrittenCoordinator).finish(animated: animated)
  }

  /// A hand-written coordinator for a flow, remembered by the flow's name.
  private func makeCoordinator(
    _ flow: Scenario.Flow, on navigation: NavigationController, ownsNavigation: Bool, line: Int
  ) -> HandWrittenCoordinator {
    let coordinator = HandWrittenCoordinator(
      name: flow.name, wiring: flow.wiring, navigationController: navigation,
      ownsNavigation: ownsNavigation, notifications: app.notifications, audit: app.audit
    ) { [weak window = app.window] viewController in
      window.map { viewController.isShown(in: $0) } ?? false
    }
    app.remember(coordinator, as: flow.name, line: line)
    return coordinator
  }

  /// Starts a hand-written child: pushed on its parent's navigation controller, or presented
  /// in a navigation controller of its own.
  private func start(
    _ flow: Scenario.Flow, parent: HandWrittenCoordinator, asSheet: Bool, animated: Bool,
    line: Int
  ) throws {
    let (screen, model) = app.makeScreen(
      app.firstScreen(of: flow), flowInstance: nil, line: line)
    let navigation =
      asSheet ? app.ownNavigation(of: flow, root: screen) : parent.navigationController
    let child = makeCoordinator(flow, on: navigation, ownsNavigation: asSheet, line: line)
    bind(model, to: child)
    // Set before the parent stores it: a router's completion is keyed by the first screen.
    child.firstScreen = screen
    parent.store(child)
    if asSheet { app.adopt(navigation, of: flow, owner: child, line: line) }
    try child.start(first: screen, model: model, animated: animated)
    guard asSheet else { return }
    try app.topContent().present(navigation, animated: animated)
    if flow.wiring.events.contains(.sheetSwipeDown) {
      navigation.presentationController?.delegate = child
    }
  }

  /// A view model made for the flow's first screen belongs to the flow, and points at its
  /// coordinator weakly, as a view model's coordinator delegate does.
  private func bind(_ model: ScenarioModel?, to coordinator: HandWrittenCoordinator) {
    model?.belong(to: coordinator)
    model?.weakOwner = coordinator
  }
}
