import CoordAuditScenarios
import CoordinatorTree
import LeakAudit

extension CommandLineTool {
  /// Why `coordaudit explore` stopped before it explored every file to its depth, when nothing
  /// in the search itself (`--max-states`) did.
  enum ExploreStop: Equatable, Sendable {
    /// SIGINT or SIGTERM: the report shows what was found so far; the exit status is 128 plus
    /// the signal's number.
    case interrupted(signal: Int32)
    /// The process's memory passed the limit (``ExploreCommand/memoryLimit``), in bytes.
    case memoryLimit(Int)
  }

  /// What exploring the files gave, however far it went.
  struct ExploreRun {
    /// One output per file explored, in order; the last one partial when the run was stopped.
    var outputs: [ExploreOutput] = []
    /// Why the run stopped early, if something outside the search stopped it.
    var stop: ExploreStop?
  }

  /// Explores each input in turn in a task that SIGINT, SIGTERM and the memory limit cancel:
  /// the search then stops where it is, and the files after it are not explored.
  ///
  /// - Parameters:
  ///   - inputs: The files.
  ///   - memoryLimit: The most memory the process may hold, in bytes.
  ///   - interruption: The watch on SIGINT and SIGTERM, started before anything was made.
  ///   - environment: Where the process's peak memory is read.
  ///   - explore: Explores one file, calling its last argument as it goes (after each state).
  /// - Returns: The outputs, and why the run stopped early.
  @MainActor static func exploreStoppably(
    _ inputs: [ScenarioInput], memoryLimit: Int, interruption: Interruption,
    environment: Environment,
    explore:
      @escaping @MainActor (Int, ScenarioInput, @escaping @MainActor () -> Void) async ->
      ExploreOutput
  ) async -> ExploreRun {
    let stop = LockedBox<ExploreStop?>(nil)
    let task = Task { @MainActor in
      var outputs: [ExploreOutput] = []
      for (index, input) in inputs.enumerated() where !Task.isCancelled {
        outputs.append(
          await explore(index, input) {
            let memory = environment.peakMemory()
            guard memory > memoryLimit else { return }
            stop.withLock { $0 = $0 ?? .memoryLimit(memory) }
            withUnsafeCurrentTask { $0?.cancel() }
          })
      }
      return outputs
    }
    // A signal that came before the task was made cancels it at once.
    interruption.whenReceived { signal in
      stop.withLock { $0 = $0 ?? .interrupted(signal: signal) }
      task.cancel()
    }
    let outputs = await task.value
    return ExploreRun(outputs: outputs, stop: stop.withLock { $0 })
  }

  /// What a run that stopped early says, and its exit status; `nil` status when it did not.
  ///
  /// - An interrupted run: an error and status 128 plus the signal's number, whatever it found.
  /// - A run that stopped at its memory limit, or a file at `--max-states`, before the depth:
  ///   an error naming the files, and status 2 when it found nothing (what it did not reach
  ///   is unchecked); 1 when it found a bug.
  ///
  /// - Parameters:
  ///   - explored: What was found, the files stopped early, and why.
  ///   - command: The depth and limits asked for.
  ///   - foundBugs: Whether the report has a bug.
  /// - Returns: Lines for standard error, notes for the report, and the status, if it changes.
  static func earlyStop(
    _ explored: Explored, command: ExploreCommand, foundBugs: Bool
  ) -> (errors: String, notes: [String], status: Int32?) {
    var notes: [String] = []
    // Files stopped before their depth, and files of which a shard has no report.
    let stoppedFiles = explored.stoppedFiles + explored.missingShards.map { "\($0) not explored" }
    if !explored.missingShards.isEmpty {
      notes.append(
        "explored in part, without a report from " + explored.missingShards.joined(separator: "; "))
    }
    if !explored.notExplored.isEmpty {
      notes.append("not explored: " + explored.notExplored.joined(separator: ", "))
    }
    switch explored.stop {
    case .interrupted(let signal):
      let name = Interruption.name(of: signal)
      notes.append("interrupted by \(name): the report shows what was found before")
      return (
        "Error: interrupted by \(name); the report shows what was found before.\n", notes,
        128 + signal
      )
    case .memoryLimit(let bytes):
      // The limit of a merge of shards is theirs, which their reports do not say.
      let limit = explored.memoryLimit.map { Wording.grouped($0 / 1_000_000) }
      notes.append(
        "stopped at the memory limit (\(Wording.grouped(bytes / 1_000_000)) MB in use"
          + (limit.map { ", at most \($0) MB)" } ?? ")"))
      return (
        """
        Error: exploration stopped at its memory limit\(limit.map { " (\($0) MB)" } ?? ""): \
        \(stoppedFiles.joined(separator: ", ")); what it did not reach is unchecked.
        Help: lower '\(CommandParser.depth.name)' or '\(CommandParser.maxStates.name)'.

        """, notes, foundBugs ? ExitStatus.failure : ExitStatus.incomplete
      )
    case nil:
      let unfinished = stoppedFiles + explored.notExplored.map { "\($0) not explored" }
      guard !unfinished.isEmpty else { return ("", notes, nil) }
      return (
        """
        Error: exploration stopped at the limit of \(Wording.grouped(command.maxStates)) states \
        ('\(CommandParser.maxStates.name)'): \(unfinished.joined(separator: ", ")); what it \
        did not reach is unchecked.
        Help: raise '\(CommandParser.maxStates.name)', or lower '\(CommandParser.depth.name)'.

        """, notes, foundBugs ? ExitStatus.failure : ExitStatus.incomplete
      )
    }
  }
}

extension CommandLineTool.ExitStatus {
  /// `coordaudit explore` found nothing, but stopped before its depth (`--max-states`, the
  /// memory limit): what it did not reach is unchecked.
  package static let incomplete: Int32 = 2
  /// `EX_OSERR`: `coordaudit explore --jobs` could not start a shard's process, or a shard
  /// ended without a report that nothing (a signal) explains: the run failed, whatever the
  /// other shards found.
  package static let osError: Int32 = 71
}
