import CoordinatorTree

extension Exploration {
  /// The exploration as scenario results, one per bug (each the run of its shortest sequence,
  /// failed), or one clean result when it found nothing: what every reporter renders.
  var results: [ScenarioResult] {
    let record = self.record
    guard !bugs.isEmpty else {
      var clean = ScenarioResult(
        name: name, file: file, systems: systems, expected: .clean, outcome: .clean)
      clean.exploration = record
      return [clean]
    }
    return bugs.map { bug in
      var steps = bug.steps
      let last = steps.count - 1
      steps[last].unexpectedFindings = Array(steps[last].findings.indices)
      let way =
        bug.actionTexts.isEmpty
        ? "the setup"
        : bug.cycleStart == nil ? bug.actionTexts.joined(separator: " → ") : bug.way
      var mismatches = bug.findings.map { finding in
        Mismatch(
          line: steps[last].line,
          message: "after \(way): unexpected \(Execution.describe(finding, withArticle: false))")
      }
      if let error = bug.error {
        mismatches.append(
          Mismatch(
            line: steps[last].line,
            message: "after \(way): step \"\(steps[last].name)\" failed: \(error.message) "
              + "(\(error.code))"))
      }
      var result = ScenarioResult(
        name: "\(name): \(bug.summary)", file: file, systems: systems, expected: .clean,
        outcome: .failed, survivors: bug.survivors, steps: steps, mismatches: mismatches,
        graph: bug.graph)
      result.exploration = record
      result.exploration?.bug = ExplorationRecord.Bug(
        key: bug.key, order: bug.order.indices, subject: bug.subject)
      return result
    }
  }
}
