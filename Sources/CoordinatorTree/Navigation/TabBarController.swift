/// A headless tab bar controller: the tabs' view controllers, owned strongly, one selected.
///
/// ```swift
/// let tabs = TabBarController(viewControllers: [memos, settings])
/// try window.setRootViewController(tabs)
/// try tabs.userTapsTab(at: 1)  // the delegate's didSelect fires; select(index:) would not
/// ```
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// The tabs' view controllers, in order; owned strongly.
  public private(set) var viewControllers: [ViewController] = []
  /// The index of the selected tab.
  public private(set) var selectedIndex = 0
  /// The object told about the user's taps; weak, as in UIKit.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// Creates a tab bar controller.
  ///
  /// - Parameters:
  ///   - viewControllers: The tabs' view controllers; each must be in no hierarchy (a
  ///     programming error otherwise, as in UIKit).
  ///   - title: The name for the event log; defaults to the class name.
  public init(viewControllers: [ViewController] = [], title: String? = nil) {
    super.init(title: title)
    for viewController in viewControllers {
      precondition(
        viewController.parent == nil && viewController.window == nil
          && viewController.presentationController == nil,
        "The tab '\(viewController.logName)' is already in a hierarchy.")
      attach(viewController)
    }
    self.viewControllers = viewControllers
  }

  /// The view controller of the selected tab, if there are tabs.
  public var selectedViewController: ViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }

  override var visibleChildren: [ViewController] { selectedViewController.map { [$0] } ?? [] }

  /// Selects a tab from code: the delegate is not called, as in UIKit.
  ///
  /// - Parameter index: The tab's index.
  /// - Throws: ``NavigationError/Code/indexOutOfRange``; nothing changes then.
  public func select(index: Int) throws(NavigationError) {
    try requireTab(index, "select tab \(index)")
    switchTab(to: index)
  }

  /// Replaces the tabs; removed view controllers are released unless something holds them.
  ///
  /// The selection stays on the same view controller if it is kept, else goes to the
  /// first tab.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs: view controllers already tabs here or in no hierarchy.
  ///   - animated: Whether the change is animated (the model does not animate it).
  /// - Throws: ``NavigationError/Code/alreadyInHierarchy`` or
  ///   ``NavigationError/Code/alreadyOnStack`` (listed twice); nothing changes then.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool)
    throws(NavigationError)
  {
    for (index, candidate) in viewControllers.enumerated() {
      if viewControllers[..<index].contains(where: { $0 === candidate }) {
        throw NavigationError(
          .alreadyOnStack,
          "Cannot set the tabs of '\(logName)': '\(candidate.logName)' is listed twice.")
      }
      if !self.viewControllers.contains(where: { $0 === candidate }) {
        try candidate.requireDetached(toJoin: "make '\(candidate.logName)' a tab of '\(logName)'")
      }
    }
    let old = viewControllers
    let oldSelected = selectedViewController
    let removed = self.viewControllers.filter { tab in !old.contains { $0 === tab } }
    let added = old.filter { tab in !self.viewControllers.contains { $0 === tab } }
    for tab in added { tab.notifyWillMove(toParent: self) }
    for tab in removed { tab.notifyWillMove(toParent: nil) }
    for tab in added { attach(tab) }
    self.viewControllers = old
    selectedIndex = old.firstIndex { $0 === oldSelected } ?? 0
    hostWindow?.log.append(
      Event("tabs", ["\(logName): \(old.map(\.logName).joined(separator: ", "))"]))
    let newSelected = selectedViewController
    if oldSelected !== newSelected {
      let leaving = removed.contains { $0 === oldSelected }
      oldSelected?.willDisappear(animated: animated, cause: leaving ? .moving : .plain)
      newSelected?.willAppear(
        animated: animated, cause: added.contains { $0 === newSelected } ? .moving : .plain)
      oldSelected?.didDisappear(animated: animated, cause: leaving ? .moving : .plain)
      newSelected?.didAppear(
        animated: animated, cause: added.contains { $0 === newSelected } ? .moving : .plain)
    }
    for tab in removed {
      children.removeAll { $0 === tab }
      tab.parent = nil
      tab.notifyDidMove(toParent: nil, formerParent: self)
    }
    for tab in added { tab.notifyDidMove(toParent: self) }
  }

  /// The user taps a tab; the delegate's `didSelect` fires.
  ///
  /// Tapping the selected tab pops its navigation stack to the root.
  ///
  /// - Parameter index: The tapped tab's index.
  /// - Throws: ``NavigationError/Code/indexOutOfRange``; nothing changes then.
  public func userTapsTab(at index: Int) throws(NavigationError) {
    try requireTab(index, "tap tab \(index)")
    let tab = viewControllers[index]
    hostWindow?.log.append(Event("userTapsTab", [logName, tab.logName]))
    if index == selectedIndex {
      (tab as? NavigationController)?.popToRootViewController(animated: true)
    } else {
      switchTab(to: index)
    }
    hostWindow?.log.append(Event("didSelect", [tab.logName]))
    delegate?.tabBarController(self, didSelect: tab)
  }

  private func switchTab(to index: Int) {
    guard index != selectedIndex else { return }
    let old = selectedViewController
    selectedIndex = index
    let new = selectedViewController
    hostWindow?.log.append(Event("selected", ["\(logName): \(new?.logName ?? "")"]))
    old?.willDisappear(animated: false)
    new?.willAppear(animated: false)
    old?.didDisappear(animated: false)
    new?.didAppear(animated: false)
  }

  private func requireTab(_ index: Int, _ action: String) throws(NavigationError) {
    guard viewControllers.indices.contains(index) else {
      throw NavigationError(
        .indexOutOfRange,
        "Cannot \(action) of '\(logName)': it has \(viewControllers.count) tabs (indices "
          + "0..<\(viewControllers.count)).")
    }
  }
}
