import CoordAuditScenarios
import LeakAudit

extension JSONReport {
  /// The version of the JSON schema that ``render(_:)-(TestRunReport)`` writes for
  /// `coordaudit report`.
  ///
  /// Version 1 listed the tests as scenarios (`scenarios`, with systems and an expected
  /// outcome); version 2 lists them as tests (`tests`). It grows by one whenever a field changes
  /// meaning or goes away; new fields do not change it. The JSON of `run` and `explore` is
  /// versioned apart, by ``schemaVersion``.
  package static let testsSchemaVersion = 2

  /// Renders a test run: each test as its test report holds it, with its outcome, survivors and
  /// regressions.
  ///
  /// ```json
  /// {
  ///   "notes" : [ ],
  ///   "schemaVersion" : 2,
  ///   "source" : "tests",
  ///   "summary" : { "clean" : 1, "failed" : 1, "tests" : 2 },
  ///   "tests" : [
  ///     {
  ///       "file" : "MemoTests/DetailTests.swift",
  ///       "heapBytes" : 4096,
  ///       "liveCounts" : { "Screen" : 1 },
  ///       "memoryFindings" : [ ],
  ///       "outcome" : "failed",
  ///       "report" : { "entries" : [ … ], "findings" : [ … ], "releasedCount" : 0, "schemaVersion" : 1 },
  ///       "survivors" : [ "detail" ],
  ///       "test" : "MemoTests.DetailTests.detailGoesAway()"
  ///     }
  ///   ],
  ///   "tool" : "coordaudit",
  ///   "version" : "0.1.0"
  /// }
  /// ```
  ///
  /// Keys are sorted and the text pretty-printed; `baseline` (`file`, `tolerancePercent`) is
  /// absent when the tests were not compared with one, and a test's `heapBytes` when they were
  /// not measured. `report` is LeakAudit's report of the test's findings (see
  /// `Report.jsonString()`); `memoryFindings` are its regressions against the baseline.
  ///
  /// - Parameter report: The test run.
  /// - Returns: The JSON text, ending with a newline.
  package static func render(_ report: TestRunReport) -> String {
    let document = TestsDocument(
      schemaVersion: testsSchemaVersion, tool: "coordaudit", version: CommandLineTool.version,
      source: .tests, baseline: report.baseline.map(BaselineUse.init), notes: report.notes,
      tests: report.tests.map {
        EncodedTest(
          test: $0.test, file: $0.file, outcome: $0.outcome, report: $0.report,
          survivors: $0.survivors, liveCounts: $0.liveCounts, heapBytes: $0.heapBytes,
          memoryFindings: $0.memoryFindings)
      },
      summary: TestsSummary(
        tests: report.tests.count, clean: report.tests.count - report.failed.count,
        failed: report.failed.count))
    return text(of: document)
  }

  private struct TestsDocument: Encodable {
    var schemaVersion: Int
    var tool: String
    var version: String
    var source: RunReport.Source
    var baseline: BaselineUse?
    var notes: [String]
    var tests: [EncodedTest]
    var summary: TestsSummary
  }

  private struct EncodedTest: Encodable {
    var test: String
    var file: String
    var outcome: TestResult.Outcome
    var report: Report
    var survivors: [String]
    var liveCounts: [String: Int]
    var heapBytes: Int?
    var memoryFindings: [MemoryFinding]
  }

  private struct TestsSummary: Encodable {
    var tests: Int
    var clean: Int
    var failed: Int
  }
}
