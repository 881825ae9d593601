package import CoordAuditScenarios

/// Everything a report shows about one run: the results in run order, where the scenarios came
/// from, the baseline they were compared with, and notes.
///
/// Every format renders a run report; none adds anything that is not here, so the same run
/// gives the same report byte for byte: no timings, no addresses, no dates.
package struct RunReport: Hashable, Sendable {
  /// Where the scenarios came from.
  package enum Source: String, Hashable, Sendable, Codable {
    /// The built-in catalog (`coordaudit`, `coordaudit run`).
    case catalog
    /// Files named on the command line.
    case files
    /// The reports the test bridge wrote during a test run (`coordaudit report`), compared
    /// with a baseline as scenarios are; ``TestRunReport`` renders them, with a test's columns.
    case tests
  }

  /// A baseline that the run was compared with.
  package struct BaselineUse: Hashable, Sendable {
    /// The baseline's path, as the user gave it.
    package var file: String
    /// The tolerance of the comparison.
    package var tolerance: Tolerance

    /// Creates the description of a comparison.
    ///
    /// - Parameters:
    ///   - file: The baseline's path, as the user gave it.
    ///   - tolerance: The tolerance of the comparison.
    package init(file: String, tolerance: Tolerance) {
      self.file = file
      self.tolerance = tolerance
    }
  }

  /// The results, in run order.
  package var scenarios: [ScenarioResult]
  /// Where the scenarios came from.
  package var source: Source
  /// The baseline the run was compared with, if any.
  package var baseline: BaselineUse?
  /// Sentences about what the run could not check (a scenario missing from the baseline).
  package var notes: [String]

  /// Creates a run report.
  ///
  /// - Parameters:
  ///   - scenarios: The results, in run order.
  ///   - source: Where the scenarios came from.
  ///   - baseline: The baseline the run was compared with, if any.
  ///   - notes: Sentences about what could not be checked.
  package init(
    scenarios: [ScenarioResult], source: Source, baseline: BaselineUse? = nil,
    notes: [String] = []
  ) {
    self.scenarios = scenarios
    self.source = source
    self.baseline = baseline
    self.notes = notes
  }

  /// The scenarios whose outcome is not the expected one, in run order.
  package var notAsExpected: [ScenarioResult] { scenarios.filter { !$0.isAsExpected } }

  /// Whether every scenario did what it declares: the run's exit status is 0.
  package var isAsExpected: Bool { scenarios.allSatisfy(\.isAsExpected) }

  /// `5 scenarios: 5 as expected`, or `5 scenarios: 4 as expected, 1 not as expected`.
  package var summary: String {
    let failing = notAsExpected.count
    let noun = source == .tests ? "test" : "scenario"
    var text = "\(Wording.counted(scenarios.count, noun)): \(scenarios.count - failing) as expected"
    if failing > 0 { text += ", \(failing) not as expected" }
    return text
  }

  /// `coordaudit: 28 scenarios from the built-in catalog`, or `coordaudit: 2 scenario files`,
  /// and the baseline when there is one.
  package var headline: String {
    let count = scenarios.count
    var text =
      switch source {
      case .catalog: "coordaudit: \(Wording.counted(count, "scenario")) from the built-in catalog"
      case .files: "coordaudit: \(Wording.counted(count, "scenario file"))"
      case .tests: "coordaudit: \(Wording.counted(count, "test report"))"
      }
    if let baseline {
      text += ", compared with the baseline '\(baseline.file)' (tolerance \(baseline.tolerance))"
    }
    return text
  }
}
