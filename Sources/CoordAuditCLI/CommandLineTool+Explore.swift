import LeakAudit

extension CommandLineTool {
  /// `coordaudit explore`: checks the output path and the emit folder, reads and checks every
  /// file, explores each, writes a reproducing scenario per bug, and renders.
  ///
  /// - Returns: The report on standard output (or the text report when `--output` took the
  ///   formatted one), with one note per file saying how far it went; status 0 when no bug was
  ///   found, else 1; 74 when a file could not be written.
  /// - Throws: ``Stop`` with status 64 for an `--output` file or `--emit` folder that may not
  ///   be written, 65 for a bad scenario file or allow-list.
  @MainActor static func exploreScenarios(
    _ command: ExploreCommand, engine: some ScenarioEngine, environment: Environment
  ) async throws(Stop) -> Outcome {
    // Watched from the start: a signal before the search begins still ends it with a report.
    let interruption = Interruption()
    defer { interruption.stop() }
    var named = command.files.map { ("the scenario file", $0) }
    if let file = command.allowList { named.append(("the allow-list", file)) }
    let readFiles = named.map {
      WriteTarget.Input("\($0) '\($1)'", path: environment.resolve($1))
    }
    if let output = command.output {
      _ = try writeTarget(
        output, protecting: readFiles, environment: environment, status: ExitStatus.usage)
    }
    if let folder = command.emit { try makeEmitFolder(folder, environment: environment) }
    let allowList = try command.allowList.map { file throws(Stop) in
      try loadAllowList(file, environment: environment)
    }
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let progress = ExploreProgress(total: inputs.count, environment: environment)
    let options = ExploreOptions(
      depth: command.depth, maxStates: command.maxStates, allowList: allowList)
    let run = await exploreStoppably(
      inputs, memoryLimit: command.memoryLimit, interruption: interruption,
      environment: environment
    ) { index, input, checkLimits in
      progress.show(index, input.label)
      return await engine.explore(input.source, file: input.file, options: options) { line in
        progress.show(index, "\(input.label): \(line)")
        checkLimits()
      }
    }
    progress.clear()
    let results = run.outputs.flatMap(\.results)
    var written: [String] = []
    if let folder = command.emit {
      do {
        written = try emit(
          run.outputs.flatMap(\.reproductions), into: folder,
          avoiding: NamedOutput.output(command.output), environment: environment)
      } catch {
        return error.outcome
      }
    }
    var notes = run.outputs.map(\.summary)
    if !written.isEmpty {
      notes.append("reproducing scenarios: " + written.joined(separator: ", "))
    }
    let foundBugs = !results.allSatisfy(\.isAsExpected)
    let stopped = earlyStop(run, inputs: inputs, command: command, foundBugs: foundBugs)
    let report = RunReport(
      scenarios: results, source: source, notes: notes + stopped.notes + knownLeakNotes(results))
    let status = report.isAsExpected ? ExitStatus.success : ExitStatus.failure
    return deliver(
      report, format: command.format, output: command.output, protecting: readFiles,
      standardError: stopped.errors, status: stopped.status ?? status, environment: environment,
      filesWritten: written)
  }
}

/// The progress line of an exploration, shown on a terminal whatever the number of files
/// (one file can take a while), updated as states are explored.
@MainActor
final class ExploreProgress {
  private var line: ProgressLine

  init(total: Int, environment: Environment) {
    line = ProgressLine(total: total, environment: environment, minimumScenarios: 1)
  }

  func show(_ index: Int, _ text: String) { line.show(index, text) }
  func clear() { line.clear() }
}
