extension View {
  /// What the user can do on this view now: what it offers itself, then what the objects in
  /// its ``interactionSources`` offer (its gesture recognizers), in that order, as
  /// ``Window/userInteractionsOnScreen`` lists them.
  package var offeredUserInteractions: [ViewInteraction] {
    placedUserInteractions.map(\.interaction)
  }

  /// ``offeredUserInteractions``, each with its place: which of the view's sources offers it
  /// (the view first, then its ``interactionSources``) and which of that source's
  /// interactions it is, the last two indices of a path in
  /// ``Window/userInteractionsOnScreen``.
  package var placedUserInteractions: [(place: [Int], interaction: ViewInteraction)] {
    var placed: [(place: [Int], interaction: ViewInteraction)] = []
    for (sourceIndex, source) in ([self] + interactionSources).enumerated() {
      guard let offering = source as? any OffersUserInteractions else { continue }
      for (index, interaction) in offering.userInteractions(on: self).enumerated() {
        placed.append(([sourceIndex, index], interaction))
      }
    }
    return placed
  }

  /// The user does something on this view, as UIKit delivers it, from a test written by hand
  /// (HeadlessUIKit's `button.userTaps()`): refused, with nothing run, unless the view is on
  /// the screen on top, once it has appeared, and the user can reach it.
  ///
  /// The main loop runs first, as for every user action (a user does not act in the middle of
  /// an animation), then `work` picks what to run from the view as it is then.
  ///
  /// ```swift
  /// try performAsUser("taps 'Buy'") { offeredUserInteractions.first?.perform }
  /// ```
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
    var run: (@MainActor () -> Void)?
    try runAsUser(description) {
      guard isReachableByUser else {
        return "the view, or a view above it, is hidden, transparent or does not take touches "
          + "(isUserInteractionEnabled is false)"
      }
      run = work()
      return run == nil
        ? "the view offers nothing of the kind now (disabled, or nothing listens to it)" : nil
    } perform: {
      run?()
    }
  }

  /// The user acts on this view from a test written by hand: the main loop runs (before and
  /// after, as for every user action), then, unless the view is off the screen on top or
  /// `refusal` gives a reason, the action is logged and `perform` runs.
  ///
  /// What every hand-written gesture on a view shares: ``performAsUser(_:_:)`` and the
  /// selection of a table's row or a collection's item (``performUserSelection(_:reaching:_:)``).
  ///
  /// ```swift
  /// try runAsUser("selects row 0 of section 0") { cell == nil ? "it shows no cell" : nil } perform: {
  ///   userTapsRow(at: indexPath)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What the user does, for the event log and the error.
  ///   - refusal: Why the user cannot do it now, or `nil` when the user can; asked once the
  ///     view is known to be on the screen on top.
  ///   - perform: What UIKit runs for it.
  /// - Throws: ``NavigationError/Code/notOnScreen``, with the reason; nothing runs then.
  func runAsUser(
    _ description: String, refusal: () -> String?, perform: () -> Void
  ) throws(NavigationError) {
    MainLoop.beginUserAction()
    defer { MainLoop.endUserAction() }
    let cannot = "The user cannot do what '\(description)' says:"
    guard let window, let top = window.topViewController, top.isVisible,
      top.viewIfLoaded === rootView
    else {
      let shown = window?.topViewController?.logName ?? "none"
      throw NavigationError(
        .notOnScreen,
        "\(cannot) the view is not on the screen on top ('\(shown)' is). Show its view "
          + "controller first.")
    }
    if let why = refusal() { throw NavigationError(.notOnScreen, "\(cannot) \(why).") }
    window.log.append(Event("userInteracts", [description]))
    perform()
  }
}
