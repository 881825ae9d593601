public import CoordinatorTree

/// UIKit's switch: on or off, and what it sends when the user flips it.
///
/// ```swift
/// let notifications = UISwitch()
/// notifications.accessibilityLabel = "Notifications"
/// notifications.addAction(UIAction { [weak self, weak notifications] _ in
///   self?.settings.notify = notifications?.isOn ?? false
/// }, for: .valueChanged)
/// ```
///
/// ``setOn(_:animated:)`` and ``isOn`` from code send nothing, as UIKit's. The user's toggle
/// (exploration's `toggles 'Notifications'`, or `userToggles()` in a test) flips the value
/// first, then sends `.valueChanged` and `.primaryActionTriggered`, as UIKit does. Ownership is
/// `UIControl`'s.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  open var isOn = false
  /// The colour when on.
  open var onTintColor: UIColor?
  /// The thumb's colour.
  open var thumbTintColor: UIColor?

  /// Turns the switch on or off from code; sends nothing, as UIKit's.
  ///
  /// - Parameters:
  ///   - on: Whether it is on.
  ///   - animated: Ignored.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// What the user's flip does: the value changes, then the switch sends `.valueChanged` and
  /// `.primaryActionTriggered`.
  func userFlips() {
    isOn.toggle()
    sendActions(for: .valueChanged)
    sendActions(for: .primaryActionTriggered)
  }

  /// The toggle, while the switch is enabled and something listens to its change.
  ///
  /// - Parameter view: This switch.
  /// - Returns: The toggle, or nothing.
  package override func userInteractions(on view: View) -> [ViewInteraction] {
    guard isEnabled, listens(to: [.valueChanged, .primaryActionTriggered]) else { return [] }
    return [ViewInteraction("toggles \(userFacingName)") { [weak self] in self?.userFlips() }]
  }
}
