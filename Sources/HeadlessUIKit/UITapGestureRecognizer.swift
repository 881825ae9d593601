import CoordinatorTree

/// UIKit's tap recognizer: the user's tap on its view calls its targets with the state `.ended`.
///
/// Exploration offers it as `taps …` (or `double-taps …` when it needs two taps), naming the view
/// by its text or accessibility label, else its type and position (`taps the UIImageView 2`).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The taps needed; 1 unless set.
  open var numberOfTapsRequired = 1
  /// The fingers needed; 1 unless set.
  open var numberOfTouchesRequired = 1

  /// The tap, while enabled and with a target.
  ///
  /// - Parameter view: The view it is attached to.
  /// - Returns: The tap.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, hasTargets else { return [] }
    let verb = numberOfTapsRequired == 2 ? "double-taps" : "taps"
    return [
      ViewInteraction("\(verb) \(view.userFacingName)") { [weak self] in
        self?.recognize(through: [.ended])
      }
    ]
  }
}
