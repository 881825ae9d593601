extension RetainGraph {
  /// Walks from the roots only as far as the next objects: each root's own strong references,
  /// through the hidden storage between (collections, closure contexts, boxes), but no further
  /// than the first class instance on each branch.
  ///
  /// A bounded walk, for questions about a few live objects; ``walk(survivors:)`` walks
  /// everything reachable.
  func walkToNeighbours() {
    var sink = WalkSink(graph: self)
    let roots = nodeCount
    var next = 0
    while next < nodeCount {
      sink.current = Int32(next)
      edgeStarts.append(Int32(edgeTargets.count))
      if next < roots || !kind(of: next).isVisible { expand(next, into: &sink) }
      next += 1
    }
    rootRegionEnd = nodeCount
    edgeStarts.append(Int32(edgeTargets.count))
  }

  /// The objects (and root values) a node holds strongly, through hidden storage only, each
  /// once, in the order the walk met them.
  func neighbours(of node: Int) -> [Int] {
    var result: [Int] = []
    var seen: Set<Int> = [node]
    var pending = [node]
    while let next = pending.popLast() {
      for edge in edges(of: next) {
        let target = Int(edgeTargets[edge])
        guard seen.insert(target).inserted else { continue }
        if kind(of: target).isVisible { result.append(target) } else { pending.append(target) }
      }
    }
    return result
  }
}
