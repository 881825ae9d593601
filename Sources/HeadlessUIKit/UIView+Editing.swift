public import CoordinatorTree

extension UIView {
  /// Makes the first responder inside this view (itself or a view inside it) resign, as
  /// UIKit's `endEditing(_:)`: a screen's tap to dismiss the keyboard.
  ///
  /// ```swift
  /// @objc func backgroundTapped() { view.endEditing(true) }
  /// ```
  ///
  /// - Parameter force: Whether to resign whatever the responder says. Not modelled: the
  ///   responder is asked either way, so a delegate that refuses
  ///   (`textFieldShouldEndEditing(_:)` returning `false`) keeps it editing, where UIKit's forced
  ///   call would end the editing.
  /// - Returns: Whether no first responder is left inside the view.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = Responder.current as? UIView, responder.isDescendant(of: self) else {
      return true
    }
    return responder.resignFirstResponder()
  }
}
