import CoordinatorTree

/// The scene system's flows: one ``ScenarioSceneCoordinator`` for all of them, which the app
/// holds and which shows every screen as a scene (pushed, presented embedded in a navigation
/// controller of its own, or as the window's root or tabs); each view model holds it.
@MainActor
struct SceneBuilder: FlowBuilder {
  let app: ScenarioApp

  var appHoldsTabRoots: Bool { false }

  /// The scene coordinator, configured as the scenario's scene flows' faults say; the app makes
  /// it once (``ScenarioApp/scene()``).
  func makeCoordinator() -> ScenarioSceneCoordinator {
    let coordinator = ScenarioSceneCoordinator(name: "Scene", window: app.window, audit: app.audit)
    let faults = app.scenario.flows.filter { $0.system == .scene }.flatMap(\.faults)
    if faults.contains(.withoutDelegateFix) { coordinator.variant = .withoutDelegateFix }
    if faults.contains(.updatesOnWillShow) { coordinator.variant = .updatesOnWillShow }
    if faults.contains(.containerAsCurrent) { coordinator.variant = .containerAsCurrent }
    return coordinator
  }

  /// Shows a root flow's first screen as the window's root, embedded in a navigation controller
  /// of its own; the app lets go of the root flows it held.
  func startRoot(_ flow: Scenario.Flow, line: Int) throws {
    try show(flow, using: .root, embedded: true, animated: false, line: line)
    app.logOut(keeping: nil)
  }

  /// Shows the tab flows' first screens as the window's root tab bar controller, each embedded
  /// in a navigation controller of its own; the app lets go of the root flows it held.
  ///
  /// - Parameters:
  ///   - tabs: The scenario's tab flows, in declaration order.
  ///   - line: The line of the statement that starts them.
  /// - Throws: The navigation model's `NavigationError` for a transition it refuses.
  func startTabs(_ tabs: [Scenario.Flow], line: Int) throws {
    let coordinator = app.scene()
    var scenes: [Scene] = []
    var screens: [(ScenarioScreen, Scenario.Flow)] = []
    for flow in tabs {
      let declaration = app.firstScreen(of: flow)
      let (screen, model) = app.makeScreen(
        declaration, flowInstance: nil, line: line, binding: false)
      model?.owner = coordinator
      scenes.append(Scene(declaration.name, screen: screen, model: model, embedded: true))
      screens.append((screen, flow))
    }
    try coordinator.transition(to: .tabs("Tabs", scenes), using: .root, animated: false)
    for (screen, flow) in screens { rememberNavigation(of: screen, flow: flow, line: line) }
    if let tabBar = app.window.rootViewController { app.remember(tabBar, as: "Tabs", line: line) }
    app.logOut(keeping: nil)
  }

  func makeRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) -> AnyObject {
    preconditionFailure("scene flows are started by the scene coordinator")
  }

  func showFirstScreen(of root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?) throws {
    preconditionFailure("scene flows are started by the scene coordinator")
  }

  func startPushed(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    try show(flow, using: .push, embedded: false, animated: animated, line: line)
  }

  func startSheet(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    try show(flow, using: .modal, embedded: true, animated: animated, line: line)
  }

  func push(
    _ declaration: Scenario.Screen, on instance: AnyObject, animated: Bool, line: Int
  ) throws {
    let coordinator = app.scene()
    let (screen, model) = app.makeScreen(
      declaration, flowInstance: nil, line: line, binding: false)
    if let model, model.owner == nil { model.owner = coordinator }
    try coordinator.transition(
      to: Scene(declaration.name, screen: screen, model: model, embedded: false), using: .push,
      animated: animated)
  }

  func finish(_ flow: Scenario.Flow, instance: AnyObject, animated: Bool) throws {
    let coordinator = app.scene()
    for _ in 0...app.scenario.screens(of: flow.name).count where app.isOnScreen(flow) {
      try coordinator.close(animated: animated)
      // A popped screen stays in the hierarchy until its animated pop ends: each close is a
      // turn of the main loop, as a user's tap on each close button would be.
      MainLoop.runUntilIdle()
    }
  }

  /// A scene flow's first screen, shown by the one scene coordinator: as the window's root,
  /// pushed, or presented; embedded in a navigation controller of its own, which is named after
  /// the flow.
  private func show(
    _ flow: Scenario.Flow, using style: TransitionStyle, embedded: Bool, animated: Bool,
    line: Int
  ) throws {
    let declaration = app.firstScreen(of: flow)
    let coordinator = app.scene()
    let (screen, model) = app.makeScreen(
      declaration, flowInstance: nil, line: line, binding: false)
    model?.owner = coordinator
    try coordinator.transition(
      to: Scene(declaration.name, screen: screen, model: model, embedded: embedded),
      using: style, animated: animated)
    if embedded { rememberNavigation(of: screen, flow: flow, line: line) }
  }

  /// Names the navigation controller a scene made around `screen` after its flow, `FlowNav`
  /// (the scene kit registered it).
  private func rememberNavigation(of screen: ScenarioScreen, flow: Scenario.Flow, line: Int) {
    guard let navigation = screen.navigationController else { return }
    app.remember(navigation, as: "\(flow.name)Nav", line: line)
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
