public import LeakAudit

/// Tracks an object with the current task's tracker, so that the enclosing leak-checking scope
/// checks that it is released.
///
/// The scope is the `.checksForLeaks` trait of a Swift Testing test, or a `withLeakTracking`
/// block. Outside any scope the call tracks nothing and reports an issue on this line, since a
/// check that cannot run must not look like a pass.
///
/// ```swift
/// @Test(.checksForLeaks)
/// func detailGoesAwayAfterPop() {
///   trackForLeaks(detail, role: .view)
/// }
/// ```
///
/// - Parameters:
///   - object: The object that must be released by the end of the scope.
///   - role: The part the object plays, for the failure message.
///   - label: The flow or screen it belongs to, for the failure message.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func trackForLeaks(
  _ object: AnyObject, role: Role = .object, label: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard let tracker = LeakTracker.current else {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    IssueRecorder.record(
      """
      trackForLeaks found no leak-checking scope, so \(type(of: object)) is not checked.

      Add the trait to the test, @Test(.checksForLeaks), or wrap the code in \
      withLeakTracking { tracker in … }.
      """, isWarning: false, at: IssueLocation(site))
    return
  }
  tracker.track(
    object, role: role, label: label, fileID: fileID, filePath: filePath, line: line,
    column: column)
}
