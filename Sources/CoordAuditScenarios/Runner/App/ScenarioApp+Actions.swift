import CoordinatorTree

/// What each action of the scenario language does to the app: app code calls the kits or the
/// model directly; the user's actions bypass every coordinator.
extension ScenarioApp {
  func perform(_ action: Scenario.Action, line: Int) throws {
    switch action {
    case .start(let name, let animated), .present(let name, let animated):
      try start(scenario.flow(named: name.text)!, animated: animated, line: line)
    case .replaceRoot(let name):
      try start(scenario.flow(named: name.text)!, animated: false, line: line)
    case .startTabs:
      try startTabs(line: line)
    case .startAnother(let name, let animated):
      try HandWrittenBuilder(app: self).startAnother(
        scenario.flow(named: name.text)!, animated: animated, line: line)
    case .push(let name, let animated):
      try push(scenario.screen(named: name.text)!, animated: animated, line: line)
    case .finish(let name, let animated), .dismissFlow(let name, let animated):
      // Its own code closes its sheet; what it presented above goes with it.
      try finish(name, animated: animated)
    case .pop(let animated):
      let navigation = try topNavigation()
      guard navigation.popViewController(animated: animated) != nil else {
        throw NavigationError(
          .nothingToPop,
          "Cannot pop: '\(navigation.logName)' shows only its first screen, "
            + "'\(navigation.topViewController?.logName ?? "")'.")
      }
    case .popTo(let name, let animated):
      try topNavigation().strict.popToViewController(try screen(name), animated: animated)
    case .popToRoot(let animated):
      let navigation = try topNavigation()
      if try navigation.strict.popToRootViewController(animated: animated).isEmpty {
        throw NavigationError(
          .nothingToPop,
          "Cannot pop to root: '\(navigation.logName)' shows only its first screen, "
            + "'\(navigation.topViewController?.logName ?? "")'.")
      }
    case .setStack(let names, let animated):
      try topNavigation().strict.setViewControllers(
        try names.map { try screen($0) }, animated: animated)
    case .dismiss(let animated):
      var top = window.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      guard let top else {
        throw NavigationError(.nothingToDismiss, "Cannot dismiss: the window shows nothing.")
      }
      try top.strict.dismiss(animated: animated)
    case .selectTab(let index):
      try tabBar().select(index: index)
    case .userTapsBack:
      try topNavigation().userTapsBack()
    case .userJumpsBack(let name):
      try topNavigation().userJumpsBack(to: try screen(name))
    case .userSwipesBack:
      try topNavigation().userSwipesBack()
    case .userSwipesBackAndCancels:
      try topNavigation().userSwipesBackButCancels()
    case .userSwipesDown:
      guard let top = window.topViewController else {
        throw NavigationError(
          .nothingToDismiss, "The user cannot swipe down: the window shows nothing.")
      }
      try top.userSwipesDownSheet()
    case .userTapsTab(let index):
      try tabBar().userTapsTab(at: index)
    }
  }

}
