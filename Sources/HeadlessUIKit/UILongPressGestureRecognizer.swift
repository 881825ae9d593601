import CoordinatorTree

/// UIKit's long-press recognizer: the user's press on its view calls its targets with `.began`
/// (after the press lasted), then `.ended` (when lifted).
///
/// Exploration offers it as `long-presses …`.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the press lasts before it begins; kept as set.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The taps before the press; kept as set.
  open var numberOfTapsRequired = 0
  /// The fingers needed; kept as set.
  open var numberOfTouchesRequired = 1
  /// How far the finger may move; kept as set.
  open var allowableMovement: CGFloat = 10

  /// The long press, while enabled and with a target.
  ///
  /// - Parameter view: The view it is attached to.
  /// - Returns: The long press.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, hasTargets else { return [] }
    return [
      ViewInteraction("long-presses \(view.userFacingName)") { [weak self] in
        self?.recognize(through: [.began, .ended])
      }
    ]
  }
}
