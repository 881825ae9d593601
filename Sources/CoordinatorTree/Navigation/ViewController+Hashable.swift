extension ViewController: Hashable {
  /// Whether two view controllers are the same object, as `NSObject`'s `==` answers for
  /// UIKit's.
  ///
  /// - Parameters:
  ///   - lhs: A view controller.
  ///   - rhs: Another view controller.
  /// - Returns: `lhs === rhs`.
  public nonisolated static func == (lhs: ViewController, rhs: ViewController) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity, so that view controllers serve as dictionary keys and set
  /// members (a router's map from a pushed screen to its completion).
  ///
  /// - Parameter hasher: The hasher.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
