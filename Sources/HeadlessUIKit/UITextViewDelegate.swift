public import Foundation

/// UIKit's text view delegate; every method is optional, and a text view holds its delegate
/// weakly.
@preconcurrency @MainActor
public protocol UITextViewDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  ///
  /// - Parameter textView: The view.
  /// - Returns: Whether it may; `true` unless implemented.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  ///
  /// - Parameter textView: The view.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Whether editing may end.
  ///
  /// - Parameter textView: The view.
  /// - Returns: Whether it may; `true` unless implemented.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing ended.
  ///
  /// - Parameter textView: The view.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether typed text may replace a range.
  ///
  /// - Parameters:
  ///   - textView: The view.
  ///   - range: The range replaced.
  ///   - text: The text typed.
  /// - Returns: Whether it may; `true` unless implemented.
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// The text changed by the user.
  ///
  /// - Parameter textView: The view.
  func textViewDidChange(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// `true`.
  ///
  /// - Parameter textView: The view.
  /// - Returns: `true`.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// `true`.
  ///
  /// - Parameter textView: The view.
  /// - Returns: `true`.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// `true`.
  ///
  /// - Parameters:
  ///   - textView: The view.
  ///   - range: The range.
  ///   - text: The text.
  /// - Returns: `true`.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter textView: The view.
  public func textViewDidChange(_ textView: UITextView) {}
}
