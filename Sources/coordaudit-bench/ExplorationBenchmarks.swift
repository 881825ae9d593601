import BenchmarkGuard
import CoordAuditCLI
import CoordAuditScenarios
import CoordinatorTree
import Foundation

// Exploration's speed on the built-in catalog, and how a step's cost grows with what is alive
// (nested flows).

/// The whole catalog explored as `coordaudit explore` explores it.
///
/// Every entry is explored from its setup and app actions, to `depth`; stops if a faulty form
/// comes out clean or a correct one does not.
@MainActor
func measureCatalogExploration(depth: Int, rounds: Int) async -> (
  milliseconds: [Double], figures: SearchFigures, steps: Int, entries: Int
) {
  let runner = ScenarioRunner()
  var times: [Double] = []
  var figures = SearchFigures()
  var steps = 0
  for _ in 0..<rounds {
    figures = SearchFigures()
    steps = 0
    let start = ContinuousClock.now
    for entry in runner.catalog {
      let output = await runner.explore(
        entry.source, file: entry.file, options: ExploreOptions(depth: depth), progress: nil)
      let foundABug = output.results.contains { $0.outcome == .failed }
      if foundABug != entry.name.hasSuffix("-faulty") {
        fail("exploring \(entry.name): \(output.summary)")
      }
      figures.states += output.figures.states
      figures.transitions += output.figures.transitions
      figures.revisits += output.figures.revisits
      figures.actionsPerformed += output.figures.actionsPerformed
      figures.playedAhead += output.figures.playedAhead
      figures.playedAheadTaken += output.figures.playedAheadTaken
      figures.returns += output.figures.returns
      figures.returnsMissed += output.figures.returnsMissed
      figures.returnedStepsReplayed += output.figures.returnedStepsReplayed
      figures.navigations += output.figures.navigations
      figures.navigationsMissed += output.figures.navigationsMissed
      steps += output.steps
    }
    times.append((ContinuousClock.now - start).inMicroseconds / 1e3)
  }
  return (times, figures, steps, runner.catalog.count)
}

/// `count` flows, each in the one before, each started (a stack `count + 1` deep), then one
/// `pop to root`: every step but the last changes one flow, the last releases them all.
func nestedFlows(_ count: Int) -> String {
  flowShape(count, parent: { $0 == 1 ? "Main" : "F\($0 - 1)" }, ending: "pop to root\n")
}

/// `count` flows side by side, each in `Main` (one child-array coordinator with `count`
/// children), each started, then one `pop to root`.
func siblingFlows(_ count: Int) -> String {
  flowShape(count, parent: { _ in "Main" }, ending: "pop to root\n")
}

/// `count` flows, each a sheet presented by the one before.
func chainedSheets(_ count: Int) -> String {
  flowShape(count, parent: { $0 == 1 ? "Main sheet" : "F\($0 - 1) sheet" }, ending: "")
}

/// A root flow `Main`, then flows F1 … F`count`, each declared `in` what `parent` gives and
/// started in order, then `ending`.
private func flowShape(_ count: Int, parent: (Int) -> String, ending: String) -> String {
  var text = "system child-array\nflow Main root\n  screen Home\n"
  for index in 1...count {
    text += "flow F\(index) in \(parent(index))\n  screen S\(index)\n"
  }
  return text + "start Main\n" + (1...count).map { "start F\($0)\n" }.joined() + ending
}

/// Audited (or unaudited) steps per second of `source`: the median of `rounds`, each playing
/// the scenario often enough to run about 3,000 steps.
@MainActor
func measureAuditedSteps(_ source: String, rounds: Int, audited: Bool = true) async -> Double {
  let runner = ScenarioRunner()
  let (steps, _) = await runner.runSteps(source, file: "shape.scenario", audited: audited)
  let plays = max(1, 3_000 / steps)
  var rates: [Double] = []
  for _ in 0..<rounds {
    var played = 0
    let start = ContinuousClock.now
    for _ in 0..<plays {
      let (count, asExpected) = await runner.runSteps(
        source, file: "shape.scenario", audited: audited)
      if audited, !asExpected { fail("a scenario shape found something") }
      played += count
    }
    rates.append(Double(played) / ((ContinuousClock.now - start).inMicroseconds / 1e6))
  }
  return median(rates)
}

@MainActor
func runExplorationBenchmarks(rounds: Int) async {
  let depth = 6
  print("Exploration: release build, median of \(rounds) rounds")
  print("")
  let catalog = await measureCatalogExploration(depth: depth, rounds: rounds)
  let seconds = median(catalog.milliseconds) / 1e3
  let figures = catalog.figures
  print(
    "  built-in catalog, \(catalog.entries) entries to depth \(depth): \(fixed(seconds, 2)) s"
      + " (fastest \(fixed(catalog.milliseconds.min()! / 1e3, 2)),"
      + " slowest \(fixed(catalog.milliseconds.max()! / 1e3, 2))); target: under 10 s")
  print(
    "    \(grouped(figures.states)) states, \(grouped(figures.transitions)) transitions,"
      + " \(grouped(figures.actionsPerformed)) actions performed (replays included),"
      + " \(grouped(catalog.steps)) steps run")
  print(
    "    played ahead: \(grouped(figures.playedAhead)) actions, \(grouped(figures.playedAheadDropped))"
      + " of them dropped (played from a state reached first another way)")
  print(
    "    returns: \(grouped(figures.returns)) replays saved, \(grouped(figures.returnsMissed)) missed,"
      + " \(grouped(figures.returnedStepsReplayed)) steps after a return played again")
  print(
    "    sessions kept: \(grouped(figures.navigations)) states reached from the one before,"
      + " \(grouped(figures.navigationsMissed)) missed")
  print(
    "    \(grouped(Int(Double(catalog.steps) / seconds))) explored steps/s,"
      + " \(grouped(Int(Double(figures.states) / seconds))) distinct states/s (audit on)")
  let saved = Double(figures.revisits) / Double(max(1, figures.transitions))
  print(
    "    dedup: \(grouped(figures.revisits)) of \(grouped(figures.transitions)) transitions"
      + " (\(fixed(saved * 100))%) reached a state already seen and were not explored further")
  print("")
  // How a step's cost grows with what is alive, in three shapes: flows nested in one
  // another, flows side by side under one coordinator, and a chain of sheets.
  // The steps of a shape of `count` flows: the root's start, each flow's, then the ending.
  let shapes: [(String, (Int) -> String, [Int], steps: (Int) -> Int)] = [
    ("nested flows", nestedFlows, [10, 100, 1_000], { $0 + 2 }),
    ("side by side", siblingFlows, [100, 1_000, 3_000], { $0 + 2 }),
    ("chained sheets", chainedSheets, [100, 300, 1_000], { $0 + 1 }),
  ]
  for (name, shape, sizes, steps) in shapes {
    print("  " + pad(name, 14, alignRight: false) + pad("steps", 8) + pad("steps/s", 12))
    var rates: [Double] = []
    for count in sizes {
      let rate = await measureAuditedSteps(shape(count), rounds: rounds)
      rates.append(rate)
      print(
        "  " + pad(grouped(count), 14, alignRight: false) + pad(grouped(steps(count)), 8)
          + pad(grouped(Int(rate)), 12))
    }
    print(
      "  fastest / slowest: \(fixed(rates.max()! / rates.min()!, 2))x; target: within 2x"
        + " (a step costs what it changes, not what is alive)")
    print("")
  }
  print("  " + pad("other shapes", 24, alignRight: false) + pad("steps/s", 12))
  let rate = await measureAuditedSteps(nestedFlows(3_000), rounds: rounds)
  print("  " + pad("nested flows, 3,000", 24, alignRight: false) + pad(grouped(Int(rate)), 12))
  print("")
}
