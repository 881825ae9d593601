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
  for action in actions {
    lines += ["action \"\(action)\" {", "  \(action)", "}"]
  }
  lines += ["setup {", "  start tabs", "}"]
  return lines.joined(separator: "\n") + "\n"
}

/// The steps of the part of `parts` that plays the most, over the steps of the whole search.
///
/// 0.5 when two parts split the work evenly and share none of it; 1 when each part plays the
/// whole search. The parts together must find the whole search's bugs (by their keys, as
/// `--merge` keeps them): a split that loses a bug is no cheaper split.
///
/// - Parameters:
///   - source: A scenario file's text.
///   - depth: The search's depth.
///   - parts: How many parts.
/// - Returns: The largest part's steps over the whole search's steps.
@MainActor
func largestPartShare(of source: String, depth: Int, parts: Int) async -> Double {
  let runner = ScenarioRunner()
  func explore(_ shard: ExplorationRecord.Shard?) async -> (steps: Int, bugs: Set<String>) {
    let output = await runner.explore(
      source, file: "app.scenario", options: ExploreOptions(depth: depth, shard: shard),
      progress: nil)
    return (output.steps, Set(output.results.compactMap { $0.exploration?.bug?.key }))
  }
  let whole = await explore(nil)
  var largest = 0
  var bugs: Set<String> = []
  for index in 1...parts {
    let part = await explore(ExplorationRecord.Shard(index: index, count: parts))
    largest = max(largest, part.steps)
    bugs.formUnion(part.bugs)
  }
  guard whole.steps > 0, bugs == whole.bugs else {
    fail("the parts found \(bugs.sorted()), the whole search \(whole.bugs.sorted())")
  }
  return Double(largest) / Double(whole.steps)
}
