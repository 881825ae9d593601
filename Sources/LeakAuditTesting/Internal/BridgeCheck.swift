import LeakAudit

/// One check of the bridge, from the call that opens it to the report: reports the findings
/// as issues, and adds them to the test's report when `COORDAUDIT_TEST_REPORTS` asks for one.
struct BridgeCheck: Sendable {
  /// The call that opened the check, where reports about groups land.
  let scope: IssueLocation
  /// The heap bytes in use when it opened, for the test's report.
  let token: TestReports.Token?

  init(scope: IssueLocation) {
    self.scope = scope
    token = TestReports.shared.begin()
  }

  init(site: CallSite) {
    self.init(scope: IssueLocation(site))
  }

  /// Reports the findings of the check's tracker, and adds them to the test's report with the
  /// tracker's live counts.
  ///
  /// - Parameters:
  ///   - report: The findings of the check.
  ///   - tracker: The tracker that made them.
  ///   - collector: Where the project's own tests capture issues.
  ///   - test: The test's name, when the caller knows it (an XCTest teardown).
  /// - Returns: The findings that no `withExpectedLeaks` block took.
  @discardableResult
  func conclude(
    _ report: Report, from tracker: LeakTracker,
    collector: IssueCollector? = IssueCollector.current, test: String? = nil
  ) -> Report {
    let heap = TestReports.shared.end(token)
    let unexpected = IssueRecorder.record(
      report, from: tracker, scope: scope, collector: collector)
    TestReports.shared.add(
      unexpected, liveCounts: tracker.liveCounts, heap: heap, location: scope, test: test)
    return unexpected
  }
}
