import Testing

@testable import CoordAuditScenarios

/// "Did you mean …?", said one way.
@Suite struct SuggestionsTests {
  @Test func aHintSuggestsTheClosestCandidateOrElseSaysWhatIsValid() {
    let kinds = ["root", "tab", "in"]
    #expect(Suggestions.hint(for: "rot", in: kinds, otherwise: "a form") == "did you mean 'root'?")
    #expect(Suggestions.hint(for: "sideways", in: kinds, otherwise: "a form") == "a form")
    #expect(
      Suggestions.hint(for: "Detial", in: ["Detail"], what: "screens") == "did you mean 'Detail'?")
    #expect(Suggestions.hint(for: "Nowhere", in: ["Home"], what: "screens") == "screens: 'Home'")
    #expect(Suggestions.hint(for: "Nowhere", in: [], what: "flows") == "there are no flows")
  }

  @Test func rankedPutsTheNamesThatContainTheWordFirstThenTheCloseOnesAtMostThree() {
    let catalog = ["C1-back-tap", "C1-back-tap-faulty", "C4-sheet-swipe"]
    #expect(Suggestions.ranked(to: "C1", in: catalog) == ["C1-back-tap", "C1-back-tap-faulty"])
    #expect(Suggestions.ranked(to: "C4-sheet-swip", in: catalog) == ["C4-sheet-swipe"])
    #expect(Suggestions.ranked(to: "c1-BACK-TAB", in: catalog) == ["C1-back-tap"])
    #expect(Suggestions.ranked(to: "zzz", in: catalog).isEmpty)
    #expect(Suggestions.ranked(to: "tap", in: ["tab", "C1-back-tap"]) == ["C1-back-tap", "tab"])
    let backs = ["d-back", "a-back", "c-back", "b-back"]
    #expect(Suggestions.ranked(to: "back", in: backs) == ["d-back", "a-back", "c-back"])
    #expect(Suggestions.ranked(to: "back", in: backs, atMost: 1) == ["d-back"])
  }

  @Test func aHintListsTenNamesThenHowManyMore() {
    let screens = (1...30).map { "  screen S\($0)\n" }.joined()
    let source = "system child-array\nflow Main root\n\(screens)start Main\npop to Nowhere\n"
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    let listed = (1...10).map { "'S\($0)'" }.joined(separator: ", ")
    #expect(problems.map(\.hint) == ["screens: \(listed) and 20 more"])
  }
}
