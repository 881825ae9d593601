extension ViewController {
  /// Tells the window this view controller is shown in that it, and everything in its
  /// hierarchy, may have joined or left that window's hierarchy; call it after attaching a
  /// view controller, and before detaching one, so that the window is found through it.
  ///
  /// An audit hears every view controller whose place on screen may have changed, and looks
  /// at those alone after the step (see ``FlowAudit``): a step's cost is what it changes, not
  /// everything shown. Nothing is done for a hierarchy outside a window, or without observers.
  func noteHierarchyChange() {
    guard let window = hostWindow, window.hasHierarchyObservers else { return }
    window.noteHierarchyChange(of: self)
  }

  /// Whether this view controller is in `window`'s hierarchy now: its chain of containers and
  /// presenters leads to the window's root, each link checked from above (the container lists
  /// it, the presenter presents it), as the hierarchy is owned from above.
  func isShown(in window: Window) -> Bool {
    var node = self
    while true {
      while let parent = node.parent { node = parent }
      if window.rootViewController === node { return true }
      guard let presenter = node.activePresentation?.presentingViewController,
        presenter.presented === node
      else { return false }
      node = presenter
    }
  }
}
