/// Islands: heap objects that the roots do not reach, whose every owner is found among them.
///
/// An exploration's key describes everything the app's roots reach, then the objects an audit
/// still records though no root reaches them (a leak kept alive by a cycle). Such an object
/// counts for what can happen next only while something can still run code on it. When an
/// island of them is closed, nothing can: no reference of any strength reaches it from outside
/// (each object's strong, weak and unowned counts are the references found among them, plus
/// the weak ones the caller says it holds itself), so no block queued, timer, notification
/// observer, task or global can call it. It can never change, act, or be released: the caller
/// may leave it out of the key, but must still say which objects the roots reach it holds
/// strongly (``Island/holds``): they outlive the app's own references to them, and their
/// deinit never runs. Two islands that hold the same objects are alike for what comes next.
///
/// ```swift
/// let mark = encoder.checkpoint()
/// _ = encoder.number(assigning: survivor)
/// let islands = encoder.closedIslands(since: mark, weakHolds: [:])
/// if islands.isEmpty { encoder.keep(since: mark) } else { encoder.rollBack(to: mark) }
/// ```
extension StateEncoder {
  /// A closed island: its objects, and what it keeps alive of what the roots reach.
  package struct Island {
    /// Its heap objects' addresses, in number order.
    package var addresses: [UInt]
    /// The numbers of the objects numbered before the mark that it holds strongly, each once,
    /// in order: it keeps them alive after the app lets go of them (their deinit never runs),
    /// so a key that leaves the island out must still say that they are held.
    package var holds: [Int]
  }

  /// Encodes what is queued, then finds the closed islands among the objects numbered since
  /// `mark`.
  ///
  /// Islands are sets of them joined by references of any strength, in which each object's
  /// strong retain count is the strong references found among them, its weak references are
  /// those found among them plus `weakHolds`, and its unowned references those found among
  /// them. What each holds strongly of the objects numbered before the mark is said with it.
  ///
  /// The caller must hold no strong reference to any of them (a local it numbered them
  /// from): its own would count as an owner not found, and the island as open.
  ///
  /// - Parameters:
  ///   - mark: The place before the objects were numbered.
  ///   - weakHolds: Weak references the caller holds itself (its own records of the objects),
  ///     by the object's address.
  /// - Returns: The closed islands, in the order of their first object; none when the state
  ///   cannot be keyed, the walk since the mark met anything it could not describe, or the
  ///   runtime cannot count references.
  package func closedIslands(since mark: Checkpoint, weakHolds: [UInt: Int]) -> [Island] {
    drain()
    let queue = numberedAddresses
    let start = mark.count
    let count = queue.count - start
    guard count > 0, !metUnreadable(since: mark), let retainCount = symbols.retainCount,
      let weakCount = symbols.weakRetainCount, let unownedCount = symbols.unownedRetainCount
    else { return [] }
    var group = Array(0..<count)
    func find(_ node: Int) -> Int {
      var node = node
      while group[node] != node {
        group[node] = group[group[node]]
        node = group[node]
      }
      return node
    }
    var strong = [Int](repeating: 0, count: count)
    var weak = strong
    var unowned = strong
    var open = [Bool](repeating: false, count: count)
    var holdsOut: [(holder: Int, target: Int)] = []
    for (from, link) in linkRecord.edges[mark.edges...] {
      let holder = Int(from) - start
      guard holder >= 0, !link.isConservative else { return [] }
      let target = Int(link.target) - start
      guard target >= 0 else {
        if link.isStrong { holdsOut.append((holder, Int(link.target))) }
        continue
      }
      group[find(holder)] = find(target)
      if link.isStrong {
        strong[target] += 1
      } else if link.isWeak {
        weak[target] += 1
      } else {
        unowned[target] += 1
      }
    }
    for index in 0..<count {
      let address = queue[start + index]
      let pointer = HeapObjects.pointer(address)
      var isClosed = retainCount(pointer) == strong[index]
      switch HeapObjects.kind(of: address) {
      case .object(let metadata):
        // The runtime counts one weak reference for the object itself once any was formed.
        let weakFound = weak[index] + weakHolds[address, default: 0]
        isClosed =
          isClosed && !compiler.objectPlan(of: metadata).isExcluded
          && max(weakCount(pointer) - 1, 0) == weakFound
          && unownedCount(pointer) - 1 == unowned[index]
      case .captureContext, .genericBox:
        isClosed = isClosed && weak[index] == 0 && unowned[index] == 0
      case .foreignObject, .other:
        isClosed = false
      }
      if !isClosed { open[index] = true }
    }
    var isOpen = [Bool](repeating: false, count: count)
    for index in 0..<count where open[index] { isOpen[find(index)] = true }
    var islands: [Island] = []
    var islandOf: [Int: Int] = [:]
    for index in 0..<count {
      let root = find(index)
      guard !isOpen[root] else { continue }
      let address = queue[start + index]
      if let island = islandOf[root] {
        islands[island].addresses.append(address)
      } else {
        islandOf[root] = islands.count
        islands.append(Island(addresses: [address], holds: []))
      }
    }
    for (holder, target) in holdsOut {
      if let island = islandOf[find(holder)] { islands[island].holds.append(target) }
    }
    for index in islands.indices {
      islands[index].holds = Array(Set(islands[index].holds)).sorted()
    }
    return islands
  }

  /// The addresses of the heap objects numbered since `mark`, in number order.
  package func numberedAddresses(since mark: Checkpoint) -> ArraySlice<UInt> {
    numberedAddresses[mark.count...]
  }
}
