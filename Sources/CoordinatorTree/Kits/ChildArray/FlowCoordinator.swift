/// A child-array coordinator that learns about every way its screens can leave, and finishes
/// each affected flow exactly once.
///
/// Subclass it and show screens with ``show(_:label:viewModel:animated:)``; start children
/// with ``startChild(_:)`` (same navigation controller) or ``presentChild(_:animated:)`` (a
/// sheet with its own navigation controller). A root coordinator (one made with `isRoot`)
/// listens to its navigation controller's transitions, through the delegate slot that every
/// kit shares (other kits' flows on the same stack hear them too): after each one it finishes, deepest
/// first, each flow whose screens are all gone — a back tap, a swipe, a back-menu jump,
/// `popToRoot` across several nested flows, a non-animated pop. A cancelled swipe shows
/// nothing new and finishes nothing. A child presented as a sheet finishes when its sheet is
/// dismissed, however: the user's swipe, its own ``finish(animated:)``, or a dismissal lower in
/// a chain of sheets, which takes every sheet above with it.
///
/// Every coordinator, screen and view model it makes is registered with the ``FlowAudit``
/// given at creation.
@MainActor
open class FlowCoordinator: ChildArrayCoordinator, DeinitSignalling {
  /// Announces this coordinator's deinit, so that audits order its release exactly.
  public nonisolated let deinitSignal = DeinitSignal()

  /// The flow's name, for reports (`Search`).
  public let name: String
  /// The navigation controller the flow shows its screens in.
  public let navigationController: NavigationController
  /// The coordinator that started this one; weak.
  public weak var parentCoordinator: (any ChildArrayCoordinator)?
  /// The unfinished children; strong.
  ///
  /// A change from outside the kit counts as one that could leave a flow gone (see
  /// ``childrenChanges``); the kit's own starts and finishes say what they did. The observer
  /// reads no `oldValue`: comparing the old children with the new copied the whole array on
  /// every start and finish, so that a step cost what its parent held.
  public var childCoordinators: [any ChildArrayCoordinator] = [] {
    didSet { if !isChangingChildren { Self.childrenChanges += 1 } }
  }
  /// Whether the kit itself is changing ``childCoordinators``, and counts what it does.
  private var isChangingChildren = false
  /// The audit that probes what this flow makes, if any.
  public let audit: FlowAudit?
  /// Whether the flow has finished.
  public private(set) var isFinished = false
  /// How many times this flow told its parent it finished (1 at most, in the correct form).
  public private(set) var finishCount = 0

  /// The faulty form this flow takes, for the catalog and the tests; set it before `start()`.
  package var variant = ChildArrayVariant.correct
  private var screens: [WeakScreen] = []
  /// Whether the flow has shown a screen: a flow that has not is starting, not gone.
  private var hasShownAScreen = false
  private var observer: NavigationObserver?
  /// The navigation controller's shared delegate, which the observer joined.
  private var hub: NavigationDelegateHub?
  private var weakChildren: [WeakCoordinator] = []
  /// What the last reconcile saw: the stack's removal count, ``childrenChanges``, and whether
  /// it left a gone flow unfinished.
  private var lastReconcile = Memo<(stackRemovals: Int, childrenChanges: Int, leftGone: Bool)?>(nil)
  /// How many changes of any flow's children could have made a flow gone without a screen
  /// leaving a stack: the kit's appending of a flow that has shown a screen or has children,
  /// and any change from outside the kit (an extra count only makes a reconcile look and find
  /// nothing gone).
  private static var childrenChanges = 0

  /// Creates a flow.
  ///
  /// - Parameters:
  ///   - name: The flow's name, for reports.
  ///   - navigationController: Where the flow shows its screens.
  ///   - isRoot: Whether this coordinator owns the navigation controller (the app's main
  ///     flow, or a flow presented with its own): it then observes its transitions.
  ///   - audit: The audit that probes what this flow makes.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  public init(
    name: String, navigationController: NavigationController, isRoot: Bool = false,
    audit: FlowAudit? = nil, fileID: StaticString = #fileID, line: UInt = #line
  ) {
    self.name = name
    self.navigationController = navigationController
    self.audit = audit
    if isRoot {
      let observer = NavigationObserver(owner: self)
      self.observer = observer
      let hub = NavigationDelegateHub.of(navigationController)
      hub.join(observer)
      self.hub = hub
      audit?.registerCoordinator(self, label: name, isRoot: true, fileID: fileID, line: line)
      // The navigation controller it owns is part of the flow: a leak through it is named.
      audit?.registerScreen(
        navigationController, label: "\(name)/\(navigationController.logName)", owner: self,
        fileID: fileID, line: line)
    }
  }

  /// Shows the flow's first screen; subclasses override it.
  ///
  /// - Throws: A ``NavigationError`` when the screen cannot be shown.
  open func start() throws {}

  /// Pushes a screen that belongs to this flow (or makes it the root of a fresh navigation
  /// controller's stack, when it is already there), and registers it and its view model.
  ///
  /// - Parameters:
  ///   - screen: The screen.
  ///   - label: The screen's name within the flow; reports print `flow/label`.
  ///   - viewModel: The view model the screen holds, if any, for the audit.
  ///   - animated: Whether the push is animated.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  /// - Throws: A ``NavigationError`` from the push.
  public func show(
    _ screen: ViewController, label: String, viewModel: AnyObject? = nil, animated: Bool = true,
    fileID: StaticString = #fileID, line: UInt = #line
  ) throws {
    // Owned before the push: the push's own didShow must already see it as this flow's.
    screens.removeAll { $0.screen == nil }
    screens.append(WeakScreen(screen))
    let hadShownAScreen = hasShownAScreen
    hasShownAScreen = true
    if !navigationController.hasOnStack(screen) {
      do {
        try navigationController.strict.pushViewController(screen, animated: animated)
      } catch {
        screens.removeLast()
        hasShownAScreen = hadShownAScreen
        throw error
      }
    }
    audit?.registerScreen(
      screen, label: "\(name)/\(label)", owner: self, fileID: fileID, line: line)
    if let viewModel {
      audit?.registerViewModel(
        viewModel, label: "\(name)/\(label)ViewModel", screens: [screen], owner: self,
        fileID: fileID, line: line)
    }
  }

  /// Starts a child flow on the same navigation controller.
  ///
  /// - Parameters:
  ///   - child: The child; it is appended to ``childCoordinators``.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  /// - Throws: What the child's ``start()`` throws; the child is then removed again.
  public func startChild(
    _ child: FlowCoordinator, fileID: StaticString = #fileID, line: UInt = #line
  ) throws {
    try adopt(child, heldWeakly: variant == .childHeldWeakly, fileID: fileID, line: line) {
      try child.start()
    }
  }

  /// Presents a child flow that has its own navigation controller, as a sheet; the child
  /// finishes when the user swipes it down or when it finishes itself.
  ///
  /// - Parameters:
  ///   - child: A child made with `isRoot: true` on a navigation controller of its own.
  ///   - animated: Whether the presentation is animated.
  ///   - fileID: The file that reports name as where the objects were made; the caller's.
  ///   - line: The line; the caller's.
  /// - Throws: What the child's ``start()`` or the presentation throws.
  public func presentChild(
    _ child: FlowCoordinator, animated: Bool = true, fileID: StaticString = #fileID,
    line: UInt = #line
  ) throws {
    try adopt(child, heldWeakly: false, fileID: fileID, line: line) {
      try child.start()
      try navigationController.strict.present(child.navigationController, animated: animated)
    }
    // However the sheet goes (the user's swipe, the child's own finish, a dismissal lower in a
    // chain of sheets), the child finishes.
    if variant != .noRemovalOnBack {
      child.navigationController.presentationController?.observeDismissal { [weak child] in
        child?.sheetWasDismissed()
      }
    }
  }

  /// Finishes the flow from code: its screens leave (popped back to the screen below the
  /// first, or the sheet dismissed, with every sheet presented above it), then the parent is
  /// told, once.
  ///
  /// - Parameter animated: Whether the screens leave animated.
  public func finish(animated: Bool = true) {
    if presentedByParent {
      // Dismissed from its presenter: a dismiss on the sheet itself would take away only what
      // it presents, when it presents another sheet.
      try? navigationController.presentingViewController?.strict.dismiss(animated: animated)
    } else if let first = screens.first?.screen,
      let index = navigationController.stackIndex(of: first),
      index > 0
    {
      _ = try? navigationController.strict.popToViewController(
        navigationController.viewControllers[index - 1], animated: animated)
    }
    markFinished()
  }

  /// Removes a finished child; override to react, and call `super`.
  ///
  /// - Parameter child: The child that finished.
  open func childDidFinish(_ child: FlowCoordinator) {
    removeChild(child)
  }

  // MARK: Internals

  /// Keeps a child (in ``childCoordinators``, or weakly in the faulty form), becomes its
  /// parent, registers it, then runs `begin`; if that throws, lets go of the child again.
  private func adopt(
    _ child: FlowCoordinator, heldWeakly: Bool, fileID: StaticString, line: UInt,
    begin: () throws -> Void
  ) throws {
    if heldWeakly {
      weakChildren.append(WeakCoordinator(child))
    } else {
      // An appended flow that has shown nothing and has no children cannot be gone.
      if child.hasShownAScreen || !child.childCoordinators.isEmpty { Self.childrenChanges += 1 }
      isChangingChildren = true
      childCoordinators.append(child)
      isChangingChildren = false
    }
    child.parentCoordinator = self
    audit?.registerCoordinator(
      child, label: child.name, parent: self, fileID: fileID, line: line)
    do {
      try begin()
    } catch {
      removeChild(child)
      throw error
    }
  }

  /// Removes a child, as ``removeChildCoordinator(child:)`` does: a removal cannot leave a
  /// flow gone, so it is not counted.
  ///
  /// Looked for in place: `removeAll(where:)` retained and released each child it passed to
  /// its test, which made finishing n flows side by side cost n² reference counts, each an
  /// atomic operation on a weakly referenced object's side table.
  private func removeChild(_ child: FlowCoordinator) {
    let id = ObjectIdentifier(child)
    let positions = childCoordinators.withUnsafeBufferPointer { children -> [Int] in
      var positions: [Int] = []
      for position in children.indices where ObjectIdentifier(children[position]) == id {
        positions.append(position)
      }
      return positions
    }
    isChangingChildren = true
    for position in positions.reversed() { childCoordinators.remove(at: position) }
    isChangingChildren = false
  }

  private var presentedByParent: Bool {
    observer != nil && navigationController.activePresentation != nil
  }

  /// Marks the flow finished (children first) and tells the parent, once unless the variant
  /// is faulty.
  func markFinished() {
    guard !isFinished || variant == .finishesTwice else { return }
    isFinished = true
    for child in childCoordinators.compactMap({ $0 as? FlowCoordinator }) { child.markFinished() }
    finishCount += 1
    audit?.flowFinished(self)
    (parentCoordinator as? FlowCoordinator)?.childDidFinish(self)
  }

  /// Whether any of this flow's screens is among `stack`.
  func hasScreen(in stack: Set<ObjectIdentifier>) -> Bool {
    screens.contains { $0.screen.map { stack.contains(ObjectIdentifier($0)) } ?? false }
  }

  /// After a transition of the owned navigation controller: finishes, deepest first, every
  /// flow on it whose screens are all gone (from the stack at and below `incoming`, when a
  /// transition is about to show it).
  func reconcileAfterTransition(showing incoming: ViewController? = nil) {
    guard variant != .noRemovalOnBack else { return }
    // A flow is gone only once a screen left the stack, or once a flow that had shown one
    // joined the tree: when neither happened since a reconcile that left nothing gone, none
    // is.
    if incoming == nil, variant != .finishesOnWillShow, let last = lastReconcile.value,
      !last.leftGone,
      last.stackRemovals == navigationController.stackRemovals,
      last.childrenChanges == Self.childrenChanges
    {
      return
    }
    let seen = (navigationController.stackRemovals, Self.childrenChanges)
    var stack = navigationController.viewControllers
    if let incoming, let index = stack.firstIndex(where: { $0 === incoming }) {
      stack = Array(stack[...index])
    }
    let onStack = Set(stack.map(ObjectIdentifier.init))
    var gone: [FlowCoordinator] = []
    func visit(_ coordinator: FlowCoordinator) {
      for child in coordinator.childCoordinators.compactMap({ $0 as? FlowCoordinator })
      where child.navigationController === navigationController {
        visit(child)
        // A child that has not shown a screen yet is starting, not gone.
        if child.hasShownAScreen, !child.hasScreen(in: onStack), !child.isFinished {
          gone.append(child)
        }
      }
    }
    visit(self)
    // `gone` lists the deepest flows first.
    if variant == .removesOnlyLastChild, let deepest = gone.first {
      deepest.markFinished()
      lastReconcile.value = (seen.0, seen.1, gone.count > 1)
      return
    }
    for coordinator in gone where !coordinator.isFinished { coordinator.markFinished() }
    lastReconcile.value = (seen.0, seen.1, false)
  }

  /// This flow's sheet was dismissed, by anyone.
  func sheetWasDismissed() {
    markFinished()
  }
}

/// Receives the owned navigation controller's transitions for a root ``FlowCoordinator``;
/// owned by it, and weak in the delegate hub it joins, as UIKit delegates are.
@MainActor
final class NavigationObserver: NavigationControllerDelegate {
  private weak var owner: FlowCoordinator?

  init(owner: FlowCoordinator) {
    self.owner = owner
  }

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    // The faulty form reacts at the start of a transition, which a swipe may still cancel.
    if owner?.variant == .finishesOnWillShow {
      owner?.reconcileAfterTransition(showing: viewController)
    }
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    owner?.reconcileAfterTransition()
  }

}

extension FlowCoordinator: DropsGoneReferences {
  /// Drops the screens that have gone but the first, and the children held weakly that have
  /// gone: every look at ``screens`` skips a gone screen (``hasScreen(in:)``, the next
  /// ``show(_:label:viewModel:animated:fileID:line:)``, which drops them all) but
  /// ``finish(animated:)``, which reads the first entry, gone or not; nothing reads the weak
  /// children.
  package func dropGoneReferences() {
    if screens.dropFirst().contains(where: { $0.screen == nil }) {
      screens = [screens[0]] + screens.dropFirst().filter { $0.screen != nil }
    }
    weakChildren.removeAll { $0.coordinator == nil }
  }
}

/// A weak reference to a coordinator, for the faulty form that keeps children only so.
struct WeakCoordinator {
  weak var coordinator: FlowCoordinator?

  init(_ coordinator: FlowCoordinator) {
    self.coordinator = coordinator
  }
}

/// A weak reference to a screen a flow showed.
struct WeakScreen {
  weak var screen: ViewController?

  init(_ screen: ViewController) {
    self.screen = screen
  }
}
