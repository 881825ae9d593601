import CoordAuditCLI
import CoordAuditScenarios

/// libFuzzer's entry: the bytes as a scenario file, parsed and validated as `coordaudit run`
/// does, every problem printed.
///
/// Beyond not crashing: at most ``DiagnosticList/maximumCount`` problems are kept, and no
/// control character but the line feed (not even a tab), and no bidirectional formatting
/// character, reaches what is printed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let problems = ScenarioRunner().check(source, file: "fuzz.scenario")
  precondition(problems.count <= DiagnosticList.maximumCount, "too many problems kept")
  for problem in problems {
    let printed = problem.description
    precondition(
      TerminalSafety.unsafeScalars(in: printed).isEmpty,
      "a control character is printed raw: \(printed.debugDescription)")
  }
  return 0
}
