import CoordAuditScenarios
import LeakAudit

/// What `coordaudit baseline record` runs and where it writes.
package struct RecordBaselineCommand: Hashable, Sendable {
  /// The baseline file to write, as given.
  package var baselineFile: String
  /// The scenario files, as given; empty for the built-in catalog.
  package var files: [String]

  /// Creates a record command.
  ///
  /// - Parameters:
  ///   - baselineFile: The baseline file to write.
  ///   - files: The scenario files; empty for the built-in catalog.
  package init(baselineFile: String, files: [String] = []) {
    self.baselineFile = baselineFile
    self.files = files
  }
}

extension CommandLineTool {
  /// `coordaudit baseline record`: checks that the file may be replaced, runs, and writes the
  /// baseline atomically if every scenario is as expected.
  ///
  /// - Returns: The text report and a line saying what was recorded; status 0, or 1 (and no
  ///   file) when a scenario is not as expected.
  /// - Throws: ``Stop`` with status 65 for a bad scenario file, or a file that may not be
  ///   replaced: not a baseline, or refused by ``WriteTarget``; 74 when the baseline could not
  ///   be written.
  static func execute(
    _ command: RecordBaselineCommand, engine: some ScenarioEngine, environment: Environment
  ) async throws(Stop) -> Outcome {
    let file = command.baselineFile
    let readFiles = command.files.map {
      WriteTarget.Input("the scenario file '\($0)'", path: environment.resolve($0))
    }
    _ = try checkReplaceable(file, protecting: readFiles, environment: environment)
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let results = await runAll(
      inputs, engine: engine, options: RunOptions(), environment: environment)
    let report = RunReport(
      scenarios: results, source: source, notes: heapNotes(results, environment: environment))
    let text = TextReport.render(report, style: TextStyle(usesColor: environment.usesColor))
    guard report.isAsExpected else {
      let count = report.notAsExpected.count
      let noun = count == 1 ? "scenario is" : "scenarios are"
      throw Stop(
        """
        Error: \(count) \(noun) not as expected; no baseline was recorded.
        Help: a baseline records a run in which every scenario does what it declares.

        """, status: ExitStatus.failure, standardOutput: text)
    }
    try checkDistinctNames(results)
    // The run took a while: check again that the file is still one we may replace.
    let target = try checkReplaceable(file, protecting: readFiles, environment: environment)
    do {
      try target.write(Baseline(recording: results).jsonString)
    } catch {
      throw Stop("Error: cannot write '\(file)': \(error.reason)\n", status: ExitStatus.ioError)
    }
    let recorded = Wording.counted(results.count, "scenario")
    return Outcome(
      standardOutput: text + "Recorded the baseline of \(recorded) in '\(file)'.\n",
      status: ExitStatus.success, filesWritten: [file])
  }
}
