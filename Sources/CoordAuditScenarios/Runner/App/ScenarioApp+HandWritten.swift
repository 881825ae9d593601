import CoordinatorTree

/// How the app starts and finishes hand-written flows: each flow's coordinator is a
/// ``HandWrittenCoordinator`` wired as its `coordinator …` lines say, and its parent keeps it.
extension ScenarioApp {
  /// A hand-written coordinator for a flow, remembered by the flow's name.
  func makeHandWritten(
    _ flow: Scenario.Flow, on navigation: NavigationController, ownsNavigation: Bool, line: Int
  ) -> HandWrittenCoordinator {
    let coordinator = HandWrittenCoordinator(
      name: flow.name, wiring: flow.wiring, navigationController: navigation,
      ownsNavigation: ownsNavigation, notifications: notifications, audit: audit
    ) { [weak self] viewController in self?.isInWindow(viewController) ?? false }
    remember(coordinator, as: flow.name, line: line)
    return coordinator
  }

  /// A root or tab flow's coordinator, on the navigation controller it owns; `showFirstScreen`
  /// starts it once the navigation controller is on screen.
  func makeHandWrittenRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, model: ScenarioModel?, line: Int
  ) -> HandWrittenCoordinator {
    let coordinator = makeHandWritten(flow, on: navigation, ownsNavigation: true, line: line)
    audit?.registerCoordinator(coordinator, label: flow.name, isRoot: true)
    adopt(navigation, of: flow, owner: coordinator, line: line)
    bind(model, to: coordinator)
    appRoots.append((flow.name, coordinator))
    return coordinator
  }

  /// Starts a hand-written child: pushed on its parent's navigation controller, or presented
  /// in a navigation controller of its own.
  func startHandWritten(
    _ flow: Scenario.Flow, parent: HandWrittenCoordinator, asSheet: Bool, animated: Bool,
    line: Int
  ) throws {
    let (screen, model) = makeScreen(firstScreen(of: flow), flowInstance: nil, line: line)
    let navigation =
      asSheet ? ownNavigation(of: flow, root: screen) : parent.navigationController
    let child = makeHandWritten(flow, on: navigation, ownsNavigation: asSheet, line: line)
    bind(model, to: child)
    // Set before the parent stores it: a router's completion is keyed by the first screen.
    child.firstScreen = screen
    parent.store(child)
    if asSheet { adopt(navigation, of: flow, owner: child, line: line) }
    try child.start(first: screen, model: model, animated: animated)
    guard asSheet else { return }
    try topContent().present(navigation, animated: animated)
    if flow.wiring.events.contains(.sheetSwipeDown) {
      navigation.presentationController?.delegate = child
    }
  }

  /// Starts a second instance of a hand-written flow while the first shows: its parent's code,
  /// asked by the first one's screen, starts it as it started the first.
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when no instance shows, or the parent is gone.
  func startAnother(_ flow: Scenario.Flow, animated: Bool, line: Int) throws {
    guard isOnScreen(flow) else {
      throw RunnerError(
        code: .notStarted,
        message: "'\(flow.name)' is not on screen: 'start another' starts a second instance "
          + "while the first shows")
    }
    guard let name = flow.placement.parent,
      let parent = object(named: name) as? HandWrittenCoordinator
    else {
      throw RunnerError(
        code: .notStarted,
        message: "'\(flow.name)' has no parent coordinator alive to start another instance")
    }
    let asSheet: Bool
    if case .sheet = flow.placement { asSheet = true } else { asSheet = false }
    try startHandWritten(flow, parent: parent, asSheet: asSheet, animated: animated, line: line)
  }

  /// Pushes a further screen of a hand-written flow.
  func pushHandWritten(
    _ declaration: Scenario.Screen, on coordinator: HandWrittenCoordinator, animated: Bool,
    line: Int
  ) throws {
    let (screen, model) = makeScreen(declaration, flowInstance: coordinator, line: line)
    model?.weakOwner = coordinator
    try coordinator.show(screen, model: model, animated: animated)
  }

  /// A view model made for the flow's first screen belongs to the flow, and points at its
  /// coordinator weakly, as a view model's coordinator delegate does.
  private func bind(_ model: ScenarioModel?, to coordinator: HandWrittenCoordinator) {
    model?.belong(to: coordinator)
    model?.weakOwner = coordinator
  }
}
