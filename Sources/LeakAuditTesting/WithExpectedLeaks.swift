public import LeakAudit

/// Runs `body`, a positive control, and checks that the checks in it report a leak: the leaks
/// they report are expected, and do not fail the test; none at all does.
///
/// Use it for a test that must leak, to prove that a check catches what it should. It works
/// the same under XCTest (where Linux has no `XCTExpectFailure`) and Swift Testing. Every check
/// of the bridge that runs in `body` and reports a finding of `kinds` hands the finding here
/// instead of failing: `assertReleased`, `assertGraphReleased`, `withLeakTracking`,
/// `assertClean`. Other findings fail as usual.
///
/// ```swift
/// func testTheFaultyFlowIsCaught() async {
///   let report = await withExpectedLeaks {
///     await assertReleased([navigation.topViewController!]) { try? navigation.userTapsBack() }
///   }
///   XCTAssertEqual(report.findings.first?.objects.first?.typeName, "SearchScreen")
/// }
/// ```
///
/// When nothing comes, the test fails on this call's line:
///
/// ```text
/// No leak was reported, and the block expects one.
///
/// Every check in the block found the objects released.
///
/// What to do: this test is a positive control: make the code under test leak again, or
/// remove withExpectedLeaks if the leak has been fixed for good.
/// ```
///
/// A check whose report comes after `body` returns (the teardown check of `trackForLeaks` in
/// an `XCTestCase`, the `.checksForLeaks` trait) is not covered.
///
/// - Parameters:
///   - kinds: The kinds of finding expected; by default leaks.
///   - isolation: The actor to run `body` on; defaults to the caller's.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The code whose checks must report a finding of `kinds`.
/// - Returns: The expected findings that the checks reported, to assert on.
/// - Throws: What `body` throws; then nothing is checked.
@discardableResult
public func withExpectedLeaks(
  _ kinds: Set<Finding.Kind> = [.leak],
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: () async throws -> Void
) async rethrows -> Report {
  let expected = ExpectedFindings(kinds: kinds)
  try await ExpectedFindings.$current.withValue(expected) { try await body() }
  return expected.conclude(
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Runs `body`, a positive control, and checks that the checks in it report a leak; the
/// synchronous form, for the synchronous `withLeakTracking` and `assertClean`.
///
/// ```swift
/// withExpectedLeaks {
///   withLeakTracking { tracker in tracker.track(makeLeakyScreen()) }
/// }
/// ```
///
/// - Parameters:
///   - kinds: The kinds of finding expected; by default leaks.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The code whose checks must report a finding of `kinds`.
/// - Returns: The expected findings that the checks reported.
/// - Throws: What `body` throws; then nothing is checked.
@discardableResult
@_disfavoredOverload
public func withExpectedLeaks(
  _ kinds: Set<Finding.Kind> = [.leak],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: () throws -> Void
) rethrows -> Report {
  let expected = ExpectedFindings(kinds: kinds)
  try ExpectedFindings.$current.withValue(expected) { try body() }
  return expected.conclude(
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The failure message of a block that expected findings of `kinds` and met `report`: `nil`
/// when the report has one.
///
/// - Parameters:
///   - report: What the block's checks reported of the kinds expected.
///   - kinds: The kinds of finding expected.
/// - Returns: The failure message, or `nil`.
public func verifyExpectedLeaks(_ report: Report, kinds: Set<Finding.Kind> = [.leak]) -> String? {
  guard !report.findings.contains(where: { kinds.contains($0.kind) }) else { return nil }
  let headline =
    kinds == [.leak]
    ? "No leak was reported, and the block expects one."
    : "No finding of the kinds the block expects ("
      + Finding.Kind.allCases.filter(kinds.contains).map { "\($0)".lowercased() }
      .joined(separator: ", ") + ") was reported."
  return """
    \(headline)

    Every check in the block found the objects released.

    What to do: this test is a positive control: make the code under test leak again, or \
    remove withExpectedLeaks if the leak has been fixed for good.
    """
}

/// The findings a ``withExpectedLeaks(_:isolation:fileID:filePath:line:column:_:)`` block
/// expects: the bridge hands them here instead of reporting them.
final class ExpectedFindings: Sendable {
  let kinds: Set<Finding.Kind>
  private let taken = LockedBox<[Finding]>([])

  @TaskLocal static var current: ExpectedFindings?

  init(kinds: Set<Finding.Kind>) {
    self.kinds = kinds
  }

  /// Takes an entry that fails a check and is of a kind expected.
  func takes(_ entry: Report.Entry) -> Bool {
    guard kinds.contains(entry.kind), entry.severity == .error else { return false }
    taken.withLock { $0 += entry.findings }
    return true
  }

  /// The findings taken; a failure at `site` when there are none.
  func conclude(at site: CallSite) -> Report {
    let report = Report(findings: taken.withLock { $0 })
    if let message = verifyExpectedLeaks(report, kinds: kinds) {
      IssueRecorder.record(message, isWarning: false, at: IssueLocation(site))
    }
    return report
  }
}
