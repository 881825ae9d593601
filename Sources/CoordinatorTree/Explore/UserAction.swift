/// Something the user can do to the app, bypassing every coordinator: what exploration plays.
package enum UserAction: Hashable, Sendable {
  /// The back button of the top navigation controller.
  case tapBack
  /// The back button's menu: back to the screen at this index of the top navigation stack.
  case jumpBack(toIndex: Int)
  /// An interactive swipe back, finished.
  case swipeBack
  /// An interactive swipe back, let go early.
  case swipeBackAndCancel
  /// The top sheet swiped down.
  case swipeDown
  /// A tab, the selected one too.
  case tapTab(Int)
}

extension Window {
  /// The user actions that apply now, in a fixed order: on the top navigation controller a
  /// back tap, a back-menu jump to each earlier screen, a finished and a cancelled swipe; a
  /// swipe down of the top sheet unless it is modal in presentation; a tap on each tab of the
  /// tab bar the user sees (see ``visibleTabBarController``).
  package var userActions: [UserAction] {
    var result: [UserAction] = []
    if let navigation = topNavigationController, navigation.viewControllers.count > 1 {
      result.append(.tapBack)
      result += navigation.viewControllers.indices.dropLast().map { .jumpBack(toIndex: $0) }
      result += [.swipeBack, .swipeBackAndCancel]
    }
    if let sheet = topPresentation, sheet.modalPresentationStyle.isSheet,
      !sheet.isModalInPresentation, !sheet.contentViewController.isModalInPresentation
    {
      result.append(.swipeDown)
    }
    if let tabs = visibleTabBarController {
      result += (tabs.viewControllers ?? []).indices.map { .tapTab($0) }
    }
    return result
  }

  /// Performs a user action.
  ///
  /// - Parameter action: One of ``userActions``.
  /// - Throws: The model's ``NavigationError`` when the action does not apply.
  package func perform(_ action: UserAction) throws(NavigationError) {
    let navigation = topNavigationController
    switch action {
    case .tapBack: try require(navigation).userTapsBack()
    case .jumpBack(let index):
      let navigation = try require(navigation)
      guard navigation.viewControllers.indices.contains(index) else {
        throw NavigationError(
          .notOnStack, "The back menu of '\(navigation.logName)' has no screen \(index).")
      }
      try navigation.userJumpsBack(to: navigation.viewControllers[index])
    case .swipeBack: try require(navigation).userSwipesBack()
    case .swipeBackAndCancel: try require(navigation).userSwipesBackButCancels()
    case .swipeDown:
      guard let top = topViewController else {
        throw NavigationError(.nothingToDismiss, "The user cannot swipe down: nothing is shown.")
      }
      try top.userSwipesDownSheet()
    case .tapTab(let index):
      guard let tabs = visibleTabBarController else {
        throw NavigationError(.indexOutOfRange, "The window shows no tabs to tap.")
      }
      try tabs.userTapsTab(at: index)
    }
  }

  /// The tab bar the user sees: the nearest tab bar controller above the top-most content,
  /// the window's root or one on a navigation stack, when no presentation covers it.
  package var visibleTabBarController: TabBarController? {
    topViewController?.tabBarController
  }

  /// The navigation controller of the top-most content screen, if it is in one.
  package var topNavigationController: NavigationController? {
    topViewController?.navigationController
  }

  /// The top-most presented view controller (a presentation's container), if any.
  package var topPresentation: ViewController? {
    guard var top = rootViewController, top.presented != nil else { return nil }
    while let presented = top.presented { top = presented }
    return top
  }

  private func require(_ navigation: NavigationController?) throws(NavigationError)
    -> NavigationController
  {
    guard let navigation else {
      throw NavigationError(
        .navigationControllerMissing, "The top screen is in no navigation controller.")
    }
    return navigation
  }
}
