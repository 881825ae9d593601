extension RetainGraph {
  /// Walks everything strongly reachable from the roots, as ``walk(survivors:)`` does, but
  /// leaves out the objects and the stored properties that `rules` ignore: an ignored object
  /// is a node that is not expanded.
  ///
  /// - Parameter rules: What to leave out.
  /// - Returns: The nodes of the objects left out.
  func walkReachable(ignoring rules: [IgnoreRule]) -> Set<Int> {
    var sink = FilteringSink(graph: self, rules: rules)
    let roots = nodeCount
    var ignored: Set<Int> = []
    var next = 0
    while next < nodeCount {
      sink.current = Int32(next)
      sink.owner = kind(of: next) == .object ? object(at: next) : nil
      edgeStarts.append(Int32(edgeTargets.count))
      if next >= roots, let owner = sink.owner, rules.ignores(owner) {
        ignored.insert(next)
      } else {
        expand(next, into: &sink)
      }
      sink.owner = nil
      next += 1
    }
    rootRegionEnd = nodeCount
    edgeStarts.append(Int32(edgeTargets.count))
    return ignored
  }

  /// The object of a node of kind ``NodeKind/object``; the graph must be quiet and the node
  /// alive.
  func object(at node: Int) -> AnyObject {
    Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(address(of: node))).takeUnretainedValue()
  }

  /// The visible nodes that a node holds strongly, through hidden storage only, each with the
  /// chain of nodes that leads there (the node first, the visible one last): the shortest
  /// chain, the first met on a tie.
  func visibleSuccessors(of node: Int) -> [(target: Int, chain: [Int])] {
    var result: [(Int, [Int])] = []
    var parent: [Int: Int] = [:]
    var queue = [node]
    var head = 0
    var seen: Set<Int> = [node]
    while head < queue.count {
      let current = queue[head]
      head += 1
      for edge in edges(of: current) {
        let target = Int(edgeTargets[edge])
        if kind(of: target).isVisible || target == node {
          var chain = [target, current]
          var step = current
          while let previous = parent[step] {
            chain.append(previous)
            step = previous
          }
          result.append((target, chain.reversed()))
          continue
        }
        guard seen.insert(target).inserted else { continue }
        parent[target] = current
        queue.append(target)
      }
    }
    // A target reached by several chains keeps the first (shortest) one.
    var kept: Set<Int> = []
    return result.filter { kept.insert($0.0).inserted }
  }
}

/// Records edges into the graph as ``WalkSink`` does, except those from an object's stored
/// properties that the rules ignore.
struct FilteringSink: EdgeSink {
  // The graph owns the walk that uses this sink.
  unowned(unsafe) let graph: RetainGraph
  let rules: [IgnoreRule]
  var current: Int32 = 0
  /// The object being expanded, when the node is a class instance.
  var owner: AnyObject?
  var labels: [String] = []

  init(graph: RetainGraph, rules: [IgnoreRule]) {
    self.graph = graph
    self.rules = rules
  }

  static var wantsLabels: Bool { true }

  mutating func push(_ label: String) { labels.append(label) }

  mutating func pop() { labels.removeLast() }

  func edge(to address: UInt, _ target: RetainGraph.Target) {
    if let owner, let label = labels.first, rules.ignores(field: Self.field(label), of: owner) {
      return
    }
    graph.link(from: current, to: address, target)
  }

  /// The stored property a label starts with: `.state.child` → `state`, `.onTap{…}` → `onTap`.
  static func field(_ label: String) -> String {
    String(label.drop { $0 == "." }.prefix { !".[({".contains($0) })
  }
}
