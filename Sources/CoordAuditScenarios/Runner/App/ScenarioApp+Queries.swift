import CoordinatorTree

/// What the app shows now: the queries actions and exploration ask of the window.
extension ScenarioApp {
  /// The live screen a name in a statement means, if it is in the window's hierarchy: the
  /// numbered instance, or the top-most of its name (see ``shownScreen(_:)``).
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when it is not on screen.
  func screen(_ name: Scenario.Name) throws -> ScenarioScreen {
    guard let screen = shownScreen(name) else {
      if name.instance != nil, instance(named: name.text, number: name.instance!) == nil {
        throw missingInstance(name)
      }
      throw RunnerError(code: .notStarted, message: "\(quoted(name)) is not on screen")
    }
    return screen
  }

  /// The navigation controller of the top-most content screen.
  ///
  /// - Throws: ``NavigationError/Code/navigationControllerMissing`` when it is in none.
  func topNavigation() throws -> NavigationController {
    guard let navigation = window.topViewController?.navigationController else {
      throw NavigationError(
        .navigationControllerMissing,
        "No navigation controller shows the top screen, "
          + "'\(window.topViewController?.logName ?? "none")'.")
    }
    return navigation
  }

  /// The top-most content screen of the window.
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when the window shows nothing.
  func topContent() throws -> ViewController {
    guard let top = window.topViewController else {
      throw RunnerError(code: .notStarted, message: "the window shows nothing yet")
    }
    return top
  }

  /// The window's tab bar controller.
  ///
  /// - Throws: ``RunnerError/Code/noTabBar`` when the window's root is not one.
  func tabBar() throws -> TabBarController {
    guard let tabs = window.rootViewController as? TabBarController else {
      throw RunnerError(code: .noTabBar, message: "the window's root is not a tab bar controller")
    }
    return tabs
  }

  /// Whether a screen of the flow, of any of its instances, is in the window's hierarchy.
  func isOnScreen(_ flow: Scenario.Flow) -> Bool {
    if let known = queryMemo?.onScreen[flow.name] { return known }
    let answer = scenario.screens(of: flow.name).contains { declaration in
      liveObjects(named: declaration.name).contains { object in
        (object as? ViewController).map(isInWindow) ?? false
      }
    }
    queryMemo?.onScreen[flow.name] = answer
    return answer
  }

  /// Whether a view controller is in the window's hierarchy (see the model's `isShown(in:)`).
  func isInWindow(_ viewController: ViewController) -> Bool {
    viewController.isShown(in: window)
  }
}
