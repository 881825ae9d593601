import CoordinatorTree

/// The self-releasing system's flows: each flow's coordinator is a ``SelfReleasingFlow``, which
/// its first screen's view model holds, so that it goes when its screens go; it has no finish.
@MainActor
struct SelfReleasingBuilder: FlowBuilder {
  let app: ScenarioApp

  var appHoldsTabRoots: Bool { true }

  func makeRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) -> AnyObject {
    let coordinator = makeFlow(flow, on: navigation, parent: nil, model: model, line: line)
    app.adopt(navigation, of: flow, owner: coordinator, line: line)
    app.holdRoot(coordinator, of: flow.name)
    return coordinator
  }

  func showFirstScreen(of root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?) throws {
    try (root as! SelfReleasingFlow).show(
      screen, label: screen.logName, viewModel: model, animated: false)
  }

  func startPushed(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    let navigation = try app.topNavigation()
    let (screen, model) = app.makeScreen(app.firstScreen(of: flow), flowInstance: nil, line: line)
    let coordinator = makeFlow(flow, on: navigation, parent: parent, model: model, line: line)
    try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
  }

  func startSheet(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    let (screen, model, navigation) = app.makeFirstScreenInItsNavigation(of: flow, line: line)
    let coordinator = makeFlow(flow, on: navigation, parent: parent, model: model, line: line)
    app.adopt(navigation, of: flow, owner: coordinator, line: line)
    try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
    try app.topContent().strict.present(navigation, animated: animated)
  }

  func push(
    _ declaration: Scenario.Screen, on instance: AnyObject, animated: Bool, line: Int
  ) throws {
    let coordinator = instance as! SelfReleasingFlow
    let (screen, model) = app.makeScreen(declaration, flowInstance: coordinator, line: line)
    if let model, model.owner == nil { model.owner = coordinator }
    if coordinator.viewModel == nil { coordinator.viewModel = model }
    try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
  }

  func finish(_ flow: Scenario.Flow, instance: AnyObject, animated: Bool) throws {
    preconditionFailure("self-releasing flows have no finish; the validator says so")
  }

  /// A self-releasing coordinator for a flow, which its first screen's view model holds.
  private func makeFlow(
    _ flow: Scenario.Flow, on navigation: NavigationController, parent: AnyObject?,
    model: ScenarioModel?, line: Int
  ) -> SelfReleasingFlow {
    let coordinator = SelfReleasingFlow(
      name: flow.name, navigationController: navigation, parent: parent as? SelfReleasingFlow,
      audit: app.audit)
    coordinator.holdsViewModelStrongly = flow.faults.contains(.holdsViewModelStrongly)
    app.remember(coordinator, as: flow.name, line: line)
    model?.belong(to: coordinator)
    model?.owner = coordinator
    coordinator.viewModel = model
    return coordinator
  }
}
