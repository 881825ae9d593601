// Parts of one search, for several runs to share.
extension StateSpaceSearch {
  /// One of `count` parts of a search, numbered from 0.
  ///
  /// Every part plays the same first levels, until the states to explore next number at least
  /// ``splitFactor`` per part (or the last level is reached); each then keeps every `count`th
  /// of them, from its `index`, and explores below those alone. The model is deterministic, so
  /// every part lists the same states in the same order there. A bug that the whole search
  /// finds after a sequence, some part finds after the same sequence (the part that holds its
  /// first states below the split), so the parts' results, each bug kept once with its
  /// earliest sequence (see ``SearchOrder``), are the whole search's.
  package struct Shard: Hashable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
      precondition(count >= 1 && (0..<count).contains(index), "shard \(index) of \(count)")
      self.index = index
      self.count = count
    }
  }

  /// How many states to explore next, per part, before the parts split.
  package static var splitFactor: Int { 8 }
}
