import CoordinatorTree

/// What every system's flows are made of, made the same way: screens and their view models,
/// and a flow's own navigation controller.
extension ScenarioApp {
  /// The declaration of a flow's first screen.
  func firstScreen(of flow: Scenario.Flow) -> Scenario.Screen {
    scenario.screens(of: flow.name)[0]
  }

  /// A new screen, bound to its view model: the live one of the same flow instance if there is
  /// one (one view model for several screens), else a new one.
  ///
  /// - Parameters:
  ///   - declaration: The screen.
  ///   - flowInstance: The flow instance it is made for; `nil` for a flow's first screen, made
  ///     before its flow.
  ///   - line: The line of the statement that makes it.
  ///   - binding: Whether to bind the screen to its view model (a scene binds its own).
  /// - Returns: The screen, and its view model if it has one.
  func makeScreen(
    _ declaration: Scenario.Screen, flowInstance: AnyObject?, line: Int, binding: Bool = true
  ) -> (ScenarioScreen, ScenarioModel?) {
    let screen = ScenarioScreen(name: declaration.name)
    screen.takesNavigationDelegate = declaration.takesNavigationDelegate != nil
    screen.flowInstance = flowInstance
    remember(screen, as: declaration.name, line: line)
    guard let modelName = declaration.model else { return (screen, nil) }
    let model: ScenarioModel
    // The newest live view model of the name that belongs to this flow instance: with several
    // instances of the flow, the newest of the name may be another instance's.
    if let live = liveObjects(named: modelName).last(where: {
      ($0 as? ScenarioModel)?.belongs(to: flowInstance) == true
    }) as? ScenarioModel {
      model = live
    } else {
      model = ScenarioModel(name: modelName)
      remember(model, as: modelName, line: line)
      if let flowInstance { model.belong(to: flowInstance) }
    }
    if binding { screen.bind(viewModel: model) }
    return (screen, model)
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

  /// Registers the navigation controller of a flow of its own (`FlowNav`) as part of the flow,
  /// for the systems whose kit does not, and names it.
  func adopt(
    _ navigation: NavigationController, of flow: Scenario.Flow, owner: AnyObject, line: Int
  ) {
    audit?.registerScreen(navigation, label: "\(flow.name)/\(flow.name)Nav", owner: owner)
    remember(navigation, as: "\(flow.name)Nav", line: line)
  }
}
