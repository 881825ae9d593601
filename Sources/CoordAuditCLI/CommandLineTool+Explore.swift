import Foundation
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
    if let folder = command.emit { try makeFolder(folder, environment: environment) }
    let explored: Explored
    if command.mergesReports {
      explored = try mergeReports(command.files, environment: environment)
    } else if command.jobs > 1 {
      explored = try await exploreInChildren(command, engine: engine, environment: environment)
    } else {
      explored = try await explore(command, engine: engine, environment: environment)
    }
    return deliver(explored, command, protecting: readFiles, environment: environment)
  }

  /// What the searches found: their results, one summary per file, and the reproducing
  /// scenarios (as `--emit` names them).
  struct Explored {
    var results: [ScenarioResult] = []
    var summaries: [String] = []
    var reproductions: [ExploreOutput.Reproduction] = []
    var source = RunReport.Source.files
  }

  /// Explores every file in this process.
  @MainActor private static func explore(
    _ command: ExploreCommand, engine: some ScenarioEngine, environment: Environment
  ) async throws(Stop) -> Explored {
    let allowList = try command.allowList.map { file throws(Stop) in
      try loadAllowList(file, environment: environment)
    }
    let (inputs, source) = try scenarioInputs(
      command.files, engine: engine, environment: environment)
    let progress = ExploreProgress(total: inputs.count, environment: environment)
    var explored = Explored(source: source)
    for (index, input) in inputs.enumerated() {
      progress.show(index, input.label)
      let output = await engine.explore(
        input.source, file: input.file,
        options: ExploreOptions(
          depth: command.depth, maxStates: command.maxStates, allowList: allowList,
          merges: command.merges, shard: command.shard)
      ) { line in
        progress.show(index, "\(input.label): \(line)")
      }
      explored.results += output.results
      explored.summaries.append(output.summary)
      explored.reproductions += output.reproductions
    }
    progress.clear()
    return explored
  }

  /// Writes the reproducing scenarios (`--emit`), then the report: status 0 when no bug was
  /// found, else 1; 74 when a file could not be written.
  private static func deliver(
    _ explored: Explored, _ command: ExploreCommand, protecting readFiles: [WriteTarget.Input],
    environment: Environment
  ) -> Outcome {
    var written: [String] = []
    if let folder = command.emit {
      for reproduction in explored.reproductions {
        let file =
          folder.hasSuffix("/")
          ? folder + reproduction.fileName : folder + "/" + reproduction.fileName
        do {
          try writeTarget(
            file, protecting: readFiles, environment: environment, status: ExitStatus.usage
          ).write(reproduction.text)
          written.append(file)
        } catch let error as Stop {
          var outcome = error.outcome
          outcome.filesWritten = written
          return outcome
        } catch {
          return Outcome(
            standardError: "Error: cannot write '\(file)': \(error)\n", status: ExitStatus.ioError,
            filesWritten: written)
        }
      }
    }
    var notes = explored.summaries
    if !written.isEmpty {
      notes.append("reproducing scenarios: " + written.joined(separator: ", "))
    }
    let report = RunReport(
      scenarios: explored.results, source: explored.source,
      notes: notes + knownLeakNotes(explored.results))
    let status = report.isAsExpected ? ExitStatus.success : ExitStatus.failure
    return deliver(
      report, format: command.format, output: command.output, protecting: readFiles,
      standardError: "", status: status, environment: environment, filesWritten: written)
  }

  /// Makes the `--emit` folder (and the folders above it) if it is missing.
  ///
  /// - Throws: ``Stop`` with status 64 when the path names something that is not a folder, or
  ///   the folder cannot be made.
  private static func makeFolder(_ folder: String, environment: Environment) throws(Stop) {
    let path = environment.resolve(folder)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard isFolder.boolValue else {
        throw Stop(
          "Error: refusing to emit into '\(folder)': it is a file, not a folder\n",
          status: ExitStatus.usage)
      }
      return
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Stop(
        "Error: cannot make the folder '\(folder)': \(error.localizedDescription)\n",
        status: ExitStatus.usage)
    }
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
