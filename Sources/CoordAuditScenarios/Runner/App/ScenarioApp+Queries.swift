import CoordinatorTree

/// What the app shows now: the queries actions and exploration ask of the window.
extension ScenarioApp {
  /// The live screen of a declared name, if it is in the window's hierarchy.
  ///
  /// - Throws: ``RunnerError/Code/notStarted`` when it is not on screen.
  func screen(_ name: String) throws -> ScenarioScreen {
    guard let screen = latest(named: name) as? ScenarioScreen, isInWindow(screen) else {
      throw RunnerError(code: .notStarted, message: "'\(name)' is not on screen")
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

  /// Whether any screen of the flow is in the window's hierarchy.
  func isOnScreen(_ flow: Scenario.Flow) -> Bool {
    scenario.screens(of: flow.name).contains { declaration in
      guard let screen = latest(named: declaration.name) as? ViewController else {
        return false
      }
      return isInWindow(screen)
    }
  }

  /// Whether a view controller is in the window's hierarchy (see the model's `isShown(in:)`).
  func isInWindow(_ viewController: ViewController) -> Bool {
    viewController.isShown(in: window)
  }
}
