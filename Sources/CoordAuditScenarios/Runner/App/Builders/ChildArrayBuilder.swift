import CoordinatorTree

/// The child-array system's flows: each flow's coordinator is a ``ChildArrayFlow``, which its
/// parent keeps in its children and lets go of when the flow finishes (or, with a fault, does
/// not); its view models point at it weakly.
@MainActor
struct ChildArrayBuilder: FlowBuilder {
  let app: ScenarioApp

  var appHoldsTabRoots: Bool { true }

  func makeRoot(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) -> AnyObject {
    let coordinator = makeFlow(
      flow, on: navigation, isRoot: true, first: (screen, model), animated: false, line: line)
    app.holdRoot(coordinator, of: flow.name)
    return coordinator
  }

  func showFirstScreen(of root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?) throws {
    try (root as! ChildArrayFlow).start()
  }

  func startPushed(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    let parent = parent as! ChildArrayFlow
    let first = app.makeScreen(app.firstScreen(of: flow), flowInstance: nil, line: line)
    try parent.startChild(
      makeFlow(
        flow, on: parent.navigationController, isRoot: false, first: first, animated: animated,
        line: line))
  }

  func startSheet(_ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int) throws {
    let parent = parent as! ChildArrayFlow
    let (screen, model, navigation) = app.makeFirstScreenInItsNavigation(of: flow, line: line)
    try parent.presentChild(
      makeFlow(
        flow, on: navigation, isRoot: true, first: (screen, model), animated: animated,
        line: line),
      animated: animated)
  }

  func push(
    _ declaration: Scenario.Screen, on instance: AnyObject, animated: Bool, line: Int
  ) throws {
    let coordinator = instance as! ChildArrayFlow
    let (screen, model) = app.makeScreen(declaration, flowInstance: coordinator, line: line)
    model?.weakOwner = coordinator
    try coordinator.show(screen, label: screen.logName, viewModel: model, animated: animated)
  }

  func finish(_ flow: Scenario.Flow, instance: AnyObject, animated: Bool) throws {
    (instance as! ChildArrayFlow).finish(animated: animated)
  }

  /// A child-array coordinator for a flow; `start()` shows its first screen, already made.
  private func makeFlow(
    _ flow: Scenario.Flow, on navigation: NavigationController, isRoot: Bool,
    first: (screen: ScenarioScreen, model: ScenarioModel?), animated: Bool, line: Int
  ) -> ChildArrayFlow {
    let coordinator = ChildArrayFlow(
      name: flow.name, navigationController: navigation, isRoot: isRoot, audit: app.audit)
    configure(coordinator, faults: flow.faults)
    app.remember(coordinator, as: flow.name, line: line)
    // A root or sheet flow owns its navigation controller, and the kit registers it.
    if isRoot { app.remember(navigation, as: "\(flow.name)Nav", line: line) }
    first.model?.belong(to: coordinator)
    first.model?.weakOwner = coordinator
    coordinator.firstScreen = (first.screen, first.model, animated)
    return coordinator
  }

  /// Gives the coordinator the variant its flow's faults name.
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
