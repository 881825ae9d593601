import Testing

@testable import CoordAuditScenarios

/// The cap: a file's first problems in file order are kept, and the rest counted.
@Suite struct DiagnosticListTests {
  func problem(_ line: Int, _ column: Int = 1, _ message: String = "bad") -> ScenarioDiagnostic {
    ScenarioDiagnostic(
      file: "s.scenario", line: line, column: column, message: message, sourceLine: "x",
      length: 1)
  }

  @Test func theFirstProblemsInFileOrderAreKeptAndTheRestCounted() {
    var list = DiagnosticList()
    // Found backwards, as a check that walks the file in another order may find them.
    for line in (1...1_000).reversed() { list.append(problem(line)) }
    #expect(list.count == DiagnosticList.maximumCount)
    #expect(list.map(\.line) == Array(1...100))
    #expect(list.omittedCount == 900)
    #expect(list.totalCount == 1_000)
  }

  @Test func problemsAtOnePlaceKeepTheOrderTheyWereFoundIn() {
    let list: DiagnosticList = [problem(2, 1, "b"), problem(1, 5, "a"), problem(2, 1, "c")]
    #expect(list.map(\.message) == ["a", "b", "c"])
    #expect(list.omittedCount == 0)
  }

  @Test func onceFullAProblemAfterTheLastKeptIsSkippedWithoutBeingMade() {
    var list = DiagnosticList((1...100).map { problem($0) })
    let skipped = [
      list.skips(line: 100, column: 2), list.skips(line: 5_000, column: 1),
      list.skips(line: 99, column: 7),
    ]
    #expect(skipped == [true, true, false], "line 99 comes before the last kept problem")
    #expect(list.omittedCount == 2)
    list.append(problem(99, 7))
    #expect(list.last?.line == 99)
    #expect(list.omittedCount == 3, "the problem at line 100 made way for it")
  }

  @Test func aFileOfThousandsOfBadLinesKeepsTheFirstHundredAndCountsTheRest() {
    let bad = String(repeating: "strat Main\n", count: 10_000)
    let problems = ScenarioRunner().check(bad, file: "s.scenario")
    #expect(problems.map(\.line) == Array(1...100))
    #expect(problems.omittedCount == 9_900)
  }

  @Test func thousandsOfUnknownNamesKeepTheFirstHundredAndCountTheRest() {
    let source =
      "system child-array\nflow Main root\n  screen Home\nstart Main\n"
      + String(repeating: "pop to Nowhere\n", count: 10_000)
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    #expect(problems.map(\.line) == Array(5...104))
    #expect(problems.omittedCount == 9_900)
  }
}
