import CoordAuditScenarios
package import LeakAudit

/// Everything `coordaudit report` shows about one test run: each test's result, sorted by
/// name, the baseline they were compared with, and notes.
///
/// Every format renders it with a test's own columns (test, outcome, findings, survivors, live
/// objects at its end, heap bytes), not a scenario's: a test declares no system and expects
/// nothing but a clean check. Nothing is added that the test reports do not hold, so the same
/// directory gives the same report byte for byte.
///
/// ```swift
/// let report = TestRunReport(tests: [TestResult(test: detail), TestResult(test: list)])
/// print(report.summary)  // 2 tests: 1 clean, 1 failed
/// ```
package struct TestRunReport: Hashable, Sendable {
  /// The tests, sorted by name.
  package var tests: [TestResult]
  /// The baseline the tests were compared with, if any.
  package var baseline: RunReport.BaselineUse?
  /// Sentences about what was skipped or could not be compared.
  package var notes: [String]

  /// Creates a test run's report.
  ///
  /// - Parameters:
  ///   - tests: The tests, sorted by name.
  ///   - baseline: The baseline they were compared with, if any.
  ///   - notes: Sentences about what was skipped or could not be compared.
  package init(
    tests: [TestResult], baseline: RunReport.BaselineUse? = nil, notes: [String] = []
  ) {
    self.tests = tests
    self.baseline = baseline
    self.notes = notes
  }

  /// The report of test reports whose results were compared with a baseline as scenarios are.
  ///
  /// - Parameters:
  ///   - tests: The test reports, in the order of `compared`'s results.
  ///   - compared: Their ``ScenarioResult/init(test:)`` results after the comparison, which
  ///     carry each test's regressions, with the baseline and the notes.
  package init(tests: [TestReport], compared: RunReport) {
    precondition(tests.count == compared.scenarios.count, "one result per test report")
    self.init(
      tests: zip(tests, compared.scenarios).map {
        TestResult(test: $0, memoryFindings: $1.memoryFindings)
      }, baseline: compared.baseline, notes: compared.notes)
  }

  /// The tests that failed, in order.
  package var failed: [TestResult] { tests.filter { $0.outcome == .failed } }

  /// Whether every test is clean: the run's exit status is 0.
  package var isClean: Bool { tests.allSatisfy { $0.outcome == .clean } }

  /// `2 tests: 2 clean`, or `2 tests: 1 clean, 1 failed`.
  package var summary: String {
    let failing = failed.count
    var text = "\(Wording.counted(tests.count, "test")): \(tests.count - failing) clean"
    if failing > 0 { text += ", \(failing) failed" }
    return text
  }

  /// `coordaudit: 2 test reports`, and the baseline when there is one.
  package var headline: String {
    var text = "coordaudit: \(Wording.counted(tests.count, "test report"))"
    if let baseline {
      text += ", compared with the baseline '\(baseline.file)' (tolerance \(baseline.tolerance))"
    }
    return text
  }
}
