extension View {
  /// What the user can do on this view now: what it offers itself, then what the objects in
  /// its ``interactionSources`` offer (its gesture recognizers), in that order, as
  /// ``Window/userInteractionsOnScreen`` lists them.
  package var offeredUserInteractions: [ViewInteraction] {
    ([self] + interactionSources).flatMap { source -> [ViewInteraction] in
      (source as? any OffersUserInteractions)?.userInteractions(on: self) ?? []
    }
  }

  /// The user does something on this view, as UIKit delivers it, from a test written by hand
  /// (HeadlessUIKit's `button.userTaps()`): refused, with nothing run, unless the view is on
  /// the screen on top, once it has appeared, and the user can reach it.
  ///
  /// The main loop runs first, as for every user action (a user does not act in the middle of
  /// an animation), then `work` picks what to run from the view as it is then.
  ///
  /// - Parameters:
  ///   - description: What the user does, for the event log and the error
  ///     (`taps 'Buy'`).
  ///   - work: What runs, or `nil` when the view offers nothing that fits now; it is called
  ///     once the view is known to be reachable.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when the user cannot reach the view, or
  ///   `work` gives nothing to run.
  package func performAsUser(
    _ description: String, _ work: () -> (@MainActor () -> Void)?
  ) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    let cannot = "The user cannot do what '\(description)' says:"
    guard let window else {
      throw NavigationError(
        .notOnScreen,
        "\(cannot) the view is in no window's screen on top. Show its view controller first.")
    }
    guard let top = window.topViewController, top.isVisible, top.viewIfLoaded === rootView
    else {
      throw NavigationError(
        .notOnScreen,
        "\(cannot) the view is not on the screen on top ('\(window.topViewController?.logName ?? "none")' is)."
      )
    }
    guard isReachableByUser else {
      throw NavigationError(
        .notOnScreen,
        "\(cannot) the view, or a view above it, is hidden, transparent or does not take touches "
          + "(isUserInteractionEnabled is false).")
    }
    guard let run = work() else {
      throw NavigationError(
        .notOnScreen,
        "\(cannot) the view offers nothing of the kind now (disabled, or nothing listens to it).")
    }
    window.log.append(Event("userInteracts", [description]))
    run()
  }
}
