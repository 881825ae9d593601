import CoordinatorTree
import Testing

@testable import CoordAuditScenarios

/// A search split into shards finds, once their finds are put together, what the whole search
/// finds: the same bugs, in the same order, after the same sequences.
// Serialized: its cases are long and all on the main actor; run at once, they made a test that
// waits for the main queue (LeakTrackerTests) wait past its time limit on a loaded machine.
@MainActor @Suite(.serialized) struct ExplorationShardTests {
  static func bugs(
    _ source: String, depth: Int, shard: StateSpaceSearch<ExploreSession>.Shard? = nil
  ) async throws -> (bugs: [Exploration.Bug], figures: SearchFigures) {
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "t.scenario")
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    let exploration = await Explorer(
      scenario: scenario, options: .init(depth: depth, shard: shard)
    ).run()
    return (exploration.bugs, exploration.figures)
  }

  static func describe(_ bugs: [Exploration.Bug]) -> [String] {
    bugs.map { "\($0.key) after \($0.actionTexts)" }
  }

  static func compare(_ source: String, depth: Int, shards: Int) async throws {
    let whole = try await bugs(source, depth: depth)
    var parts: [Exploration.Bug] = []
    var splitLevels: Set<Int?> = []
    for index in 0..<shards {
      let part = try await bugs(source, depth: depth, shard: .init(index: index, count: shards))
      parts += part.bugs
      splitLevels.insert(part.figures.splitLevel)
    }
    let merged = SearchOrder.earliest(parts, key: \.key, order: \.order)
    #expect(describe(merged) == describe(whole.bugs), "\(shards) shards")
    #expect(splitLevels.count == 1, "the shards split at different levels: \(splitLevels)")
  }

  @Test(arguments: [
    "C3-multi-pop-faulty", "W9-completion-map-faulty", "C9-stale-current-screen-faulty",
    "router-open-banking-faulty", "W19-weak-observer-piles-up-faulty",
    "W11-result-stream-kept-in-bag-faulty",
  ])
  func catalogEntriesSplitInTwoAndThree(_ name: String) async throws {
    let entry = try #require(ScenarioRunner().catalog.first { $0.name == name })
    try await Self.compare(entry.source, depth: 5, shards: 2)
    try await Self.compare(entry.source, depth: 5, shards: 3)
  }

  @Test(arguments: 0..<UInt64(8))
  func randomAppsSplitInThree(_ seed: UInt64) async throws {
    let source = RandomScenarios.scenario(seed: 1_000 + seed) { candidate in
      ScenarioRunner().check(candidate, file: "random.scenario").isEmpty
    }
    try await Self.compare(source, depth: 4, shards: 3)
  }

  /// Four tabs, each with a screen to push: the selected tab times each tab's stack is 64
  /// states, enough for two parts to split before the last level.
  static let fourTabs = """
    system child-array
    flow T1 tab
      screen T1a
      screen T1b
    flow T2 tab
      screen T2a
      screen T2b
    flow T3 tab
      screen T3a
      screen T3b
    flow T4 tab
      screen T4a
      screen T4b
    action "push T1b" {
      push T1b
    }
    action "push T2b" {
      push T2b
    }
    action "push T3b" {
      push T3b
    }
    action "push T4b" {
      push T4b
    }
    setup {
      start tabs
    }
    """

  @Test func aShardSplitsBeforeTheLastLevelAndEachPartExploresLessThanTheWhole() async throws {
    let whole = try await Self.bugs(Self.fourTabs, depth: 5)
    let first = try await Self.bugs(Self.fourTabs, depth: 5, shard: .init(index: 0, count: 2))
    let second = try await Self.bugs(Self.fourTabs, depth: 5, shard: .init(index: 1, count: 2))
    let level = try #require(first.figures.splitLevel)
    #expect(level < 5)
    #expect(second.figures.splitLevel == level)
    // Below the split each part explores fewer states than the whole.
    #expect(first.figures.states < whole.figures.states)
    #expect(second.figures.states < whole.figures.states)
  }
}
