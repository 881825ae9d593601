import CoordinatorTree
import Testing

@testable import CoordAuditScenarios

/// Exploration finds every fault of the built-in catalog on its own, from each entry's
/// declarations, setup and app actions (its scripted steps and expectations are not played),
/// and finds nothing in the correct forms to depth 6.
@MainActor @Suite struct CatalogExplorationTests {
  nonisolated static let entries = ScenarioRunner().catalog

  @Test(arguments: entries.map(\.name))
  func explorationFindsEveryFaultAndNothingInTheCorrectForms(_ name: String) async throws {
    let entry = try #require(Self.entries.first { $0.name == name })
    let (scenario, diagnostics) = ScenarioRunner().parse(entry.source, file: entry.file)
    try #require(diagnostics.isEmpty)
    #expect(!scenario.appActions.isEmpty && !scenario.setup.isEmpty, "\(name) cannot be explored")
    let exploration = await Explorer(scenario: scenario, options: .init(depth: 6)).run()
    guard name.hasSuffix("-faulty") else {
      #expect(exploration.bugs.isEmpty, "\(exploration.bugs.map(\.summary))")
      return
    }
    // The survivor the scripted run names (or what grows in its loop), found by exploration
    // alone.
    let scripted = await ScenarioRunner().run(entry.source, file: entry.file, options: .inTests)
    try #require(!scripted.survivors.isEmpty, "\(name)'s script finds nothing")
    let bug = try #require(
      exploration.bugs.first { !Set($0.survivors).isDisjoint(with: scripted.survivors) },
      "\(exploration.bugs.map(\.summary)) names none of \(scripted.survivors)")
    // Its shortest sequence, emitted, reproduces it.
    let emitted = bug.scenarioText(of: scenario, source: entry.source)
    let reproduced = await ScenarioRunner().run(
      emitted, file: "emitted.scenario", options: .inTests)
    #expect(reproduced.outcome == .failed, "\(emitted)")
    #expect(!Set(reproduced.survivors).isDisjoint(with: bug.survivors), "\(emitted)")
    // No longer than the entry's own script, setup aside, a loop's body counted once.
    func length(_ statements: [Scenario.Statement]) -> Int {
      statements.reduce(0) { count, statement in
        switch statement {
        case .expectation: count
        case .repetition(_, let body, _, _): count + length(body)
        default: count + 1
        }
      }
    }
    #expect(
      bug.actions.count <= length(scenario.body) - length(scenario.setup), "\(bug.actionTexts)")
  }
}
