import BenchmarkGuard
import Foundation
import LeakAudit

// `coordaudit-bench guard`: every headline figure as a ratio to a baseline measured in the
// same round, each the median of several rounds, against the limits committed in
// .ci/benchmark-limits. CI runs it; a regression makes it exit 1.

/// The ratios the guard measures, each once per round, in the order printed.
///
/// Smaller than the benchmark's own runs, so that the guard takes seconds: 200,000 objects,
/// a mixed graph of 10,000 nodes, 2,000 pushes and pops; a ratio does not depend on the size
/// (that is what the shapes' rows check).
@MainActor
func measureGuardRatios(rounds: Int) async -> [(name: String, values: [Double])] {
  var samples: [(name: String, values: [Double])] = []
  func record(_ name: String, _ value: Double) {
    if let index = samples.firstIndex(where: { $0.name == name }) {
      samples[index].values.append(value)
    } else {
      samples.append((name, [value]))
    }
  }
  let (mixedRoot, mixedNodes) = mixedGraph(count: 10_000)
  defer { releaseMixed(mixedNodes) }
  _ = RetainAnalysis.run(survivors: [], roots: [.object(mixedRoot)])
  for _ in 0..<rounds {
    let throughput = await measureThroughputRound(count: 200_000)
    record("track / weak box", throughput.track / throughput.boxTrack)
    record("check / weak box", throughput.check / throughput.boxCheck)
    record("settle / weak box", throughput.settle / throughput.boxSettle)

    let retain = measureRetainGraph(name: "mixed", root: mixedRoot, rounds: 1)
    record("retain walk / Mirror walk", retain.walkMilliseconds / retain.mirrorMilliseconds)

    // Exploration's own cost (the search, replays' bookkeeping, the state keys) per step, to a
    // step of the same scenarios run as written: catches what the audited step's ratios miss.
    let explored = await measureCatalogExploration(depth: 4, rounds: 1)
    let scripted = await measureCatalogScriptedSteps(plays: 3)
    record(
      "catalog explored to depth 4: step time / scripted step",
      explored.milliseconds[0] * 1e3 / Double(max(explored.steps, 1)) / scripted)

    // What a leak costs an exploration: a settle that judges at once keeps the leaking forms
    // near their fixed forms; one that waits out its deadlines makes them tens of times slower.
    let examples = await measureGuardExamplePairs()
    record("example apps explored: leaking / fixed", examples.leaking / examples.fixed)

    for scenario in guardStressScenarios() {
      let figures = await measureStress(scenario, rounds: 1)
      record("\(scenario.name): audit on / off", figures.unaudited / figures.audited)
    }

    for shape in guardShapes() {
      let small = await measureAuditedSteps(shape.small, rounds: 1)
      let large = await measureAuditedSteps(shape.large, rounds: 1)
      record("\(shape.name): step time, largest / smallest", small / large)
      if shape.measuresAudit {
        let unaudited = await measureAuditedSteps(shape.large, rounds: 1, audited: false)
        record("\(shape.largeName): audit on / off", unaudited / large)
      }
    }
  }
  return samples
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
  print("coordaudit-bench guard: each ratio's median of \(rounds) rounds against its limit")
  print("(each round measures a ratio against its baseline in the same process, moments apart;")
  print("limits from '\(limitsPath)')")
  print("")
  let check = LimitCheck(samples: await measureGuardRatios(rounds: rounds), limits: limits)
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
