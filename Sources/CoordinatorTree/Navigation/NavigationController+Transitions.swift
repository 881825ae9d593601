/// How a navigation controller changes its stack: UIKit's callbacks in UIKit's order, and the
/// end of an animated transition on a later turn of the ``MainLoop``.
extension NavigationController {
  /// How a transition changes the stack.
  enum StackChange {
    /// One view controller on top.
    case push(ViewController)
    /// The stack's first `count` view controllers stay, the others go.
    case popTo(count: Int)
    /// Any new stack.
    case replace([ViewController])
  }

  /// Changes the stack with UIKit's callbacks (see the type's documentation for the order).
  ///
  /// A push or a pop changes the stack and the children in place: it costs what it moves, not
  /// the stack's depth.
  func transition(_ change: StackChange, animated: Bool) {
    // A transition that starts while an earlier one waits for its end ends the earlier first.
    endWaitingTransition()
    let from = stack.last
    let removed: [ViewController]
    let added: [ViewController]
    var removedIDs: Set<ObjectIdentifier> = []
    let toWasOnStack: Bool
    switch change {
    case .push(let viewController):
      (removed, added, toWasOnStack) = ([], [viewController], false)
    case .popTo(let count):
      (removed, added, toWasOnStack) = (Array(stack[count...]), [], count > 0)
    case .replace(let newStack):
      (removed, added, removedIDs, toWasOnStack) = Self.difference(from: stack, to: newStack)
    }
    if !removed.isEmpty { removals.value += 1 }
    for viewController in added { viewController.notifyWillMove(toParent: self) }
    for viewController in removed { viewController.notifyWillMove(toParent: nil) }
    for viewController in added { attach(viewController) }
    switch change {
    case .push(let viewController):
      // `attach` put it last among the children.
      stack.append(viewController)
      describedStack.append(viewController.logName)
    case .popTo(let count):
      // The popped stay children until they have moved.
      describedStack.removeLast(stack.count - count)
      stack.removeLast(stack.count - count)
    case .replace(let newStack):
      stack = newStack
      describedStack.invalidate()
      children = removed.isEmpty ? newStack : newStack + removed
    }
    let to = stack.last
    logStack()
    let topChanges = from !== to
    let fromLeaves = from.map { from in removed.contains { $0 === from } } ?? false
    let fromCause: AppearanceCause = fromLeaves ? .moving : .plain
    let toCause: AppearanceCause = to != nil && !toWasOnStack ? .moving : .plain
    // A transition started from another's callbacks (a push in didShow) has its own
    // coordinator, or none, while it runs; the outer one's comes back after.
    let outer = runningTransition
    var coordinator: TransitionCoordinator?
    if topChanges {
      // The first push onto an empty stack, and emptying the stack, animate nothing.
      if animated, let from, let to {
        coordinator = TransitionCoordinator(from: from, to: to, isInteractive: false)
      }
      runningTransition = coordinator
      if hostWindow != nil { to?.loadViewIfNeeded() }
      from?.willDisappear(animated: animated, cause: fromCause)
      to?.willAppear(animated: animated, cause: toCause)
      if let to { notifyWillShow(to, animated: animated) }
      coordinator?.beginAnimations()
    }
    let ending = EndingTransition(
      from: from, to: to, removed: removed, added: added, removedIDs: removedIDs,
      topChanges: topChanges, fromCause: fromCause, toCause: toCause, animated: animated,
      coordinator: coordinator, outer: outer,
      // Animated, in a window: the rest comes on a later turn of the main loop, as in UIKit.
      waits: coordinator != nil && hostWindow != nil)
    guard ending.waits else { return end(ending) }
    waitingEnd = { [self] in end(ending) }
    MainLoop.endLater(self)
  }

  /// What the end of a transition needs from its start.
  struct EndingTransition {
    let from: ViewController?
    let to: ViewController?
    let removed: [ViewController]
    let added: [ViewController]
    let removedIDs: Set<ObjectIdentifier>
    let topChanges: Bool
    let fromCause: AppearanceCause
    let toCause: AppearanceCause
    let animated: Bool
    let coordinator: TransitionCoordinator?
    /// The coordinator of the transition under way when this one started.
    let outer: TransitionCoordinator?
    /// Whether the end waits for a later turn of the main loop.
    let waits: Bool
  }

  /// Ends a transition: the rest of the appearance callbacks, the removed view controllers
  /// leave, `didMove`, `didShow`, then the completions.
  private func end(_ ending: EndingTransition) {
    let animated = ending.animated
    if ending.topChanges {
      ending.from?.didDisappear(animated: animated, cause: ending.fromCause)
      ending.to?.didAppear(animated: animated, cause: ending.toCause)
    }
    for viewController in ending.removed { viewController.noteLeavingHierarchy() }
    removeChildren(ending.removed, ids: ending.removedIDs)
    for viewController in ending.removed {
      viewController.parent = nil
      WindowCache.hierarchyDidShrink()
      viewController.notifyDidMove(toParent: nil, formerParent: self)
    }
    for viewController in ending.added { viewController.notifyDidMove(toParent: self) }
    if ending.topChanges, let to = ending.to { notifyDidShow(to, animated: animated) }
    ending.coordinator?.complete()
    if ending.topChanges {
      // One that waited ended after its caller returned: there is no outer one to restore,
      // and a transition its callbacks started keeps its own coordinator.
      if !ending.waits {
        runningTransition = ending.outer
      } else if runningTransition === ending.coordinator {
        runningTransition = nil
      }
    }
    // Released only now, after didShow, whatever the optimizer would do with the last use.
    withExtendedLifetime(ending.removed) {}
  }

  /// Whether this navigation controller is `subtree` or inside it: a child, or presented by
  /// something inside it, at any depth.
  func isInside(_ subtree: ViewController) -> Bool {
    var node: ViewController = self
    while node !== subtree {
      if let parent = node.parent {
        node = parent
      } else if let presenter = node.activePresentation?.presentingViewController {
        node = presenter
      } else {
        return false
      }
    }
    return true
  }

  /// Ends the animated transition that waits for a later turn, if any: the rest of its
  /// callbacks, then its completions.
  func endWaitingTransition() {
    guard let end = waitingEnd else { return }
    waitingEnd = nil
    MainLoop.forget(self)
    end()
  }

  /// Removes the children a transition took off the stack: from the end when they are the
  /// last children, as after a pop; otherwise by identity.
  private func removeChildren(_ removed: [ViewController], ids: Set<ObjectIdentifier>) {
    guard !removed.isEmpty else { return }
    let tail = children.count - removed.count
    if tail >= 0, removed.indices.allSatisfy({ children[tail + $0] === removed[$0] }) {
      children.removeLast(removed.count)
      return
    }
    let ids = ids.isEmpty ? Set(removed.map(ObjectIdentifier.init)) : ids
    children.removeAll { ids.contains(ObjectIdentifier($0)) }
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
}
