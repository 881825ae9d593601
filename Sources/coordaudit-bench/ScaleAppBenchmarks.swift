import BenchmarkGuard
import CoordinatorTree
import ExplorerExampleApps
import Foundation

// Exploring apps of many flows (`Tests/ExplorerExampleApps/ScaleApps.swift`), each in its correct and its leaking
// form, to several depths: how many states the state key makes of flows side by side and of
// tabs of flows, and what the search costs there. Issue 37 compares the state counts with
// those of c201914's key (BENCHMARKS.md, "Scale apps against c201914's key").

/// A scale app, the depths it is explored to, and how to explore one form.
struct ScaleApp {
  var name: String
  var depths: [Int]
  /// Explores one form: `true` the leaking one.
  var explore: @MainActor (_ leaks: Bool, _ depth: Int) async -> FlowExploration
}

/// The two scale apps: 40 flows side by side, and 4 tabs of 5 flows.
@MainActor
func scaleApps() -> [ScaleApp] {
  [
    ScaleApp(name: "40 flows", depths: [4, 6, 8, 10]) { leaks, depth in
      whole(
        await FlowExplorer(depth: depth, maxStates: 100_000) {
          FeatureListAppCoordinator(window: $0, flows: 40, keepsFinishedFlow: leaks)
        }.run(), "40 flows")
    },
    ScaleApp(name: "4 tabs of 5 flows", depths: [4, 6, 8]) { leaks, depth in
      whole(
        await FlowExplorer(depth: depth, maxStates: 100_000) {
          FeatureTabsAppCoordinator(window: $0, tabs: 4, flowsPerTab: 5, keepsFinishedFlow: leaks)
        }.run(), "4 tabs of 5 flows")
    },
  ]
}

/// `exploration`, once it is known to have reached its depth: a search stopped at its limit of
/// states would count the limit.
func whole(_ exploration: FlowExploration, _ name: String) -> FlowExploration {
  if exploration.stoppedAtMaxStates { fail("\(name) stopped at the limit of states") }
  return exploration
}

@MainActor
func runScaleAppBenchmarks(rounds: Int) async {
  print("Exploring scale apps, correct and leaking: release build, median of \(rounds) rounds")
  print("(FlowExplorer's default deadlines; steps are audited steps, replays included)")
  print("")
  print(
    "  " + pad("scale app, form, depth", 34, alignRight: false) + pad("states", 10)
      + pad("transitions", 13) + pad("steps", 11) + pad("s", 10))
  for app in scaleApps() {
    for depth in app.depths {
      for leaks in [false, true] {
        let pair = ExamplePair(name: app.name, depth: depth, explore: app.explore)
        let figures = await measureForm(pair, leaks: leaks, rounds: rounds)
        let label = "\(app.name), \(leaks ? "leaking" : "correct"), depth \(depth)"
        print(
          "  " + pad(label, 34, alignRight: false) + pad(grouped(figures.states), 10)
            + pad(grouped(figures.transitions), 13) + pad(grouped(figures.steps), 11)
            + pad(fixed3(figures.seconds), 10))
        // A row at a time: the deepest searches take minutes.
        fflush(nil)
      }
    }
  }
  print("")
}
