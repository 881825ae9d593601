import CoordAuditScenarios
import LeakAudit

extension TextReport {
  /// Renders a test run: a table of every test, then why each one that failed did.
  ///
  /// ```text
  /// coordaudit: 2 test reports
  ///
  /// TEST                                    OUTCOME  FINDINGS  SURVIVORS  LIVE AT END  HEAP BYTES
  /// MemoTests.DetailTests.detailGoesAway()  failed   1 leak    detail     1 Screen          4,096
  /// MemoTests.ListTests.listGoesAway()      clean    —         —          —                 4,096
  ///
  /// MemoTests.DetailTests.detailGoesAway() (MemoTests/DetailTests.swift)
  ///   Leak: Screen "detail" still alive after step 1 "pop detail".
  ///   …
  ///
  /// 2 tests: 1 clean, 1 failed
  /// ```
  ///
  /// Columns are as wide as their widest cell, two spaces apart; heap bytes are right-aligned
  /// and never end a line with spaces. A paragraph under `test (file)` holds
  /// ``TestResult/explanation``, indented by two spaces. Notes (`Note: …`) come before the
  /// summary. Names are escaped as in a run's report.
  ///
  /// - Parameters:
  ///   - report: The test run.
  ///   - style: Whether to colour the outcomes and the summary.
  /// - Returns: The text, ending with a newline.
  package static func render(_ report: TestRunReport, style: TextStyle = .plain) -> String {
    let rows = report.tests.map {
      [
        $0.test, $0.outcome.rawValue, $0.findingsText, $0.survivorsText, $0.liveCountsText,
        $0.heapText,
      ]
    }
    let lines = table(
      ["TEST", "OUTCOME", "FINDINGS", "SURVIVORS", "LIVE AT END", "HEAP BYTES"], rows: rows,
      rightAligned: [5], outcomeColumn: 1, isGood: report.tests.map { $0.outcome == .clean },
      style: style)
    let summary = report.summary
    return document(
      headline: report.headline, table: lines,
      explained: report.failed.map { ("\($0.test) (\($0.file))", $0.explanation) },
      notes: report.notes, summary: report.isClean ? style.good(summary) : style.bad(summary))
  }
}
