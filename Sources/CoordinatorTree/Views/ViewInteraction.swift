/// Something the user can do on a view: a button's tap, a switch's toggle, a row's selection,
/// a tap that a gesture recognizer takes.
///
/// The seam between the view layer and exploration: HeadlessUIKit's controls, gesture
/// recognizers and tables say what the user can do on them (``OffersUserInteractions``), and
/// the explorer offers each as a user action (see ``Window/userInteractionsOnScreen``), which
/// runs exactly what UIKit would run for that touch, asking no other app code first.
@MainActor
package struct ViewInteraction {
  /// What the user does, as a sequence says it after "user ": `taps 'Buy'`,
  /// `selects row 2 of section 0 ('Inbox')`.
  package let description: String
  /// Runs what UIKit runs for it.
  package let perform: @MainActor () -> Void

  /// Creates an interaction.
  ///
  /// - Parameters:
  ///   - description: What the user does, after "user ".
  ///   - perform: What UIKit runs for it.
  package init(_ description: String, perform: @escaping @MainActor () -> Void) {
    self.description = description
    self.perform = perform
  }
}

/// A view, or an object a view holds such as a gesture recognizer, that offers the user
/// something to do.
///
/// HeadlessUIKit's types adopt it; the explorer asks every view the user can reach (see
/// ``View/isReachableByUser``) and the objects in its ``View/interactionSources``. Offer only
/// what the user can do now (an enabled control, a recognizer that is enabled): an interaction
/// offered and then refused would be reported as the app's error.
@MainActor
package protocol OffersUserInteractions: AnyObject {
  /// What the user can do on it now, in a fixed order.
  ///
  /// - Parameter view: The view it is on (itself, for a view).
  /// - Returns: The interactions, each run as UIKit runs it.
  func userInteractions(on view: View) -> [ViewInteraction]
}
