/// A headless window: it owns its root view controller and the event log of everything shown
/// in it.
///
/// ```swift
/// let window = Window()
/// try window.setRootViewController(NavigationController(rootViewController: list))
/// window.topViewController  // list: the content, resolved through containers and presentations
/// ```
@preconcurrency @MainActor
public final class Window {
  /// Every callback and state change of the view controllers shown in this window.
  public let log: EventLog
  /// The root of the hierarchy; owned strongly.
  public private(set) var rootViewController: ViewController?

  /// Creates a window with no root.
  ///
  /// - Parameter log: Where to record events; a new log by default.
  public init(log: EventLog = EventLog()) {
    self.log = log
  }

  /// Replaces the whole hierarchy: the old root disappears and is released unless something
  /// else holds it, the new one appears.
  ///
  /// As reported of UIKit, a presentation holds its presenter strongly until it is dismissed:
  /// replacing a root that presents something leaves both alive. Dismiss first.
  ///
  /// - Parameter viewController: The new root, in no hierarchy; `nil` empties the window.
  /// - Throws: ``NavigationError/Code/alreadyInHierarchy``; nothing changes then.
  public func setRootViewController(_ viewController: ViewController?) throws(NavigationError) {
    guard viewController !== rootViewController else { return }
    if let viewController {
      try viewController.requireDetached(toJoin: "make '\(viewController.logName)' the root")
    }
    let old = rootViewController
    log.append(Event("root", [viewController?.logName ?? "nil"]))
    old?.willDisappear(animated: false)
    viewController?.window = self
    rootViewController = viewController
    viewController?.willAppear(animated: false)
    old?.didDisappear(animated: false)
    viewController?.didAppear(animated: false)
    old?.window = nil
  }

  /// The top-most content view controller: from the root, through the top of a navigation
  /// stack and the selected tab, then up every presentation.
  public var topViewController: ViewController? {
    guard var current = rootViewController else { return nil }
    while let presented = current.presented { current = presented }
    return current.contentViewController
  }
}

extension ViewController {
  /// The content this view controller shows: itself, or for a navigation controller the
  /// content of its top view controller, for a tab bar controller that of its selected tab.
  public var contentViewController: ViewController {
    if let navigation = self as? NavigationController, let top = navigation.topViewController {
      return top.contentViewController
    }
    if let tabs = self as? TabBarController, let selected = tabs.selectedViewController {
      return selected.contentViewController
    }
    return self
  }
}
