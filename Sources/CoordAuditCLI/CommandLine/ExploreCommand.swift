package import CoordAuditScenarios

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
