extension ViewController {
  /// Tells the window this view controller is shown in that it, and everything in its
  /// hierarchy, is leaving that window's hierarchy; call it before detaching it, while the
  /// window is still found through it.
  ///
  /// An audit hears every view controller that left, and looks at those alone after the step
  /// (see ``FlowAudit``): a step's cost is what it changes, not everything shown. Nothing is
  /// said of what joins: the audit looks at a screen when it is registered, and one that left
  /// is gone for good. Nothing is done outside a window, or without observers.
  func noteLeavingHierarchy() {
    guard let window = hostWindow, window.hasHierarchyObservers else { return }
    window.noteLeaving(self)
  }

  /// Calls `body` with this view controller and every one it holds, as they are now: its
  /// children and what it presents, and theirs.
  func forEachInHierarchy(_ body: (ViewController) -> Void) {
    var pending = [self]
    while let next = pending.popLast() {
      body(next)
      pending += next.children
      if let presented = next.presented { pending.append(presented) }
    }
  }

  /// Whether this view controller is in `window`'s hierarchy now: its chain of containers and
  /// presenters leads to the window's root, each link checked from above (the container lists
  /// it, the presenter presents it), as the hierarchy is owned from above.
  ///
  /// A `true` is kept as ``hostWindow`` keeps a window, until something leaves a hierarchy:
  /// at the top of a chain of sheets, the walk down every presenter cost each look what the
  /// chain holds.
  package func isShown(in window: Window) -> Bool {
    if isShownCache.isValid(for: window) { return true }
    var node = self
    while let parent = node.parent { node = parent }
    let shown: Bool
    if window.rootViewController === node {
      shown = true
    } else if let presenter = node.activePresentation?.presentingViewController,
      presenter.presented === node
    {
      shown = presenter.isShown(in: window)
    } else {
      shown = false
    }
    if shown { isShownCache.keep(window) }
    return shown
  }
}
