import CoordinatorTree
import LeakAudit
import Testing

@testable import CoordAuditCLI

/// Exploration on small scenarios: what it plays, what it finds, and the shortest way there.
@MainActor @Suite struct ExplorerTests {
  func explore(_ source: String, depth: Int = 6) async throws -> Exploration {
    let (scenario, diagnostics) = ScenarioRunner().load(source, file: "t.scenario")
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    return await Explorer(scenario: scenario, options: .init(depth: depth)).run()
  }

  /// C1: Main → Search (two screens), the notes' shape when faulty.
  func search(_ fault: String = "") -> String {
    """
    system child-array
    flow Main root \(fault)
      screen Home
    flow Search in Main
      screen SearchField model SearchModel
      screen Results model ResultsModel
    action "open search" {
      start Search
    }
    action "show results" {
      push Results
    }
    setup {
      start Main
    }
    """
  }

  @Test func theCorrectFormIsCleanToDepthSix() async throws {
    let exploration = try await explore(search())
    #expect(exploration.bugs.isEmpty, "\(exploration.bugs.map(\.summary))")
    #expect(exploration.figures.states == 3)  // Home; SearchField; Results: the rest revisits them
    #expect(exploration.figures.revisits > 0)
  }

  @Test func theNotesShapeLeaksSearchAfterTheShortestBackTap() async throws {
    let exploration = try await explore(search("faulty no-removal-on-back"))
    #expect(exploration.bugs.count == 1)
    #expect(exploration.bugs.first?.actionTexts == ["\"open search\"", "user taps back"])
    // The popped screen and its view model go: the coordinator alone stays.
    #expect(exploration.bugs.first?.survivors == ["Search"])
  }

  @Test func aSurvivorThatKeepsOthersIsOneBugWithThemAll() async throws {
    // C4, faulty: the parent never hears the sheet swipe; the flow keeps its navigation
    // controller, which keeps the screens and their view models: one bug, not five.
    let exploration = try await explore(
      """
      system child-array
      flow Main root faulty no-removal-on-back
        screen Home
      flow Compose in Main sheet
        screen Draft model DraftModel
        screen Attach model AttachModel
      action "compose" {
        present Compose
      }
      action "attach" {
        push Attach
      }
      setup {
        start Main
      }
      """)
    let bug = try #require(exploration.bugs.first)
    #expect(exploration.bugs.count == 1, "\(exploration.bugs.map(\.summary))")
    #expect(bug.actionTexts == ["\"compose\"", "user swipes down"])
    #expect(bug.survivors == ["Compose", "ComposeNav", "Draft", "DraftModel"])
  }

  @Test func theEmittedScenarioRunsAndReproducesTheBugWithTheSameFingerprint() async throws {
    let source = search("faulty no-removal-on-back")
    let (scenario, _) = ScenarioRunner().load(source, file: "search.scenario")
    let exploration = await Explorer(scenario: scenario, options: .init()).run()
    let bug = try #require(exploration.bugs.first)
    let emitted = bug.scenarioText(of: scenario, source: source)
    #expect(
      emitted.hasSuffix(
        """
        start Main
        step "open search" {
          start Search
        }
        user taps back

        """))
    #expect(ScenarioRunner().check(emitted, file: "emitted.scenario").isEmpty)
    let result = await ScenarioRunner().run(emitted, file: "emitted.scenario", options: .inTests)
    #expect(result.outcome == .failed)
    #expect(result.survivors.first == "Search")
    let fingerprints = Set(result.steps.flatMap(\.findings).compactMap(\.fingerprint))
    #expect(fingerprints.contains(try #require(bug.findings.first?.fingerprint)))
  }
}
