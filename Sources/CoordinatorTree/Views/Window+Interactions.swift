extension Window {
  /// What the user can do now on the views of the screen on top, each with where it is: the
  /// view's position from the top content view controller's view (indices into
  /// ``View/subviews``), then which of the view's sources offers it (the view first, then its
  /// ``View/interactionSources``) and which of that source's interactions it is.
  ///
  /// Only the top-most content view controller (see ``topViewController``) is looked at, once
  /// it has appeared (nothing is offered while a transition or a presentation runs), and only
  /// the views the user can reach (``View/isReachableByUser``), depth first in subview order:
  /// a sheet covers what it is presented over. The model has no geometry: a view scrolled out
  /// of sight or covered by a sibling is still offered.
  package var userInteractionsOnScreen: [(path: [Int], interaction: ViewInteraction)] {
    guard let top = topViewController, top.isVisible, let root = top.viewIfLoaded else {
      return []
    }
    var result: [(path: [Int], interaction: ViewInteraction)] = []
    func visit(_ view: View, _ path: [Int]) {
      guard view.acceptsUser else { return }
      for (place, interaction) in view.placedUserInteractions {
        result.append((path + place, interaction))
      }
      for (index, subview) in view.subviews.enumerated() { visit(subview, path + [index]) }
    }
    visit(root, [])
    return result
  }

  /// What ``userInteractionsOnScreen`` offers at `path` now, found by following the path
  /// alone: the views on the way must each take the user, as the whole walk asks.
  private func userInteraction(at path: [Int]) -> ViewInteraction? {
    guard path.count >= 2, let top = topViewController, top.isVisible,
      var view = top.viewIfLoaded, view.acceptsUser
    else { return nil }
    for index in path.dropLast(2) {
      guard view.subviews.indices.contains(index) else { return nil }
      view = view.subviews[index]
      guard view.acceptsUser else { return nil }
    }
    let place = Array(path.suffix(2))
    return view.placedUserInteractions.first { $0.place == place }?.interaction
  }

  /// The user does what ``userInteractionsOnScreen`` offers at `path`, as UIKit delivers the
  /// touch: no other app code is asked first.
  ///
  /// - Parameters:
  ///   - path: Where, as ``userInteractionsOnScreen`` says.
  ///   - description: What it was offered as; the interaction found there now must say the same.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when nothing at `path` offers that now;
  ///   nothing runs then.
  package func performUserInteraction(at path: [Int], description: String) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    guard let found = userInteraction(at: path), found.description == description else {
      throw NavigationError(
        .notOnScreen,
        "The user cannot do what was offered as '\(description)': the screen on top, "
          + "'\(topViewController?.logName ?? "none")', no longer offers it.")
    }
    log.append(Event("userInteracts", [description]))
    found.perform()
  }
}
