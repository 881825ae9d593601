import CoordinatorTree
import Foundation
import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// Exploration finds growth without a written loop.
///
/// A cycle of actions that comes back to the screens it left with one more of something each
/// time, though nothing leaks, is reported with the cycle as its reproduction, a loop that
/// `coordaudit run` fails. A fix, and a cycle that leaks (the leak is the bug), are not growth.
@MainActor @Suite struct ExplorerGrowthTests {
  /// A player that subscribes to the app's notifications on every push, capturing itself
  /// weakly, and never unsubscribes (or does, when it finishes).
  static func player(_ observation: String) -> String {
    """
    scenario "player"
    \(ExecutionTests.playerDeclarations(observation))
    action "play" {
      start Player
    }
    setup {
      start Home
    }
    """
  }

  static func explore(_ source: String, depth: Int = 4, merges: Bool = true) async throws
    -> Exploration
  {
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "player.scenario")
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    return await Explorer(scenario: scenario, options: .init(depth: depth, merges: merges)).run()
  }

  @Test func aPlayerThatSubscribesOnEveryPushGrowsAndItsFixIsClean() async throws {
    let faulty = try await Self.explore(Self.player("capturing self weakly"))
    #expect(faulty.bugs.map(\.key) == ["growth of 'notifications.subscriptions'"])
    let bug = try #require(faulty.bugs.first)
    #expect(bug.actionTexts == ["\"play\"", "user taps back"])
    #expect(bug.cycleStart == 0)
    #expect(bug.way == "\"play\", user taps back, repeated 4 times")
    #expect(bug.findings.first?.counts == [0, 1, 2, 3, 4])
    // The same found by playing every sequence.
    let everySequence = try await Self.explore(
      Self.player("capturing self weakly"), merges: false)
    #expect(everySequence.bugs.map(\.key) == faulty.bugs.map(\.key))
    #expect(everySequence.bugs.map(\.actionTexts) == faulty.bugs.map(\.actionTexts))

    let fixed = try await Self.explore(Self.player("capturing self weakly until it finishes"))
    #expect(fixed.bugs.isEmpty, "\(fixed.bugs.map(\.summary))")
    #expect(fixed.growthChecks == 0)
  }

  @Test func cyclesBeyondTheLimitOfChecksAreCountedInTheSummary() async throws {
    let (scenario, _) = ScenarioRunner().parse(
      Self.player("capturing self weakly"), file: "player.scenario")
    var options = Explorer.Options()
    options.depth = 4
    options.maxGrowthChecks = 0
    let exploration = await Explorer(scenario: scenario, options: options).run()
    #expect(exploration.bugs.isEmpty)
    // "play", back from the library; back, "play" from the player.
    #expect(exploration.cyclesNotChecked == 2)
    #expect(
      exploration.record.summary(file: "player.scenario", bugs: 0).hasSuffix(
        "; 2 cycles not checked for growth (the limit of checks)"))
  }

  @Test func theReproductionIsALoopThatRunFailsUntilTheObserverIsRemoved() async throws {
    let source = Self.player("capturing self weakly")
    let (scenario, _) = ScenarioRunner().parse(source, file: "player.scenario")
    let bug = try #require(try await Self.explore(source).bugs.first)
    let emitted = bug.scenarioText(of: scenario, source: source)
    #expect(emitted.contains("\nrepeat 20 {\n  step \"play\" {\n"))
    let reproduced = await ScenarioRunner().run(
      emitted, file: "emitted.scenario", options: .inTests)
    #expect(reproduced.outcome == .failed)
    #expect(reproduced.survivors == ["notifications.subscriptions"])
    // Fixed, the same loop passes.
    let fixed = emitted.replacingOccurrences(
      of: "capturing self weakly\n", with: "capturing self weakly until it finishes\n")
    #expect(fixed != emitted)
    let rerun = await ScenarioRunner().run(fixed, file: "emitted.scenario", options: .inTests)
    #expect(rerun.outcome == .clean, "\(rerun.mismatches.map(\.message))")
  }

  @Test func aCycleThatLeaksIsReportedAsTheLeakAlone() async throws {
    // Captured strongly, each observer keeps its player: a leak, found after one cycle.
    let exploration = try await Self.explore(Self.player("capturing self strongly"))
    #expect(!exploration.bugs.isEmpty)
    #expect(exploration.bugs.allSatisfy { $0.cycleStart == nil }, "\(exploration.bugs.map(\.key))")
    #expect(exploration.bugs.first?.survivors.contains("Player") == true)
  }

  @Test func aGrowthBugTakesItsPlaceByItsSequenceAmongTheOthers() async throws {
    // A leak found after three actions, growth after two: growth first, as shards merge them.
    let source = Self.player("capturing self weakly").replacingOccurrences(
      of: "setup {",
      with: """
        flow Queue in Home sheet
          screen QueueList
          coordinator ends on sheet-swipe-down
          coordinator reports finish by stream without completion
        action "queue" {
          present Queue
        }
        setup {
        """)
    let exploration = try await Self.explore(source)
    let orders = exploration.bugs.map(\.order)
    #expect(orders == orders.sorted())
    #expect(exploration.bugs.contains { $0.cycleStart != nil })
    #expect(exploration.bugs.contains { $0.cycleStart == nil })
  }
}
