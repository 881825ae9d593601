package import CoordAuditScenarios
import CoordinatorTree
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `coordaudit explore` explores, how deep, and where it reports and emits.
package struct ExploreCommand: Hashable, Sendable {
  /// The scenario files, as given (at least one).
  package var files: [String]
  /// How many actions after each file's setup, at most.
  package var depth: Int
  /// How many distinct states to explore per file, at most.
  package var maxStates: Int
  /// The folder to write one reproducing scenario per bug into, if any.
  package var emit: String?
  /// The report's format.
  package var format: ReportFormat
  /// Where to write the report, instead of standard output.
  package var output: String?
  /// The allow-list of known leaks.
  package var allowList: String?
  /// Whether a state reached twice is explored once (`--no-merge` plays every sequence).
  package var merges = true
  /// The part of each search to take (`--shard K/N`), if only a part.
  package var shard: ExplorationRecord.Shard?
  /// How many shards to run at once as child processes, and merge (`--jobs N`); 1 runs the
  /// search in this process.
  package var jobs = 1
  /// Whether ``files`` are the JSON reports of shards to merge (`--merge`), not scenarios.
  package var mergesReports = false
  /// The most memory the process may hold, in bytes.
  ///
  /// Exploration stops there, as at ``maxStates``, and says so. There is no option for it
  /// (see ``defaultMemoryLimit``).
  package var memoryLimit: Int = defaultMemoryLimit

  /// The depth when `--depth` is not given.
  package static let defaultDepth = 6
  /// The deepest `--depth` takes.
  package static let maximumDepth = 32
  /// The limit of states when `--max-states` is not given.
  package static let defaultMaxStates = 100_000
  /// The most shards `--shard` and `--jobs` take.
  package static let maximumShards = 256
  /// Half the machine's memory, and at most 4 GB: what `--depth 32 --max-states 1000000000`
  /// may take before it stops.
  package static let defaultMemoryLimit: Int = {
    let pages = sysconf(Int32(_SC_PHYS_PAGES))
    let size = sysconf(Int32(_SC_PAGESIZE))
    let half = pages > 0 && size > 0 ? pages / 2 * size : Int.max
    return min(half, 4_000_000_000)
  }()

  /// Creates an explore command.
  ///
  /// - Parameters:
  ///   - files: The scenario files.
  ///   - depth: How many actions after each setup, at most.
  ///   - maxStates: How many distinct states per file, at most.
  ///   - emit: The folder for reproducing scenarios.
  ///   - format: The report's format.
  ///   - output: Where to write the report, instead of standard output.
  ///   - allowList: The allow-list of known leaks.
  package init(
    files: [String], depth: Int = defaultDepth, maxStates: Int = defaultMaxStates,
    emit: String? = nil, format: ReportFormat = .text, output: String? = nil,
    allowList: String? = nil
  ) {
    self.files = files
    self.depth = depth
    self.maxStates = maxStates
    self.emit = emit
    self.format = format
    self.output = output
    self.allowList = allowList
  }
}

extension CommandParser {
  /// `--depth <count>`.
  package static let depth = Option(
    name: "--depth", valueName: "count",
    abstract: """
      How many actions after the setup to play, at most, from 0 to \
      \(ExploreCommand.maximumDepth). (default: \(ExploreCommand.defaultDepth))
      """)
  /// `--max-states <count>`.
  package static let maxStates = Option(
    name: "--max-states", valueName: "count",
    abstract: """
      How many distinct states to explore per file, at most. (default: \
      \(ExploreCommand.defaultMaxStates))
      """)
  /// `--emit <directory>`.
  package static let emit = Option(
    name: "--emit", valueName: "directory",
    abstract: """
      Write one scenario file per bug into <directory> (made if missing): its shortest \
      sequence, which 'coordaudit run' reproduces.
      """)

  /// `--shard <k/n>`.
  package static let shard = Option(
    name: "--shard", valueName: "k/n",
    abstract: """
      Explore part k of n of each search, for n jobs of a CI matrix to share it; merge their \
      JSON reports with --merge. (n from 1 to \(ExploreCommand.maximumShards))
      """)
  /// `--jobs <count>`.
  package static let jobs = Option(
    name: "--jobs", valueName: "count",
    abstract: """
      Run each search as <count> shards in child processes at once, and merge them. \
      (default: 1)
      """)

  /// The options of `coordaudit explore`.
  package static let exploreOptions = [
    depth, maxStates, emit, format, output, allowList, shard, jobs,
  ]

  /// `--no-merge`.
  package static let noMerge = Flag(
    name: "--no-merge",
    abstract: """
      Explore a state reached twice again, playing every sequence: slower, for a result \
      that does not rest on telling states apart.
      """)
  /// `--merge`.
  package static let merge = Flag(
    name: "--merge",
    abstract: """
      Read the files as the JSON reports of the shards of searches (--shard), and report \
      the whole searches.
      """)

  /// The flags of `coordaudit explore`.
  package static let exploreFlags = [noMerge, merge]

  /// `coordaudit explore [<options>] <file> ...`.
  static func exploreCommand(_ values: [String: String], files: [String])
    throws(UsageError) -> ExploreCommand
  {
    guard !files.isEmpty else {
      throw UsageError(
        "Missing expected argument '<file> ...'",
        help: "<file>  A scenario file with app actions ('action') and a 'setup' block.",
        topic: .explore)
    }
    // The options it shares with `run` are checked as `run` checks them.
    let shared = try runCommand(values, files: files, topic: .explore)
    var command = ExploreCommand(
      files: files, format: shared.format, output: shared.output, allowList: shared.allowList)
    if let value = values[depth.name] {
      guard let parsed = Int(value), (0...ExploreCommand.maximumDepth).contains(parsed) else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(depth.synopsis)': expected a whole number "
            + "from 0 to \(ExploreCommand.maximumDepth)",
          help: helpLine(depth), topic: .explore)
      }
      command.depth = parsed
    }
    if let value = values[maxStates.name] {
      guard let parsed = Int(value), parsed >= 1 else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(maxStates.synopsis)': expected a whole number "
            + "of at least 1",
          help: helpLine(maxStates), topic: .explore)
      }
      command.maxStates = parsed
    }
    if let value = values[emit.name] {
      guard !value.isEmpty else {
        throw UsageError(
          "The value '' is invalid for '\(emit.synopsis)': a path cannot be empty",
          help: helpLine(emit), topic: .explore)
      }
      command.emit = value
    }
    command.merges = values[noMerge.name] == nil
    if let value = values[shard.name] {
      let parts = value.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        (1...ExploreCommand.maximumShards).contains(count), (1...count).contains(index)
      else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(shard.synopsis)': expected k/n, with n from 1 "
            + "to \(ExploreCommand.maximumShards) and k from 1 to n, such as '2/4'",
          help: helpLine(shard), topic: .explore)
      }
      command.shard = ExplorationRecord.Shard(index: index, count: count)
    }
    if let value = values[jobs.name] {
      guard let parsed = Int(value), (1...ExploreCommand.maximumShards).contains(parsed) else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(jobs.synopsis)': expected a whole number from "
            + "1 to \(ExploreCommand.maximumShards)",
          help: helpLine(jobs), topic: .explore)
      }
      command.jobs = parsed
    }
    if command.shard != nil, command.jobs > 1 {
      throw UsageError(
        "'\(shard.name)' and '\(jobs.name)' cannot be used together: --jobs runs every shard",
        help: helpLine(jobs), topic: .explore)
    }
    if values[merge.name] != nil {
      let exploring = [depth, maxStates, allowList, shard, jobs].map(\.name) + [noMerge.name]
      if let given = exploring.first(where: { values[$0] != nil }) {
        throw UsageError(
          "'\(merge.name)' merges reports that are explored already: '\(given)' does not apply",
          help: "\(merge.name)  \(merge.abstract)", topic: .explore)
      }
      command.mergesReports = true
    }
    return command
  }
}

extension CommandLineTool {
  /// `coordaudit explore`: checks the output path and the emit folder, reads and checks every
  /// file, explores each, writes a reproducing scenario per bug, and renders.
  ///
  /// - Returns: The report on standard output (or the text report when `--output` took the
  ///   formatted one), with one note per file saying how far it went; status 0 when no bug was
  ///   found, else 1; 74 when a file could not be written.
  /// - Throws: ``Stop`` with status 64 for an `--output` file or `--emit` folder that may not
  ///   be written, 65 for a bad scenario file or allow-list.
  @MainActor static func execute(
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
    /// The shards of a search that have no report (an interrupted `--jobs` run, a shard that
    /// its memory limit stopped before the file): `'a.scenario': shards 3/4, 4/4`.
    var missingShards: [String] = []
    /// Why the run stopped early, if something outside the search stopped it.
    var stop: ExploreStop?
    /// The memory limit the searches had, in bytes; `nil` for a merge of shards' reports,
    /// which do not say theirs.
    var memoryLimit: Int?
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
    let limit = memoryLimit(command, environment: environment)
    var run = await exploreStoppably(
      inputs, memoryLimit: limit, interruption: interruption, environment: environment
    ) { index, input, checkLimits in
      progress.show(index, input.label)
      return await engine.explore(input.scenario, options: options) { line in
        progress.show(index, "\(input.label): \(line)")
        checkLimits()
      }
    }
    progress.clear()
    for (index, input) in zip(run.outputs.indices, inputs) {
      recordForMerging(&run.outputs[index], source: input.scenario.source, stop: run.stop)
    }
    var explored = Explored(
      results: run.outputs.flatMap(\.results), summaries: run.outputs.map(\.summary),
      reproductions: run.outputs.flatMap(\.reproductions), source: source, stop: run.stop,
      memoryLimit: limit)
    for (input, output) in zip(inputs, run.outputs)
    where output.figures.stoppedAtMaxStates || output.figures.wasCancelled {
      explored.stoppedFiles.append(
        "'\(input.scenario.file)' at depth \(output.figures.depthReached) of \(command.depth)")
    }
    explored.notExplored = inputs.dropFirst(run.outputs.count).map { "'\($0.scenario.file)'" }
    return explored
  }

  /// Writes into each result's record what `--merge` needs beyond the search's own figures:
  /// which text of the file was explored (shards of two texts of one file are refused), and
  /// whether the memory limit stopped the search (which its figures cannot say).
  private static func recordForMerging(
    _ output: inout ExploreOutput, source: String, stop: ExploreStop?
  ) {
    let hash = ExplorationRecord.hash(ofSource: source)
    var memory: Int?
    if case .memoryLimit(let bytes) = stop, output.figures.wasCancelled { memory = bytes }
    for index in output.results.indices where output.results[index].exploration != nil {
      output.results[index].exploration?.sourceHash = hash
      output.results[index].exploration?.stoppedAtMemory = memory
    }
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
