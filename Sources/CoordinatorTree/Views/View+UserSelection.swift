extension View {
  /// The user selects something in this view (a table's row, a collection's item) from a test
  /// written by hand, as UIKit delivers the touch: refused, with nothing run, unless the view
  /// is on the screen on top, once it has appeared, and the user can reach `target` inside it.
  ///
  /// The main loop runs first, as for every user action (a user does not act in the middle of
  /// an animation), and after.
  ///
  /// ```swift
  /// try performUserSelection("selects row 0 of section 0", reaching: cell) {
  ///   userTapsRow(at: indexPath)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - description: What the user does, for the event log and the error.
  ///   - target: The subview the user touches (the row's cell); `nil` when there is none, or
  ///     when the view takes no selection now.
  ///   - perform: What UIKit runs for it.
  /// - Throws: ``NavigationError/Code/notOnScreen`` when the user cannot reach `target`.
  package func performUserSelection(
    _ description: String, reaching target: View?, _ perform: () -> Void
  ) throws(NavigationError) {
    try runAsUser(description) {
      guard let target, target.isDescendant(of: self), target.isReachableByUser else {
        return "it shows no cell, or its cell or a view above it is hidden, transparent or does "
          + "not take touches, or selection is off"
      }
      return nil
    } perform: {
      perform()
    }
  }
}
