import CoordAuditScenarios
import Foundation

/// `coordaudit explore --merge` and `--jobs`: the shards of searches, put together.
extension CommandLineTool {
  /// Reads the JSON reports of shards (`explore --shard K/N --format json`) and merges them
  /// into the whole searches' results.
  ///
  /// - Throws: ``Stop`` with status 65 for a report that cannot be read, is not a report of
  ///   `explore`, or is not one shard of a search whose other shards are all given.
  static func mergeReports(_ files: [String], environment: Environment) throws(Stop)
    -> Explored
  {
    var parts: [ExplorationMerge.Part] = []
    for file in files {
      let text: String
      do {
        text = try InputFile.text(at: environment.resolve(file), kind: .report)
      } catch {
        throw Stop("Error: cannot read '\(file)': \(error.reason)\n", status: ExitStatus.dataError)
      }
      parts.append(ExplorationMerge.Part(name: file, results: try scenarios(in: text, of: file)))
    }
    return try merged(parts)
  }

  /// Explores every file as `command.jobs` shards in child processes at once, then merges
  /// their reports.
  ///
  /// SIGINT or SIGTERM is passed on to the shards: each stops its search and writes what it
  /// found, and the merged report says that the run was interrupted.
  ///
  /// - Throws: ``Stop`` as a run in this process would (the files and the allow-list are read
  ///   and checked here first), with status 64 where no child process can be started, and
  ///   with a shard's own status and errors when one fails.
  @MainActor static func exploreInChildren(
    _ command: ExploreCommand, engine: some ScenarioEngine, interruption: Interruption,
    environment: Environment
  ) async throws(Stop) -> Explored {
    guard let runChild = environment.runChild else {
      throw Stop(
        "Error: '--jobs' cannot start child processes here: the program's file is unknown\n"
          + "Help: run the shards yourself with '--shard K/N', then merge them with '--merge'\n",
        status: ExitStatus.usage)
    }
    // Every problem of the files is reported once, here, rather than once per shard.
    if let file = command.allowList { _ = try loadAllowList(file, environment: environment) }
    _ = try scenarioInputs(command.files, engine: engine, environment: environment)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-jobs-\(UUID().uuidString)").path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Stop(
        "Error: cannot make a folder for the shards' reports: \(error.localizedDescription)\n",
        status: ExitStatus.ioError)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let count = command.jobs
    let reports = (1...count).map { "\(folder)/shard-\($0).json" }
    ChildProcess.resetSignal()
    interruption.whenReceived { ChildProcess.signalAll($0) }
    let runs = await withTaskGroup(of: (Int, Environment.ChildRun).self) { group in
      for index in 1...count {
        let arguments = shardArguments(command, index: index, output: reports[index - 1])
        group.addTask { (index, await runChild(arguments)) }
      }
      var runs: [Int: Environment.ChildRun] = [:]
      for await (index, run) in group { runs[index] = run }
      return runs
    }
    let signal = interruption.receivedSignal
    for index in 1...count {
      let run = runs[index]!
      // A shard that stopped at its limit of states says so in its report (read below), and
      // so does one that the signal passed on stopped.
      var reported = [ExitStatus.success, ExitStatus.failure, ExitStatus.incomplete]
      if let signal { reported.append(128 + signal) }
      guard reported.contains(run.status) else {
        throw Stop(
          "Error: shard \(index)/\(count) stopped with status \(run.status)\n"
            + run.standardError,
          status: run.status > 0 ? run.status : ExitStatus.failure)
      }
    }
    do throws(Stop) {
      var parts: [ExplorationMerge.Part] = []
      for index in 1...count {
        let name = "shard \(index)/\(count)"
        let text: String
        do {
          text = try InputFile.text(at: reports[index - 1], kind: .report)
        } catch {
          throw Stop(
            "Error: cannot read the report of \(name): \(error.reason)\n",
            status: ExitStatus.ioError)
        }
        parts.append(
          ExplorationMerge.Part(name: name, results: try scenarios(in: text, of: name)))
      }
      var explored = try merged(parts)
      explored.source = command.files.isEmpty ? .catalog : .files
      explored.stop = signal.map { .interrupted(signal: $0) }
      return explored
    } catch {
      // Interrupted before every shard had a report to merge: nothing to show.
      guard let signal else { throw error }
      let name = Interruption.name(of: signal)
      throw Stop(
        "Error: interrupted by \(name) before the shards had reports to merge\n",
        status: 128 + signal)
    }
  }

  /// A shard's command line: the same search, its part, its report as JSON into `output`.
  static func shardArguments(_ command: ExploreCommand, index: Int, output: String) -> [String] {
    var arguments = [
      "explore", "--depth", "\(command.depth)", "--max-states", "\(command.maxStates)",
    ]
    if let allowList = command.allowList { arguments += ["--allow-list", allowList] }
    if !command.merges { arguments.append("--no-merge") }
    arguments += [
      "--shard", "\(index)/\(command.jobs)", "--format", "json", "--output", output, "--",
    ]
    return arguments + command.files
  }

  /// The results of a JSON report, decoded.
  ///
  /// - Throws: ``Stop`` with status 65 when it is not a JSON report of this tool, or of a newer
  ///   schema.
  private static func scenarios(in text: String, of name: String) throws(Stop) -> [ScenarioResult] {
    struct Document: Decodable {
      var tool: String
      var schemaVersion: Int
      var scenarios: [ScenarioResult]
    }
    let document: Document
    do {
      document = try JSONDecoder().decode(Document.self, from: Data(text.utf8))
    } catch {
      throw Stop(
        "Error: '\(name)' is not a JSON report of coordaudit: \(describe(error))\n",
        status: ExitStatus.dataError)
    }
    guard document.tool == "coordaudit",
      (1...JSONReport.schemaVersion).contains(document.schemaVersion)
    else {
      throw Stop(
        "Error: '\(name)' is a report of schema version \(document.schemaVersion) of "
          + "'\(document.tool)'; this coordaudit reads version \(JSONReport.schemaVersion)\n",
        status: ExitStatus.dataError)
    }
    return document.scenarios
  }

  /// Merges shards' results, or says why they cannot be merged (status 65).
  private static func merged(_ parts: [ExplorationMerge.Part]) throws(Stop) -> Explored {
    do {
      let merged = try ExplorationMerge.merge(parts)
      var explored = Explored(
        results: merged.results, summaries: merged.summaries,
        reproductions: merged.reproductions)
      // One clean or first result per search carries the figures of all its shards.
      var seen: Set<String> = []
      for result in merged.results {
        guard let record = result.exploration, record.figures.stoppedAtMaxStates,
          seen.insert(result.file).inserted
        else { continue }
        explored.stoppedFiles.append(
          "'\(result.file)' at depth \(record.figures.depthReached) of \(record.depth)")
      }
      return explored
    } catch {
      throw Stop("Error: \(error.message)\n", status: ExitStatus.dataError)
    }
  }

  /// A decoding error in a sentence: what was wrong, and where.
  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func place(_ path: [any CodingKey]) -> String {
      path.isEmpty
        ? ""
        : " at '"
          + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
          + "'"
    }
    switch error {
    case .dataCorrupted(let context): return "it is not valid JSON" + place(context.codingPath)
    case .keyNotFound(let key, let context):
      return "'\(key.stringValue)' is missing" + place(context.codingPath)
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "a value has the wrong type" + place(context.codingPath)
    @unknown default: return "\(error)"
    }
  }
}
