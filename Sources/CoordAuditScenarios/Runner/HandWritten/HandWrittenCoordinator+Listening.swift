import CoordinatorTree

/// What a hand-written coordinator hears, and how each ``Scenario/Wiring/Event`` ends its
/// flow.
///
/// The navigation controller has one delegate. The coordinator that holds the slot hears every
/// transition and tells its children on the same navigation controller, deepest first, as a
/// parent that forwards to its children does (unless it took the slot `when unset`: then it
/// checks its own screens alone); a coordinator that does not hold the slot (a screen or
/// another coordinator took it) hears nothing.
extension HandWrittenCoordinator: NavigationControllerDelegate,
  AdaptivePresentationControllerDelegate
{
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    heardWillShow(viewController, in: navigationController)
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    heardDidShow(viewController, in: navigationController)
  }

  /// The user swiped its sheet down (never called for a programmatic dismiss).
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    if wiring.events.contains(.sheetSwipeDown) { didFinish() }
  }

  /// Its children on the same navigation controller, which it tells of every transition; none
  /// for a coordinator that took the slot only because it was empty: it checks its own
  /// screens alone.
  private func children(sharing navigation: NavigationController) -> [HandWrittenCoordinator] {
    guard wiring.takesDelegate != .whenUnset else { return [] }
    return children.filter { $0.navigationController === navigation && !$0.ownsNavigation }
  }

  private func heardWillShow(_ shown: ViewController, in navigation: NavigationController) {
    for child in children(sharing: navigation) { child.heardWillShow(shown, in: navigation) }
    guard parent != nil, wiring.events.contains(.willShow), let first = firstScreen else {
      return
    }
    // `willShow` comes before the stack changes for a swipe, after for a programmatic pop:
    // a screen below the first one about to show means the flow is leaving.
    let stack = navigation.viewControllers
    guard let firstIndex = stack.firstIndex(where: { $0 === first }) else {
      didFinish()
      return
    }
    if let shownIndex = stack.firstIndex(where: { $0 === shown }), shownIndex < firstIndex {
      didFinish()
    }
  }

  private func heardDidShow(_ shown: ViewController, in navigation: NavigationController) {
    for child in children(sharing: navigation) { child.heardDidShow(shown, in: navigation) }
    // XCoordinator's sweep: children whose view controller is no longer in the hierarchy.
    for child in children
    where child.wiring.events.contains(.sweep)
      && !(child.identifyingScreen.map(isInWindow) ?? false)
    {
      remove(child)
    }
    guard parent != nil else { return }
    let stack = navigation.viewControllers
    if wiring.events.contains(.didShow),
      !(firstScreen.map { first in stack.contains { $0 === first } } ?? false)
    {
      didFinish()
    }
    // The copied fix: the `.from` view controller of the transition coordinator, which a
    // transition that is not animated does not have.
    if wiring.events.contains(.didShowFrom),
      let from = navigation.transitionCoordinator?.viewController(forKey: .from),
      from === firstScreen, !stack.contains(where: { $0 === from })
    {
      didFinish()
    }
  }

  /// The view controller a sweep checks: its first screen, or the navigation controller it
  /// was given.
  private var identifyingScreen: ViewController? {
    switch wiring.identity {
    case .firstScreen: firstScreen
    case .navigation: navigationController
    }
  }

  /// Its first screen is about to disappear.
  func screenWillDisappear(_ screen: ScenarioScreen) {
    if wiring.events.contains(.viewWillDisappear),
      screen.isMovingFromParent || screen.isBeingDismissed
    {
      didFinish()
    }
  }

  /// Its first screen disappeared.
  func screenDidDisappear(_ screen: ScenarioScreen) {
    if wiring.events.contains(.viewDidDisappear),
      screen.isMovingFromParent || screen.isBeingDismissed
    {
      didFinish()
    }
  }
}
