import Testing

@testable import CoordAuditScenarios

/// One run reports the problems of every phase (lexer, parser, validator, names), in file
/// order; and the validator says nothing that only a line dropped for a problem explains.
@Suite struct DroppedLinesTests {
  func problems(_ source: String) -> [String] {
    ScenarioRunner().check(source, file: "s.scenario").map {
      "\($0.line):\($0.column): \($0.message)"
    }
  }

  @Test func oneRunReportsTheProblemsOfEveryPhaseInFileOrder() {
    let source = """
      system child-array
      flow Main root
        screen Home
        screen Detail
      flow Side root faulty no-removal-on-back
        screen Side
      start Main; push Detail
      start Main
      pop too far
      push Detial
      finish Main
      expect released Nowhere
      expect error noSuchCode
      """
    #expect(
      problems(source) == [
        "6:10: 'Side' is declared twice",
        "7:11: unexpected character ';'",
        "9:5: unexpected 'too' after 'pop'",
        "10:6: unknown screen 'Detial'",
        "11:8: 'Main' is a root flow: nothing is below it to go back to",
        "12:17: unknown name 'Nowhere'",
        "13:14: unknown error code 'noSuchCode'",
      ])
  }

  @Test func namesThatADroppedDeclarationHeldAreNotCalledUnknown() {
    let source = """
      system child-array
      flow Main root
        screen Home
      flow Search in Main faulty $odd
        screen Results model ResultsModel
      flow Filters in Search
        screen Filter
      start Main
      start Search
      expect released Results ResultsModel Search
      pop to Nowhere
      """
    #expect(
      problems(source) == [
        "4:28: unexpected character '$'",
        "11:8: unknown screen 'Nowhere'",
      ])
  }

  @Test func aFlowWhoseNameIsUnreadableKeepsTheScreensBelowItToItself() {
    // Without care, 'List' would join 'Main', a router flow, which takes one screen; and
    // the 'coordinator' line would be Main's, which is not hand-written.
    let source = """
      system router
      flow Main root
        screen Home
      flow 2Lists hand-written in Main
        coordinator removes itself
        screen List
      start Main
      """
    #expect(problems(source) == ["4:6: '2Lists' is neither a number nor a name"])
  }

  @Test func aFlowWithAMisspelledKeywordKeepsItsScreensAndNamesToItself() {
    let source = """
      system child-array
      flow Main root
        screen Home
      flwo Search in Main
        screen Results
      start Main
      start Search
      expect released Search
      """
    #expect(problems(source) == ["4:1: unknown statement 'flwo'"])
  }

  @Test func whatADroppedDeclarationCouldHaveDeclaredIsNotCalledMissing() {
    // The dropped line declared the only tab flow and Main's only child: 'start tabs' and
    // 'child-held-weakly' are not wrong for it. It declared no screen: 'Empty' has none.
    let source = """
      system child-array
      flow Main root faulty child-held-weakly
        screen Home
      flow Feed tab $
        screen Feed1
      flow Empty root
      start tabs
      """
    #expect(
      problems(source) == [
        "4:15: unexpected character '$'",
        "6:6: flow 'Empty' has no screen",
      ])
  }

  @Test func aLineOfUnknownKeywordAfterTheFirstStepIsTakenForAStep() {
    // Before the first step it could have declared Main's screen; after it, no declaration
    // may stand, so Main has no screen whatever the line meant.
    let source = """
      system child-array
      flow Main root
      flow Other root
        screen Home
      start Other
      strat Main
      """
    #expect(
      problems(source) == [
        "2:6: flow 'Main' has no screen",
        "6:1: unknown statement 'strat'",
      ])
  }

  @Test func anExpectationAfterADroppedStepIsNotSaidToFollowNothing() {
    let source = """
      system child-array
      flow Main root
        screen Home
        screen Detail
      strat Main
      expect clean
      start Main
      repeat 0 {
        push Detail
        pop
      }
      expect flat
      """
    #expect(
      problems(source) == [
        "5:1: unknown statement 'strat'",
        "8:8: a loop repeats 1 to 10000 times, not 0",
      ])
  }

  @Test func aDroppedStepDoesNotExcuseAnExpectationBeforeIt() {
    let source = """
      system child-array
      flow Main root
        screen Home
      expect clean
      strat Main
      """
    #expect(
      problems(source) == [
        "4:1: an expectation before any step",
        "5:1: unknown statement 'strat'",
      ])
  }

  @Test func theCapCountsTheProblemsOfEveryPhase() {
    let source =
      "system child-array\nflow Main root\n  screen Home\nstart Main\n"
      + String(repeating: "pop to Nowhere\nstrat Main\n", count: 100)
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    #expect(problems.count == DiagnosticList.maximumCount)
    #expect(problems.omittedCount == 100)
    #expect(problems.map(\.line) == Array(5...104))
  }
}
