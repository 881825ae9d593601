import BenchmarkGuard
import Foundation
import LeakAudit

// `coordaudit-bench guard`: every headline figure as a ratio to a baseline measured in the
// same round, each the median of several rounds (more where the verdict is in doubt), against
// the limits committed in .ci/benchmark-limits. CI runs it; a regression makes it exit 1.

/// One of the guard's measures: run once a round, it gives one or more ratios.
typealias GuardMeasure = () async -> [(name: String, value: Double)]

/// The guard's measures, in the order printed.
///
/// Smaller than the benchmark's own runs, so that the guard takes seconds: 200,000 objects in
/// slices of 20,000 (tracked in chunks of 1,000), a mixed graph of 10,000 nodes, 2,000 pushes and pops; a ratio does not
/// depend on the size (that is what the shapes' rows check).
///
/// - Parameter mixedRoot: The root of the mixed graph the retain walk measures.
/// - Returns: Each measure, to run once a round.
@MainActor
func guardMeasures(mixedRoot: AnyObject) -> [GuardMeasure] {
  var measures: [GuardMeasure] = [
    {
      let ratios = await measurePairedThroughput(
        slices: 10, perSlice: 20_000, trackChunk: 1_000)
      return [
        ("track / weak box", ratios.track), ("check / weak box", ratios.check),
        ("settle / weak box", ratios.settle),
      ]
    },
    {
      let retain = measureRetainGraph(name: "mixed", root: mixedRoot, rounds: 1)
      return [("retain walk / Mirror walk", retain.walkMilliseconds / retain.mirrorMilliseconds)]
    },
    // Exploration's own cost (the search, replays' bookkeeping, the state keys) per step, to a
    // step of the same scenarios run as written: catches what the audited step's ratios miss.
    {
      let ratio = await measurePairedCatalogExploration(depth: 4, plays: 30)
      return [("catalog explored to depth 4: step time / unaudited scripted step", ratio)]
    },
    // What a leak costs an exploration: a settle that judges at once keeps the leaking forms
    // near their fixed forms; one that waits out its deadlines makes them tens of times slower.
    {
      let examples = await measureGuardExamplePairs()
      return [("example apps explored: leaking / fixed", examples.leaking / examples.fixed)]
    },
    // What waiting for blocks on other queues and following tasks keep: replies from a global
    // queue, or from an async service a task awaits, explored as fast as replies queued on the
    // main queue; not waited for, or not followed, every settle waits.
    {
      let ratios = await measureGuardNewsFeedReplies()
      return [
        ("news feed explored: replies from a global queue / on the main queue", ratios.fromGlobal),
        ("news feed explored: replies from an async service / on the main queue", ratios.fromTask),
      ]
    },
  ]
  // How evenly two parts of a search share it: exact counts, the same in every round, so they
  // are counted once and given again.
  var shares: [(name: String, value: Double)]?
  measures.append {
    if let shares { return shares }
    let counted = [
      (
        "generated app to depth 4, 2 parts: steps of the largest / whole search",
        await largestPartShare(of: generatedApp(), depth: 4, parts: 2)
      ),
      (
        "3 tabs of 3 flows to depth 4, 2 parts: steps of the largest / whole search",
        await largestPartShare(of: tabsApp(tabs: 3, flowsPerTab: 3), depth: 4, parts: 2)
      ),
    ]
    shares = counted
    return counted
  }
  for scenario in guardStressScenarios() {
    measures.append {
      let figures = await measureStress(scenario, rounds: 1)
      return [("\(scenario.name): audit on / off", figures.unaudited / figures.audited)]
    }
  }
  for shape in guardShapes() {
    measures.append {
      let small = await measureAuditedSteps(shape.small, rounds: 1)
      let large = await measureAuditedSteps(shape.large, rounds: 1)
      var ratios = [("\(shape.name): step time, largest / smallest", small / large)]
      if shape.measuresAudit {
        let unaudited = await measureAuditedSteps(shape.large, rounds: 1, audited: false)
        ratios.append(("\(shape.largeName): audit on / off", unaudited / large))
      }
      return ratios
    }
  }
  return measures
}

/// Measures every ratio `plan.base` times, then again the measures of the ratios whose
/// limit lies within the middle half of their rounds, until none does or each has
/// `plan.most` rounds.
///
/// - Parameters:
///   - plan: How many rounds.
///   - limits: The limits, which decide which ratios are in doubt.
/// - Returns: Each ratio's values, one a round, in the order measured.
@MainActor
func measureGuardRatios(plan: RoundPlan, limits: RatioLimits) async -> [(
  name: String, values: [Double]
)] {
  let (mixedRoot, mixedNodes) = mixedGraph(count: 10_000)
  defer { releaseMixed(mixedNodes) }
  _ = RetainAnalysis.run(survivors: [], roots: [.object(mixedRoot)])
  return await plan.measure(guardMeasures(mixedRoot: mixedRoot), limits: limits)
}

/// The stress scenarios, at the guard's size.
func guardStressScenarios() -> [StressScenario] {
  return [
    StressScenario(name: "2,000 screens pushed and popped", source: pushedAndPopped(2_000))
  ] + stressScenarios().dropFirst()
}

/// A shape of app at its smallest and largest size.
struct GuardShape {
  var name: String
  var small: String
  var large: String
  var largeName: String
  /// Whether the guard also compares the large size with the audit off.
  var measuresAudit: Bool
}

func guardShapes() -> [GuardShape] {
  [
    GuardShape(
      name: "nested flows 10 to 1,000", small: nestedFlows(10), large: nestedFlows(1_000),
      largeName: "nested flows, 1,000", measuresAudit: false),
    GuardShape(
      name: "side by side 100 to 3,000", small: siblingFlows(100), large: siblingFlows(3_000),
      largeName: "side by side, 3,000", measuresAudit: true),
    GuardShape(
      name: "chained sheets 100 to 1,000", small: chainedSheets(100), large: chainedSheets(1_000),
      largeName: "chained sheets, 1,000", measuresAudit: true),
  ]
}

/// Runs the guard: measures, prints the table, returns the exit status.
@MainActor
func runGuard(limitsPath: String, rounds: Int) async -> Int32 {
  let plan = RoundPlan(base: rounds, most: 3 * rounds)
  let limits: RatioLimits
  do {
    let text = try String(contentsOfFile: limitsPath, encoding: .utf8)
    limits = try RatioLimits(parsing: text)
  } catch {
    FileHandle.standardError.write(Data("Error: cannot read '\(limitsPath)': \(error)\n".utf8))
    return 1
  }
  #if DEBUG
    print("coordaudit-bench guard: a debug build; its ratios mean nothing against the limits")
  #endif
  print("coordaudit-bench guard: each ratio's median of \(plan.base) rounds against its limit,")
  print("up to \(plan.most) where the limit lies within the middle half of its rounds (each round")
  print("measures a ratio against its baseline in the same process, moments apart; limits from")
  print("'\(limitsPath)')")
  print("")
  let check = LimitCheck(
    samples: await measureGuardRatios(plan: plan, limits: limits), limits: limits)
  print(check.text, terminator: "")
  print("")
  if check.passed {
    print("guard passed: every ratio within its limit")
    return 0
  }
  print("guard FAILED: \(check.problems.count) problem(s) above; BENCHMARKS.md says how to")
  print("measure the change against main with `coordaudit-bench compare`")
  return 1
}
