public import LeakAudit

/// Reports the findings of a ``Report`` as test issues on the caller's line: one issue per bug,
/// whose headline is the finding.
///
/// Use it for a report you got from LeakAudit yourself: from ``LeakTracker/settle()``, a
/// ``LeakTracker/step(_:expectReleased:expectAlive:isolation:perform:)``, a flow audit, or
/// `withLeakTracking`'s return value. It works under Swift Testing and XCTest alike:
///
/// ```swift
/// let report = await tracker.step("back to main", expectReleased: [search]) {
///   try navigation.userTapsBack()
/// }
/// assertClean(report)
/// ```
///
/// Each bug (see ``Report/entries``) is one issue. Swift Testing shows its headline as the
/// issue, and the details below it; XCTest shows both in its message:
///
/// ```text
/// Leak: SearchCoordinator "search" still alive after step 2 "back to main".
///
///   #2 coordinator SearchCoordinator "search", tracked at MyAppTests/SearchTests.swift:41
///     held by MainCoordinator.childCoordinators[0] → SearchCoordinator
///     fingerprint 86d4d4496a2e5a85
///
/// What to do: find who still holds it: …
/// ```
///
/// Late releases and known leaks (see ``AllowList``) are warnings: they never fail the test.
///
/// - Parameters:
///   - report: The report to check.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
public func assertClean(
  _ report: Report,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let location = IssueLocation(
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  let unexpected = IssueRecorder.record(report, from: nil, scope: location)
  TestReports.shared.add(unexpected, liveCounts: [:], heap: .none, location: location)
}

/// The text of the failures a report holds, as ``assertClean(_:fileID:filePath:line:column:)``
/// reports them; `nil` when the report is clean.
///
/// ```swift
/// XCTAssertNil(verifyClean(report))
/// ```
///
/// - Parameter report: The report to check.
/// - Returns: The text of every entry that fails the check, separated by blank lines, or
///   `nil` when none does.
public func verifyClean(_ report: Report) -> String? {
  let failures = report.entries.filter { $0.severity == .error }
  guard !failures.isEmpty else { return nil }
  return failures.map { LeakIssue($0).message }.joined(separator: "\n\n")
}
