/// Questions about live objects, answered from one walk each: what an object holds, what is
/// reachable from it, the cycles among what is reachable, the path to it from roots.
///
/// Every walk reads memory without retaining it: the objects must be quiet (no other thread
/// mutating them) while it runs.
extension RetainAnalysis {
  /// One strong reference that an object holds: the field (with an index or key, and
  /// `{closure captures}` through a closure) and the object it leads to.
  package struct Reference {
    package var field: String
    package var typeName: String
    package var object: AnyObject
  }

  /// The objects an object holds strongly, through collections, closures and boxes but not
  /// through other objects, each once, in the order of the fields.
  ///
  /// - Parameters:
  ///   - object: A live object.
  ///   - symbols: The runtime functions to use.
  /// - Returns: The references; empty when the runtime lacks the functions the walk needs.
  package static func labelledReferences(
    of object: AnyObject, symbols: RuntimeSymbols = .process
  ) -> [Reference] {
    guard symbols.missingFieldSymbols.isEmpty else { return [] }
    let graph = RetainGraph(symbols: symbols)
    graph.addRoot(object)
    graph.walkToNeighbours()
    defer { graph.releaseRoots() }
    let explainer = RetainExplainer(graph: graph, survivors: [])
    return graph.visibleSuccessors(of: 0).compactMap { target, chain in
      guard graph.kind(of: target) != .valueRoot else { return nil }
      let path = explainer.render(chain).path
      return Reference(
        field: path.links.first?.field ?? "", typeName: path.targetType,
        object: graph.kind(of: target) == .object
          ? graph.object(at: target) : foreign(target, graph))
    }
  }

  private static func foreign(_ node: Int, _ graph: RetainGraph) -> AnyObject {
    Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(graph.address(of: node)))
      .takeUnretainedValue()
  }

  /// Every object strongly reachable from `root`, the root first, then in the order a
  /// breadth-first walk meets them, each with the shortest path to it from the root; objects
  /// and stored properties that `rules` ignore are left out, and so is what only they hold.
  ///
  /// - Parameters:
  ///   - root: Where the walk starts.
  ///   - rules: What to leave out.
  ///   - symbols: The runtime functions to use.
  /// - Returns: The objects and their paths (`nil` for the root); only the root when the
  ///   runtime lacks the functions the walk needs.
  package static func reachableObjects(
    from root: AnyObject, ignoring rules: [IgnoreRule], symbols: RuntimeSymbols = .process
  ) -> [(object: AnyObject, path: RetainPath?)] {
    guard symbols.missingFieldSymbols.isEmpty else { return [(root, nil)] }
    let graph = RetainGraph(symbols: symbols)
    graph.addRoot(root)
    let ignored = graph.walkReachable(ignoring: rules)
    defer { graph.releaseRoots() }
    let explainer = RetainExplainer(graph: graph, survivors: [])
    var result: [(AnyObject, RetainPath?)] = []
    for node in 0..<graph.nodeCount where graph.kind(of: node) == .object {
      guard !ignored.contains(node) else { continue }
      result.append((graph.object(at: node), explainer.explain(node).path?.path))
    }
    return result
  }

  /// The elementary cycles of strong references among the objects reachable from `object`,
  /// each of at most `maxLength` objects, each once.
  ///
  /// A cycle through `object` starts at it; any other starts at the link that sorts first.
  /// Cycles are listed shortest first, then by their text. The search stops after
  /// `maxCount` cycles.
  ///
  /// - Parameters:
  ///   - object: Where the walk starts.
  ///   - maxLength: The most objects a cycle may have.
  ///   - maxCount: The most cycles to list.
  ///   - symbols: The runtime functions to use.
  /// - Returns: The cycles, each a path from its first holder back to it.
  package static func cycles(
    reachableFrom object: AnyObject, maxLength: Int, maxCount: Int = 1_000,
    symbols: RuntimeSymbols = .process
  ) -> [RetainPath] {
    guard symbols.missingFieldSymbols.isEmpty, maxLength > 0 else { return [] }
    let graph = RetainGraph(symbols: symbols)
    graph.addRoot(object)
    graph.walk(survivors: [])
    defer { graph.releaseRoots() }
    // The graph of objects alone, each edge with the hidden chain it stands for.
    var successors: [Int: [(target: Int, chain: [Int])]] = [:]
    for node in 0..<graph.nodeCount where graph.kind(of: node).isVisible {
      successors[node] = graph.visibleSuccessors(of: node)
    }
    var found: [[Int]] = []
    // Each cycle is found once, from its smallest node, through larger nodes only.
    for start in successors.keys.sorted() {
      // Each frame: an object, its next successor to try, and the chain's length up to it.
      var stack: [(node: Int, next: Int, length: Int)] = [(start, 0, 1)]
      var chain: [Int] = [start]
      var onPath: Set<Int> = [start]
      while let top = stack.last, found.count < maxCount {
        let edges = successors[top.node] ?? []
        guard top.next < edges.count else {
          stack.removeLast()
          onPath.remove(top.node)
          if let parent = stack.last { chain.removeLast(chain.count - parent.length) }
          continue
        }
        stack[stack.count - 1].next += 1
        let (target, hidden) = edges[top.next]
        if target == start {
          found.append(chain + hidden.dropFirst())
        } else if target > start, !onPath.contains(target), stack.count < maxLength {
          chain += hidden.dropFirst()
          stack.append((target, 0, chain.count))
          onPath.insert(target)
        }
      }
    }
    let explainer = RetainExplainer(graph: graph, survivors: [])
    let rootType = explainer.name(of: 0)
    let cycles = found.map { nodes -> RetainPath in
      let path = explainer.render(nodes).path
      if nodes.first == 0 { return path }
      let links = path.rotatedToSmallestLink
      return RetainPath(links: links, targetType: links.first?.ownerType ?? rootType)
    }
    return cycles.sorted {
      $0.links.count != $1.links.count
        ? $0.links.count < $1.links.count : $0.description < $1.description
    }
  }

  /// The shortest chain of strong references from one of `roots` to `object`.
  ///
  /// - Parameters:
  ///   - object: A live object.
  ///   - roots: Where paths start.
  ///   - symbols: The runtime functions to use.
  /// - Returns: The path, or `nil` when no root reaches the object (or it is a root).
  package static func path(
    to object: AnyObject, from roots: [AnyObject], symbols: RuntimeSymbols = .process
  ) -> RetainPath? {
    let analysis = run(survivors: [object], roots: roots.map { .object($0) }, symbols: symbols)
    return analysis.explanations.first?.path
  }
}
