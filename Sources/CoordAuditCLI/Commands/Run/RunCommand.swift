import CoordAuditScenarios
import LeakAudit

/// What `coordaudit run` (or `coordaudit` alone) runs, and how it reports.
package struct RunCommand: Hashable, Sendable {
  /// The scenario files, as given; empty for the built-in catalog.
  package var files: [String]
  /// The report's format.
  package var format: ReportFormat
  /// Where to write the report, instead of standard output.
  package var output: String?
  /// The other formats to write, each to its file (`--also junit=results.xml`).
  package var also: [AlsoOutput] = []
  /// The baseline to compare with.
  package var baseline: String?
  /// How much growth over the baseline passes.
  package var tolerance: Tolerance
  /// The allow-list of known leaks.
  package var allowList: String?
  /// Whether baseline entries that match nothing in the run are notes rather than failures.
  package var allowsMissing: Bool

  /// Creates a run command.
  ///
  /// - Parameters:
  ///   - files: The scenario files; empty for the built-in catalog.
  ///   - format: The report's format.
  ///   - output: Where to write the report, instead of standard output.
  ///   - baseline: The baseline to compare with.
  ///   - tolerance: How much growth over the baseline passes.
  ///   - allowList: The allow-list of known leaks.
  ///   - allowsMissing: Whether baseline entries that match nothing are notes, not failures.
  package init(
    files: [String] = [], format: ReportFormat = .text, output: String? = nil,
    baseline: String? = nil, tolerance: Tolerance = .default, allowList: String? = nil,
    allowsMissing: Bool = false
  ) {
    self.files = files
    self.format = format
    self.output = output
    self.baseline = baseline
    self.tolerance = tolerance
    self.allowList = allowList
    self.allowsMissing = allowsMissing
  }
}

extension CommandParser {
  /// The run command of parsed option values and files (`coordaudit` alone takes the same).
  static func runCommand(_ values: [String: String], files: [String], topic: HelpTopic)
    throws(UsageError) -> RunCommand
  {
    var command = RunCommand(files: files)
    if let value = values[format.name] {
      command.format = try choice(value, for: format, limit: max(2, value.count / 2), topic: topic)
    }
    for option in [output, baseline, allowList] {
      if let value = values[option.name], value.isEmpty {
        throw UsageError(
          "The value '' is invalid for '\(option.synopsis)': a path cannot be empty",
          help: helpLine(option), topic: topic)
      }
    }
    command.output = values[output.name]
    command.also = try alsoOutputs(values, topic: topic)
    command.baseline = values[baseline.name]
    command.allowList = values[allowList.name]
    if let value = values[tolerance.name] {
      guard let parsed = Tolerance(parsing: value) else {
        throw UsageError(
          """
          The value '\(value)' is invalid for '\(tolerance.synopsis)': expected a percentage \
          from 0 to \(Tolerance.maximumPercent), such as 10 or 2.5
          """,
          help: helpLine(tolerance), topic: topic)
      }
      guard command.baseline != nil else {
        throw UsageError(
          "'\(tolerance.name)' needs '\(baseline.synopsis)': there is nothing to compare with",
          help: helpLine(baseline), topic: topic)
      }
      command.tolerance = parsed
    }
    if values[allowMissing.name] != nil {
      guard command.baseline != nil else {
        throw UsageError(
          "'\(allowMissing.name)' needs '\(baseline.synopsis)': there is nothing to compare with",
          help: helpLine(baseline), topic: topic)
      }
      command.allowsMissing = true
    }
    return command
  }
}

extension CommandLineTool {
  /// `coordaudit run`: checks the output path and the baseline, reads and checks every file,
  /// runs, compares with the baseline, and renders.
  ///
  /// - Returns: The report on standard output (or the text report when `--output` took the
  ///   formatted one); status 0 when every scenario is as expected, else 1; 74 when the
  ///   `--output` file could not be written.
  /// - Throws: ``Stop`` with status 64 for an `--output` that may not be written (see
  ///   ``WriteTarget``), 65 for a bad scenario or baseline file.
  static func execute(
    _ command: RunCommand, engine: some ScenarioEngine, environment: Environment
  ) async throws(Stop) -> Outcome {
    let readFiles = readFiles(command, environment: environment)
    let outputs = NamedOutput.output(command.output) + NamedOutput.also(command.also)
    try checkOutputs(outputs, protecting: readFiles, environment: environment)
    try checkDistinctOutputs(outputs, environment: environment)
    let baseline = try command.baseline.map { file throws(Stop) in
      (try loadBaseline(file, environment: environment), file: file)
    }
    let allowList = try command.allowList.map { file throws(Stop) in
      try loadAllowList(file, environment: environment)
    }
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let results = await runAll(
      inputs, engine: engine, options: RunOptions(allowList: allowList), environment: environment)

    let heapNotes = heapNotes(results, environment: environment)
    if baseline != nil { try checkDistinctNames(results) }
    let (report, unmatched, status) = compared(
      results, source: source, baseline: baseline,
      tolerance: command.tolerance, allowsMissing: command.allowsMissing,
      comparesHeap: environment.hasHeapStatistics
    ) { knownLeakNotes($0) + heapNotes }
    return deliver(
      report, format: command.format, output: command.output, also: command.also,
      protecting: readFiles,
      standardError: unmatched, status: status, environment: environment)
  }

  /// The files a run reads, which the report must never replace.
  static func readFiles(_ command: RunCommand, environment: Environment) -> [WriteTarget.Input] {
    var named = command.files.map { ("the scenario file", $0) }
    if let file = command.allowList { named.append(("the allow-list", file)) }
    if let file = command.baseline { named.append(("the baseline", file)) }
    return named.map { WriteTarget.Input("\($0) '\($1)'", path: environment.resolve($1)) }
  }

  /// Runs every scenario in order, showing progress when the environment allows it.
  static func runAll(
    _ inputs: [ScenarioInput], engine: some ScenarioEngine, options: RunOptions,
    environment: Environment
  ) async -> [ScenarioResult] {
    var progress = ProgressLine(total: inputs.count, environment: environment)
    var results: [ScenarioResult] = []
    for (index, input) in inputs.enumerated() {
      progress.show(index, input.label)
      results.append(await engine.run(input.scenario, options: options))
    }
    progress.clear()
    return results
  }

  /// The note that heap bytes were not measured, when scenarios had loops to measure and the
  /// build keeps no allocator statistics; never a report of "no growth" read from zeros.
  static func heapNotes(_ results: [ScenarioResult], environment: Environment) -> [String] {
    guard !environment.hasHeapStatistics, results.contains(where: { !$0.loops.isEmpty }) else {
      return []
    }
    return [HeapStatistics.unavailableNote]
  }

  /// A note for every known leak the run met: an allow-list entry turned it into a note.
  static func knownLeakNotes(_ results: [ScenarioResult]) -> [String] {
    results.flatMap { result in
      result.findings.compactMap { finding -> String? in
        guard let known = finding.knownLeak, finding.severity == .note else { return nil }
        let names = finding.objects.compactMap(\.label).map { "'\($0)'" }.joined(separator: ", ")
        let until = known.expires.map { ", until \($0)" } ?? ""
        return "'\(result.name)': known leak of \(names) (fingerprint "
          + "\(finding.fingerprint ?? "?")\(until)): \(known.reason)"
      }
    }
  }
}
