import CoordinatorTree

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
