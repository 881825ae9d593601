public import CoordinatorTree
public import Foundation

/// UIKit's keyboard notifications, under UIKit's names and raw values, for the code that
/// observes them. The model posts none (a text input that becomes the first responder shows no
/// keyboard): an observer registered with `queue: .main` would wait for the main queue from
/// the queue it blocks under Swift Testing on Linux (docs/uikit-surface.md).
///
/// ```swift
/// keyboardObserver = NotificationCenter.default.addObserver(
///   forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
/// ) { [weak self] _ in self?.scrollToInput() }
/// ```
extension UIResponder {
  /// The keyboard will show.
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// The keyboard showed.
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// The keyboard will hide.
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// The keyboard hid.
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// The keyboard's frame will change.
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The keyboard's frame changed.
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The key of the keyboard's frame at the start, a `CGRect` in an `NSValue`.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key of the keyboard's frame at the end, a `CGRect` in an `NSValue`.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key of the animation's duration, a number.
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of the animation's curve, a number.
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
}
