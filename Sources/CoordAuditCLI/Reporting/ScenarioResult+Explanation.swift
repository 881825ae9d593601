import CoordAuditScenarios
import LeakAudit

extension ScenarioResult {
  /// The systems as a table shows them: `child-array+router`, or `—` when there are none.
  package var systemsText: String {
    systems.isEmpty ? "—" : systems.joined(separator: "+")
  }

  /// The survivors as a table shows them: `Search, SearchModel`, or `—` when there are none.
  package var survivorsText: String {
    survivors.isEmpty ? "—" : survivors.joined(separator: ", ")
  }

  /// `file:line`, or the file alone for a mismatch of no line (a step of exploration that no
  /// line of the file holds, such as a user action).
  private func place(_ mismatch: Mismatch) -> String {
    mismatch.line > 0 ? "\(file):\(mismatch.line)" : file
  }

  /// Why the scenario is not as expected, as lines of text without indentation, ending with a
  /// newline.
  ///
  /// Blocks separated by a blank line: the mismatches (`file:line: message`), the errors steps
  /// threw, the findings nothing expected as LeakAudit's ``Report/text`` writes them, and the
  /// memory findings. A
  /// scenario without any of these gets one line, `expected caught, outcome clean`.
  ///
  /// ```text
  /// flows/memo.scenario:18: expected no finding after step 3 "user taps back", found a leak
  ///
  /// Leak: DetailViewController "Detail" still alive after step 3 "user taps back".
  ///
  ///   #4 view DetailViewController "Detail", tracked at flows/memo.scenario:9
  ///
  /// What to do: find who still holds it: …
  /// ```
  package var explanation: String {
    var blocks: [String] = []
    if !mismatches.isEmpty {
      blocks.append(mismatches.map { "\(place($0)): \($0.message)\n" }.joined())
    }
    let errors = steps.compactMap { step in
      step.error.map { "step \(step.number) \"\(step.name)\" threw \($0.code): \($0.message)\n" }
    }
    if !errors.isEmpty { blocks.append(errors.joined()) }
    let unexpected = steps.flatMap { step in step.unexpectedFindings.map { step.findings[$0] } }
    if !unexpected.isEmpty { blocks.append(Report(findings: unexpected).text) }
    if !memoryFindings.isEmpty {
      blocks.append(memoryFindings.map { "\($0.headline)\n" }.joined())
    }
    if blocks.isEmpty { blocks.append("expected \(expected), outcome \(outcome)\n") }
    return blocks.joined(separator: "\n")
  }

  /// The first reason the scenario is not as expected, on one line: the first mismatch
  /// (`file:line: message`), else the first unexpected memory finding, else
  /// `expected caught, outcome clean`.
  package var firstProblem: String {
    if let mismatch = mismatches.first { return "\(place(mismatch)): \(mismatch.message)" }
    if let memory = memoryFindings.first(where: { !$0.isExpected }) { return memory.headline }
    return "expected \(expected), outcome \(outcome)"
  }
}

extension MemoryFinding {
  /// `Heap growth: message`, with ` (expected)` when the scenario expected it.
  package var headline: String {
    let kind =
      switch kind {
      case .heapGrowth: "Heap growth"
      case .countRegression: "Count regression"
      case .heapRegression: "Heap regression"
      }
    return "\(kind): \(message)" + (isExpected ? " (expected)" : "")
  }
}
