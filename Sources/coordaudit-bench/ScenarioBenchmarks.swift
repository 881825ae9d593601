import BenchmarkGuard
import CoordAuditCLI
import CoordAuditScenarios
import Foundation

// The scenario runner's speed: the built-in catalog, and stress scenarios with the audit on
// and off.

/// A stress scenario: its name and its text.
struct StressScenario {
  var name: String
  var source: String
}

/// `count` screens pushed and popped on a child-array flow: `2 × count + 1` steps.
func pushedAndPopped(_ count: Int) -> String {
  """
  system child-array
  flow Main root
    screen Home
    screen Detail model DetailModel
  start Main
  repeat \(count) {
    push Detail
    pop
  }
  """
}

/// The stress scenarios of the issue: 10,000 screens pushed and popped, 1,000 nested flows,
/// 100 repetitions of a logout/login loop.
func stressScenarios() -> [StressScenario] {
  let pushPop = pushedAndPopped(10_000)
  let nested = nestedFlows(1_000)
  let loginLogout = """
    system child-array
    flow Login root
      screen SignIn
    flow Main root
      screen Home model HomeModel
    flow Search in Main
      screen SearchField model SearchModel
    start Main
    start Search
    repeat 100 {
      replace root with Login
      replace root with Main
      start Search
    }
    """
  return [
    StressScenario(name: "10,000 screens pushed and popped", source: pushPop),
    StressScenario(name: "1,000 nested flows, then popToRoot", source: nested),
    StressScenario(name: "100 logout/login loops", source: loginLogout),
  ]
}

/// The median time of the whole built-in catalog, run as `coordaudit` runs it (audited, heap
/// measured for loops), in milliseconds; stops if a scenario does not do what it declares.
@MainActor
func measureCatalog(rounds: Int) async -> (milliseconds: [Double], scenarios: Int) {
  let runner = ScenarioRunner()
  var times: [Double] = []
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    for entry in runner.catalog {
      let result = await runner.run(entry.source, file: entry.file, options: RunOptions())
      if !result.isAsExpected { fail("catalog scenario \(entry.name) is not as expected") }
    }
    times.append((ContinuousClock.now - start).inMicroseconds / 1e3)
  }
  return (times, runner.catalog.count)
}

/// Steps per second of one stress scenario, audited and not, median of `rounds` each.
@MainActor
func measureStress(_ scenario: StressScenario, rounds: Int) async -> (
  steps: Int, audited: Double, unaudited: Double
) {
  let runner = ScenarioRunner()
  var audited: [Double] = []
  var unaudited: [Double] = []
  var steps = 0
  for _ in 0..<rounds {
    for isAudited in [true, false] {
      let start = ContinuousClock.now
      let (count, asExpected) = await runner.runSteps(
        scenario.source, file: "stress.scenario", audited: isAudited)
      let seconds = (ContinuousClock.now - start).inMicroseconds / 1e6
      if isAudited, !asExpected { fail("stress scenario '\(scenario.name)' found something") }
      steps = count
      if isAudited {
        audited.append(Double(count) / seconds)
      } else {
        unaudited.append(Double(count) / seconds)
      }
    }
  }
  return (steps, median(audited), median(unaudited))
}

@MainActor
func runScenarioBenchmarks(rounds: Int) async {
  print("Scenario runner: release build, median of \(rounds) rounds")
  print("")
  let catalog = await measureCatalog(rounds: rounds)
  print(
    "  built-in catalog   \(catalog.scenarios) scenarios in \(fixed(median(catalog.milliseconds))) ms"
      + " (fastest \(fixed(catalog.milliseconds.min()!)), slowest \(fixed(catalog.milliseconds.max()!)))"
      + "; target: under 1,000 ms")
  print("")
  print(
    "  " + pad("stress scenario", 38, alignRight: false) + pad("steps", 8) + pad("audit on", 12)
      + pad("audit off", 12) + pad("ratio", 8))
  print(
    "  " + pad("", 38, alignRight: false) + pad("", 8) + pad("steps/s", 12) + pad("steps/s", 12))
  for scenario in stressScenarios() {
    let figures = await measureStress(scenario, rounds: rounds)
    print(
      "  " + pad(scenario.name, 38, alignRight: false) + pad(grouped(figures.steps), 8)
        + pad(grouped(Int(figures.audited)), 12) + pad(grouped(Int(figures.unaudited)), 12)
        + pad(fixed(figures.unaudited / figures.audited, 2) + "x", 8))
  }
  print("  ratio = audit off / audit on; target: at most 3x")
  print("")
}
