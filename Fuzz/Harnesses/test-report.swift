import CoordAuditCLI
import CoordAuditScenarios
import LeakAudit

/// libFuzzer's entry: the bytes as a test report, read as `coordaudit report` reads each file
/// of its directory; a report read is written and read back, and rendered in every format as
/// `coordaudit report` renders it, with a test's columns.
///
/// Beyond not crashing: a report read comes back the same, and no control character but the
/// line feed, and no bidirectional formatting character, reaches a human format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestReport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let report = try? TestReport(bytes: bytes) else { return 0 }
  let again = try? TestReport(bytes: Array(report.jsonString.utf8))
  precondition(again == report, "the test report changed on a round trip")
  // As the command does with --baseline: compared with a baseline recorded from the test
  // itself, which notes what it could not compare (and finds a regression in a negative count).
  let result = ScenarioResult(test: report)
  let comparison = Baseline(recording: [result]).compare(
    [result], tolerance: .default, file: "baseline.json")
  let run = TestRunReport(
    tests: [report],
    compared: RunReport(
      scenarios: comparison.results, source: .tests,
      baseline: .init(file: "baseline.json", tolerance: .default), notes: comparison.notes))
  for format in ReportFormat.allCases {
    let text = format.render(run)
    guard format == .text || format == .markdown || format == .mermaid else { continue }
    precondition(
      TerminalSafety.unsafeScalars(in: text).isEmpty,
      "a control character reaches the \(format) report raw")
  }
  return 0
}
