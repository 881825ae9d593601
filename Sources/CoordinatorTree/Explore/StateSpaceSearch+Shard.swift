// Parts of one search, for several runs to share.
extension StateSpaceSearch {
  /// One of `count` parts of a search, numbered from 0.
  ///
  /// Every part plays the same first levels, until the states to explore next number at least
  /// ``splitFactor`` per part (or the last level is reached); each then keeps its share of
  /// them (``parts(ofWeights:)``, each state weighed by the actions it offers) and explores
  /// below those alone. The model is deterministic, so every part lists the same states, with
  /// the same weights, in the same order there. A bug that the whole search finds after a
  /// sequence, some part finds after the same sequence (the part that holds its first states
  /// below the split), so the parts' results, each bug kept once with its earliest sequence
  /// (see ``SearchOrder``), are the whole search's.
  package struct Shard: Hashable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
      precondition(count >= 1 && (0..<count).contains(index), "shard \(index) of \(count)")
      self.index = index
      self.count = count
    }

    /// The part each of the states to split goes to, from their weights (how many actions
    /// each offers): the heaviest first (the earlier of two as heavy), each to the part with
    /// the least weight so far (the lower-numbered of two as light).
    ///
    /// A state offering more actions tends to have more below it: given out this way, the
    /// parts' shares of the search came closer than every `count`th state each (on the
    /// benchmark's generated app to depth 6, the larger part played 55% of the whole
    /// search's steps against 60%; BENCHMARKS.md, "Two parts, split by weight").
    ///
    /// - Parameter weights: Each state's weight, in the search's order; at least 1 counts.
    /// - Returns: Each state's part, from 0 to `count - 1`.
    package func parts(ofWeights weights: [Int]) -> [Int] {
      let weights = weights.map { max($0, 1) }
      let heaviestFirst = weights.indices.sorted { (weights[$0], $1) > (weights[$1], $0) }
      var loads = [Int](repeating: 0, count: count)
      var parts = [Int](repeating: 0, count: weights.count)
      for state in heaviestFirst {
        var lightest = 0
        for part in loads.indices where loads[part] < loads[lightest] { lightest = part }
        loads[lightest] += weights[state]
        parts[state] = lightest
      }
      return parts
    }
  }

  /// How many states to explore next, per part, before the parts split.
  package static var splitFactor: Int { 8 }
}
