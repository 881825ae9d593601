import CoordAuditScenarios
package import LeakAudit

extension ScenarioResult {
  /// The name the heap bytes of a whole test go by, in a baseline and in notes.
  package static let wholeTestLoop = "whole test"

  /// A test's report as a result that every format renders and a baseline compares: the test
  /// is the scenario, expected clean; its findings are one step's; its live counts are the
  /// scenario's; its heap bytes, when the tests ran one at a time, are a loop's named
  /// ``wholeTestLoop`` (line 0), so that a baseline compares them.
  ///
  /// - Parameter test: The test's report, as the test bridge wrote it.
  package init(test: TestReport) {
    let findings = test.report.findings
    let errors = findings.indices.filter { findings[$0].severity == .error }
    self.init(
      name: test.test, file: test.file, systems: [], expected: .clean,
      outcome: test.report.isClean ? .clean : .failed, survivors: TestResult(test: test).survivors,
      steps: findings.isEmpty
        ? []
        : [
          StepResult(
            number: 1, name: "test", line: 0, findings: findings,
            unexpectedFindings: errors)
        ],
      liveCounts: test.liveCounts,
      loops: [
        LoopResult(
          line: 0, name: Self.wholeTestLoop, repetitions: 1, liveCounts: [test.liveCounts],
          heapBytes: test.heapBytes.map { [$0] })
      ])
  }
}
