/// A method of a type, unapplied, that a control, a gesture recognizer or a timer calls on its
/// target: HeadlessUIKit's spelling of a selector, as `UIBarButtonItem`'s.
///
/// The method may take nothing or the sender (`tapped(_ sender: UIButton)`, or `Any`); it runs
/// only on an object of its type, with a sender of the type it takes.
@MainActor
struct MethodAction {
  /// Calls the method on `target` with `sender` when both are of the method's types; says
  /// whether it did.
  let perform: @MainActor (AnyObject, Any) -> Bool

  /// A method that takes nothing.
  ///
  /// - Parameter method: The method, unapplied.
  init<Target: AnyObject>(_ method: @escaping @MainActor (Target) -> () -> Void) {
    perform = { object, _ in
      guard let target = object as? Target else { return false }
      method(target)()
      return true
    }
  }

  /// A method that takes the sender.
  ///
  /// - Parameter method: The method, unapplied.
  init<Target: AnyObject, Sender>(_ method: @escaping @MainActor (Target) -> (Sender) -> Void) {
    perform = { object, sender in
      guard let target = object as? Target, let sender = sender as? Sender else { return false }
      method(target)(sender)
      return true
    }
  }
}

/// A target and its action, as a control or a gesture recognizer keeps them: the target weakly,
/// as UIKit's.
@MainActor
struct WeakTargetAction {
  /// The object the action is called on; weak.
  ///
  /// `nil` from the start means the responder chain.
  weak var target: AnyObject?
  /// The method.
  let action: MethodAction

  /// Calls the action on the target or, with none (given `nil`, or released since, as UIKit's
  /// weak target becomes), on the first object of the action's type in `responders`.
  ///
  /// - Parameters:
  ///   - sender: What the action receives.
  ///   - responders: The responder chain from the sender, nearest first.
  /// - Returns: Whether the action ran.
  @discardableResult
  func send(from sender: Any, responders: [AnyObject]) -> Bool {
    if let target { return action.perform(target, sender) }
    return responders.contains { action.perform($0, sender) }
  }
}
