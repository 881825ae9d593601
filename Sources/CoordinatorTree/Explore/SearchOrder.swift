/// Where a sequence of actions comes in a breadth-first search: shorter sequences first, then,
/// among sequences of one length, in the order of each action's index among those its state
/// offers.
///
/// A search that merges states plays each state's actions from the earliest sequence that
/// reaches it, so the first sequence after which it meets anything is the earliest in this
/// order of all the sequences that do; shards of one search compare their finds by it.
package struct SearchOrder: Hashable, Sendable, Comparable, Codable {
  /// Each action's index among the actions its state offered.
  package var indices: [Int]

  package init(indices: [Int] = []) {
    self.indices = indices
  }

  package func appending(_ index: Int) -> SearchOrder {
    SearchOrder(indices: indices + [index])
  }

  package static func < (lhs: SearchOrder, rhs: SearchOrder) -> Bool {
    lhs.indices.count != rhs.indices.count
      ? lhs.indices.count < rhs.indices.count
      : lhs.indices.lexicographicallyPrecedes(rhs.indices)
  }
}

extension SearchOrder {
  /// What the parts of a search found, as the whole search finds it: each key once, from the
  /// item of the earliest order, in order.
  ///
  /// - Parameters:
  ///   - items: The parts' finds, in any order.
  ///   - key: What tells finds apart.
  ///   - order: Where a find came in its search.
  /// - Returns: One find per key, earliest first.
  package static func earliest<Item>(
    _ items: [Item], key: (Item) -> String, order: (Item) -> SearchOrder
  ) -> [Item] {
    var best: [String: Item] = [:]
    for item in items {
      let name = key(item)
      if let known = best[name], order(known) <= order(item) { continue }
      best[name] = item
    }
    return best.values.sorted { order($0) < order($1) }
  }
}
