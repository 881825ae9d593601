import CoordinatorTree
import Testing

@testable import CoordAuditScenarios

@Suite struct ExplorationRecordTests {
  /// A record of a clean search at depth 2 whose file declared `idle` things it never used.
  func record(idle: [String]) -> ExplorationRecord {
    var record = ExplorationRecord(
      depth: 2, merges: true, shard: nil, figures: .init(SearchFigures(), steps: 4))
    record.idle = idle
    return record
  }

  @Test func theSummaryNamesAFewDeclarationsThatDidNothingAndCountsTheRest() {
    // A big app explored to a small depth never offers most of its actions: naming each one
    // made the summary line as long as the file.
    let idle = (1...5).map { "action \"a\($0)\" (line \($0)) was never offered" }
    #expect(
      record(idle: idle).summary(file: "app.scenario", bugs: 0)
        == "app.scenario, depth 2: 0 states, 0 transitions (0 to a state already seen), 4 "
        + "steps; no bug; action \"a1\" (line 1) was never offered; action \"a2\" (line 2) "
        + "was never offered; action \"a3\" (line 3) was never offered; and 2 more that did "
        + "nothing")
  }

  @Test func theSummaryNamesEveryDeclarationThatDidNothingWhenThereAreFew() {
    let idle = (1...3).map { "action \"a\($0)\" (line \($0)) was never offered" }
    let summary = record(idle: idle).summary(file: "app.scenario", bugs: 0)
    #expect(summary.hasSuffix("action \"a3\" (line 3) was never offered"))
    #expect(!summary.contains("more that did nothing"))
  }
}
