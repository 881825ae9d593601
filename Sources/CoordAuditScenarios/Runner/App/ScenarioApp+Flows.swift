import CoordinatorTree

/// How the app starts flows and makes the objects a scenario declares, through the kits.
extension ScenarioApp {
  // MARK: Starting flows

  func start(_ flow: Scenario.Flow, animated: Bool, line: Int) throws {
    if isOnScreen(flow) {
      throw RunnerError(
        code: .alreadyStarted,
        message: "'\(flow.name)' is already started: its screens are on screen")
    }
    switch flow.placement {
    case .root: try startRoot(flow, line: line)
    case .tab: try startTabs(line: line)
    case .push(let parent):
      try startPushed(flow, parent: try started(parent), animated: animated, line: line)
    case .sheet(let parent):
      try startSheet(flow, parent: try started(parent), animated: animated, line: line)
    }
  }

  /// The live instance of a started flow (the scene coordinator for a scene flow): the code
  /// that a step runs on it.
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when none of its screens is on screen, or when
  ///   its coordinator was released while they are (there is no code left to run).
  func started(_ name: String) throws -> AnyObject {
    let flow = scenario.flow(named: name)!
    guard isOnScreen(flow) else {
      throw RunnerError(
        code: .notStarted, message: "'\(name)' is not started: none of its screens is on screen")
    }
    guard let instance = object(named: name) else {
      throw RunnerError(
        code: .notStarted,
        message: "'\(name)' has no coordinator: it was released while its screens are on screen")
    }
    return instance
  }

  func firstScreen(of flow: Scenario.Flow) -> Scenario.Screen {
    scenario.screens(of: flow.name)[0]
  }

  private func startRoot(_ flow: Scenario.Flow, line: Int) throws {
    let declaration = firstScreen(of: flow)
    if flow.system == .scene {
      let coordinator = scene()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
      model?.owner = coordinator
      try coordinator.transition(
        to: Scene(declaration.name, screen: screen, model: model, embedded: true), using: .root,
        animated: false)
      rememberNavigation(of: screen, flow: flow, line: line)
      logOut(keeping: nil)
      return
    }
    let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
    let root = try makeRootFlow(
      flow, navigation: navigation, screen: screen, model: model, line: line)
    logOut(keeping: root)
    try window.setRootViewController(navigation)
    try showFirstScreen(of: flow, root: root, screen: screen, model: model)
  }

  /// The object of a root or tab flow, made on its navigation controller (nothing shown yet).
  private func makeRootFlow(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) throws -> AnyObject {
    switch flow.system {
    case .childArray:
      let coordinator = makeChildArrayFlow(
        flow, on: navigation, isRoot: true, first: (screen, model), animated: false, line: line)
      appRoots.append((flow.name, coordinator))
      return coordinator
    case .selfReleasing:
      let coordinator = makeSelfReleasingFlow(
        flow, on: navigation, parent: nil, model: model, line: line)
      adopt(navigation, of: flow, owner: coordinator, line: line)
      appRoots.append((flow.name, coordinator))
      return coordinator
    case .router:
      let router = ScenarioRouter(name: flow.name, audit: audit)
      router.holdsRootStrongly = flow.faults.contains(.holdsRootStrongly)
      model?.belong(to: router)
      if let model { model.owner = router } else { screen.router = router }
      remember(router, as: flow.name, line: line)
      adopt(navigation, of: flow, owner: router, line: line)
      if flow.faults.contains(.keptAfterLogout) { appRoots.append((flow.name, router)) }
      return router
    case .handWritten:
      return makeHandWrittenRoot(flow, navigation: navigation, model: model, line: line)
    case .scene:
      preconditionFailure("scene flows are started by the scene coordinator")
    }
  }

  private func showFirstScreen(
    of flow: Scenario.Flow, root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?
  ) throws {
    switch root {
    case let coordinator as ChildArrayFlow: try coordinator.start()
    case let coordinator as SelfReleasingFlow:
      try coordinator.show(screen, label: screen.logName, viewModel: model, animated: false)
    case let router as ScenarioRouter: router.setRoot(screen, viewModel: model)
    case let coordinator as HandWrittenCoordinator:
      try coordinator.start(first: screen, model: model, animated: false)
    default: break
    }
  }

  /// The app drops the root flows it held (a logout), or keeps them by mistake.
  private func logOut(keeping new: AnyObject?) {
    let leaving = appRoots.filter { $0.object !== new }
    appRoots.removeAll { $0.object !== new }
    for (name, object) in leaving
    where scenario.flow(named: name)?.faults.contains(.keptAfterLogout) == true {
      keptSessions.append(object)
    }
  }

  func startTabs(line: Int) throws {
    let tabs = scenario.flows.filter { $0.placement == .tab }
    if tabs.contains(where: { isOnScreen($0) }) {
      throw RunnerError(code: .alreadyStarted, message: "the tabs are already started")
    }
    if tabs.first?.system == .scene {
      let coordinator = scene()
      var scenes: [Scene] = []
      var screens: [(ScenarioScreen, Scenario.Flow)] = []
      for flow in tabs {
        let declaration = firstScreen(of: flow)
        let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
        model?.owner = coordinator
        scenes.append(Scene(declaration.name, screen: screen, model: model, embedded: true))
        screens.append((screen, flow))
      }
      try coordinator.transition(to: .tabs("Tabs", scenes), using: .root, animated: false)
      for (screen, flow) in screens { rememberNavigation(of: screen, flow: flow, line: line) }
      if let tabBar = window.rootViewController { remember(tabBar, as: "Tabs", line: line) }
      logOut(keeping: nil)
      return
    }
    var built:
      [(flow: Scenario.Flow, root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?)] = []
    var navigations: [NavigationController] = []
    for flow in tabs {
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      let root = try makeRootFlow(
        flow, navigation: navigation, screen: screen, model: model, line: line)
      built.append((flow, root, screen, model))
      navigations.append(navigation)
    }
    let tabBar = TabBarController(viewControllers: navigations, title: "Tabs")
    audit?.registerScreen(tabBar, label: "Tabs", owner: nil)
    remember(tabBar, as: "Tabs", line: line)
    logOut(keeping: nil)
    appRoots += built.filter {
      [.childArray, .selfReleasing, .handWritten].contains($0.flow.system)
    }
    .map { ($0.flow.name, $0.root) }
    try window.setRootViewController(tabBar)
    for entry in built {
      try showFirstScreen(
        of: entry.flow, root: entry.root, screen: entry.screen, model: entry.model)
    }
  }

  private func startPushed(
    _ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int
  ) throws {
    let declaration = firstScreen(of: flow)
    switch flow.system {
    case .childArray:
      let parent = parent as! ChildArrayFlow
      let first = makeScreen(declaration, flowInstance: nil, line: line)
      try parent.startChild(
        makeChildArrayFlow(
          flow, on: parent.navigationController, isRoot: false, first: first, animated: animated,
          line: line))
    case .selfReleasing:
      let navigation = try topNavigation()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line)
      let coordinator = makeSelfReleasingFlow(
        flow, on: navigation, parent: parent, model: model, line: line)
      try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
    case .router:
      let transition = PushTransition()
      transition.takesDelegate = flow.faults.contains(.takesNavigationDelegate)
      let router = ScenarioRouter(name: flow.name, unwindTransition: transition, audit: audit)
      let (screen, _) = makeRoutedScreen(declaration, router: router, flow: flow, line: line)
      try open(router, showing: screen, animated: animated)
    case .handWritten:
      try startHandWritten(
        flow, parent: parent as! HandWrittenCoordinator, asSheet: false, animated: animated,
        line: line)
    case .scene:
      try startScene(flow, declaration, asSheet: false, animated: animated, line: line)
    }
  }

  private func startSheet(
    _ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int
  ) throws {
    let declaration = firstScreen(of: flow)
    switch flow.system {
    case .childArray:
      let parent = parent as! ChildArrayFlow
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      try parent.presentChild(
        makeChildArrayFlow(
          flow, on: navigation, isRoot: true, first: (screen, model), animated: animated,
          line: line),
        animated: animated)
    case .selfReleasing:
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      let coordinator = makeSelfReleasingFlow(
        flow, on: navigation, parent: parent, model: model, line: line)
      adopt(navigation, of: flow, owner: coordinator, line: line)
      try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
      try topContent().strict.present(navigation, animated: animated)
    case .router:
      let router = ScenarioRouter(
        name: flow.name, unwindTransition: ModalTransition(), audit: audit)
      let (screen, _) = makeRoutedScreen(declaration, router: router, flow: flow, line: line)
      let navigation = ownNavigation(of: flow, root: screen)
      adopt(navigation, of: flow, owner: router, line: line)
      try open(router, showing: navigation, animated: animated)
    case .handWritten:
      try startHandWritten(
        flow, parent: parent as! HandWrittenCoordinator, asSheet: true, animated: animated,
        line: line)
    case .scene:
      try startScene(flow, declaration, asSheet: true, animated: animated, line: line)
    }
  }

  /// A scene flow's first screen, shown by the one scene coordinator: pushed, or presented
  /// embedded in a navigation controller of its own.
  private func startScene(
    _ flow: Scenario.Flow, _ declaration: Scenario.Screen, asSheet: Bool, animated: Bool,
    line: Int
  ) throws {
    let coordinator = scene()
    let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
    model?.owner = coordinator
    try coordinator.transition(
      to: Scene(declaration.name, screen: screen, model: model, embedded: asSheet),
      using: asSheet ? .modal : .push, animated: animated)
    if asSheet { rememberNavigation(of: screen, flow: flow, line: line) }
  }

  /// A flow's first screen and view model, as the root of a navigation controller of the
  /// flow's own (`FlowNav`): a root, tab or sheet flow.
  func makeFirstScreenInItsNavigation(of flow: Scenario.Flow, line: Int) -> (
    ScenarioScreen, ScenarioModel?, NavigationController
  ) {
    let (screen, model) = makeScreen(firstScreen(of: flow), flowInstance: nil, line: line)
    return (screen, model, ownNavigation(of: flow, root: screen))
  }

  /// The navigation controller of a flow's own (`FlowNav`), with `root` as its root.
  func ownNavigation(of flow: Scenario.Flow, root: ViewController) -> NavigationController {
    NavigationController(rootViewController: root, title: "\(flow.name)Nav")
  }

  /// A child-array coordinator for a flow; `start()` shows its first screen, already made.
  private func makeChildArrayFlow(
    _ flow: Scenario.Flow, on navigation: NavigationController, isRoot: Bool,
    first: (screen: ScenarioScreen, model: ScenarioModel?), animated: Bool, line: Int
  ) -> ChildArrayFlow {
    let coordinator = ChildArrayFlow(
      name: flow.name, navigationController: navigation, isRoot: isRoot, audit: audit)
    configure(coordinator, faults: flow.faults)
    remember(coordinator, as: flow.name, line: line)
    // A root or sheet flow owns its navigation controller, and the kit registers it.
    if isRoot { remember(navigation, as: "\(flow.name)Nav", line: line) }
    first.model?.belong(to: coordinator)
    first.model?.weakOwner = coordinator
    coordinator.firstScreen = (first.screen, first.model, animated)
    return coordinator
  }

  /// A self-releasing coordinator for a flow, which its first screen's view model holds.
  private func makeSelfReleasingFlow(
    _ flow: Scenario.Flow, on navigation: NavigationController, parent: AnyObject?,
    model: ScenarioModel?, line: Int
  ) -> SelfReleasingFlow {
    let coordinator = SelfReleasingFlow(
      name: flow.name, navigationController: navigation, parent: parent as? SelfReleasingFlow,
      audit: audit)
    coordinator.holdsViewModelStrongly = flow.faults.contains(.holdsViewModelStrongly)
    remember(coordinator, as: flow.name, line: line)
    model?.belong(to: coordinator)
    model?.owner = coordinator
    coordinator.viewModel = model
    return coordinator
  }

  /// A router system screen: its router is held by its view model, or by the screen itself.
  private func makeRoutedScreen(
    _ declaration: Scenario.Screen, router: ScenarioRouter, flow: Scenario.Flow, line: Int
  ) -> (ScenarioScreen, ScenarioModel?) {
    router.holdsRootStrongly = flow.faults.contains(.holdsRootStrongly)
    remember(router, as: flow.name, line: line)
    let (screen, model) = makeScreen(declaration, flowInstance: router, line: line)
    if let model { model.owner = router } else { screen.router = router }
    router.setRoot(screen, viewModel: model)
    return (screen, model)
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
      try transition.open(target, from: try topContent(), animated: animated, onDismissed: nil)
    }
  }

  private func routerOfTopScreen() -> Router? {
    guard let screen = window.topViewController as? ScenarioScreen else { return nil }
    return (screen.viewModel?.owner as? Router) ?? screen.router
  }

  func push(_ declaration: Scenario.Screen, animated: Bool, line: Int) throws {
    let flow = scenario.flow(named: declaration.flow)!
    let instance = try started(flow.name)
    switch flow.system {
    case .childArray:
      let coordinator = instance as! ChildArrayFlow
      let (screen, model) = makeScreen(declaration, flowInstance: coordinator, line: line)
      model?.weakOwner = coordinator
      try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
    case .selfReleasing:
      let coordinator = instance as! SelfReleasingFlow
      let (screen, model) = makeScreen(declaration, flowInstance: coordinator, line: line)
      if let model, model.owner == nil { model.owner = coordinator }
      if coordinator.viewModel == nil { coordinator.viewModel = model }
      try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
    case .scene:
      let coordinator = scene()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
      if let model, model.owner == nil { model.owner = coordinator }
      try coordinator.transition(
        to: Scene(declaration.name, screen: screen, model: model, embedded: false), using: .push,
        animated: animated)
    case .handWritten:
      try pushHandWritten(
        declaration, on: instance as! HandWrittenCoordinator, animated: animated, line: line)
    case .router:
      preconditionFailure("router flows have one screen; the validator says so")
    }
  }

  func finish(_ flow: Scenario.Flow, animated: Bool) throws {
    // A flow's own code may finish it after the user has left it: it needs to exist, not to
    // be on screen.
    guard let instance = object(named: flow.name) else {
      throw RunnerError(
        code: .notStarted,
        message: "'\(flow.name)' does not exist: it was never started, or "
          + "it was released")
    }
    switch flow.system {
    case .childArray: (instance as! ChildArrayFlow).finish(animated: animated)
    case .handWritten: try (instance as! HandWrittenCoordinator).finish(animated: animated)
    case .router: try (instance as! ScenarioRouter).close(animated: animated)
    case .scene:
      let coordinator = scene()
      for _ in 0...scenario.screens(of: flow.name).count where isOnScreen(flow) {
        try coordinator.close(animated: animated)
        // A popped screen stays in the hierarchy until its animated pop ends: each close is a
        // turn of the main loop, as a user's tap on each close button would be.
        MainLoop.runUntilIdle()
      }
    case .selfReleasing:
      preconditionFailure("self-releasing flows have no finish; the validator says so")
    }
  }

  // MARK: Objects

  /// The scene coordinator, made (and held by the app) on first use.
  func scene() -> ScenarioSceneCoordinator {
    if let sceneCoordinator { return sceneCoordinator }
    let coordinator = ScenarioSceneCoordinator(name: "Scene", window: window, audit: audit)
    let faults = scenario.flows.filter { $0.system == .scene }.flatMap(\.faults)
    if faults.contains(.withoutDelegateFix) { coordinator.variant = .withoutDelegateFix }
    if faults.contains(.updatesOnWillShow) { coordinator.variant = .updatesOnWillShow }
    if faults.contains(.containerAsCurrent) { coordinator.variant = .containerAsCurrent }
    sceneCoordinator = coordinator
    remember(coordinator, as: "Scene", line: 0)
    return coordinator
  }

  /// A new screen, bound to its view model: the live one of the same flow instance if there is
  /// one (one view model for several screens), else a new one.
  func makeScreen(
    _ declaration: Scenario.Screen, flowInstance: AnyObject?, line: Int, binding: Bool = true
  ) -> (ScenarioScreen, ScenarioModel?) {
    let screen = ScenarioScreen(name: declaration.name)
    screen.takesNavigationDelegate = declaration.takesNavigationDelegate != nil
    remember(screen, as: declaration.name, line: line)
    guard let modelName = declaration.model else { return (screen, nil) }
    let model: ScenarioModel
    if let live = registry.latest(named: modelName) as? ScenarioModel,
      live.belongs(to: flowInstance)
    {
      model = live
    } else {
      model = ScenarioModel(name: modelName)
      remember(model, as: modelName, line: line)
      if let flowInstance { model.belong(to: flowInstance) }
    }
    if binding { screen.bind(viewModel: model) }
    return (screen, model)
  }

  /// Names the navigation controller a scene made around `screen` after its flow, `FlowNav`
  /// (the scene kit registered it).
  private func rememberNavigation(of screen: ScenarioScreen, flow: Scenario.Flow, line: Int) {
    guard let navigation = screen.navigationController else { return }
    remember(navigation, as: "\(flow.name)Nav", line: line)
  }

  /// Registers the navigation controller of a flow of its own (`FlowNav`) as part of the flow,
  /// for the systems whose kit does not, and names it.
  func adopt(
    _ navigation: NavigationController, of flow: Scenario.Flow, owner: AnyObject, line: Int
  ) {
    audit?.registerScreen(navigation, label: "\(flow.name)/\(flow.name)Nav", owner: owner)
    remember(navigation, as: "\(flow.name)Nav", line: line)
  }

  private func configure(_ coordinator: ChildArrayFlow, faults: [Scenario.Fault]) {
    for fault in faults {
      switch fault {
      case .noRemovalOnBack: coordinator.variant = .noRemovalOnBack
      case .removesOnlyLastChild: coordinator.variant = .removesOnlyLastChild
      case .finishesTwice: coordinator.variant = .finishesTwice
      case .childHeldWeakly: coordinator.variant = .childHeldWeakly
      case .finishesOnWillShow: coordinator.variant = .finishesOnWillShow
      default: break
      }
    }
  }

}

extension Scene {
  /// A scene made of a screen the runner already made; the scene binds it to its view model.
  @MainActor
  init(_ name: String, screen: ScenarioScreen, model: ScenarioModel?, embedded: Bool) {
    if let model {
      self.init(name, viewModel: model, inNavigationController: embedded) { screen }
    } else {
      self.init(name, inNavigationController: embedded) { screen }
    }
  }
}
