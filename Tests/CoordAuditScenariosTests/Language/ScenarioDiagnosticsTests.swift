import Testing

@testable import CoordAuditScenarios

/// A whole file checked, every phase at once: a file with problems runs nothing, and the
/// catalog's files have none. (Each phase's messages are in ``LexerDiagnosticsTests``,
/// ``ParserDiagnosticsTests``, ``ValidatorDiagnosticsTests`` and ``WiringDiagnosticsTests``;
/// the cap in ``DiagnosticListTests``.)
@Suite struct ScenarioDiagnosticsTests {
  @Test func aFileWithProblemsRunsNothingAndSaysSo() async {
    let result = await ScenarioRunner().run(
      "system child-array\nflow Main root\n  screen Home\nstrat Main\n", file: "s.scenario",
      options: .inTests)
    #expect(result.outcome == .failed)
    #expect(result.steps.isEmpty)
    #expect(result.mismatches.map(\.message) == ["unknown statement 'strat'"])
  }

  @Test func aValidFileHasNoProblem() {
    for entry in ScenarioRunner().catalog {
      #expect(ScenarioRunner().check(entry.source, file: entry.file).isEmpty, "\(entry.name)")
    }
  }
}
