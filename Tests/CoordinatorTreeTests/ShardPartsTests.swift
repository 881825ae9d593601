import Testing

@testable import CoordinatorTree

/// How a shard gives out the states at its split: by weight, heaviest first, each to the part
/// with the least weight so far; every state to exactly one part.
@MainActor @Suite struct ShardPartsTests {
  typealias Shard = StateSpaceSearch<GrowthCheckTests.Toy>.Shard

  @Test func aHeavyStateGoesAloneAndTheLightOnesBalanceIt() {
    let parts = Shard(index: 0, count: 2).parts(ofWeights: [1, 1, 5, 1, 1, 1])
    #expect(parts == [1, 1, 0, 1, 1, 1])
  }

  @Test func statesOfEqualWeightAlternateInTheSearchsOrder() {
    // As every second state did before weights, when all weigh the same.
    #expect(Shard(index: 1, count: 2).parts(ofWeights: [3, 3, 3, 3, 3]) == [0, 1, 0, 1, 0])
  }

  @Test func aStateOfNoWeightCountsAsOne() {
    #expect(Shard(index: 0, count: 2).parts(ofWeights: [0, 0, 0, 0]) == [0, 1, 0, 1])
    #expect(Shard(index: 0, count: 2).parts(ofWeights: [2, 0, 0]) == [0, 1, 1])
  }

  @Test func threePartsTakeTheLightestInTurn() {
    // 4 → part 0; 3, 3 → parts 1, 2; 2 → part 1 (3 against 3: the lower-numbered); 2 → part 2;
    // 2 → part 0 (4 against 5 and 5).
    #expect(Shard(index: 2, count: 3).parts(ofWeights: [4, 3, 3, 2, 2, 2]) == [0, 1, 2, 1, 2, 0])
  }

  @Test func everyStateGoesToOnePartAndThePartsWeighAlike() {
    var generator = FlowAuditRandomTests.Generator(state: 7)
    for _ in 0..<200 {
      let count = Int.random(in: 1...4, using: &generator)
      let weights = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
        Int.random(in: 0..<20, using: &generator)
      }
      let parts = Shard(index: 0, count: count).parts(ofWeights: weights)
      #expect(parts.count == weights.count)
      #expect(parts.allSatisfy { (0..<count).contains($0) })
      var loads = [Int](repeating: 0, count: count)
      for (state, part) in parts.enumerated() { loads[part] += max(weights[state], 1) }
      // Given out heaviest first to the lightest part: no two parts differ by more than the
      // heaviest state.
      let heaviest = weights.map { max($0, 1) }.max() ?? 0
      #expect(loads.max()! - loads.min()! <= heaviest, "\(weights) in \(count): \(loads)")
    }
  }

  @Test func aSearchSplitsItsStatesByTheActionsEachOffers() async {
    // The start offers 16 states: the first offers 10 actions, the others 1 each, every
    // action to a state of its own. Two parts split there (8 per part): the first state goes
    // to part 1 with 3 light ones (13 steps below it), 12 light ones to part 2 (12 steps);
    // every second state would have given 17 and 8.
    typealias Random = StateSpaceSearchRandomTests
    var graph = Random.Graph(seed: 1)
    let edge = { (action: Int, target: Int) in
      Random.Edge(action: action, target: target, throwsError: false, finds: false, back: nil)
    }
    graph.edges = [(0..<16).map { edge($0, 1 + $0) }]
    graph.edges.append((0..<10).map { edge($0, 17 + $0) })
    graph.edges += (0..<15).map { [edge(0, 27 + $0)] }
    graph.edges += [[Random.Edge]](repeating: [], count: 25)
    graph.unkeyable = []
    graph.screens = [Int](repeating: 0, count: graph.edges.count)
    var transitions: [Int] = []
    for index in 0..<2 {
      let part = await Random().search(
        graph, depth: 2, maxStates: 1_000, returns: false, playsAhead: false,
        shard: .init(index: index, count: 2))
      #expect(part.figures.splitLevel == 2)
      #expect(part.ledger.problems.isEmpty)
      transitions.append(part.figures.transitions)
    }
    // 16 from the start in each, then each part's own.
    #expect(transitions == [16 + 13, 16 + 12])
  }
}
