import LeakAudit

/// One check of the bridge, from the call that opens it to the report: reports the findings
/// as issues.
struct BridgeCheck {
  /// The call that opened the check, where reports about groups land.
  let scope: IssueLocation

  init(scope: IssueLocation) {
    self.scope = scope
  }

  init(site: CallSite) {
    self.init(scope: IssueLocation(site))
  }

  /// Reports the findings of the check's tracker.
  ///
  /// - Returns: The findings that no `withExpectedLeaks` block took.
  @discardableResult
  func conclude(
    _ report: Report, from tracker: LeakTracker,
    collector: IssueCollector? = IssueCollector.current
  ) -> Report {
    IssueRecorder.record(report, from: tracker, scope: scope, collector: collector)
  }
}
