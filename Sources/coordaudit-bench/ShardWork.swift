import BenchmarkGuard
import CoordAuditScenarios

// What splitting a search costs, in steps: the part that plays the most, over the whole search
// in one process. Exact counts, the same on every machine and in every round, so the guard
// holds `--jobs 2`'s ceiling where its timing cannot be held on a shared machine (builds of
// the same code gave 1.44x to 1.87x one job's speed there; BENCHMARKS.md, "Two parts of a
// search").

/// A tab bar of `tabs` tabs, each a child-array stack whose first screen starts `flowsPerTab`
/// flows of two screens sharing a view model (push the second, finish): the shape where the
/// user's tab taps make the same states reachable from many places, which two parts of a
/// search both reach.
func tabsApp(tabs: Int, flowsPerTab: Int) -> String {
  var lines = ["scenario \"a tab bar of \(tabs) tabs of \(flowsPerTab) flows\""]
  var actions: [String] = []
  for tab in 1...tabs {
    lines += ["flow T\(tab) child-array tab", "  screen T\(tab)s1 model T\(tab)s1M"]
    for number in 1...flowsPerTab {
      let flow = "T\(tab)F\(number)"
      lines += [
        "flow \(flow) child-array in T\(tab)", "  screen \(flow)a model \(flow)M",
        "  screen \(flow)b model \(flow)M",
      ]
      actions += ["start \(flow)", "push \(flow)b", "finish \(flow)"]
    }
  }
  return tabbedScenario(lines, actions: actions)
}

/// The steps of a whole search and of each of its `parts`, counted in this process.
///
/// The parts together must find the whole search's bugs (by their keys, as `--merge` keeps
/// them): a split that loses a bug is no cheaper split, and the benchmark stops on it.
///
/// - Parameters:
///   - source: A scenario file's text.
///   - depth: The search's depth.
///   - parts: How many parts.
/// - Returns: The whole search's steps, and each part's, in order.
@MainActor
func partSteps(of source: String, depth: Int, parts: Int) async -> (whole: Int, parts: [Int]) {
  let runner = ScenarioRunner()
  func explore(_ shard: ExplorationRecord.Shard?) async -> (steps: Int, bugs: Set<String>) {
    let output = await runner.explore(
      source, file: "app.scenario", options: ExploreOptions(depth: depth, shard: shard),
      progress: nil)
    return (output.steps, Set(output.results.compactMap { $0.exploration?.bug?.key }))
  }
  let whole = await explore(nil)
  var steps: [Int] = []
  var bugs: Set<String> = []
  for index in 1...parts {
    let part = await explore(ExplorationRecord.Shard(index: index, count: parts))
    steps.append(part.steps)
    bugs.formUnion(part.bugs)
  }
  guard whole.steps > 0, bugs == whole.bugs else {
    fail("the parts found \(bugs.sorted()), the whole search \(whole.bugs.sorted())")
  }
  return (whole.steps, steps)
}

/// The steps of the part that plays the most over the whole search's (see
/// ``partSteps(of:depth:parts:)``): 0.5 when two parts split the work evenly and share none of
/// it; 1 when each part plays the whole search.
@MainActor
func largestPartShare(of source: String, depth: Int, parts: Int) async -> Double {
  let counted = await partSteps(of: source, depth: depth, parts: parts)
  return Double(counted.parts.max() ?? 0) / Double(counted.whole)
}

/// Prints the steps of two parts of a search against the whole search's.
///
/// `coordaudit-bench explore-parts`: the generated app of `explore-app` and two tab bars, at
/// several depths (BENCHMARKS.md, "Two parts of a search"). Exact counts: one run says it all.
@MainActor
func runPartsBenchmark() async {
  print("Two parts of a search (--shard 1/2, 2/2) against the whole search, in steps")
  print("")
  let apps = [
    ("generated app", generatedApp(), [3, 4, 5, 6]),
    ("3 tabs of 3 flows", tabsApp(tabs: 3, flowsPerTab: 3), [4, 5]),
    ("4 tabs of 5 flows", tabsApp(tabs: 4, flowsPerTab: 5), [4, 5]),
  ]
  for (name, source, depths) in apps {
    for depth in depths {
      let counted = await partSteps(of: source, depth: depth, parts: 2)
      let whole = Double(counted.whole)
      let largest = Double(counted.parts.max() ?? 0) / whole
      let both = Double(counted.parts.reduce(0, +)) / whole
      let parts = counted.parts.map(grouped).joined(separator: " and ")
      print(
        "  \(name), depth \(depth): whole \(grouped(counted.whole)) steps, parts \(parts):"
          + " largest / whole \(fixed(largest, 3)), both / whole \(fixed(both, 3))")
    }
  }
  print("")
}
