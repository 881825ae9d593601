import CoordAuditCLI
import CoordAuditScenarios
import CoordinatorTree
import Foundation
import LeakAudit

/// A test double of the scenario language.
///
/// A fixed catalog, fixed diagnostics per file, and fixed results per file (a clean result
/// named after the file otherwise). It records nothing and touches no navigation model.
struct FakeEngine: ScenarioEngine {
  var catalog: [CatalogEntry] = []
  var diagnostics: [String: [ScenarioDiagnostic]] = [:]
  var results: [String: ScenarioResult] = [:]
  /// What exploring each file finds; a clean result and no bug otherwise.
  var explorations: [String: ExploreOutput] = [:]
  /// Whether exploring goes on, state after state, until its task is cancelled (a signal, the
  /// memory limit), as a search of a state space without end does.
  var exploresUntilCancelled = false

  func load(_ source: String, file: String) -> LoadedScenario {
    LoadedScenario(file: file, source: source, diagnostics: DiagnosticList(diagnostics[file] ?? []))
  }

  @MainActor func run(_ scenario: LoadedScenario, options: RunOptions) async -> ScenarioResult {
    results[scenario.file] ?? FakeEngine.clean(scenario.file)
  }

  @MainActor func explore(
    _ scenario: LoadedScenario, options: ExploreOptions,
    progress: (@MainActor (String) -> Void)?
  ) async -> ExploreOutput {
    let file = scenario.file
    if exploresUntilCancelled {
      var states = 0
      while !Task.isCancelled {
        states += 1
        progress?("depth 1, \(states) states, 0 bugs")
        await Task.yield()
      }
      var output = ExploreOutput(
        results: [FakeEngine.clean(file)], reproductions: [],
        summary: "\(file), depth \(options.depth): \(states) states; no bug")
      output.figures.wasCancelled = true
      output.figures.depthReached = 1
      return output
    }
    progress?("depth 1, 1 state, 0 bugs")
    return explorations[file]
      ?? ExploreOutput(
        results: [FakeEngine.clean(file)], reproductions: [],
        summary: "\(file), depth \(options.depth): 1 state; no bug")
  }

  /// A clean result whose name is the file's name without its folder and extension.
  static func clean(_ file: String, liveCounts: [String: Int] = [:]) -> ScenarioResult {
    let name = String(file.split(separator: "/").last!.split(separator: ".").first!)
    return ScenarioResult(
      name: name, file: file, systems: ["child-array"], expected: .clean, outcome: .clean,
      liveCounts: liveCounts)
  }

  /// A catalog of `count` entries named `S1`, `S2`, … whose sources say their names.
  static func catalog(_ count: Int) -> [CatalogEntry] {
    (1...count).map {
      CatalogEntry(name: "S\($0)", summary: "scenario \($0)", source: "scenario \"S\($0)\"\n")
    }
  }
}

/// The fake catalog of the tests that need names: two kits' back taps, and a sheet.
let sampleCatalog = [
  CatalogEntry(
    name: "C1-back-tap", summary: "A back tap finishes the child flow.",
    source: "scenario \"C1-back-tap\"\nflow Main child-array\n"),
  CatalogEntry(
    name: "C1-back-tap-faulty", summary: "Without removal on back, the child leaks.",
    source: "scenario \"C1-back-tap-faulty\"\n"),
  CatalogEntry(
    name: "C4-sheet-swipe", summary: "A sheet swiped down takes its flow with it.",
    source: "scenario \"C4-sheet-swipe\""),
]

/// A fresh directory for one test, removed at the end of `body`.
func withTemporaryDirectory<T>(_ body: (String) async throws -> T) async rethrows -> T {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("coordaudit-tests-\(UUID().uuidString)")
  try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: url) }
  return try await body(url.path)
}

/// Writes a file in a test's directory.
func write(_ text: String, to name: String, in directory: String) {
  try! text.write(toFile: directory + "/" + name, atomically: false, encoding: .utf8)
}

/// The names in a directory, sorted.
func contents(of directory: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
}

/// Runs a command line against an engine in a plain environment (no terminal, no colour).
func run(
  _ arguments: [String], engine: FakeEngine = FakeEngine(catalog: sampleCatalog),
  in directory: String = "/nonexistent", environment: Environment? = nil
) async -> CommandLineTool.Outcome {
  await CommandLineTool.run(
    arguments: arguments, engine: engine,
    environment: environment ?? Environment(workingDirectory: directory))
}

/// A file's permission bits, such as 0o644.
func permissions(of path: String) -> Int {
  ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int) ?? -1
}
