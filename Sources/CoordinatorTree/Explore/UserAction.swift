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
  /// A bar button of the navigation bar on top, at this index of
  /// ``Window/barButtonItemsOnScreen`` (left, then right).
  case tapBarButton(Int)
  /// Something a view of the screen on top offers (a button, a row, a tap gesture), at its
  /// place in ``Window/userInteractionsOnScreen``, with what the user does.
  case interact(path: [Int], description: String)
}

extension Window {
  /// The user actions that apply now, in a fixed order: on the top navigation controller,
  /// while the bar shows a back button, a back tap, a back-menu jump to each earlier screen, a
  /// finished and a cancelled swipe; a swipe down of the top sheet unless it is modal in
  /// presentation; a tap on each tab of the tab bar the user sees (see
  /// ``visibleTabBarController``) while it is shown; a tap on each enabled bar button of the
  /// navigation bar on top (see ``barButtonItemsOnScreen``); what the views of the screen on
  /// top offer (see ``userInteractionsOnScreen``).
  ///
  /// Only what the user can do is offered: an action offered here and refused by the model
  /// would be reported by exploration as the app's error.
  package var userActions: [UserAction] {
    var result = navigationUserActions
    result += barButtonItemsOnScreen.indices.map { .tapBarButton($0) }
    result += userInteractionsOnScreen.map {
      .interact(path: $0.path, description: $0.interaction.description)
    }
    return result
  }

  /// The user actions of the containers, in ``userActions``' order: back taps, jumps and
  /// swipes, the swipe down of a sheet, tab taps; neither bar buttons nor what views offer,
  /// which only a walk of the screen's views finds (scenario files declare none).
  package var navigationUserActions: [UserAction] {
    var result: [UserAction] = []
    if let navigation = topNavigationController, navigation.viewControllers.count > 1 {
      let top = navigation.viewControllers[navigation.viewControllers.count - 1]
      // UIKit also turns the swipe back off where the back button is hidden or replaced, or
      // the bar hidden (apps report it, and re-enable it through the gesture's delegate, which
      // the model does not have): exploration does not swipe there.
      if !navigation.isNavigationBarHidden, top.madeNavigationItem?.showsBackButton ?? true {
        result.append(.tapBack)
        result += navigation.viewControllers.indices.dropLast().map { .jumpBack(toIndex: $0) }
        result += [.swipeBack, .swipeBackAndCancel]
      }
    }
    if let sheet = topPresentation, sheet.modalPresentationStyle.isSheet,
      !sheet.isModalInPresentation, !sheet.contentViewController.isModalInPresentation
    {
      result.append(.swipeDown)
    }
    if let tabs = visibleTabBarController, tabs.isTabBarShown {
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
    case .tapBarButton(let index):
      let items = barButtonItemsOnScreen
      guard items.indices.contains(index) else {
        throw NavigationError(.notOnScreen, "The navigation bar on top has no button \(index).")
      }
      try userTapsBarButton(items[index])
    case .interact(let path, let description):
      try performUserInteraction(at: path, description: description)
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
