import LeakAudit

/// The leak issues recorded to Swift Testing, by the text of the comment each was recorded
/// with, so that ``LeakIssue/init(_:)-swift-testing`` can hand the issue back to a test that
/// matches it: Swift Testing records a failure as a comment (an error would read "Caught
/// error:", though nothing was thrown), and a comment carries text only.
///
/// The last few thousand are kept: a test matches the issues it recorded itself.
enum RecordedLeakIssues {
  private static let byMessage = LockedBox<(issues: [String: LeakIssue], order: [String])>(
    ([:], []))
  private static let capacity = 4_096

  /// Keeps `issue` under its message.
  static func remember(_ issue: LeakIssue) {
    byMessage.withLock { state in
      if state.issues.updateValue(issue, forKey: issue.message) == nil {
        state.order.append(issue.message)
      }
      if state.order.count > capacity {
        let dropped = state.order.removeFirst()
        state.issues[dropped] = nil
      }
    }
  }

  /// The issue recorded with this message, if one was.
  static func issue(withMessage message: String) -> LeakIssue? {
    byMessage.withLock { $0.issues[message] }
  }
}
