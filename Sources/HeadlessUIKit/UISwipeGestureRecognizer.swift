import CoordinatorTree

/// UIKit's swipe recognizer: the user's swipe in its ``direction`` calls its targets with `.ended`.
///
/// Exploration offers it as `swipes left on …` (one per direction it takes).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, as `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// To the right: the default.
    public static let right = Direction(rawValue: 1 << 0)
    /// To the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Up.
    public static let up = Direction(rawValue: 1 << 2)
    /// Down.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions it takes; right unless set.
  open var direction = Direction.right
  /// The fingers needed; kept as set.
  open var numberOfTouchesRequired = 1

  /// A swipe in each direction it takes, while enabled and with a target.
  ///
  /// - Parameter view: The view it is attached to.
  /// - Returns: The swipes.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, hasTargets else { return [] }
    let named: [(Direction, String)] = [
      (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
    ]
    return named.filter { direction.contains($0.0) }.map { _, name in
      ViewInteraction("swipes \(name) on \(view.userFacingName)") { [weak self] in
        self?.recognize(through: [.ended])
      }
    }
  }
}
