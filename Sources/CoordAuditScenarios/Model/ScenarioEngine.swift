package import CoordinatorTree
package import LeakAudit

/// What the command line needs from the scenario language and its runner.
///
/// The command line depends on this protocol, so that its own tests can drive it with a
/// double; the real engine is ``ScenarioRunner``.
package protocol ScenarioEngine: Sendable {
  /// The built-in scenarios, in catalog order.
  var catalog: [CatalogEntry] { get }

  /// Reads a scenario file's text: parses and validates it, once.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in diagnostics and results, as the user gave it.
  /// - Returns: The loaded scenario, with its problems in file order (at most
  ///   ``DiagnosticList/maximumCount``, and how many more); none when the file can run.
  func load(_ source: String, file: String) -> LoadedScenario

  /// Runs a loaded scenario.
  ///
  /// - Parameters:
  ///   - scenario: The scenario, as ``load(_:file:)`` made it.
  ///   - options: How to run it.
  /// - Returns: What the run found; a file with problems gives a `failed` result that says so.
  @MainActor func run(_ scenario: LoadedScenario, options: RunOptions) async -> ScenarioResult

  /// Explores a loaded scenario: every sequence of user and app actions from its setup, to a
  /// depth.
  ///
  /// - Parameters:
  ///   - scenario: The scenario, as ``load(_:file:)`` made it.
  ///   - options: How deep, how many states, the known leaks.
  ///   - progress: Called as it goes, with a short line saying how far it is.
  /// - Returns: The bugs, as results and as reproducing scenarios, and a summary; a file with
  ///   problems is not explored, and its `failed` result says why.
  @MainActor func explore(
    _ scenario: LoadedScenario, options: ExploreOptions,
    progress: (@MainActor (String) -> Void)?
  ) async -> ExploreOutput
}

extension ScenarioEngine {
  /// The problems of a scenario file's text, in file order; empty when the file can run.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in diagnostics, as the user gave it.
  /// - Returns: The problems (at most ``DiagnosticList/maximumCount``, and how many more).
  package func check(_ source: String, file: String) -> DiagnosticList {
    load(source, file: file).diagnostics
  }

  /// Loads a scenario file's text and runs it (see ``run(_:options:)``).
  @MainActor package func run(
    _ source: String, file: String, options: RunOptions
  ) async -> ScenarioResult {
    await run(load(source, file: file), options: options)
  }

  /// Loads a scenario file's text and explores it (see ``explore(_:options:progress:)``).
  @MainActor package func explore(
    _ source: String, file: String, options: ExploreOptions,
    progress: (@MainActor (String) -> Void)?
  ) async -> ExploreOutput {
    await explore(load(source, file: file), options: options, progress: progress)
  }
}

/// How to explore a scenario.
package struct ExploreOptions: Hashable, Sendable {
  /// How many actions after the setup, at most.
  package var depth: Int
  /// How many distinct states, at most.
  package var maxStates: Int
  /// Known leaks: notes, not bugs.
  package var allowList: AllowList?
  /// Whether a state reached twice is explored once (`false`: every sequence is played).
  package var merges: Bool
  /// The part of the search to take (`--shard K/N`), if only a part.
  package var shard: ExplorationRecord.Shard?

  package init(
    depth: Int = 6, maxStates: Int = 100_000, allowList: AllowList? = nil, merges: Bool = true,
    shard: ExplorationRecord.Shard? = nil
  ) {
    self.depth = depth
    self.maxStates = maxStates
    self.allowList = allowList
    self.merges = merges
    self.shard = shard
  }
}

/// What exploring a scenario found.
package struct ExploreOutput: Sendable {
  /// A scenario file that reproduces one bug: its name and its text.
  package typealias Reproduction = ExplorationRecord.Reproduction

  /// One failed result per bug (its shortest run), or one clean result.
  package var results: [ScenarioResult]
  /// One reproducing scenario per bug, in the same order.
  package var reproductions: [Reproduction]
  /// How far it went: `search.scenario, depth 6: 3 states, 11 transitions (9 to a state
  /// already seen), 37 steps; no bug`.
  package var summary: String
  /// The same, as numbers (for benchmarks): what the search did.
  package var figures = SearchFigures()
  /// Scenario steps run in all: setups, replays and actions.
  package var steps = 0

  package init(results: [ScenarioResult], reproductions: [Reproduction], summary: String) {
    self.results = results
    self.reproductions = reproductions
    self.summary = summary
  }
}

/// A built-in scenario.
package struct CatalogEntry: Hashable, Sendable {
  /// The name `coordaudit show` takes, and the file name without `.scenario`: `C1-back-tap`.
  package var name: String
  /// One line saying what it shows.
  package var summary: String
  /// The scenario file's text.
  package var source: String

  /// The file the results name: `catalog/NAME.scenario`.
  package var file: String { "catalog/\(name).scenario" }

  package init(name: String, summary: String, source: String) {
    self.name = name
    self.summary = summary
    self.source = source
  }
}

/// How to run a scenario.
package struct RunOptions: Hashable, Sendable {
  /// Known leaks: a leak whose fingerprint an entry names is a note, not a finding that fails
  /// the scenario, until the entry expires.
  package var allowList: AllowList?

  /// Whether to measure heap bytes of `repeat` loops (a second run without the audit).
  ///
  /// The allocator's statistics count every thread: measure in a process that runs one
  /// scenario at a time, as `coordaudit` does, not among parallel tests. Unmeasured, heap growth
  /// is neither found nor checked (`expect growth heap` is left unchecked).
  package var measuresHeap: Bool

  package init(measuresHeap: Bool = true, allowList: AllowList? = nil) {
    self.measuresHeap = measuresHeap
    self.allowList = allowList
  }
}
