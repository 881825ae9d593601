extension NavigationController {
  /// The user taps the back button: the top view controller is popped, animated, without any
  /// app code being asked first.
  ///
  /// - Throws: ``NavigationError/Code/nothingToPop`` at the root or while there is no back
  ///   button (the top view controller's ``NavigationItem/hidesBackButton`` is set, or its left
  ///   bar buttons replace the back button), ``NavigationError/Code/notOnScreen`` while the
  ///   navigation bar is hidden, or ``NavigationError/Code/transitionInProgress``.
  public func userTapsBack() throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireNoInteractiveTransition("tap back")
    try requireSomethingToPop("tap back")
    if let top = topViewController, !top.navigationItem.showsBackButton {
      let why =
        top.navigationItem.hidesBackButton
        ? "hides the back button (navigationItem.hidesBackButton)"
        : "has left bar button items, which replace the back button "
          + "(navigationItem.leftItemsSupplementBackButton is false)"
      throw NavigationError(
        .nothingToPop,
        "The user cannot tap back on '\(logName)': '\(top.logName)' \(why). Pop from code "
          + "instead.")
    }
    if isNavigationBarHidden {
      throw NavigationError(
        .notOnScreen,
        "The user cannot tap back on '\(logName)': its navigation bar is hidden "
          + "(isNavigationBarHidden). Pop from code instead.")
    }
    hostWindow?.log.append(Event("userTapsBack", [logName]))
    transition(.popTo(count: stack.count - 1), animated: true)
  }

  /// The user long-presses the back button and picks an earlier screen: everything above it
  /// is popped at once, animated.
  ///
  /// - Parameter viewController: A view controller below the top of the stack.
  /// - Throws: ``NavigationError/Code/notOnStack`` when it is not below the top,
  ///   or ``NavigationError/Code/transitionInProgress``.
  public func userJumpsBack(to viewController: ViewController) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireNoInteractiveTransition("jump back")
    guard let index = viewControllers.dropLast().firstIndex(where: { $0 === viewController })
    else {
      throw NavigationError(
        .notOnStack,
        "The back menu of '\(logName)' has no '\(viewController.logName)': it lists only the "
          + "screens below the top (\(viewControllers.dropLast().map(\.logName).joined(separator: ", ")))."
      )
    }
    hostWindow?.log.append(Event("userJumpsBack", [logName, viewController.logName]))
    transition(.popTo(count: index + 1), animated: true)
  }

  /// The user starts an interactive swipe back from the screen's edge.
  ///
  /// The swipe starts like a pop: the top view controller gets `willMove(toParent: nil)` and
  /// `viewWillDisappear`, the one below `viewWillAppear`, and the delegate's `willShow`. The
  /// stack changes only when the swipe finishes. Until then other navigation throws
  /// ``NavigationError/Code/transitionInProgress``.
  ///
  /// - Returns: The swipe, to finish or cancel.
  /// - Throws: ``NavigationError/Code/nothingToPop`` at the root, or
  ///   ``NavigationError/Code/transitionInProgress``.
  public func userBeginsSwipeBack() throws(NavigationError) -> InteractiveSwipe {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireNoInteractiveTransition("swipe back")
    try requireSomethingToPop("swipe back")
    let from = viewControllers[viewControllers.count - 1]
    let to = viewControllers[viewControllers.count - 2]
    hostWindow?.log.append(Event("userBeginsSwipeBack", [logName]))
    let coordinator = TransitionCoordinator(from: from, to: to, isInteractive: true)
    interactivePop = coordinator
    runningTransition = coordinator
    from.notifyWillMove(toParent: nil)
    if hostWindow != nil { to.loadViewIfNeeded() }
    from.willDisappear(animated: true, cause: .moving)
    to.willAppear(animated: true)
    notifyWillShow(to, animated: true)
    coordinator.beginAnimations()
    return InteractiveSwipe(navigationController: self, coordinator: coordinator)
  }

  /// The user swipes back and lets go past the middle: the top view controller is popped.
  ///
  /// - Throws: As ``userBeginsSwipeBack()``.
  public func userSwipesBack() throws(NavigationError) {
    try userBeginsSwipeBack().finish()
  }

  /// The user starts a swipe back and lets go early: nothing is popped.
  ///
  /// - Throws: As ``userBeginsSwipeBack()``.
  public func userSwipesBackButCancels() throws(NavigationError) {
    try userBeginsSwipeBack().cancel()
  }

  /// The user let go past the middle: the interaction-change handlers, the pop, `didShow`
  /// (the coordinator still there), then the completions.
  func finishInteractivePop(_ coordinator: TransitionCoordinator) {
    hostWindow?.log.append(Event("userFinishesSwipeBack", [logName]))
    coordinator.endInteraction(cancelled: false)
    let from = coordinator.from
    let to = coordinator.to
    stack.removeLast()
    describedStack.removeLast(1)
    removals.value += 1
    logStack()
    from.didDisappear(animated: true, cause: .moving)
    to.didAppear(animated: true)
    from.noteLeavingHierarchy()
    children.removeAll { $0 === from }
    from.parent = nil
    WindowCache.hierarchyDidShrink()
    from.notifyDidMove(toParent: nil, formerParent: self)
    interactivePop = nil
    notifyDidShow(to, animated: true)
    coordinator.complete()
    runningTransition = nil
  }

  /// UIKit's order for a cancelled swipe: the interaction-change handlers (cancelled), the
  /// incoming view controller disappears again, the original one appears again, the original
  /// is told it stays (`didMove(toParent:)` with this navigation controller), the completions
  /// run, cancelled; the delegate hears nothing.
  func cancelInteractivePop(_ coordinator: TransitionCoordinator) {
    hostWindow?.log.append(Event("userCancelsSwipeBack", [logName]))
    coordinator.endInteraction(cancelled: true)
    coordinator.to.willDisappear(animated: true)
    coordinator.to.didDisappear(animated: true)
    coordinator.from.willAppear(animated: true)
    coordinator.from.didAppear(animated: true)
    coordinator.from.notifyDidMove(toParent: self)
    interactivePop = nil
    coordinator.complete()
    runningTransition = nil
  }

  private func requireSomethingToPop(_ action: String) throws(NavigationError) {
    guard viewControllers.count > 1 else {
      throw NavigationError(
        .nothingToPop,
        "The user cannot \(action) on '\(logName)': its stack "
          + (viewControllers.first.map { "holds only '\($0.logName)'" } ?? "is empty")
          + ", so there is no back button.")
    }
  }
}

/// An interactive swipe back under way: the user either lets go past the middle (finish) or
/// early (cancel).
@MainActor
public final class InteractiveSwipe {
  private let navigationController: NavigationController
  /// Weak: the navigation controller holds it while the swipe runs; a swipe kept after it is
  /// over must not keep the popped view controller through it.
  private weak var coordinator: TransitionCoordinator?
  private var isOver = false

  init(navigationController: NavigationController, coordinator: TransitionCoordinator) {
    self.navigationController = navigationController
    self.coordinator = coordinator
  }

  /// The user lets go past the middle: the pop completes.
  ///
  /// - Throws: ``NavigationError/Code/noTransition`` when the swipe is already over.
  public func finish() throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    let coordinator = try end()
    navigationController.finishInteractivePop(coordinator)
  }

  /// The user lets go early: the pop is undone and nothing is released.
  ///
  /// - Throws: ``NavigationError/Code/noTransition`` when the swipe is already over.
  public func cancel() throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    let coordinator = try end()
    navigationController.cancelInteractivePop(coordinator)
  }

  private func end() throws(NavigationError) -> TransitionCoordinator {
    guard !isOver, let coordinator else {
      throw NavigationError(
        .noTransition,
        "The swipe back on '\(navigationController.logName)' is already over; begin a new one.")
    }
    isOver = true
    return coordinator
  }
}
