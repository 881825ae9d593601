import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// A flow presented as a sheet that presents another sheet: finishing a flow dismisses its
/// sheet and every sheet above it at once, and every flow above goes with it, while the flows
/// below stay with their screens.
@MainActor @Suite struct SheetChainTests {
  struct Chain: CustomTestStringConvertible, Sendable {
    var system: String
    var depth: Int
    var finished: Int
    var testDescription: String { "\(system): \(depth) sheets, finish sheet \(finished)" }
  }

  nonisolated static let chains: [Chain] = ["child-array", "router"].flatMap { system in
    [2, 3].flatMap { depth in
      (1...depth).map { Chain(system: system, depth: depth, finished: $0) }
    }
  }

  static func scenario(_ chain: Chain) -> String {
    var lines = ["system \(chain.system)", "flow Main root", "  screen Home"]
    var parent = "Main"
    for level in 1...chain.depth {
      lines += ["flow S\(level) in \(parent) sheet", "  screen Screen\(level) model Model\(level)"]
      parent = "S\(level)"
    }
    lines += ["start Main"] + (1...chain.depth).map { "present S\($0)" }
    lines += ["finish S\(chain.finished)"]
    let gone = (chain.finished...chain.depth).flatMap { ["S\($0)", "Screen\($0)", "Model\($0)"] }
    let stay = (1..<chain.finished).flatMap { ["S\($0)", "Screen\($0)", "Model\($0)"] }
    lines += ["expect released " + gone.joined(separator: " ")]
    lines += ["expect alive " + (["Main", "Home"] + stay).joined(separator: " ")]
    return lines.joined(separator: "\n")
  }

  @Test(arguments: chains)
  func finishingASheetFlowTakesEverySheetAboveItAndNothingBelow(chain: Chain) async {
    let source = Self.scenario(chain)
    let result = await ScenarioRunner().run(source, file: "chain.scenario", options: .inTests)
    #expect(
      result.outcome == .clean,
      "\(source)\n\n\(result.mismatches.map { "\($0.line): \($0.message)" }.joined(separator: "\n"))"
    )
  }

  @Test func aRouterSheetAboveAChildArraySheetGoesWithIt() async {
    let source = """
      flow Main child-array root
        screen Home
      flow Compose child-array in Main sheet
        screen Draft model DraftModel
      flow Terms router in Compose sheet
        screen TermsScreen model TermsModel
      start Main
      present Compose
      present Terms
      finish Compose
      expect released Compose Draft DraftModel Terms TermsScreen TermsModel
      expect alive Main Home
      """
    let result = await ScenarioRunner().run(source, file: "chain.scenario", options: .inTests)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }

  /// Main → A (a sheet) → B (a sheet over A); app code dismisses the top-most sheet, B.
  func dismissedByAppCode(_ fault: String) -> String {
    """
    system child-array
    flow Main root
      screen Home
    flow A in Main sheet \(fault)
      screen AScreen
    flow B in A sheet
      screen BScreen
    start Main
    present A
    present B
    dismiss
    """
  }

  @Test func aSheetDismissedByAppCodeFinishesItsFlow() async {
    let source = dismissedByAppCode("") + "\nexpect released B BScreen\nexpect alive A AScreen"
    let result = await ScenarioRunner().run(source, file: "chain.scenario", options: .inTests)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }

  @Test func theNotesShapeKeepsTheFlowOfASheetDismissedByAppCodeAndIsCaught() async {
    // The positive control: a parent deaf to its child's sheet (the notes' shape) keeps the
    // finished child in its array.
    let source = dismissedByAppCode("faulty no-removal-on-back") + "\nexpect leak B BScreen"
    let result = await ScenarioRunner().run(source, file: "chain.scenario", options: .inTests)
    #expect(result.outcome == .caught, "\(result.mismatches.map(\.message))")
    #expect(result.survivors == ["B", "BNav", "BScreen"])
  }
}
