import CoordinatorTree

/// How the app starts, pushes and finishes flows: what every system checks first, then the
/// flow's system does it (see ``FlowBuilder``).
extension ScenarioApp {
  /// The builder of a coordinator system's flows.
  func builder(for system: Scenario.System) -> any FlowBuilder {
    switch system {
    case .childArray: ChildArrayBuilder(app: self)
    case .selfReleasing: SelfReleasingBuilder(app: self)
    case .router: RouterBuilder(app: self)
    case .scene: SceneBuilder(app: self)
    case .handWritten: HandWrittenBuilder(app: self)
    }
  }

  /// Starts a flow where it is placed: as the window's root, with the tabs, or from its
  /// parent, pushed or as a sheet.
  ///
  /// - Throws: ``RunnerError/Code/alreadyStarted`` when its screens are on screen;
  ///   ``RunnerError/Code/notStarted`` when its parent is not.
  func start(_ flow: Scenario.Flow, animated: Bool, line: Int) throws {
    if let shown = topShown(of: flow) {
      throw RunnerError(
        code: .alreadyStarted,
        message: "\(quoted(flow.name, shown.instance)) is already started: its screens are on "
          + "screen")
    }
    switch flow.placement {
    case .root: try builder(for: flow.system).startRoot(flow, line: line)
    case .tab: try startTabs(line: line)
    case .push(let parent):
      try builder(for: flow.system).startPushed(
        flow, parent: try started(parent), animated: animated, line: line)
    case .sheet(let parent):
      try builder(for: flow.system).startSheet(
        flow, parent: try started(parent), animated: animated, line: line)
    }
  }

  /// The live instance of a started flow that a name means (the scene coordinator for a scene
  /// flow): the code that a step runs on it.
  ///
  /// A name alone means the instance whose screen is the top-most of the flow's (see
  /// ``instance(of:)``).
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when none of its screens (or none of the
  ///   numbered instance's) is on screen, or when its coordinator was released while they are
  ///   (there is no code left to run).
  func started(_ name: Scenario.Name) throws -> AnyObject {
    let flow = scenario.flow(named: name.text)!
    if name.instance != nil, flow.system != .scene {
      guard let instance = instance(of: name) else { throw missingInstance(name) }
      guard shownScreens(of: flow).contains(where: { $0.flowInstance === instance }) else {
        throw RunnerError(
          code: .notStarted,
          message: "\(quoted(name)) is not started: none of its screens is on screen")
      }
      return instance
    }
    guard let shown = topShown(of: flow) else {
      throw RunnerError(
        code: .notStarted,
        message: "\(quoted(name)) is not started: none of its screens is on screen")
    }
    guard let instance = shown.instance else {
      throw RunnerError(
        code: .notStarted,
        message: "\(quoted(name)) has no coordinator: it was released while its screens are "
          + "on screen")
    }
    return instance
  }

  /// The live instance of a started flow, by its name alone (see ``started(_:)``).
  func started(_ name: String) throws -> AnyObject {
    try started(Scenario.Name(text: name, position: Scenario.Position(line: 0, column: 0)))
  }

  /// Starts every tab flow, as the window's root tab bar controller: through the scene
  /// coordinator when the first tab is a scene flow, else each tab's flow made by its own
  /// system on a navigation controller of its own.
  ///
  /// - Throws: ``RunnerError/Code/alreadyStarted`` when a tab is on screen.
  func startTabs(line: Int) throws {
    let tabs = scenario.flows.filter { $0.placement == .tab }
    if tabs.contains(where: { isOnScreen($0) }) {
      throw RunnerError(code: .alreadyStarted, message: "the tabs are already started")
    }
    if tabs.first?.system == .scene {
      try SceneBuilder(app: self).startTabs(tabs, line: line)
      return
    }
    var built:
      [(flow: Scenario.Flow, root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?)] = []
    var navigations: [NavigationController] = []
    for flow in tabs {
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      let root = builder(for: flow.system).makeRoot(
        flow, navigation: navigation, screen: screen, model: model, line: line)
      built.append((flow, root, screen, model))
      navigations.append(navigation)
    }
    let tabBar = TabBarController(viewControllers: navigations, title: "Tabs")
    audit?.registerScreen(tabBar, label: "Tabs", owner: nil)
    remember(tabBar, as: "Tabs", line: line)
    logOut(keeping: nil)
    holdRoots(
      built.filter { builder(for: $0.flow.system).appHoldsTabRoots }.map { ($0.flow.name, $0.root) }
    )
    try window.setRootViewController(tabBar)
    for entry in built {
      try builder(for: entry.flow.system).showFirstScreen(
        of: entry.root, screen: entry.screen, model: entry.model)
    }
  }

  /// Pushes a further screen of a started flow.
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when its flow is not started.
  func push(_ declaration: Scenario.Screen, animated: Bool, line: Int) throws {
    let flow = scenario.flow(named: declaration.flow)!
    let instance = try started(flow.name)
    try builder(for: flow.system).push(declaration, on: instance, animated: animated, line: line)
  }

  /// Finishes a flow, as its own code does: the instance a name means (see
  /// ``instance(of:)``).
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when it does not exist.
  func finish(_ name: Scenario.Name, animated: Bool) throws {
    let flow = scenario.flow(named: name.text)!
    // A flow's own code may finish it after the user has left it: it needs to exist, not to
    // be on screen.
    guard let instance = instance(of: name) else {
      if name.instance != nil { throw missingInstance(name) }
      throw RunnerError(
        code: .notStarted,
        message: "'\(flow.name)' does not exist: it was never started, or "
          + "it was released")
    }
    try builder(for: flow.system).finish(flow, instance: instance, animated: animated)
  }
}
