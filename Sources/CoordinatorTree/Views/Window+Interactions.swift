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
      for (sourceIndex, source) in ([view] + view.interactionSources).enumerated() {
        guard let offering = source as? any OffersUserInteractions else { continue }
        for (index, interaction) in offering.userInteractions(on: view).enumerated() {
          result.append((path + [sourceIndex, index], interaction))
        }
      }
      for (index, subview) in view.subviews.enumerated() { visit(subview, path + [index]) }
    }
    visit(root, [])
    return result
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
    guard
      let found = userInteractionsOnScreen.first(where: {
        $0.path == path && $0.interaction.description == description
      })
    else {
      throw NavigationError(
        .notOnScreen,
        "The user cannot do what was offered as '\(description)': the screen on top, "
          + "'\(topViewController?.logName ?? "none")', no longer offers it.")
    }
    log.append(Event("userInteracts", [description]))
    found.interaction.perform()
  }
}
