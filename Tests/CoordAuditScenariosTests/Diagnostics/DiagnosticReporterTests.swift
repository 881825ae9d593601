import Testing

@testable import CoordAuditScenarios

/// The one place where the lexer, the parser and the validator report a problem.
@Suite struct DiagnosticReporterTests {
  @Test func aProblemQuotesItsLineAndPointsAtOneCharacterAtLeast() {
    var reporter = DiagnosticReporter(file: "s.scenario", lines: ["start Main", "push Detial"])
    reporter.report(
      "unknown screen 'Detial'", at: Scenario.Position(line: 2, column: 6), length: 6,
      hint: "did you mean 'Detail'?")
    reporter.report("expected a name", line: 1, column: 12, length: 0, hint: nil)
    reporter.report("past the end", line: 3, column: 1, length: 1, hint: nil)
    #expect(
      reporter.diagnostics.map(\.description) == [
        "s.scenario:1:12: error: expected a name\n  start Main\n             ^",
        "s.scenario:2:6: error: unknown screen 'Detial'\n  push Detial\n       ^~~~~~\n"
          + "Help: did you mean 'Detail'?",
        "s.scenario:3:1: error: past the end\n  \n  ^",
      ])
  }

  @Test func aProblemAtANameIsUnderTheWholeName() {
    var reporter = DiagnosticReporter(file: "s.scenario", lines: ["pop to Nowhere"])
    let name = Scenario.Name(text: "Nowhere", position: Scenario.Position(line: 1, column: 8))
    reporter.report("unknown screen 'Nowhere'", at: name, hint: nil)
    #expect(reporter.diagnostics.map(\.column) == [8])
    #expect(reporter.diagnostics.map(\.length) == [7])
  }

  @Test func onceFullAProblemAfterTheLastKeptIsCountedWithoutItsMessageBeingMade() {
    var reporter = DiagnosticReporter(file: "s.scenario", lines: [])
    for line in 1...DiagnosticList.maximumCount {
      reporter.report("bad", line: line, column: 1, length: 1, hint: nil)
    }
    var made = 0
    func text() -> String {
      made += 1
      return "late"
    }
    reporter.report(text(), line: 5_000, column: 1, length: 1, hint: text())
    #expect(made == 0)
    #expect(reporter.diagnostics.totalCount == DiagnosticList.maximumCount + 1)
  }
}
