import CoordinatorTree

/// Which instance a name in a statement means, when the app made several: the flows started
/// again (`start another`, a loop), the screens of each.
///
/// A name alone means the live instance whose screen is the top-most of its name in the
/// window: the flow whose screen the user sees on top of its stack, the screen nearest the top.
/// When none is on screen, it means the newest live instance (a flow's own code may finish it
/// after the user has left it). A name with a number (`dismiss Compose 2`) means the Nth
/// instance the run made, from 1:
///
/// ```text
/// start Attachment          # Attachment 1
/// start another Attachment  # Attachment 2, on top
/// user taps back            # Attachment 2 goes
/// start Sender              # from Attachment 1: its screen is on top
/// ```
///
/// Messages name an instance with its number whenever the run made more than one of its name
/// (`'Attachment 2' is not on screen`).
extension ScenarioApp {
  /// The scenario's screens in the window's hierarchy, from the bottom up: each container's
  /// children in order (a stack from its root to its top, tabs in order), then what the
  /// container presents.
  func shownScreens() -> [ScenarioScreen] {
    var screens: [ScenarioScreen] = []
    func visit(_ viewController: ViewController) {
      if let screen = viewController as? ScenarioScreen { screens.append(screen) }
      for child in viewController.children { visit(child) }
      // What a container presents is told by the containment root alone.
      if viewController.parent == nil, let presented = viewController.presentedViewController {
        visit(presented)
      }
    }
    if let root = window.rootViewController { visit(root) }
    return screens
  }

  /// The flow a screen belongs to.
  func flow(of screen: ScenarioScreen) -> Scenario.Flow? {
    scenario.screen(named: screen.declaredName).flatMap { scenario.flow(named: $0.flow) }
  }

  /// The top-most screen in the window of some instance of `flow`, and the instance that shows
  /// it (the scene coordinator for a scene flow; `nil` when that instance is gone).
  func topShown(of flow: Scenario.Flow) -> (screen: ScenarioScreen, instance: AnyObject?)? {
    guard let screen = shownScreens(of: flow).last else { return nil }
    return (screen, flow.system == .scene ? object(named: flow.name) : screen.flowInstance)
  }

  /// The screens in the window of every instance of `flow`, from the bottom up.
  func shownScreens(of flow: Scenario.Flow) -> [ScenarioScreen] {
    shownScreens(named: scenario.screens(of: flow.name).map(\.name))
  }

  /// The screens in the window of these declared names, from the bottom up.
  ///
  /// Found from the names' own live instances, so that a step costs what it changes, not what
  /// is alive: most often one of them is in the window, or none; only when several are does
  /// their order take a walk of the whole window (``shownScreens()``).
  ///
  /// - Parameter names: Declared screen names.
  /// - Returns: The screens, bottom to top.
  func shownScreens(named names: [String]) -> [ScenarioScreen] {
    var found: [ScenarioScreen] = []
    for name in names {
      for case let screen as ScenarioScreen in liveObjects(named: name) where isInWindow(screen) {
        found.append(screen)
      }
    }
    guard found.count > 1 else { return found }
    let candidates = Set(found.map(ObjectIdentifier.init))
    return shownScreens().filter { candidates.contains(ObjectIdentifier($0)) }
  }

  /// The live instance of a flow that a name in a statement means: by its number, or the one
  /// whose screen is the top-most of the flow's in the window, or, with none on screen, the
  /// newest; a scene flow's is the scene coordinator.
  func instance(of name: Scenario.Name) -> AnyObject? {
    if let flow = scenario.flow(named: name.text), flow.system == .scene {
      return object(named: name.text)
    }
    if let number = name.instance { return instance(named: name.text, number: number) }
    if let flow = scenario.flow(named: name.text), let shown = topShown(of: flow) {
      return shown.instance
    }
    return latest(named: name.text)
  }

  /// The live screen a name in a statement means, if it is in the window: by its number, or
  /// the top-most of its name.
  func shownScreen(_ name: Scenario.Name) -> ScenarioScreen? {
    if let number = name.instance {
      guard let screen = instance(named: name.text, number: number) as? ScenarioScreen,
        isInWindow(screen)
      else { return nil }
      return screen
    }
    return shownScreens(named: [name.text]).last
  }

  /// The instance's name as messages write it: with its number when the run made more than one
  /// of its name (`'Attachment 2'`), else alone (`'Attachment'`).
  ///
  /// - Parameters:
  ///   - name: The declared name.
  ///   - object: A live instance of it, if one is meant.
  /// - Returns: The quoted name.
  func quoted(_ name: String, _ object: AnyObject?) -> String {
    guard let object, madeCount(named: name) > 1, let number = number(of: object, named: name)
    else { return "'\(name)'" }
    return "'\(name) \(number)'"
  }

  /// A name as a statement wrote it, quoted.
  ///
  /// - Parameter name: The name, with its number if the statement gave one.
  /// - Returns: `'Compose 2'`, `'Compose'`.
  func quoted(_ name: Scenario.Name) -> String {
    "'\(name.written)'"
  }

  /// Why the instance a numbered name means cannot be acted on: it was never made, or it was
  /// released.
  func missingInstance(_ name: Scenario.Name) -> RunnerError {
    let made = madeCount(named: name.text)
    let number = name.instance ?? 0
    return RunnerError(
      code: .notStarted,
      message: number > made
        ? "'\(name.written)' does not exist: the run made "
          + (made == 0 ? "no '\(name.text)'" : "\(made) of '\(name.text)' so far")
        : "'\(name.written)' does not exist any more: it was released")
  }
}
