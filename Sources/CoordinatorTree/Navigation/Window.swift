public import Foundation

/// A headless window: it owns its root view controller and the event log of everything shown
/// in it.
///
/// ```swift
/// let window = Window()
/// window.rootViewController = NavigationController(rootViewController: list)
/// window.makeKeyAndVisible()
/// window.topViewController  // list: the content, resolved through containers and presentations
/// ```
///
/// As UIKit's `UIWindow`, it is a view: what an app sets on its window (`backgroundColor`,
/// `tintColor`, `frame`, a splash view added with `addSubview(_:)`) is kept as on any view.
/// The root view controller's view is not made a subview of the window: the model loads a
/// view controller's view when it is first used, never for showing it.
@preconcurrency @MainActor
open class Window: View {
  /// Every callback and state change of the view controllers shown in this window.
  public let log: EventLog
  /// The root of the hierarchy; owned strongly.
  ///
  /// Setting it is ``setRootViewController(_:)``, as UIKit's setter: the old hierarchy goes,
  /// the new one appears. A root that is already in a hierarchy is a misuse: nothing changes,
  /// and the misuse is recorded (without a line: a setter has no call site).
  public var rootViewController: ViewController? {
    get { root }
    set {
      guard let newValue else {
        replaceRoot(with: nil)
        return
      }
      newValue.recordingMisuse(of: "rootViewController", involving: [], fileID: nil, line: nil) {
        () throws(NavigationError) in try setRootViewController(newValue)
      }
    }
  }
  /// Whether the window is its scene's key window: made so by ``makeKeyAndVisible()`` or
  /// ``makeKey()``, until another window of its scene is (see ``resignKey()``).
  public private(set) var isKeyWindow = false
  /// The scene the window is in; weak, as UIKit's `windowScene` (HeadlessUIKit's
  /// `UIWindowScene` sets it).
  package weak var scene: (any WindowScene)?

  /// The root, owned strongly.
  private var root: ViewController?
  /// What an audit of this window does with each misuse.
  private var misuseObservers: [@MainActor (NavigationMisuse, [ViewController]) -> Void] = []
  /// What an audit of this window does with each view controller that leaves its hierarchy.
  private var hierarchyObservers: [@MainActor (ViewController) -> Void] = []

  /// Creates a window with no root, as `UIWindow(frame:)`.
  ///
  /// - Parameter frame: The frame, kept as given; `UIWindow()` has a zero frame.
  public override init(frame: CGRect) {
    self.log = EventLog()
    super.init(frame: frame)
    FlowAudit.current?.windowWasMade(self)
  }

  /// Creates a window with no root that records its events in `log`.
  ///
  /// - Parameter log: Where to record events.
  public init(log: EventLog) {
    self.log = log
    super.init(frame: .zero)
    FlowAudit.current?.windowWasMade(self)
  }

  /// Creates a window from an archive, as UIKit's; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    self.log = EventLog()
    super.init(coder: coder)
    FlowAudit.current?.windowWasMade(self)
  }

  /// Makes the window the key window of its scene and shows it, as UIKit's; the model's
  /// windows show their root from the moment it is set.
  ///
  /// The scene's former key window resigns. Under an explorer that starts the app through its
  /// own delegates, the window made key is the one the exploration watches.
  public func makeKeyAndVisible() {
    isHidden = false
    makeKey()
  }

  /// Makes the window the key window of its scene, as UIKit's: its former key window resigns.
  public func makeKey() {
    isKeyWindow = true
    scene?.windowDidBecomeKey(self)
    FlowAudit.current?.windowDidBecomeKey(self)
  }

  /// Stops being the key window, as UIKit does to the former key window when another becomes
  /// key.
  public func resignKey() {
    isKeyWindow = false
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
    guard viewController !== root else { return }
    if let viewController {
      try viewController.requireDetached(toJoin: "make '\(viewController.logName)' the root")
    }
    replaceRoot(with: viewController)
  }

  private func replaceRoot(with viewController: ViewController?) {
    guard viewController !== root else { return }
    let old = root
    if let old { MainLoop.endTransitions(leaving: old) }
    log.append(Event("root", [viewController?.logName ?? "nil"]))
    old?.willDisappear(animated: false)
    viewController?.window = self
    root = viewController
    WindowCache.hierarchyDidShrink()
    if let old { noteLeaving(old) }
    viewController?.willAppear(animated: false)
    old?.didDisappear(animated: false)
    viewController?.didAppear(animated: false)
    old?.window = nil
    WindowCache.hierarchyDidShrink()
  }

  /// Lets go of everything the window shows, with no callback: each presentation is unlinked
  /// from its presenter (a presentation and its presenter hold each other until a dismissal,
  /// as in UIKit), and the root is dropped.
  ///
  /// For a harness that throws a window away with whatever it shows (exploration's sessions),
  /// so that a sheet left on screen does not keep the whole app alive; never for app code,
  /// whose window lives as long as the app.
  package func discardHierarchy() {
    guard let root else { return }
    var presenters: [ViewController] = []
    root.forEachInHierarchy { if $0.presented != nil { presenters.append($0) } }
    for presenter in presenters {
      presenter.presented?.presentation?.presentingViewController = nil
      presenter.presented = nil
    }
    self.root = nil
    WindowCache.hierarchyDidShrink()
  }

  /// Logs a misuse and tells the audits of this window.
  func record(_ misuse: NavigationMisuse, involving involved: [ViewController]) {
    log.append(misuse.event)
    for observer in misuseObservers { observer(misuse, involved) }
  }

  /// Adds what an audit does with each misuse made in this window.
  func observeMisuse(_ observer: @escaping @MainActor (NavigationMisuse, [ViewController]) -> Void)
  {
    misuseObservers.append(observer)
  }

  /// Adds what an audit does with each view controller that leaves this window's hierarchy
  /// (see ``ViewController/noteLeavingHierarchy()``).
  func observeHierarchy(_ observer: @escaping @MainActor (ViewController) -> Void) {
    hierarchyObservers.append(observer)
  }

  /// Whether an audit observes this window's hierarchy.
  var hasHierarchyObservers: Bool { !hierarchyObservers.isEmpty }

  /// Tells the hierarchy observers of `subtree` and of every view controller in it.
  func noteLeaving(_ subtree: ViewController) {
    guard !hierarchyObservers.isEmpty else { return }
    subtree.forEachInHierarchy { leaving in
      for observer in hierarchyObservers { observer(leaving) }
    }
  }

  /// The top-most content view controller: from the root, through the top of a navigation
  /// stack and the selected tab, then up every presentation.
  public var topViewController: ViewController? {
    guard var current = root else { return nil }
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

/// A scene that holds windows, as HeadlessUIKit's `UIWindowScene`: told when one of its
/// windows becomes key, so that its former key window resigns.
@MainActor
package protocol WindowScene: AnyObject {
  /// One of the scene's windows became key.
  ///
  /// - Parameter window: The new key window.
  func windowDidBecomeKey(_ window: Window)
}
