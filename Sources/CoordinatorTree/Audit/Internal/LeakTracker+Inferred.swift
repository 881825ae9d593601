internal import LeakAudit

extension LeakTracker {
  /// Tracks an object that ownership inference found: reports name it by its type, and say it
  /// was tracked here (no line of the app's made it known).
  func trackFoundObject(_ object: AnyObject) -> Probe {
    track(object, role: .object, label: nil, fileID: #fileID, line: #line)
  }
}
