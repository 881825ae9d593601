extension NavigationController {
  /// The bar buttons the user can tap now: those of the top view controller's navigation item,
  /// left then right, while this navigation controller is on screen with its bar shown, nothing
  /// is presented over it, no swipe back runs, and each button is enabled.
  public var barButtonItemsOnScreen: [BarButtonItem] {
    guard let top = topViewController, whyBarIsNotOnScreen() == nil else { return [] }
    // Only looks: an item not made yet has no buttons.
    return (top.madeNavigationItem?.barButtonItems ?? []).filter(\.isEnabled)
  }

  /// The user taps a bar button of the screen on top: its primary action runs, or its action is
  /// called on its target, as UIKit sends it, without any other app code being asked first.
  ///
  /// ```swift
  /// let done = navigation.topViewController!.navigationItem.rightBarButtonItem!
  /// try navigation.userTapsBarButton(done)
  /// ```
  ///
  /// With no target (`nil`, or released: UIKit holds it weakly), the action goes to the first
  /// view controller of the action's type from the top view controller up its containers, as
  /// UIKit's responder chain; when there is none, nothing runs, as in UIKit, and the event log
  /// says so.
  ///
  /// - Parameter item: One of the top view controller's bar buttons.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when the user cannot see or tap it (it is
  ///   not the top view controller's, the navigation controller is not shown or is covered by
  ///   a presentation, its bar is hidden, the button is disabled, or it is a back button: tap
  ///   that with ``userTapsBack()``), or ``NavigationError/Code/transitionInProgress``; nothing
  ///   runs then.
  public func userTapsBarButton(_ item: BarButtonItem) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireNoInteractiveTransition("tap '\(item.logName)'")
    let cannot = "The user cannot tap '\(item.logName)' on '\(logName)':"
    if let why = whyBarIsNotOnScreen() {
      throw NavigationError(.notOnScreen, "\(cannot) \(why).")
    }
    guard let top = topViewController,
      top.navigationItem.barButtonItems.contains(where: { $0 === item })
    else {
      let backs = viewControllers.compactMap(\.navigationItem.backBarButtonItem)
      let why =
        backs.contains { $0 === item }
        ? "it is a back button; tap it with userTapsBack()"
        : "it is not a bar button of the screen on top ("
          + "'\(topViewController?.logName ?? "none")' shows "
          + ((topViewController?.navigationItem.barButtonItems ?? []).map { "'\($0.logName)'" }
            .joined(separator: ", ").nonEmpty ?? "none") + ")"
      throw NavigationError(.notOnScreen, "\(cannot) \(why).")
    }
    guard item.isEnabled else {
      throw NavigationError(.notOnScreen, "\(cannot) it is disabled (isEnabled is false).")
    }
    hostWindow?.log.append(Event("userTapsBarButton", [logName, item.logName]))
    let responders: [AnyObject] = [top] + Array(top.ancestors)
    if !item.performTap(responders: responders) {
      hostWindow?.log.append(Event("noActionRan", [item.logName]))
    }
  }

  /// Why the user cannot reach this navigation controller's bar now, or `nil` when they can.
  private func whyBarIsNotOnScreen() -> String? {
    if hostWindow == nil { return "it is in no window" }
    if !isVisible { return "it is not on screen" }
    if let covering = containmentRoot.presented {
      return "'\(covering.logName)' is presented over it"
    }
    if isNavigationBarHidden { return "its navigation bar is hidden (isNavigationBarHidden)" }
    if runningTransition != nil { return "a transition is under way" }
    return nil
  }
}

extension String {
  /// The string, or `nil` when it is empty.
  fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}

extension Window {
  /// The bar buttons the user can tap now, in the navigation bar on screen: that of the
  /// navigation controller around the top-most content view controller (see
  /// ``NavigationController/barButtonItemsOnScreen``); none when an alert or a screen without
  /// a navigation controller is on top.
  public var barButtonItemsOnScreen: [BarButtonItem] {
    topViewController?.navigationController?.barButtonItemsOnScreen ?? []
  }

  /// The user taps a bar button of the navigation bar on screen, wherever it is (a tab, a
  /// sheet): ``NavigationController/userTapsBarButton(_:)`` on the navigation controller
  /// around the top-most content view controller.
  ///
  /// - Parameter item: A bar button of the screen on top.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when no navigation bar is on top, or as
  ///   ``NavigationController/userTapsBarButton(_:)``.
  public func userTapsBarButton(_ item: BarButtonItem) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    guard let navigation = topViewController?.navigationController else {
      throw NavigationError(
        .notOnScreen,
        "The user cannot tap '\(item.logName)': the screen on top, "
          + "'\(topViewController?.logName ?? "none")', has no navigation bar.")
    }
    try navigation.userTapsBarButton(item)
  }
}
