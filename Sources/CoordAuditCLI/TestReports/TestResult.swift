package import CoordAuditScenarios
package import LeakAudit

/// One test as `coordaudit report` shows it: its name, whether it failed, what its checks
/// found, who survived, what was alive at its end and the heap bytes it left.
///
/// A test is not a scenario: it declares no system and expects nothing but a clean check, so it
/// has columns of its own (see ``TestRunReport``). Its memory regressions against a baseline
/// come from comparing ``ScenarioResult/init(test:)`` with the baseline, which is how a
/// baseline records tests.
///
/// ```swift
/// let result = TestResult(test: report)
/// print(result.outcome, result.findingsText, result.liveCountsText)
/// // failed 1 leak 1 Model, 1 Screen
/// ```
package struct TestResult: Hashable, Sendable {
  /// Whether a test passed its checks.
  package enum Outcome: String, Hashable, Sendable, Codable {
    /// No finding that fails a check (warnings and known leaks do not), no regression.
    case clean
    /// A leak or another failing finding, or a memory regression against the baseline.
    case failed
  }

  /// The test: `Module.Suite.test()` for Swift Testing, `Module.Class.testMethod` for XCTest.
  package var test: String
  /// The file of the test's first check, as `#fileID` spells it.
  package var file: String
  /// The findings of the test's checks, as its test report holds them.
  package var report: Report
  /// Live tracked objects per type (and group) when its checks ended; none are absent.
  package var liveCounts: [String: Int]
  /// Heap bytes its checks left, or `nil` when they were not measured.
  package var heapBytes: Int?
  /// Its regressions against a baseline (`countRegression`, `heapRegression`), if compared.
  package var memoryFindings: [MemoryFinding]

  /// A test's result from its report.
  ///
  /// - Parameters:
  ///   - test: The test's report, as the test bridge wrote it.
  ///   - memoryFindings: Its regressions against a baseline; none when not compared.
  package init(test: TestReport, memoryFindings: [MemoryFinding] = []) {
    self.test = test.test
    file = test.file
    report = test.report
    liveCounts = test.liveCounts
    heapBytes = test.heapBytes
    self.memoryFindings = memoryFindings
  }

  /// `failed` when a finding fails a check or a regression is not expected, else `clean`.
  package var outcome: Outcome {
    report.isClean && memoryFindings.allSatisfy(\.isExpected) ? .clean : .failed
  }

  /// The labels (or else type names) of the objects its leaks name, each once, in report
  /// order.
  package var survivors: [String] {
    var names: [String] = []
    for finding in report.findings where finding.kind == .leak {
      for object in finding.objects {
        let name = object.label ?? object.typeName
        if !names.contains(name) { names.append(name) }
      }
    }
    return names
  }
}
