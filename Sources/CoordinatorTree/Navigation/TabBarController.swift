public import Foundation

/// A headless tab bar controller: the tabs' view controllers, owned strongly, one selected.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [memos, settings]
/// window.rootViewController = tabs
/// tabs.selectedIndex = 1       // the delegate is not called
/// try tabs.userTapsTab(at: 0)  // the delegate's shouldSelect and didSelect are
/// ```
///
/// As UIKit's, its calls never throw: a misuse (a tab that is already in another hierarchy,
/// one listed twice, a selection outside the tabs) does nothing and is recorded (see
/// ``NavigationMisuse``).
@preconcurrency @MainActor
open class TabBarController: ViewController {
  /// The tabs, in order; owned strongly.
  var tabs: [ViewController] = []
  /// The index of the selected tab.
  var selection = 0

  /// The object told about the user's taps; weak, as in UIKit.
  public weak var delegate: (any TabBarControllerDelegate)?

  /// The bar, as UIKit's `tabBar`: whether it is hidden, its items, its colours.
  public private(set) lazy var tabBar: TabBar = {
    hasTabBar = true
    return TabBar(controller: self)
  }()

  /// Whether ``tabBar`` was made.
  private var hasTabBar = false

  /// The bar if it was made: what only looks must not make it (see
  /// ``ViewController/madeNavigationItem``).
  package var madeTabBar: TabBar? { hasTabBar ? tabBar : nil }

  /// The tabs the user may rearrange in the More screen, as UIKit's; the tabs themselves
  /// unless set, and reset to the tabs whenever the tabs are replaced, as in UIKit.
  public var customizableViewControllers: [ViewController]? {
    get { customizable ?? viewControllers }
    set { customizable = newValue }
  }
  /// The customizable tabs the app set, until the tabs are replaced.
  private var customizable: [ViewController]?

  /// Whether the user sees the tab bar: it is not hidden, and no view controller pushed above
  /// the root of the selected tab's navigation stack hides the bottom bar
  /// (``ViewController/hidesBottomBarWhenPushed``).
  public var isTabBarShown: Bool {
    guard madeTabBar?.isHidden != true else { return false }
    guard let stack = (selectedViewController as? NavigationController)?.viewControllers else {
      return true
    }
    return !stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
  }

  /// Creates a tab bar controller.
  ///
  /// A tab that is already in a hierarchy is a misuse: it is recorded, and the tab bar
  /// controller starts with no tabs.
  ///
  /// - Parameters:
  ///   - viewControllers: The tabs' view controllers, each in no hierarchy.
  ///   - title: The title, which the event log prints; without one, the class name.
  public init(viewControllers: [ViewController] = [], title: String? = nil) {
    super.init(title: title)
    recordingMisuse(
      of: "init(viewControllers:)", involving: viewControllers, fileID: nil, line: nil
    ) { () throws(NavigationError) in try replaceTabs(with: viewControllers, animated: false) }
  }

  /// Creates a tab bar controller with no tabs, as UIKit's designated initializer that
  /// subclasses call; the model loads no nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: the model has no nibs.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a tab bar controller from an archive, as UIKit's initializer for one a storyboard makes:
  /// no tabs; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The tabs' view controllers, in order, or `nil` when there are none, as UIKit's; owned
  /// strongly.
  ///
  /// Setting it is ``setViewControllers(_:animated:fileID:line:)`` without animation; a misuse
  /// is recorded without a line, as a property setter has no call site.
  public var viewControllers: [ViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set {
      recordingMisuse(of: "viewControllers", involving: newValue ?? [], fileID: nil, line: nil) {
        () throws(NavigationError) in try replaceTabs(with: newValue ?? [], animated: false)
      }
    }
  }

  /// The index of the selected tab.
  ///
  /// Setting it selects a tab from code: the delegate is not called, as in UIKit. An index
  /// outside the tabs is a misuse: nothing changes, and it is recorded without a line.
  public var selectedIndex: Int {
    get { selection }
    set {
      recordingMisuse(of: "selectedIndex", involving: [], fileID: nil, line: nil) {
        () throws(NavigationError) in try select(index: newValue)
      }
    }
  }

  /// The view controller of the selected tab, if there are tabs.
  ///
  /// Setting it selects that tab from code: the delegate is not called. A view controller
  /// that is not a tab is a misuse: nothing changes, and it is recorded without a line.
  public var selectedViewController: ViewController? {
    get { tabs.indices.contains(selection) ? tabs[selection] : nil }
    set {
      let involved = newValue.map { [$0] } ?? []
      recordingMisuse(of: "selectedViewController", involving: involved, fileID: nil, line: nil) {
        () throws(NavigationError) in
        guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else {
          throw NavigationError(
            .notOnStack,
            "Cannot select '\(newValue?.logName ?? "nil")' in '\(logName)': it is not one of "
              + "its tabs (\(tabs.map(\.logName).joined(separator: ", "))).")
        }
        try select(index: index)
      }
    }
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
  /// The selection stays on the same view controller if it is kept, else goes to the first
  /// tab. A tab listed twice or already in another hierarchy is a misuse (UIKit raises):
  /// nothing changes, and the misuse is recorded at the caller's line.
  /// ``StrictNavigation/setViewControllers(_:animated:)`` throws instead.
  ///
  /// - Parameters:
  ///   - viewControllers: The new tabs: view controllers already tabs here or in no hierarchy.
  ///   - animated: Whether the change is animated (the model does not animate it).
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func setViewControllers(
    _ viewControllers: [ViewController]?, animated: Bool, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    recordingMisuse(
      of: "setViewControllers(_:animated:)", involving: viewControllers ?? [], fileID: fileID,
      line: line
    ) { () throws(NavigationError) in
      try replaceTabs(with: viewControllers ?? [], animated: animated)
    }
  }

  /// Replaces the tabs, or throws what makes the new ones a misuse; the work of both forms of
  /// `setViewControllers`.
  func replaceTabs(with viewControllers: [ViewController], animated: Bool)
    throws(NavigationError)
  {
    for (index, candidate) in viewControllers.enumerated() {
      if viewControllers[..<index].contains(where: { $0 === candidate }) {
        throw NavigationError(
          .alreadyOnStack,
          "Cannot set the tabs of '\(logName)': '\(candidate.logName)' is listed twice.")
      }
      if !tabs.contains(where: { $0 === candidate }) {
        try candidate.requireDetached(
          toJoin: "make '\(candidate.logName)' a tab of '\(logName)'")
      }
    }
    let new = viewControllers
    customizable = nil
    let oldSelected = selectedViewController
    let removed = tabs.filter { tab in !new.contains { $0 === tab } }
    let added = new.filter { tab in !tabs.contains { $0 === tab } }
    for tab in added { tab.notifyWillMove(toParent: self) }
    for tab in removed { tab.notifyWillMove(toParent: nil) }
    for tab in added { attach(tab) }
    tabs = new
    selection = new.firstIndex { $0 === oldSelected } ?? 0
    hostWindow?.log.append(
      Event("tabs", ["\(logName): \(new.map(\.logName).joined(separator: ", "))"]))
    let newSelected = selectedViewController
    if oldSelected !== newSelected {
      let leaving = removed.contains { $0 === oldSelected }
      oldSelected?.willDisappear(animated: animated, cause: leaving ? .moving : .plain)
      oldSelected?.didDisappear(animated: animated, cause: leaving ? .moving : .plain)
      if let newSelected, appearance == .appeared || appearance == .appearing {
        // UIKit shows the new selection at the next layout pass, not inside the call: code
        // after `setViewControllers` (a callback, the list's data) runs before its viewDidLoad.
        showSelectionInLayoutPass(newSelected, added: added.contains { $0 === newSelected })
      }
    }
    for tab in removed {
      tab.noteLeavingHierarchy()
      children.removeAll { $0 === tab }
      tab.parent = nil
      WindowCache.hierarchyDidShrink()
      tab.notifyDidMove(toParent: nil, formerParent: self)
    }
    for tab in added { tab.notifyDidMove(toParent: self) }
  }

  /// The user taps a tab: the delegate's `shouldSelect` is asked, then the tab is selected and
  /// the delegate's `didSelect` fires.
  ///
  /// Tapping the selected tab pops its navigation stack to the root. A delegate that answers
  /// `false` to `shouldSelect` keeps everything as it is, and hears no `didSelect`.
  ///
  /// - Parameter index: The tapped tab's index.
  /// - Throws: ``NavigationError/Code/indexOutOfRange``, or
  ///   ``NavigationError/Code/notOnScreen`` while the tab bar is hidden (``isTabBarShown``);
  ///   nothing changes then.
  public func userTapsTab(at index: Int) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    try requireTab(index, "tap tab \(index)")
    guard isTabBarShown else {
      throw NavigationError(
        .notOnScreen,
        "The user cannot tap tab \(index) of '\(logName)': its tab bar is hidden ("
          + (tabBar.isHidden
            ? "tabBar.isHidden"
            : "a view controller on the selected stack sets hidesBottomBarWhenPushed")
          + ").")
    }
    let tab = tabs[index]
    hostWindow?.log.append(Event("userTapsTab", [logName, tab.logName]))
    hostWindow?.log.append(Event("shouldSelect", [tab.logName]))
    guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
    if index == selection {
      (tab as? NavigationController)?.popToRootViewController(animated: true)
    } else {
      switchTab(to: index)
    }
    hostWindow?.log.append(Event("didSelect", [tab.logName]))
    delegate?.tabBarController(self, didSelect: tab)
  }

  /// Shows the selected tab in the layout pass that ends the current turn: loads its view, then
  /// its appearance callbacks, unless by then it is no longer the selected tab, or already on
  /// screen, or the tab bar left the screen.
  ///
  /// - Parameters:
  ///   - tab: The tab selected by `setViewControllers`.
  ///   - added: Whether it joined the tabs in that call (its callbacks then say it is moving).
  private func showSelectionInLayoutPass(_ tab: ViewController, added: Bool) {
    MainLoop.runInLayoutPass { [weak self, weak tab] in
      guard let self, let tab, tab === self.selectedViewController,
        self.appearance == .appeared || self.appearance == .appearing,
        tab.appearance == .disappeared
      else { return }
      tab.willAppear(animated: false, cause: added ? .moving : .plain)
      // A tab bar still appearing ends its tabs' appearance with its own.
      if self.appearance == .appeared {
        tab.didAppear(animated: false, cause: added ? .moving : .plain)
      }
    }
  }

  private func switchTab(to index: Int) {
    guard index != selection else { return }
    let old = selectedViewController
    selection = index
    let new = selectedViewController
    hostWindow?.log.append(Event("selected", ["\(logName): \(new?.logName ?? "")"]))
    old?.willDisappear(animated: false)
    new?.willAppear(animated: false)
    old?.didDisappear(animated: false)
    new?.didAppear(animated: false)
  }

  private func requireTab(_ index: Int, _ action: String) throws(NavigationError) {
    guard tabs.indices.contains(index) else {
      throw NavigationError(
        .indexOutOfRange,
        "Cannot \(action) of '\(logName)': it has \(tabs.count) tabs (indices "
          + "0..<\(tabs.count)).")
    }
  }
}
