/// A set of ledger indices that costs no hashing: each member's position in a dense list is
/// kept by index, so inserting, removing and asking are each a load or two, and the members
/// are walked as a contiguous array.
///
/// A check walks the objects expected alive; a `Set<Int>` hashed each one as it was expected
/// alive, and again as it was expected released, and had to be sorted to be walked in order.
/// Here the members come in no particular order (a removal moves the last member into the
/// hole): callers that report sort what they report, never the whole list.
struct IndexList {
  /// The members, in no particular order.
  private(set) var members: [Int] = []
  /// The position in ``members`` of each index, or -1; only as long as the largest index asked
  /// about so far.
  private var positions: [Int32] = []

  var count: Int { members.count }
  var isEmpty: Bool { members.isEmpty }

  func contains(_ index: Int) -> Bool {
    index < positions.count && positions[index] >= 0
  }

  /// Adds `index`; does nothing if it is a member.
  mutating func insert(_ index: Int) {
    if index >= positions.count {
      positions.append(contentsOf: repeatElement(-1, count: index + 1 - positions.count))
    }
    guard positions[index] < 0 else { return }
    positions[index] = Int32(truncatingIfNeeded: members.count)
    members.append(index)
  }

  /// Removes `index`; does nothing if it is not a member.
  mutating func remove(_ index: Int) {
    guard contains(index) else { return }
    let position = Int(positions[index])
    let last = members.removeLast()
    if last != index {
      members[position] = last
      positions[last] = Int32(truncatingIfNeeded: position)
    }
    positions[index] = -1
  }
}
