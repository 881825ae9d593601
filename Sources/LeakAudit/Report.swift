/// The outcome of a check: the findings, in a stable order, and what went as expected.
///
/// A report is a value: compare it, merge it, encode it (see ``jsonString()``) or print it for
/// a person (see ``text``). Findings are ordered by kind (leak, premature release, over limit,
/// growth, broken invariant, late release), known leaks after the other leaks, then by step
/// number, then by the number of the first object they name, then by group name, so the same
/// run gives the same report byte for byte.
public struct Report: Hashable, Sendable {
  /// The version of the JSON schema that ``jsonString()`` writes.
  ///
  /// It grows by one whenever a field changes meaning or goes away; new optional fields do not
  /// change it.
  public static let currentSchemaVersion = 1

  /// The schema version this report was written with.
  public var schemaVersion: Int
  /// What went wrong, in report order.
  public var findings: [Finding]
  /// How many objects met their release expectation in time.
  public var releasedCount: Int

  /// Creates a report; the findings are put in report order.
  ///
  /// - Parameters:
  ///   - findings: The findings, in any order.
  ///   - releasedCount: How many objects met their release expectation in time.
  public init(findings: [Finding] = [], releasedCount: Int = 0) {
    self.schemaVersion = Report.currentSchemaVersion
    self.findings = findings.sorted(by: Finding.areInReportOrder)
    self.releasedCount = releasedCount
  }

  /// The findings that fail a check.
  public var errors: [Finding] { findings.filter { $0.severity == .error } }
  /// The findings that only warn (late releases).
  public var warnings: [Finding] { findings.filter { $0.severity == .warning } }
  /// The known leaks: leaks that an unexpired ``AllowList`` entry accepts.
  public var knownLeaks: [Finding] { findings.filter { $0.severity == .note } }
  /// Whether the report has no error.
  ///
  /// Warnings and known leaks do not make a report unclean.
  public var isClean: Bool { !findings.contains { $0.severity == .error } }

  /// This report followed by another: the findings of both, in report order.
  ///
  /// - Parameter other: The report to add.
  /// - Returns: A report with the findings and release counts of both.
  public func merging(_ other: Report) -> Report {
    Report(findings: findings + other.findings, releasedCount: releasedCount + other.releasedCount)
  }
}
