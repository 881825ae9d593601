import LeakAudit

/// A failure or warning that the bridge reported, as the project's own tests capture it.
package struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  /// The headline, then a blank line and the details, as XCTest shows it.
  package var message: String
  /// The first line of ``message``, without its final period: what Swift Testing shows as the
  /// issue.
  package var headline: String
  package var isWarning: Bool
  package var fileID: String
  package var filePath: String
  package var line: Int
  package var column: Int

  package var description: String {
    "\(fileID):\(line):\(column): \(isWarning ? "warning" : "error"): \(message)"
  }
}

/// Where reported issues go while a test captures them, instead of failing that test.
///
/// On Linux XCTest has no `XCTExpectFailure`, so the project's tests route failures here to
/// assert their text and location.
package final class IssueCollector: Sendable {
  private let issues = LockedBox<[ReportedIssue]>([])

  package init() {}

  package var reported: [ReportedIssue] { issues.withLock { $0 } }

  func append(_ issue: ReportedIssue) { issues.withLock { $0.append(issue) } }

  @TaskLocal package static var current: IssueCollector?
}

/// Runs `body` and returns the issues the bridge reported during it, instead of failing.
package func withCapturedIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try await IssueCollector.$current.withValue(collector) { try await body() }
  return collector.reported
}

/// Runs `body` and returns the issues the bridge reported during it, instead of failing.
package func withCapturedIssues(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try IssueCollector.$current.withValue(collector) { try body() }
  return collector.reported
}
