import CoordAuditScenarios
import Foundation

/// `coordaudit explore --merge` and `--jobs`: the shards of searches, put together.
extension CommandLineTool {
  /// Reads the JSON reports of shards (`explore --shard K/N --format json`) and merges them
  /// into the whole searches' results.
  ///
  /// - Throws: ``Stop`` with status 65 for a report that cannot be read, is not a report of
  ///   `explore`, fails a check of ``ShardReport``, or is not one shard of a search whose
  ///   other shards are all given.
  static func mergeReports(_ files: [String], environment: Environment) throws(Stop)
    -> Explored
  {
    var parts: [ExplorationMerge.Part] = []
    for file in files {
      let bytes: [UInt8]
      do {
        bytes = try InputFile.bytes(at: environment.resolve(file), kind: .report)
      } catch {
        throw Stop("Error: cannot read '\(file)': \(error.reason)\n", status: ExitStatus.dataError)
      }
      parts.append(ExplorationMerge.Part(name: file, results: try shardResults(bytes, of: file)))
    }
    return try merged(parts)
  }

  /// A shard's report read, or refused with status 65.
  private static func shardResults(_ bytes: [UInt8], of name: String) throws(Stop)
    -> [ScenarioResult]
  {
    do {
      return try ShardReport.results(in: bytes, of: name)
    } catch {
      throw Stop("Error: \(error.message)\n", status: ExitStatus.dataError)
    }
  }

  /// Explores every file as `command.jobs` shards in child processes at once, then merges
  /// their reports.
  ///
  /// The shards write their reports on their standard output (see ``ChildProcess``: nothing
  /// goes through a file), and each may hold its share of the run's memory limit.
  ///
  /// SIGINT or SIGTERM is passed on to the shards: each stops its search and writes what it
  /// found, and the merged report says that the run was interrupted, and which shards ended
  /// without a report.
  ///
  /// - Throws: ``Stop`` as a run in this process would (the files and the allow-list are read
  ///   and checked here first), with status 64 where no child process can be started here at
  ///   all, 71 when a shard could not be started, and a shard's own status and errors when
  ///   one fails.
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
    let count = command.jobs
    let variables = [
      ChildProcess.memoryLimitVariable: "\(memoryLimit(command, environment: environment) / count)"
    ]
    ChildProcess.resetSignal()
    interruption.whenReceived { ChildProcess.signalAll($0) }
    let runs = await withTaskGroup(of: (Int, Environment.ChildRun).self) { group in
      for index in 1...count {
        let arguments = shardArguments(command, index: index)
        group.addTask { (index, await runChild(arguments, variables)) }
      }
      var runs: [Int: Environment.ChildRun] = [:]
      for await (index, run) in group { runs[index] = run }
      return runs
    }
    let signal = interruption.receivedSignal
    var parts: [ExplorationMerge.Part] = []
    for index in 1...count {
      let run = runs[index]!
      let name = "shard \(index)/\(count)"
      if let failure = run.startFailure {
        throw Stop("Error: \(name) could not be started: \(failure)\n", status: ExitStatus.osError)
      }
      // A shard that stopped at its limit of states says so in its report (read below), and
      // so does one that the signal passed on stopped.
      var reported = [ExitStatus.success, ExitStatus.failure, ExitStatus.incomplete]
      if let signal { reported.append(128 + signal) }
      guard reported.contains(run.status), run.readFailure == nil, !run.standardOutput.isEmpty
      else {
        // Interrupted, a shard may end before it has a report: the others are merged.
        if signal != nil { continue }
        throw Stop(
          "Error: \(name) stopped with status \(run.status)"
            + (run.readFailure.map { ": \($0)" } ?? "") + "\n" + run.standardError,
          status: run.status > ExitStatus.incomplete ? run.status : ExitStatus.osError)
      }
      parts.append(
        ExplorationMerge.Part(
          name: name, results: try shardResults(Array(run.standardOutput.utf8), of: name)
        ))
    }
    // Interrupted, or stopped by its memory limit before its last files, a shard reports only
    // what it reached: the others' finds are merged, and the search is said to be unfinished.
    let stoppedEarly = runs.values.contains { $0.status == ExitStatus.incomplete }
    var explored = try merged(parts, allowsMissingShards: signal != nil || stoppedEarly)
    explored.source = .files
    explored.memoryLimit = memoryLimit(command, environment: environment)
    explored.stop = signal.map { .interrupted(signal: $0) } ?? explored.stop
    let reached = Set(explored.results.map(\.file))
    explored.notExplored = command.files.filter { !reached.contains($0) }.map { "'\($0)'" }
    return explored
  }

  /// The run's memory limit: the command's, or less when this process is itself given less.
  static func memoryLimit(_ command: ExploreCommand, environment: Environment) -> Int {
    min(command.memoryLimit, environment.memoryLimit ?? .max)
  }

  /// A shard's command line: the same search, its part, its report as JSON on its standard
  /// output.
  static func shardArguments(_ command: ExploreCommand, index: Int) -> [String] {
    var arguments = [
      "explore", "--depth", "\(command.depth)", "--max-states", "\(command.maxStates)",
    ]
    if let allowList = command.allowList { arguments += ["--allow-list", allowList] }
    if !command.merges { arguments.append("--no-merge") }
    arguments += ["--shard", "\(index)/\(command.jobs)", "--format", "json", "--"]
    return arguments + command.files
  }

  /// Merges shards' results, or says why they cannot be merged (status 65).
  private static func merged(
    _ parts: [ExplorationMerge.Part], allowsMissingShards: Bool = false
  ) throws(Stop) -> Explored {
    do {
      let merged = try ExplorationMerge.merge(parts, allowsMissingShards: allowsMissingShards)
      var explored = Explored(
        results: merged.results, summaries: merged.summaries,
        reproductions: merged.reproductions)
      explored.missingShards = merged.missingShards
      // One clean or first result per search carries the figures of all its shards.
      var seen: Set<String> = []
      for result in merged.results {
        guard let record = result.exploration,
          record.figures.stoppedAtMaxStates || record.stoppedAtMemory != nil,
          seen.insert(result.file).inserted
        else { continue }
        explored.stoppedFiles.append(
          "'\(result.file)' at depth \(record.figures.depthReached) of \(record.depth)")
        if let memory = record.stoppedAtMemory {
          var most = memory
          if case .memoryLimit(let other) = explored.stop { most = max(most, other) }
          explored.stop = .memoryLimit(most)
        }
      }
      return explored
    } catch {
      throw Stop("Error: \(error.message)\n", status: ExitStatus.dataError)
    }
  }
}
