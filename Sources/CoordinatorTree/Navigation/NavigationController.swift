public import Foundation

/// A headless navigation controller: a stack of view controllers it owns, UIKit's callbacks in
/// UIKit's order, and a weak delegate.
///
/// ```swift
/// let navigation = NavigationController()                 // an empty stack
/// navigation.pushViewController(list, animated: false)    // the root
/// window.rootViewController = navigation
/// navigation.pushViewController(detail, animated: true)
/// navigation.popViewController(animated: true)
/// ```
///
/// Its calls are UIKit's and, as UIKit's, never throw. Where UIKit raises an exception
/// (pushing a view controller that is already on a stack, popping to one that is not on it),
/// the call does nothing and the misuse is recorded (see ``NavigationMisuse``); the same calls
/// through ``StrictNavigating/strict`` throw a ``NavigationError`` instead.
///
/// The order of one transition (push, pop, popTo, popToRoot, setViewControllers), when the top
/// changes and the navigation controller is in a window:
///
/// ```text
/// willMove(Added, Nav) · willMove(Removed, nil)     for each added and removed view controller
/// stack(Nav: List, Detail)                            the stack is updated at once
/// viewDidLoad(Detail)                                 when its view was not loaded
/// viewWillDisappear(Old top) · viewWillAppear(New top)
/// willShow(New top)                                   the delegate
/// (alongside animations)                              animated transitions
/// ─ an animated transition in a window returns here; the rest comes on a later turn ─
/// viewDidDisappear(Old top) · viewDidAppear(New top)
/// didMove(Removed, nil) · didMove(Added, Nav)
/// didShow(New top)                                    the delegate
/// (alongside completions)                             animated transitions
/// ```
///
/// An animated transition of a navigation controller in a window returns after `willShow`, as
/// UIKit's does: the rest waits for a later turn of the ``MainLoop`` (an audit's step, a user
/// action, a new transition of the same navigation controller, or
/// ``MainLoop/runUntilIdle(maxTurns:)``). Until then the stack is already the new one, and the
/// removed view controllers are still children, in the window. A transition that is not
/// animated, the first push onto an empty stack and a navigation controller outside a window
/// end inside the call.
///
/// An animated transition has a ``transitionCoordinator`` from the call until after `didShow`
/// and the completions, as in UIKit; a non-animated one has none, and neither has the first
/// push onto an empty stack (there is nothing to animate from: a choice, as UIKit documents
/// nothing for it). Removed view controllers stay alive until the transition ends, as UIKit's
/// transition keeps its "from" view controller for the delegate to inspect; they are released
/// when it has ended, unless something else holds them.
///
/// When the top stays the same (``setViewControllers(_:animated:fileID:line:)`` that removes
/// screens in the middle), there are no appearance callbacks and the delegate is not called: a
/// choice, as UIKit documents nothing for that case.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The stack, root first; owned strongly.
  var stack: [ViewController] = []
  /// The stack's names, kept as it changes (see ``stackDescription``).
  var describedStack = StackDescription()

  /// What a tab bar shows for this navigation controller: the item set on it, else its root
  /// view controller's, as UIKit is reported to show (apps set `tabBarItem` on the screen they
  /// wrap in a navigation controller); without a root, one made with the ``title``.
  open override var tabBarItem: TabBarItem! {
    get { madeTabBarItem ?? stack.first?.tabBarItem ?? super.tabBarItem }
    set { super.tabBarItem = newValue }
  }

  /// The navigation bar, as UIKit's `navigationBar`: made with the navigation controller,
  /// which owns it.
  public let navigationBar = NavigationBar(frame: .zero)

  /// Whether the navigation bar is hidden, as UIKit's.
  ///
  /// With it go the back button and the bar buttons, which the user can no longer tap (the
  /// swipe back is left as it is). The bar's own ``NavigationBar/isHidden`` is the same value.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }

  /// Hides or shows the navigation bar, as UIKit's `setNavigationBarHidden(_:animated:)`.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether the change is animated (the model draws nothing).
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The stack, root first; owned strongly.
  ///
  /// Setting it is ``setViewControllers(_:animated:fileID:line:)`` without animation; a misuse
  /// is recorded without a line, as a property setter has no call site.
  public var viewControllers: [ViewController] {
    get { stack }
    set {
      recordingMisuse(of: "viewControllers", involving: newValue, fileID: nil, line: nil) {
        () throws(NavigationError) in try replaceStack(with: newValue, animated: false)
      }
    }
  }

  /// The object told about transitions; weak, as in UIKit.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// The running transition, while an animated one or an interactive swipe runs (through
  /// `didShow`); `nil` for a non-animated one.
  public override var transitionCoordinator: TransitionCoordinator? { runningTransition }

  /// The coordinator of the transition under way, if it is animated.
  var runningTransition: TransitionCoordinator?

  /// The interactive swipe back under way, if any.
  var interactivePop: TransitionCoordinator?

  /// The rest of an animated transition, waiting for a later turn of the ``MainLoop``.
  var waitingEnd: (() -> Void)?

  /// How many transitions so far took a view controller off the stack: unchanged since a
  /// look means nothing left the stack in between.
  package var stackRemovals: Int { removals.value }
  /// The count behind ``stackRemovals``: a memo, which state keys leave out.
  var removals = Memo(0)

  /// Creates a navigation controller with an empty stack, as `UINavigationController()`: the
  /// first push shows the root.
  ///
  /// - Parameter title: The title, which the event log prints; without one, the class name.
  public override init(title: String? = nil) {
    super.init(title: title)
    navigationBar.navigationController = self
  }

  /// Creates a navigation controller with an empty stack, as UIKit's designated initializer
  /// that subclasses call; the model loads no nib.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: Ignored: the model has no nibs.
  ///   - nibBundleOrNil: Ignored.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.navigationController = self
  }

  /// Creates a navigation controller from an archive, as UIKit's initializer for one a storyboard makes:
  /// an empty stack, as a storyboard scene whose root the test builds in code; the model reads nothing from `coder`.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.navigationController = self
  }

  /// Creates a navigation controller with a root view controller: an empty one, then one
  /// push, as in UIKit.
  ///
  /// A root that cannot be pushed (one already in a hierarchy, or a navigation controller) is
  /// a misuse: it is recorded, and the stack stays empty.
  ///
  /// - Parameters:
  ///   - rootViewController: The first view controller of the stack, in no hierarchy.
  ///   - title: The title, which the event log prints; without one, the class name.
  public init(rootViewController: ViewController, title: String? = nil) {
    super.init(title: title)
    navigationBar.navigationController = self
    recordingMisuse(
      of: "init(rootViewController:)", involving: [rootViewController], fileID: nil, line: nil
    ) { () throws(NavigationError) in try push(rootViewController, animated: false) }
  }

  /// The view controller on top of the stack.
  public var topViewController: ViewController? { stack.last }

  /// The view controller on screen in this navigation interface: the one presented over it,
  /// if any, else the top of the stack, as UIKit's.
  public var visibleViewController: ViewController? {
    presentedViewController ?? topViewController
  }

  override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

  // MARK: Programmatic navigation

  /// Pushes a view controller on top of the stack; onto an empty stack, it becomes the root.
  ///
  /// A view controller that is already on the stack, in another hierarchy, or a container is
  /// a misuse (UIKit raises): nothing changes, and the misuse is recorded at the caller's line.
  /// ``StrictNavigation/pushViewController(_:animated:)`` throws instead.
  ///
  /// - Parameters:
  ///   - viewController: A view controller that is in no hierarchy.
  ///   - animated: Whether the transition is animated.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func pushViewController(
    _ viewController: ViewController, animated: Bool, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    recordingMisuse(
      of: "pushViewController(_:animated:)", involving: [viewController], fileID: fileID,
      line: line
    ) { () throws(NavigationError) in try push(viewController, animated: animated) }
  }

  /// Pops the top view controller; at the root it does nothing, as in UIKit.
  ///
  /// A pop while the user swipes back is a misuse: nothing changes, and it is recorded.
  ///
  /// - Parameters:
  ///   - animated: Whether the transition is animated.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  /// - Returns: The popped view controller, or `nil` when nothing was popped.
  @discardableResult
  public func popViewController(
    animated: Bool, fileID: StaticString = #fileID, line: UInt = #line
  ) -> ViewController? {
    recordingMisuse(of: "popViewController(animated:)", involving: [], fileID: fileID, line: line) {
      () throws(NavigationError) in try pop(animated: animated)
    } ?? nil
  }

  /// Pops every view controller above `viewController`, at once.
  ///
  /// A view controller that is not on the stack is a misuse (UIKit raises): nothing changes,
  /// the result is `nil`, and the misuse is recorded at the caller's line.
  ///
  /// - Parameters:
  ///   - viewController: A view controller on the stack.
  ///   - animated: Whether the transition is animated.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  /// - Returns: The popped view controllers, bottom first (empty when `viewController` is
  ///   already on top), or `nil` after a misuse.
  @discardableResult
  public func popToViewController(
    _ viewController: ViewController, animated: Bool, fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> [ViewController]? {
    recordingMisuse(
      of: "popToViewController(_:animated:)", involving: [viewController], fileID: fileID,
      line: line
    ) { () throws(NavigationError) in try pop(to: viewController, animated: animated) }
  }

  /// Pops every view controller above the root, at once.
  ///
  /// A pop while the user swipes back is a misuse: nothing changes, the result is `nil`, and
  /// it is recorded.
  ///
  /// - Parameters:
  ///   - animated: Whether the transition is animated.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  /// - Returns: The popped view controllers, bottom first (empty at the root or with an empty
  ///   stack), or `nil` after a misuse.
  @discardableResult
  public func popToRootViewController(
    animated: Bool, fileID: StaticString = #fileID, line: UInt = #line
  ) -> [ViewController]? {
    recordingMisuse(
      of: "popToRootViewController(animated:)", involving: [], fileID: fileID, line: line
    ) { () throws(NavigationError) in try popToRoot(animated: animated) }
  }

  /// Replaces the stack: removes, keeps, adds and reorders in one transition; an empty array
  /// empties it.
  ///
  /// A view controller listed twice, in another hierarchy, or a container is a misuse (UIKit
  /// raises): nothing changes, and the misuse is recorded at the caller's line.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first: view controllers already on this stack
  ///     or in no hierarchy, each once.
  ///   - animated: Whether the transition is animated.
  ///   - fileID: The caller's file, where a misuse is reported.
  ///   - line: The caller's line.
  public func setViewControllers(
    _ viewControllers: [ViewController], animated: Bool, fileID: StaticString = #fileID,
    line: UInt = #line
  ) {
    recordingMisuse(
      of: "setViewControllers(_:animated:)", involving: viewControllers, fileID: fileID,
      line: line
    ) { () throws(NavigationError) in try replaceStack(with: viewControllers, animated: animated) }
  }

  // MARK: The checked operations, which both forms run

  /// Pushes, or throws what makes the push a misuse; the work of both forms of
  /// `pushViewController`.
  func push(_ viewController: ViewController, animated: Bool) throws(NavigationError) {
    try requireNoInteractiveTransition("push '\(viewController.logName)'")
    try requirePushable(viewController)
    transition(.push(viewController), animated: animated)
  }

  /// Pops the top view controller (none at the root); throws during a swipe.
  func pop(animated: Bool) throws(NavigationError) -> ViewController? {
    try requireNoInteractiveTransition("pop")
    guard stack.count > 1 else { return nil }
    let popped = stack.last
    transition(.popTo(count: stack.count - 1), animated: animated)
    return popped
  }

  /// Pops to a view controller on the stack, or throws.
  func pop(to viewController: ViewController, animated: Bool) throws(NavigationError)
    -> [ViewController]
  {
    try requireNoInteractiveTransition("pop to '\(viewController.logName)'")
    // From the top: a pop costs what it pops.
    guard let index = stack.lastIndex(where: { $0 === viewController }) else {
      throw NavigationError(
        .notOnStack,
        "Cannot pop to '\(viewController.logName)': it is not on the stack of '\(logName)' "
          + "(\(stackDescription)). Pop to one of those, or push it first.")
    }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { transition(.popTo(count: index + 1), animated: animated) }
    return popped
  }

  /// Pops to the root; throws during a swipe.
  func popToRoot(animated: Bool) throws(NavigationError) -> [ViewController] {
    try requireNoInteractiveTransition("pop to the root")
    guard let root = stack.first else { return [] }
    return try pop(to: root, animated: animated)
  }

  /// Replaces the stack, or throws what makes the new one a misuse.
  func replaceStack(with viewControllers: [ViewController], animated: Bool)
    throws(NavigationError)
  {
    try requireNoInteractiveTransition("set the stack")
    let current = Set(stack.map(ObjectIdentifier.init))
    var listed: Set<ObjectIdentifier> = []
    for candidate in viewControllers {
      guard listed.insert(ObjectIdentifier(candidate)).inserted else {
        throw NavigationError(
          .alreadyOnStack,
          "Cannot set the stack of '\(logName)': '\(candidate.logName)' is listed twice. "
            + "List each view controller once.")
      }
      if !current.contains(ObjectIdentifier(candidate)) {
        try requirePushable(candidate)
      }
    }
    transition(.replace(viewControllers), animated: animated)
  }

  func notifyWillShow(_ viewController: ViewController, animated: Bool) {
    hostWindow?.log.append(Event("willShow", [viewController.logName]))
    delegate?.navigationController(self, willShow: viewController, animated: animated)
  }

  func notifyDidShow(_ viewController: ViewController, animated: Bool) {
    hostWindow?.log.append(Event("didShow", [viewController.logName]))
    delegate?.navigationController(self, didShow: viewController, animated: animated)
  }

  func logStack() {
    hostWindow?.log.append(Event("stack", ["\(logName): \(stackDescription)"]))
  }

  /// The stack's names, as the log prints them.
  var stackDescription: String {
    if describedStack.isStale || describedStack.count != stack.count {
      describedStack.rebuild(stack.lazy.map(\.logName))
    }
    #if DEBUG
      assert(describedStack.text == stack.map(\.logName).joined(separator: ", "))
    #endif
    return describedStack.text
  }

  func requireNoInteractiveTransition(_ action: String) throws(NavigationError) {
    guard interactivePop == nil else {
      throw NavigationError(
        .transitionInProgress,
        "Cannot \(action) on '\(logName)': the user is swiping back. Finish or cancel the "
          + "swipe first.")
    }
  }

  private func requirePushable(_ viewController: ViewController) throws(NavigationError) {
    if viewController.parent === self, stack.contains(where: { $0 === viewController }) {
      throw NavigationError(
        .alreadyOnStack,
        "Cannot push '\(viewController.logName)': it is already on the stack of '\(logName)'. "
          + "Pop back to it with popToViewController(_:animated:) instead.")
    }
    // UIKit shows a tab bar controller on a stack (apps do it, though Apple discourages the
    // layout); only a navigation controller inside another raises.
    if viewController is NavigationController {
      throw NavigationError(
        .cannotPushContainer,
        "Cannot push '\(viewController.logName)' onto '\(logName)': a navigation controller "
          + "cannot be pushed onto another. Present it, or push its content instead.")
    }
    try viewController.requireDetached(toJoin: "push '\(viewController.logName)' onto '\(logName)'")
  }
}
