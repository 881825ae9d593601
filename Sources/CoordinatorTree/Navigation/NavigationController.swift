/// A headless navigation controller: a stack of view controllers it owns, UIKit's callbacks in
/// UIKit's order, and a weak delegate.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: MemoListViewController())
/// window.rootViewController = navigation
/// try navigation.pushViewController(detail, animated: true)
/// navigation.popViewController(animated: true)
/// ```
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
/// viewDidDisappear(Old top) · viewDidAppear(New top)
/// didMove(Removed, nil) · didMove(Added, Nav)
/// didShow(New top)                                    the delegate
/// (alongside completions)                             animated transitions
/// ```
///
/// An animated transition has a ``transitionCoordinator`` from the call until after `didShow`
/// and the completions, as in UIKit; a non-animated one has none. Removed view controllers stay
/// alive until the transition ends, as UIKit's transition keeps its "from" view controller for
/// the delegate to inspect; they are released when the call returns, unless something else
/// holds them.
///
/// When the top stays the same (``setViewControllers(_:animated:)`` that removes screens in the
/// middle), there are no appearance callbacks and the delegate is not called: a choice, as
/// UIKit documents nothing for that case.
@MainActor
open class NavigationController: ViewController {
  /// The stack, root first; owned strongly.
  public internal(set) var viewControllers: [ViewController] = []

  /// The object told about transitions; weak, as in UIKit.
  public weak var delegate: (any NavigationControllerDelegate)?

  /// The running transition, while an animated one or an interactive swipe runs (through
  /// `didShow`); `nil` for a non-animated one.
  public override var transitionCoordinator: TransitionCoordinator? { runningTransition }

  /// The coordinator of the transition under way, if it is animated.
  var runningTransition: TransitionCoordinator?

  /// The interactive swipe back under way, if any.
  var interactivePop: TransitionCoordinator?

  /// How many transitions so far took a view controller off the stack: unchanged since a
  /// look means nothing left the stack in between.
  package internal(set) var stackRemovals = 0

  /// Creates a navigation controller with a root view controller.
  ///
  /// - Parameters:
  ///   - rootViewController: The first view controller of the stack; it must not be anywhere
  ///     else in a hierarchy (that is a programming error here, as in UIKit).
  ///   - title: The name for the event log; defaults to the class name.
  public init(rootViewController: ViewController, title: String? = nil) {
    super.init(title: title)
    precondition(
      rootViewController.parent == nil && rootViewController.presentationController == nil
        && rootViewController.window == nil,
      "The root view controller '\(rootViewController.title)' is already in a hierarchy.")
    precondition(
      !(rootViewController is NavigationController || rootViewController is TabBarController),
      "A navigation controller cannot hold a container as its root.")
    attach(rootViewController)
    viewControllers = [rootViewController]
  }

  /// The view controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  override var visibleChildren: [ViewController] { topViewController.map { [$0] } ?? [] }

  // MARK: Programmatic navigation

  /// Pushes a view controller on top of the stack.
  ///
  /// - Parameters:
  ///   - viewController: A view controller that is in no hierarchy.
  ///   - animated: Whether the transition is animated.
  /// - Throws: ``NavigationError/Code/alreadyOnStack``, ``NavigationError/Code/alreadyInHierarchy``,
  ///   ``NavigationError/Code/cannotPushContainer`` or
  ///   ``NavigationError/Code/transitionInProgress``; nothing changes then.
  public func pushViewController(_ viewController: ViewController, animated: Bool)
    throws(NavigationError)
  {
    try requireNoInteractiveTransition("push '\(viewController.title)'")
    try requirePushable(viewController)
    transition(to: viewControllers + [viewController], animated: animated)
  }

  /// Pops the top view controller; at the root it does nothing, as in UIKit.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped view controller, or `nil` at the root or while an interactive
  ///   transition runs.
  @discardableResult
  public func popViewController(animated: Bool) -> ViewController? {
    guard interactivePop == nil, viewControllers.count > 1 else { return nil }
    let popped = viewControllers.last
    transition(to: Array(viewControllers.dropLast()), animated: animated)
    return popped
  }

  /// Pops every view controller above `viewController`, at once.
  ///
  /// - Parameters:
  ///   - viewController: A view controller on the stack.
  ///   - animated: Whether the transition is animated.
  /// - Returns: The popped view controllers, bottom first; empty when `viewController` is
  ///   already on top.
  /// - Throws: ``NavigationError/Code/notOnStack`` or
  ///   ``NavigationError/Code/transitionInProgress``; nothing changes then.
  @discardableResult
  public func popToViewController(_ viewController: ViewController, animated: Bool)
    throws(NavigationError) -> [ViewController]
  {
    try requireNoInteractiveTransition("pop to '\(viewController.title)'")
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      throw NavigationError(
        .notOnStack,
        "Cannot pop to '\(viewController.title)': it is not on the stack of '\(title)' "
          + "(\(stackDescription)). Pop to one of those, or push it first.")
    }
    let popped = Array(viewControllers[(index + 1)...])
    if !popped.isEmpty { transition(to: Array(viewControllers[...index]), animated: animated) }
    return popped
  }

  /// Pops every view controller above the root, at once.
  ///
  /// - Parameter animated: Whether the transition is animated.
  /// - Returns: The popped view controllers, bottom first; empty at the root or while an
  ///   interactive transition runs.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [ViewController] {
    guard interactivePop == nil, let root = viewControllers.first else { return [] }
    return (try? popToViewController(root, animated: animated)) ?? []
  }

  /// Replaces the stack: removes, keeps, adds and reorders in one transition.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, root first: view controllers already on this stack
  ///     or in no hierarchy, each once.
  ///   - animated: Whether the transition is animated.
  /// - Throws: ``NavigationError/Code/emptyStack``, ``NavigationError/Code/alreadyOnStack``
  ///   (listed twice), ``NavigationError/Code/alreadyInHierarchy``,
  ///   ``NavigationError/Code/cannotPushContainer`` or
  ///   ``NavigationError/Code/transitionInProgress``; nothing changes then.
  public func setViewControllers(_ viewControllers: [ViewController], animated: Bool)
    throws(NavigationError)
  {
    try requireNoInteractiveTransition("set the stack")
    guard !viewControllers.isEmpty else {
      throw NavigationError(
        .emptyStack,
        "Cannot set an empty stack on '\(title)': a navigation controller always has a root. "
          + "Pass at least one view controller.")
    }
    let current = Set(self.viewControllers.map(ObjectIdentifier.init))
    var listed: Set<ObjectIdentifier> = []
    for candidate in viewControllers {
      guard listed.insert(ObjectIdentifier(candidate)).inserted else {
        throw NavigationError(
          .alreadyOnStack,
          "Cannot set the stack of '\(title)': '\(candidate.title)' is listed twice. "
            + "List each view controller once.")
      }
      if !current.contains(ObjectIdentifier(candidate)) {
        try requirePushable(candidate)
      }
    }
    transition(to: viewControllers, animated: animated)
  }

  // MARK: Transitions

  /// Moves from the current stack to `newStack` with UIKit's callbacks (see the type's
  /// documentation for the order).
  func transition(to newStack: [ViewController], animated: Bool) {
    let oldStack = viewControllers
    let (removed, added, removedIDs, toWasOnStack) = Self.difference(from: oldStack, to: newStack)
    if !removed.isEmpty { stackRemovals += 1 }
    let from = oldStack.last
    let to = newStack.last
    for viewController in added { viewController.notifyWillMove(toParent: self) }
    for viewController in removed { viewController.notifyWillMove(toParent: nil) }
    for viewController in added { attach(viewController) }
    viewControllers = newStack
    children = removed.isEmpty ? newStack : newStack + removed
    logStack()
    let topChanges = from !== to
    // A transition started from another's callbacks (a push in didShow) has its own
    // coordinator, or none, while it runs; the outer one's comes back after.
    let outer = runningTransition
    var coordinator: TransitionCoordinator?
    if topChanges, let from, let to {
      if animated { coordinator = TransitionCoordinator(from: from, to: to, isInteractive: false) }
      runningTransition = coordinator
      if hostWindow != nil { to.loadViewIfNeeded() }
      let fromCause: AppearanceCause =
        removedIDs.contains(ObjectIdentifier(from)) ? .moving : .plain
      let toCause: AppearanceCause = toWasOnStack ? .plain : .moving
      from.willDisappear(animated: animated, cause: fromCause)
      to.willAppear(animated: animated, cause: toCause)
      notifyWillShow(to, animated: animated)
      coordinator?.beginAnimations()
      from.didDisappear(animated: animated, cause: fromCause)
      to.didAppear(animated: animated, cause: toCause)
    }
    if !removed.isEmpty { children.removeAll { removedIDs.contains(ObjectIdentifier($0)) } }
    for viewController in removed {
      viewController.parent = nil
      viewController.notifyDidMove(toParent: nil, formerParent: self)
    }
    for viewController in added { viewController.notifyDidMove(toParent: self) }
    if topChanges, let to { notifyDidShow(to, animated: animated) }
    coordinator?.complete()
    if topChanges { runningTransition = outer }
    // Released only now, after didShow, whatever the optimizer would do with the last use.
    withExtendedLifetime(removed) {}
  }

  /// What a transition from `old` to `new` removes and adds, and whether the new top was on
  /// the old stack; a push (`old` plus one) or a pop (a prefix of `old`) without hashing the
  /// stack, any other change by identity, through sets.
  static func difference(from old: [ViewController], to new: [ViewController]) -> (
    removed: [ViewController], added: [ViewController], removedIDs: Set<ObjectIdentifier>,
    toWasOnStack: Bool
  ) {
    let common = min(old.count, new.count)
    var shared = 0
    while shared < common, old[shared] === new[shared] { shared += 1 }
    // Both stacks hold their view controllers, so identity by `===` is exact; a stack never
    // lists one twice, so what lies past the shared prefix of one is not in it.
    if shared == old.count, new.count == old.count + 1 {
      return ([], [new[shared]], [], false)
    }
    if shared == new.count {
      let removed = Array(old[shared...])
      return (removed, [], Set(removed.map(ObjectIdentifier.init)), new.last != nil)
    }
    let oldIDs = Set(old.map(ObjectIdentifier.init))
    let newIDs = Set(new.map(ObjectIdentifier.init))
    let removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
    let added = new.filter { !oldIDs.contains(ObjectIdentifier($0)) }
    let toWasOnStack = new.last.map { oldIDs.contains(ObjectIdentifier($0)) } ?? false
    return (removed, added, oldIDs.subtracting(newIDs), toWasOnStack)
  }

  func notifyWillShow(_ viewController: ViewController, animated: Bool) {
    hostWindow?.log.append(Event("willShow", [viewController.title]))
    delegate?.navigationController(self, willShow: viewController, animated: animated)
  }

  func notifyDidShow(_ viewController: ViewController, animated: Bool) {
    hostWindow?.log.append(Event("didShow", [viewController.title]))
    delegate?.navigationController(self, didShow: viewController, animated: animated)
  }

  func logStack() {
    hostWindow?.log.append(Event("stack", ["\(title): \(stackDescription)"]))
  }

  var stackDescription: String { viewControllers.map(\.title).joined(separator: ", ") }

  func requireNoInteractiveTransition(_ action: String) throws(NavigationError) {
    guard interactivePop == nil else {
      throw NavigationError(
        .transitionInProgress,
        "Cannot \(action) on '\(title)': the user is swiping back. Finish or cancel the "
          + "swipe first.")
    }
  }

  private func requirePushable(_ viewController: ViewController) throws(NavigationError) {
    if viewControllers.contains(where: { $0 === viewController }) {
      throw NavigationError(
        .alreadyOnStack,
        "Cannot push '\(viewController.title)': it is already on the stack of '\(title)'. "
          + "Pop back to it with popToViewController(_:animated:) instead.")
    }
    if viewController is NavigationController || viewController is TabBarController {
      throw NavigationError(
        .cannotPushContainer,
        "Cannot push '\(viewController.title)' onto '\(title)': a navigation or tab bar "
          + "controller cannot be pushed. Present it, or push its content instead.")
    }
    try viewController.requireDetached(toJoin: "push '\(viewController.title)' onto '\(title)'")
  }
}
