/// A method of a type, unapplied, that a bar button, a control, a gesture recognizer or a timer
/// calls on its target: the model's spelling of a selector.
///
/// The method may take nothing or the sender (`tapped(_ sender: UIButton)`, or `Any`); it runs
/// only on an object of its type, with a sender of the type it takes.
@MainActor
package struct MethodAction {
  /// Calls the method on `target` with `sender` when both are of the method's types; says
  /// whether it did.
  package let perform: @MainActor (AnyObject, Any) -> Bool

  /// A method that takes nothing.
  ///
  /// - Parameter method: The method, unapplied.
  package init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void) {
    perform = { object, _ in
      guard let target = object as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// A method that takes the sender.
  ///
  /// - Parameter method: The method, unapplied.
  package init<Target: AnyObject, Sender>(
    _ method: @escaping @MainActor (Target) -> (Sender) -> Void
  ) {
    perform = { object, sender in
      guard let target = object as? Target, let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
  }
}
