/// Explains why survivors are alive, from a walked ``RetainGraph``: the shortest chain from a
/// root, else the shortest cycle through the survivor, else the chain from the nearest object
/// that no root reaches.
///
/// When several chains are equally short, the one whose links sort first wins, so that the
/// same graph gives the same explanation whatever order dictionaries and sets iterate in.
final class RetainExplainer {
  let graph: RetainGraph
  private let survivors: Set<Int>
  private var labels: [Edge: String] = [:]
  /// Every label of a source asked for a second target (a collection that holds many
  /// survivors), by target address: one expansion instead of one per survivor.
  private var labelsBySource: [Int: [UInt: String]] = [:]
  /// The sources asked once.
  private var labelledOnce: Set<Int> = []
  private lazy var predecessors: (starts: [Int32], sources: [Int32]) = buildPredecessors()
  /// The strongly connected component of each node not reached from roots (`-1` otherwise),
  /// and the size of each component.
  private lazy var components: (of: [Int32], sizes: [Int32]) = findComponents()
  /// Per-search distances, valid where `stamps` equals the current search's stamp.
  private var distances: [Int32] = []
  private var stamps: [Int32] = []
  private var stamp: Int32 = 0

  private struct Edge: Hashable {
    var source: Int
    var target: Int
  }

  init(graph: RetainGraph, survivors: [Int]) {
    self.graph = graph
    self.survivors = Set(survivors)
  }

  /// Why a survivor is alive, as far as the graph shows.
  struct Explanation {
    var path: LocatedPath?
    var cycle: LocatedPath?
    var unrootedPath: LocatedPath?
    /// Strong references to the survivor that the walk found.
    var ownersFound: Int
    /// Of those, references found in the walk's own copies of root values.
    var copiedReferences: Int
  }

  func explain(_ survivor: Int) -> Explanation {
    var explanation = Explanation(
      ownersFound: Int(graph.owners(of: survivor)),
      copiedReferences: Int(graph.copiedReferences(to: survivor)))
    if graph.depth(of: survivor) > 0 {
      explanation.path = render(rootChain(to: survivor))
    } else if graph.depth(of: survivor) < 0 {
      if let cycle = cycleChain(through: survivor) {
        explanation.cycle = render(cycle)
      } else if let chain = unrootedChain(to: survivor) {
        explanation.unrootedPath = render(chain)
      }
    }
    return explanation
  }

  // MARK: Chains

  /// The shortest chain from a root, root first.
  private func rootChain(to survivor: Int) -> [Int] {
    var chain = [survivor]
    var node = survivor
    while !graph.isStart(node) {
      let depth = graph.depth(of: node) - 1
      let candidates = predecessorsOf(node).filter { graph.depth(of: $0) == depth }
      node = choose(among: candidates, before: node)
      chain.append(node)
    }
    return chain.reversed()
  }

  /// The shortest cycle from the survivor back to itself, among nodes no root reaches; `nil`
  /// when it is on none.
  private func cycleChain(through survivor: Int) -> [Int]? {
    let component = components.of[survivor]
    guard component >= 0 else { return nil }
    let hasSelfLoop = graph.edges(of: survivor).contains { Int(graph.edgeTargets[$0]) == survivor }
    if hasSelfLoop { return [survivor, survivor] }
    guard components.sizes[Int(component)] > 1 else { return nil }
    // Breadth-first from the survivor inside its component.
    beginSearch()
    setDistance(survivor, 0)
    var queue = [survivor]
    var head = 0
    var closing: [Int] = []
    var closingDistance = Int32.max
    while head < queue.count {
      let node = queue[head]
      head += 1
      let distance = distanceOf(node)!
      if distance > closingDistance { break }
      for edge in graph.edges(of: node) {
        let next = Int(graph.edgeTargets[edge])
        guard components.of[next] == component else { continue }
        if next == survivor {
          closing.append(node)
          closingDistance = distance
        } else if distanceOf(next) == nil {
          setDistance(next, distance + 1)
          queue.append(next)
        }
      }
    }
    guard !closing.isEmpty else { return nil }
    var node = choose(among: closing, before: survivor)
    var chain = [survivor, node]
    while node != survivor {
      let distance = distanceOf(node)! - 1
      let candidates = predecessorsOf(node).filter {
        components.of[$0] == component && distanceOf($0) == distance
      }
      node = choose(among: candidates, before: node)
      chain.append(node)
    }
    return chain.reversed()
  }

  /// The chain to the survivor from the nearest holder that explains itself: another survivor,
  /// a member of a cycle, or a node whose own owners the walk did not find.
  private func unrootedChain(to survivor: Int) -> [Int]? {
    guard graph.owners(of: survivor) > 0 else { return nil }
    beginSearch()
    setDistance(survivor, 0)
    var towardSurvivor: [Int: Int] = [:]
    var level = [survivor]
    while !level.isEmpty {
      var next: [Int] = []
      for node in level {
        for source in predecessorsOf(node) where distanceOf(source) == nil {
          setDistance(source, distanceOf(node)! + 1)
          towardSurvivor[source] = node
          next.append(source)
        }
      }
      let explained = next.filter(explainsItself)
      if let start = explained.min(by: { startsBefore($0, $1) }) {
        var chain = [start]
        var node = start
        while let step = towardSurvivor[node] {
          chain.append(step)
          node = step
        }
        return chain
      }
      level = next
    }
    return nil
  }

  private func explainsItself(_ node: Int) -> Bool {
    survivors.contains(node) || graph.owners(of: node) == 0
      || (components.of[node] >= 0 && components.sizes[Int(components.of[node])] > 1)
  }

  /// Visible nodes first, then by name, then by the order the walk met them.
  private func startsBefore(_ a: Int, _ b: Int) -> Bool {
    let aVisible = graph.kind(of: a).isVisible
    let bVisible = graph.kind(of: b).isVisible
    if aVisible != bVisible { return aVisible }
    let aName = name(of: a)
    let bName = name(of: b)
    return aName != bName ? aName < bName : a < b
  }

  /// Of the nodes that each hold a reference to `target`, the one whose reference's label sorts
  /// first (then the one met first).
  private func choose(among candidates: [Int], before target: Int) -> Int {
    let unique = Array(Set(candidates)).sorted()
    guard unique.count > 1 else { return unique[0] }
    return unique.min { a, b in
      let aLabel = name(of: a) + label(from: a, to: target)
      let bLabel = name(of: b) + label(from: b, to: target)
      return aLabel != bLabel ? aLabel < bLabel : a < b
    }!
  }

  // MARK: Rendering

  /// Links from a chain of nodes.
  ///
  /// Each visible node starts a link, hidden nodes add their labels to the link they are in.
  /// The addresses of the holders, then of the target, come with it, for the tracker to number
  /// the objects it tracks.
  func render(_ chain: [Int]) -> LocatedPath {
    var links: [RetainPath.Link] = []
    var holders: [UInt] = []
    var owner = chain[0]
    var field = ""
    for (source, target) in zip(chain, chain.dropFirst()) {
      field += label(from: source, to: target)
      if graph.kind(of: target).isVisible {
        links.append(
          RetainPath.Link(
            ownerType: name(of: owner),
            field: field.first == "." ? String(field.dropFirst()) : field))
        holders.append(graph.address(of: owner))
        owner = target
        field = ""
      }
    }
    let target = chain[chain.count - 1]
    return LocatedPath(
      path: RetainPath(links: links, targetType: name(of: target)), holders: holders,
      target: graph.address(of: target))
  }

  /// A visible node's type (or root name); hidden nodes are named for what they are.
  func name(of node: Int) -> String {
    switch graph.kind(of: node) {
    case .object, .foreign, .valueRoot: return graph.displayName(of: node)
    case .context: return "{closure}"
    case .genericBox, .valueBox, .errorBox: return "{box}"
    case .collection: return "{collection}"
    case .opaque: return "{heap object}"
    }
  }

  private func label(from source: Int, to target: Int) -> String {
    let edge = Edge(source: source, target: target)
    if let known = labels[edge] { return known }
    let keepsSmallest = graph.kind(of: source) == .collection
    let label: String
    if let all = labelsBySource[source] {
      label = all[graph.address(of: target)] ?? "?"
    } else if labelledOnce.insert(source).inserted {
      var sink = DescribeSink(target: graph.address(of: target), keepsSmallest: keepsSmallest)
      graph.expand(source, into: &sink)
      label = sink.found ?? "?"
    } else {
      var sink = LabelsSink(keepsSmallest: keepsSmallest)
      graph.expand(source, into: &sink)
      labelsBySource[source] = sink.labels
      label = sink.labels[graph.address(of: target)] ?? "?"
    }
    labels[edge] = label
    return label
  }

  // MARK: Graph helpers

  private func predecessorsOf(_ node: Int) -> [Int] {
    let (starts, sources) = predecessors
    return (Int(starts[node])..<Int(starts[node + 1])).map { Int(sources[$0]) }
  }

  private func buildPredecessors() -> (starts: [Int32], sources: [Int32]) {
    let count = graph.nodeCount
    var starts = [Int32](repeating: 0, count: count + 1)
    for target in graph.edgeTargets { starts[Int(target) + 1] += 1 }
    for index in 0..<count { starts[index + 1] += starts[index] }
    var fill = starts
    var sources = [Int32](repeating: 0, count: graph.edgeTargets.count)
    for source in 0..<count {
      for edge in graph.edges(of: source) {
        let target = Int(graph.edgeTargets[edge])
        sources[Int(fill[target])] = Int32(source)
        fill[target] += 1
      }
    }
    return (starts, sources)
  }

  /// Tarjan's algorithm, without recursion, over the nodes no root reaches.
  private func findComponents() -> (of: [Int32], sizes: [Int32]) {
    let count = graph.nodeCount
    let first = graph.rootRegionEnd
    var component = [Int32](repeating: -1, count: count)
    var sizes: [Int32] = []
    var index = [Int32](repeating: -1, count: count)
    var lowLink = [Int32](repeating: 0, count: count)
    var onStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var counter: Int32 = 0
    for root in first..<count where index[root] < 0 {
      // Each frame: a node and the position of its next edge.
      var frames: [(node: Int, edge: Int)] = [(root, graph.edges(of: root).lowerBound)]
      index[root] = counter
      lowLink[root] = counter
      counter += 1
      stack.append(root)
      onStack[root] = true
      while let frame = frames.last {
        let node = frame.node
        let edges = graph.edges(of: node)
        if frame.edge < edges.upperBound {
          frames[frames.count - 1].edge += 1
          let next = Int(graph.edgeTargets[frame.edge])
          guard next >= first else { continue }
          if index[next] < 0 {
            index[next] = counter
            lowLink[next] = counter
            counter += 1
            stack.append(next)
            onStack[next] = true
            frames.append((next, graph.edges(of: next).lowerBound))
          } else if onStack[next] {
            lowLink[node] = min(lowLink[node], index[next])
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        if lowLink[node] == index[node] {
          let id = Int32(sizes.count)
          var size: Int32 = 0
          while true {
            let member = stack.removeLast()
            onStack[member] = false
            component[member] = id
            size += 1
            if member == node { break }
          }
          sizes.append(size)
        }
      }
    }
    return (component, sizes)
  }

  private func beginSearch() {
    if distances.count != graph.nodeCount {
      distances = [Int32](repeating: 0, count: graph.nodeCount)
      stamps = [Int32](repeating: 0, count: graph.nodeCount)
    }
    stamp += 1
  }

  private func setDistance(_ node: Int, _ distance: Int32) {
    distances[node] = distance
    stamps[node] = stamp
  }

  private func distanceOf(_ node: Int) -> Int32? {
    stamps[node] == stamp ? distances[node] : nil
  }
}

/// A path with the address of each link's holder and of its target; addresses of value roots
/// and hidden nodes are theirs too, and simply match no tracked object.
struct LocatedPath {
  var path: RetainPath
  var holders: [UInt]
  var target: UInt
}

/// Finds the label of the reference from one node to another by expanding the node again.
private struct DescribeSink: EdgeSink {
  let target: UInt
  /// For dictionaries and sets, whose iteration order changes from run to run: keep the label
  /// that sorts first rather than the first met.
  let keepsSmallest: Bool
  var stack: [String] = []
  var found: String?

  init(target: UInt, keepsSmallest: Bool) {
    self.target = target
    self.keepsSmallest = keepsSmallest
  }

  static var wantsLabels: Bool { true }

  mutating func push(_ label: String) { stack.append(label) }

  mutating func pop() { stack.removeLast() }

  mutating func edge(to address: UInt, _ target: RetainGraph.Target) {
    guard address == self.target else { return }
    let label = stack.joined()
    if let found, !keepsSmallest || found <= label { return }
    found = label
  }
}

/// Finds the label of every edge of a node, by target: as ``DescribeSink`` finds one.
private struct LabelsSink: EdgeSink {
  let keepsSmallest: Bool
  var stack: [String] = []
  var labels: [UInt: String] = [:]

  init(keepsSmallest: Bool) {
    self.keepsSmallest = keepsSmallest
  }

  static var wantsLabels: Bool { true }

  mutating func push(_ label: String) { stack.append(label) }

  mutating func pop() { stack.removeLast() }

  mutating func edge(to address: UInt, _ target: RetainGraph.Target) {
    let label = stack.joined()
    if let found = labels[address], !keepsSmallest || found <= label { return }
    labels[address] = label
  }
}
