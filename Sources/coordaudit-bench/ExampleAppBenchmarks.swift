import BenchmarkGuard
import CoordinatorTree
import ExplorerExampleApps
import Foundation
import HeadlessUIKit

// Exploring apps written the way public apps write their coordinators, each in its leaking and
// its fixed form, with `FlowExplorer` as a test would: what a leak costs the exploration (every
// state where something survives used to wait out the settle deadline, and so did every
// replay through it), and what the state key makes of what a leak leaves behind.

/// An app explored in its leaking and its fixed form, to one depth.
struct ExamplePair {
  var name: String
  var depth: Int
  /// Explores one form: `true` the leaking one.
  var explore: @MainActor (_ leaks: Bool, _ depth: Int) async -> FlowExploration
}

/// The project's example apps (`Tests/ExplorerExampleApps`) whose two forms differ by a leak,
/// then the store app, in the shape of a real app (`Apps/StoreApp.swift`).
///
/// Each is explored two levels deeper than its test does, so that the search has states
/// enough to time.
@MainActor
func examplePairs() -> [ExamplePair] {
  [
    ExamplePair(name: "ChildArrayApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) { ShopCoordinator(window: $0, endsFinishedFlows: !leaks) }
        .run()
    },
    ExamplePair(name: "ContactsApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) {
        ContactsCoordinator(window: $0, endsDetailOnBack: !leaks)
      }.run()
    },
    ExamplePair(name: "FinishClosureApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) {
        ArticlesCoordinator(window: $0, capturesChildWeakly: !leaks)
      }.run()
    },
    ExamplePair(name: "GenericFinishApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) {
        GenericFinishApp(window: $0, wiring: .genericClass, keepsFinishedChild: leaks)
      }.run()
    },
    ExamplePair(name: "InboxApp", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) { MailCoordinator(window: $0, capturesWeakly: !leaks) }
        .run()
    },
    ExamplePair(name: "LoginFlowApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) {
        AppCoordinator(window: $0, removesFinishedLogin: !leaks)
      }.run()
    },
    ExamplePair(name: "PhotosApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) { PhotosCoordinator(window: $0, capturesWeakly: !leaks) }
        .run()
    },
    ExamplePair(name: "RecipesApp", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) { RecipesCoordinator(window: $0, capturesWeakly: !leaks) }
        .run()
    },
    ExamplePair(name: "TabsInStackApp", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) {
        StackedTabsCoordinator(window: $0, removesTabsOnLogout: !leaks)
      }.run()
    },
    ExamplePair(name: "CompletionRouterApp", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) { CompletionRouter(window: $0, hearsBackTaps: !leaks) }
        .run()
    },
    ExamplePair(name: "StoryboardedApp", depth: 5) { leaks, depth in
      leaks
        ? await FlowExplorer(sceneDelegate: LeakySceneDelegate.init, depth: depth).run()
        : await FlowExplorer(sceneDelegate: SceneDelegate.init, depth: depth).run()
    },
    ExamplePair(name: "ViewModelApp", depth: 4) { leaks, depth in
      await FlowExplorer(depth: depth) {
        ProfileCoordinator(window: $0, keepsViewModelStrongly: leaks)
      }.run()
    },
    // Its rows and its article's screen come in blocks for the main queue, as a network
    // reply handed back to the screen does.
    ExamplePair(name: "NewsFeedApp", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) {
        NewsCoordinator(window: $0, delivery: .mainQueue, capturesWeakly: !leaks)
      }.run()
    },
    // The same, its replies decoded on a global queue and handed back to the main queue, as a
    // `URLSession` completion is.
    ExamplePair(name: "NewsFeedApp/global", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) {
        NewsCoordinator(window: $0, delivery: .backgroundQueue, capturesWeakly: !leaks)
      }.run()
    },
    // The same, its replies made by a `nonisolated async` service that a main-actor task
    // awaits, as `try await URLSession.shared.data(from:)` and a decode are.
    ExamplePair(name: "NewsFeedApp/async", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) {
        NewsCoordinator(window: $0, delivery: .asyncService, capturesWeakly: !leaks)
      }.run()
    },
    ExamplePair(name: "StoreApp", depth: 5) { leaks, depth in
      await FlowExplorer(depth: depth) { StoreCoordinator(window: $0, endsSettings: !leaks) }
        .run()
    },
  ]
}

/// What exploring one form of an app did, and how long it took.
struct FormFigures {
  var seconds: Double
  var states: Int
  var transitions: Int
  /// Audited steps, the sessions' starts and every replay included.
  var steps: Int
  /// The settles of the last round that judged at once, and those that kept their deadlines.
  var settlesAtOnce: Int
  var settlesWaited: Int

  var stepsPerTransition: Double { Double(steps) / Double(max(transitions, 1)) }
}

/// Explores one form `rounds` times; the median time, and what the search did.
///
/// Stops when the leaking form finds nothing or the fixed form finds something: the
/// benchmark would measure something else than it says.
@MainActor
func measureForm(_ pair: ExamplePair, leaks: Bool, rounds: Int) async -> FormFigures {
  var times: [Double] = []
  var exploration: FlowExploration?
  for _ in 0..<rounds {
    let start = ContinuousClock.now
    let explored = await pair.explore(leaks, pair.depth)
    times.append((ContinuousClock.now - start).inMicroseconds / 1e6)
    exploration = explored
  }
  guard let exploration else { fail("\(pair.name) was not explored") }
  if leaks == exploration.bugs.isEmpty || (!leaks && !exploration.isClean) {
    fail(
      "\(pair.name), \(leaks ? "leaking" : "fixed") form: "
        + (exploration.bugs.first?.headline ?? "no bug"))
  }
  let figures = exploration.figures
  return FormFigures(
    seconds: median(times), states: exploration.states, transitions: exploration.transitions,
    steps: figures.sessions + figures.actionsPerformed,
    settlesAtOnce: exploration.settlesJudgedAtOnce, settlesWaited: exploration.settlesThatWaited)
}

@MainActor
func runExampleAppBenchmarks(rounds: Int) async {
  print("Exploring example apps, leaking and fixed: release build, median of \(rounds) rounds")
  print("(FlowExplorer's default deadlines; steps are audited steps, replays included)")
  print("")
  var rows: [(pair: ExamplePair, leaking: FormFigures, correct: FormFigures)] = []
  for pair in examplePairs() {
    let leaking = await measureForm(pair, leaks: true, rounds: rounds)
    let correct = await measureForm(pair, leaks: false, rounds: rounds)
    rows.append((pair, leaking, correct))
  }
  print(
    "  " + pad("example app", 22, alignRight: false) + pad("depth", 6) + pad("leaky s", 10)
      + pad("fixed s", 10) + pad("leaky / fixed", 15))
  for (pair, leaking, correct) in rows {
    print(
      "  " + pad(pair.name, 22, alignRight: false) + pad("\(pair.depth)", 6)
        + pad(fixed3(leaking.seconds), 10) + pad(fixed3(correct.seconds), 10)
        + pad(fixed(leaking.seconds / correct.seconds, 2) + "x", 15))
  }
  let leakyTotal = rows.reduce(0) { $0 + $1.leaking.seconds }
  let fixedTotal = rows.reduce(0) { $0 + $1.correct.seconds }
  print(
    // A dash in the depth column, so that `compare` reads the totals under their columns.
    "  " + pad("all example apps", 22, alignRight: false) + pad("-", 6)
      + pad(fixed3(leakyTotal), 10) + pad(fixed3(fixedTotal), 10)
      + pad(fixed(leakyTotal / fixedTotal, 2) + "x", 15))
  print("  target: each leaking form within 1.5x of its fixed form; the store app under 2 s")
  print("")
  print(
    "  " + pad("states and steps", 22, alignRight: false) + pad("leaky states", 14)
      + pad("fixed states", 14) + pad("states ratio", 14) + pad("leaky steps/tr", 16)
      + pad("fixed steps/tr", 16))
  for (pair, leaking, correct) in rows {
    print(
      "  " + pad(pair.name, 22, alignRight: false) + pad(grouped(leaking.states), 14)
        + pad(grouped(correct.states), 14)
        + pad(fixed(Double(leaking.states) / Double(correct.states), 2) + "x", 14)
        + pad(fixed(leaking.stepsPerTransition, 2), 16)
        + pad(fixed(correct.stepsPerTransition, 2), 16))
  }
  print("  target: the store app's states with and without the leak within 1.5x")
  print("")
  print(
    "  " + pad("settles", 22, alignRight: false) + pad("leaky at once", 15)
      + pad("leaky waited", 14) + pad("fixed at once", 15) + pad("fixed waited", 14))
  for (pair, leaking, correct) in rows {
    print(
      "  " + pad(pair.name, 22, alignRight: false) + pad(grouped(leaking.settlesAtOnce), 15)
        + pad(grouped(leaking.settlesWaited), 14) + pad(grouped(correct.settlesAtOnce), 15)
        + pad(grouped(correct.settlesWaited), 14))
  }
  print("")
}

/// The example apps the guard explores: the quickest whose leaking form waited on every
/// settle before settles judged at once (about 0.4 s for both forms of all of them).
let guardExampleNames: Set<String> = [
  "ChildArrayApp", "FinishClosureApp", "GenericFinishApp", "LoginFlowApp",
  "CompletionRouterApp", "StoryboardedApp", "ViewModelApp",
]

/// What a leak costs the exploration of the guard's example apps: the time of their leaking
/// forms and of their fixed forms, one round each.
///
/// - Returns: Both sums, in seconds.
@MainActor
func measureGuardExamplePairs() async -> (leaking: Double, fixed: Double) {
  var leaking = 0.0
  var fixed = 0.0
  for pair in examplePairs() where guardExampleNames.contains(pair.name) {
    leaking += await measureForm(pair, leaks: true, rounds: 1).seconds
    fixed += await measureForm(pair, leaks: false, rounds: 1).seconds
  }
  return (leaking, fixed)
}

/// What waiting for the app's blocks on other queues and following its tasks keep: the time
/// of the news feed's leaking form whose replies come from a global queue, and of the one
/// whose replies come from an async service a task awaits, each to the one whose replies are
/// queued on the main queue, one round each, the main queue's first.
///
/// All three judge every settle at once; were blocks on other queues not waited for, or the
/// task's jobs not followed, those forms would wait out every settle (about 40x and 10x).
///
/// - Returns: The two ratios.
@MainActor
func measureGuardNewsFeedReplies() async -> (fromGlobal: Double, fromTask: Double) {
  let pairs = examplePairs()
  guard let mainQueue = pairs.first(where: { $0.name == "NewsFeedApp" }),
    let global = pairs.first(where: { $0.name == "NewsFeedApp/global" }),
    let async = pairs.first(where: { $0.name == "NewsFeedApp/async" })
  else { fail("the news feed's example pairs are missing") }
  let onMainQueue = await measureForm(mainQueue, leaks: true, rounds: 1).seconds
  let fromGlobal = await measureForm(global, leaks: true, rounds: 1).seconds
  let fromTask = await measureForm(async, leaks: true, rounds: 1).seconds
  return (fromGlobal / onMainQueue, fromTask / onMainQueue)
}

/// Seconds with three decimals.
func fixed3(_ value: Double) -> String { fixed(value, 3) }
