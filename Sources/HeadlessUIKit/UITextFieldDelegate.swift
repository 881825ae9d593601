public import Foundation

/// UIKit's text field delegate; every method is optional, and a text field holds its delegate
/// weakly.
///
/// ```swift
/// extension LoginViewController: UITextFieldDelegate {
///   func textFieldShouldReturn(_ textField: UITextField) -> Bool {
///     textField.resignFirstResponder()
///     return true
///   }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether it may; `true` unless implemented.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  ///
  /// - Parameter textField: The field.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether it may; `true` unless implemented.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  ///
  /// - Parameter textField: The field.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Whether typed text may replace a range.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - range: The range replaced.
  ///   - string: The text typed.
  /// - Returns: Whether it may; `true` unless implemented.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// Whether the return key should do its default.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether it should; `true` unless implemented.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  /// Whether the clear button may clear.
  ///
  /// - Parameter textField: The field.
  /// - Returns: Whether it may; `true` unless implemented.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Nothing.
  ///
  /// - Parameter textField: The field.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// `true`.
  ///
  /// - Parameters:
  ///   - textField: The field.
  ///   - range: The range.
  ///   - string: The text.
  /// - Returns: `true`.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
  /// `true`.
  ///
  /// - Parameter textField: The field.
  /// - Returns: `true`.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}
