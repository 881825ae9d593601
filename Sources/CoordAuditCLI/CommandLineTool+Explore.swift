import CoordAuditScenarios
import CoordinatorTree
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
    var named = command.files.map {
      (command.mergesReports ? "the report" : "the scenario file", $0)
    }
    if let file = command.allowList { named.append(("the allow-list", file)) }
    let readFiles = named.map {
      WriteTarget.Input("\($0) '\($1)'", path: environment.resolve($1))
    }
    if let output = command.output {
      _ = try writeTarget(
        output, protecting: readFiles, environment: environment, status: ExitStatus.usage)
    }
    if let folder = command.emit { try makeEmitFolder(folder, environment: environment) }
    let explored: Explored
    if command.mergesReports {
      explored = try mergeReports(command.files, environment: environment)
    } else if command.jobs > 1 {
      explored = try await exploreInChildren(
        command, engine: engine, interruption: interruption, environment: environment)
    } else {
      explored = try await explore(
        command, engine: engine, interruption: interruption, environment: environment)
    }
    return deliver(explored, command, protecting: readFiles, environment: environment)
  }

  /// What the searches found: their results, one summary per file, the reproducing scenarios
  /// (as `--emit` names them), and how far they went.
  struct Explored {
    var results: [ScenarioResult] = []
    var summaries: [String] = []
    var reproductions: [ExploreOutput.Reproduction] = []
    var source = RunReport.Source.files
    /// The files whose search stopped before its depth: `'a.scenario' at depth 3 of 6`.
    var stoppedFiles: [String] = []
    /// The files not explored at all, because the run was stopped before them.
    var notExplored: [String] = []
    /// Why the run stopped early, if something outside the search stopped it.
    var stop: ExploreStop?
  }

  /// Explores every file in this process, until SIGINT, SIGTERM or the memory limit stops it.
  @MainActor private static func explore(
    _ command: ExploreCommand, engine: some ScenarioEngine, interruption: Interruption,
    environment: Environment
  ) async throws(Stop) -> Explored {
    let allowList = try command.allowList.map { file throws(Stop) in
      try loadAllowList(file, environment: environment)
    }
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let progress = ExploreProgress(total: inputs.count, environment: environment)
    let options = ExploreOptions(
      depth: command.depth, maxStates: command.maxStates, allowList: allowList,
      merges: command.merges, shard: command.shard)
    let run = await exploreStoppably(
      inputs, memoryLimit: command.memoryLimit, interruption: interruption,
      environment: environment
    ) { index, input, checkLimits in
      progress.show(index, input.label)
      return await engine.explore(input.scenario, options: options) { line in
        progress.show(index, "\(input.label): \(line)")
        checkLimits()
      }
    }
    progress.clear()
    var explored = Explored(
      results: run.outputs.flatMap(\.results), summaries: run.outputs.map(\.summary),
      reproductions: run.outputs.flatMap(\.reproductions), source: source, stop: run.stop)
    for (input, output) in zip(inputs, run.outputs)
    where output.figures.stoppedAtMaxStates || output.figures.wasCancelled {
      explored.stoppedFiles.append(
        "'\(input.scenario.file)' at depth \(output.figures.depthReached) of \(command.depth)")
    }
    explored.notExplored = inputs.dropFirst(run.outputs.count).map { "'\($0.scenario.file)'" }
    return explored
  }

  /// Writes the reproducing scenarios (`--emit`), then the report: status 0 when no bug was
  /// found, else 1; 2 when a search stopped before its depth and found nothing; 128 plus the
  /// signal's number when interrupted; 74 when a file could not be written.
  private static func deliver(
    _ explored: Explored, _ command: ExploreCommand, protecting readFiles: [WriteTarget.Input],
    environment: Environment
  ) -> Outcome {
    var written: [String] = []
    if let folder = command.emit {
      do {
        written = try emit(
          explored.reproductions, into: folder,
          avoiding: NamedOutput.output(command.output), environment: environment)
      } catch {
        return error.outcome
      }
    }
    var notes = explored.summaries
    if !written.isEmpty {
      notes.append("reproducing scenarios: " + written.joined(separator: ", "))
    }
    let foundBugs = !explored.results.allSatisfy(\.isAsExpected)
    let stopped = earlyStop(explored, command: command, foundBugs: foundBugs)
    let report = RunReport(
      scenarios: explored.results, source: explored.source,
      notes: notes + stopped.notes + knownLeakNotes(explored.results))
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
