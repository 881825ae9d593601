/// UIKit's gesture recognizer delegate; every method is optional, and a recognizer holds its
/// delegate weakly.
///
/// The model asks ``gestureRecognizerShouldBegin(_:)`` before each gesture the user makes; the
/// others are answered by nobody, as the model recognizes one gesture at a time.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// Whether the gesture may begin.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: Whether it may; `true` unless implemented.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether two recognizers may recognize at once.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: One recognizer.
  ///   - otherGestureRecognizer: The other.
  /// - Returns: Whether they may; `false` unless implemented.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// `true`.
  ///
  /// - Parameter gestureRecognizer: The recognizer.
  /// - Returns: `true`.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  /// `false`.
  ///
  /// - Parameters:
  ///   - gestureRecognizer: One recognizer.
  ///   - otherGestureRecognizer: The other.
  /// - Returns: `false`.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
