import BenchmarkGuard
import CoordAuditCLI
import CoordAuditScenarios
import CoordinatorTree
import Foundation
import LeakAudit

// Exploring a big app: a generated app of 40 flows and 120 screens over the systems and
// several hand-written wirings, its search in one process and split over child processes, and
// the cost of playing every sequence next to merging states.

/// A generated app: two tabs (a child-array one and a hand-written one), 38 flows under them
/// (child-array, self-releasing, router and hand-written, with several wirings; every fifth or
/// sixth a sheet), 120 screens each with a view model, an app action per flow and per further
/// screen.
///
/// Scene flows are left out: the one scene coordinator's current-screen pointer is the whole
/// app's, and an app of other systems around it breaks the kit's rule on purpose.
func generatedApp(flows flowCount: Int = 40, screens screenCount: Int = 120) -> String {
  struct Flow {
    var name: String
    var system: String
    var parent: Int?
    var isSheet: Bool
    var screens: Int
    var wiring: [String]
  }
  var flows = [
    Flow(name: "T1", system: "child-array", parent: nil, isSheet: false, screens: 3, wiring: []),
    Flow(name: "T2", system: "hand-written", parent: nil, isSheet: false, screens: 3, wiring: []),
  ]
  let wirings = [
    ["ends on did-show"], ["ends on did-show", "reports finish by stream"],
    ["ends on view-did-disappear"],
    ["ends on did-show", "takes navigation delegate restoring previous"],
    ["ends on did-show", "reports finish by closure capturing child weakly"],
  ]
  let kitPlan = ["child-array", "self-releasing", "router"]
  let handWrittenPlan = ["hand-written", "self-releasing", "hand-written", "router"]
  var kitParents = [0]
  var handWrittenParents = [1]
  var index = 0
  while flows.count < flowCount {
    let kitSide = index.isMultiple(of: 2)
    let position = index / 2
    let system = kitSide ? kitPlan[position % 3] : handWrittenPlan[position % 4]
    let parents = kitSide ? kitParents : handWrittenParents
    let parent = parents[min(position / 3, parents.count - 1)]
    let isSheet = position % 5 == 4
    var wiring: [String] = []
    if system == "hand-written" {
      wiring = isSheet ? ["ends on sheet-swipe-down"] : wirings[position % wirings.count]
    }
    flows.append(
      Flow(
        name: (isSheet ? "S" : "F") + "\(flows.count)", system: system, parent: parent,
        isSheet: isSheet, screens: system == "router" ? 1 : 2, wiring: wiring))
    if system == "child-array" { kitParents.append(flows.count - 1) }
    if system == "hand-written" { handWrittenParents.append(flows.count - 1) }
    index += 1
  }
  var total = flows.reduce(0) { $0 + $1.screens }
  var next = 0
  while total < screenCount {
    if flows[next % flows.count].system != "router" {
      flows[next % flows.count].screens += 1
      total += 1
    }
    next += 1
  }
  var lines = ["scenario \"a generated app of \(flowCount) flows and \(screenCount) screens\""]
  var actions: [String] = []
  for flow in flows {
    let placement =
      flow.parent.map { "in " + flows[$0].name + (flow.isSheet ? " sheet" : "") } ?? "tab"
    lines.append("flow \(flow.name) \(flow.system) \(placement)")
    for number in 1...flow.screens {
      lines.append("  screen \(flow.name)s\(number) model \(flow.name)s\(number)M")
      if number > 1 { actions.append("push \(flow.name)s\(number)") }
    }
    lines += flow.wiring.map { "  coordinator " + $0 }
    if flow.parent != nil { actions.insert("start \(flow.name)", at: 0) }
  }
  return tabbedScenario(lines, actions: actions.sorted())
}

/// A scenario file's text: its `lines` (name and flows), then an app action for each of
/// `statements`, named by it and running it alone, and a setup that starts the tabs.
func tabbedScenario(_ lines: [String], actions statements: [String]) -> String {
  var lines = lines
  for statement in statements {
    lines += ["action \"\(statement)\" {", "  \(statement)", "}"]
  }
  lines += ["setup {", "  start tabs", "}"]
  return lines.joined(separator: "\n") + "\n"
}

/// What one exploration of the generated app did.
struct AppExplorationFigures {
  var seconds: Double
  var states: Int
  var steps: Int
  var bugs: Int
  /// The heap the search held at its peak, over what it held when it began.
  var peakHeapBytes: Int?
  var stoppedAtMaxStates: Bool
}

/// Explores the generated app in this process, sampling the heap after each state.
@MainActor
func measureAppExploration(
  _ source: String, depth: Int, maxStates: Int, merges: Bool = true
) async -> AppExplorationFigures {
  let runner = ScenarioRunner()
  let before = HeapStatistics.bytesInUse()
  var peak = before ?? 0
  let start = ContinuousClock.now
  let output = await runner.explore(
    source, file: "app.scenario",
    options: ExploreOptions(depth: depth, maxStates: maxStates, merges: merges)
  ) { _ in
    if let now = HeapStatistics.bytesInUse() { peak = max(peak, now) }
  }
  let seconds = (ContinuousClock.now - start).inMicroseconds / 1e6
  return AppExplorationFigures(
    seconds: seconds, states: output.figures.states, steps: output.steps,
    bugs: output.results.filter { $0.outcome == .failed }.count,
    peakHeapBytes: before.map { peak - $0 },
    stoppedAtMaxStates: output.figures.stoppedAtMaxStates)
}

/// Seconds of `coordaudit explore` with `arguments`, run as a child process of the binary next
/// to this one.
func timeCoordaudit(_ arguments: [String]) -> Double {
  let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("coordaudit")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  let start = ContinuousClock.now
  do {
    try process.run()
  } catch {
    fail("cannot run \(binary.path): \(error); build it first: swift build -c release")
  }
  process.waitUntilExit()
  guard [0, 1].contains(process.terminationStatus) else {
    fail("coordaudit \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
  }
  return (ContinuousClock.now - start).inMicroseconds / 1e6
}

@MainActor
func runAppExplorationBenchmarks(rounds: Int) async {
  let source = generatedApp()
  print("Exploring a generated app of 40 flows and 120 screens: release build")
  print("")
  let depth = 6
  var runs: [AppExplorationFigures] = []
  for _ in 0..<rounds {
    runs.append(await measureAppExploration(source, depth: depth, maxStates: 1_000_000))
  }
  let run = runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
  let stepsPerSecond = Double(run.steps) / run.seconds
  print(
    "  depth \(depth), median of \(rounds): \(grouped(run.states)) states, \(grouped(run.steps))"
      + " audited steps in \(fixed(run.seconds, 1)) s: \(grouped(Int(stepsPerSecond))) steps/s"
      + " (target: 20,000); \(run.bugs) bugs")
  if let peak = run.peakHeapBytes {
    print(
      "    heap held at the peak: \(grouped(peak / 1024)) KB, \(grouped(peak / max(1, run.states)))"
        + " bytes per stored state (target: at most 1,024)")
  } else {
    print("    heap statistics unavailable: bytes per state not measured")
  }
  let deep = await measureAppExploration(source, depth: 8, maxStates: 20_000)
  print(
    "  depth 8, up to 20,000 states: \(grouped(deep.states)) states in \(fixed(deep.seconds, 1)) s,"
      + " \(grouped(Int(Double(deep.steps) / deep.seconds))) steps/s"
      + (deep.stoppedAtMaxStates ? " (stopped at the limit)" : ""))
  // Child processes: the same search, whole and in two shards at once.
  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("coordaudit-bench-app-\(UUID().uuidString).scenario")
  do {
    try source.write(to: file, atomically: true, encoding: .utf8)
  } catch {
    fail("cannot write \(file.path): \(error)")
  }
  defer { try? FileManager.default.removeItem(at: file) }
  var one: [Double] = []
  var two: [Double] = []
  for _ in 0..<rounds {
    one.append(timeCoordaudit(["explore", "--depth", "\(depth)", file.path]))
    two.append(timeCoordaudit(["explore", "--depth", "\(depth)", "--jobs", "2", file.path]))
  }
  print(
    "  coordaudit explore --depth \(depth): one job \(fixed(median(one), 1)) s, --jobs 2"
      + " \(fixed(median(two), 1)) s: \(fixed(median(one) / median(two), 2))x"
      + " (target: at least 1.7x on 2 cores)")
  print("")
  // The catalog: merged to depth 6, and merged against every sequence played at depth 4.
  let runner = ScenarioRunner()
  let searches = [
    ("depth 6, merging states", 6, true), ("depth 4, merging states", 4, true),
    ("depth 4, every sequence (--no-merge)", 4, false),
  ]
  for (name, catalogDepth, merges) in searches {
    let start = ContinuousClock.now
    var steps = 0
    var bugs = 0
    for entry in runner.catalog {
      let output = await runner.explore(
        entry.source, file: entry.file,
        options: ExploreOptions(depth: catalogDepth, merges: merges), progress: nil)
      steps += output.steps
      bugs += output.results.filter { $0.outcome == .failed }.count
    }
    let seconds = (ContinuousClock.now - start).inMicroseconds / 1e6
    print(
      "  catalog (\(runner.catalog.count) scenarios) to \(name): \(fixed(seconds, 2)) s,"
        + " \(grouped(steps)) steps, \(bugs) bugs")
  }
  print("")
}
