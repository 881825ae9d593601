import BenchmarkGuard
import LeakAudit

// Retain-graph analysis: the cost of walking strong references, per kind of edge and on a
// mixed graph with cycles, next to a walk of the same graph with `Mirror`.

// MARK: Graphs, one kind of edge each

/// Builds `count` objects in chains of 100 linked through one kind of edge; returns the root
/// (an array of chain heads) and a survivor at the end of the last chain.
struct EdgeKindGraph {
  var name: String
  var make: (Int) -> (root: AnyObject, survivor: AnyObject)
}

final class FieldNode {
  var next: FieldNode?
}

final class ArrayNode {
  var next: [ArrayNode] = []
}

final class DictionaryNode {
  var next: [Int: DictionaryNode] = [:]
}

final class SetNode: Hashable {
  var next: Set<SetNode> = []
  static func == (lhs: SetNode, rhs: SetNode) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

final class TupleNode {
  var next: (Int, TupleNode?) = (0, nil)
}

final class StructNode {
  struct State {
    var count = 0
    var next: StructNode?
  }
  var state = State()
}

final class EnumNode {
  enum Link {
    case none
    case text(String)
    case next(EnumNode)
  }
  var next = Link.none
}

final class IndirectNode {
  indirect enum Link {
    case none
    case next(IndirectNode, Link)
  }
  var next = Link.none
}

final class AnyNode {
  var next: Any = 0
}

protocol BenchNode: AnyObject {}

final class ExistentialNode: BenchNode {
  var next: (any BenchNode)?
}

final class ClosureNode {
  var next: (() -> Void)?
}

/// A chain link whose closure captures two values: its context is a box, not the object.
final class BoxedClosureNode {
  var next: (() -> Void)?
}

/// Chains of `length` nodes made by `link(previous, next)`, `count` nodes in all.
func chains<Node: AnyObject>(
  _ count: Int, length: Int = 100, make: () -> Node, link: (Node, Node) -> Void
) -> (root: AnyObject, survivor: AnyObject) {
  var heads: [Node] = []
  var last: Node?
  for _ in 0..<(count / length) {
    let head = make()
    var current = head
    for _ in 1..<length {
      let next = make()
      link(current, next)
      current = next
    }
    heads.append(head)
    last = current
  }
  return (Box(heads), last!)
}

/// An object that holds a value, as a root.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// One graph per kind of edge.
func edgeKindGraphs() -> [EdgeKindGraph] {
  [
    EdgeKindGraph(name: "class field (Optional)") { count in
      chains(count, make: FieldNode.init) { $0.next = $1 }
    },
    EdgeKindGraph(name: "array element") { count in
      chains(count, make: ArrayNode.init) { $0.next = [$1] }
    },
    EdgeKindGraph(name: "dictionary value") { count in
      chains(count, make: DictionaryNode.init) { $0.next = [1: $1] }
    },
    EdgeKindGraph(name: "set member") { count in
      chains(count, make: SetNode.init) { $0.next = [$1] }
    },
    EdgeKindGraph(name: "tuple element") { count in
      chains(count, make: TupleNode.init) { $0.next = (1, $1) }
    },
    EdgeKindGraph(name: "nested struct field") { count in
      chains(count, make: StructNode.init) { $0.state.next = $1 }
    },
    EdgeKindGraph(name: "enum payload") { count in
      chains(count, make: EnumNode.init) { $0.next = .next($1) }
    },
    EdgeKindGraph(name: "indirect enum payload") { count in
      chains(count, make: IndirectNode.init) { $0.next = .next($1, .none) }
    },
    EdgeKindGraph(name: "Any existential") { count in
      chains(count, make: AnyNode.init) { $0.next = $1 }
    },
    EdgeKindGraph(name: "class-bound existential") { count in
      chains(count, make: ExistentialNode.init) { $0.next = $1 }
    },
    EdgeKindGraph(name: "closure, one capture") { count in
      chains(count, make: ClosureNode.init) { node, next in node.next = { _ = next } }
    },
    EdgeKindGraph(name: "closure, context box") { count in
      chains(count, make: BoxedClosureNode.init) { node, next in
        let tag = 7
        node.next = { _ = (next, tag) }
      }
    },
  ]
}

// MARK: The mixed graph

/// A screen-like object with every common kind of reference, cycles included.
final class MixedNode {
  var children: [MixedNode] = []
  weak var parent: MixedNode?
  var owner: MixedNode?
  var state = MixedState.idle
  var attachment: Any = 0
  var onEvent: (() -> Void)?
  var peers: [String: MixedNode] = [:]
}

enum MixedState {
  case idle
  case showing(MixedNode)
  case failed(String)
}

struct Attachment {
  var count = 0
  var node: MixedNode?
}

/// `count` nodes: a tree of fan-out 4 from the root; every node's closure captures its parent
/// strongly (a cycle with the parent's `children`), every fifth node owns its grandparent
/// (another cycle), and state, attachments and named peers point across the tree.
func mixedGraph(count: Int) -> (root: MixedNode, nodes: [MixedNode]) {
  var generator = SplitMix(seed: 42)
  let nodes = (0..<count).map { _ in MixedNode() }
  for index in 1..<count {
    let parent = nodes[(index - 1) / 4]
    let node = nodes[index]
    parent.children.append(node)
    node.parent = parent
    node.onEvent = { [parent] in _ = parent.children.count }
    if index % 5 == 0 { node.owner = nodes[max((index - 1) / 16, 0)] }
    let other = nodes[Int(generator.next() % UInt64(count))]
    switch index % 3 {
    case 0: node.state = .showing(other)
    case 1: node.attachment = Attachment(count: index, node: other)
    default: node.peers = ["peer": other]
    }
  }
  return (nodes[0], nodes)
}

/// Breaks the mixed graph's cycles so that it can be released.
func releaseMixed(_ nodes: [MixedNode]) {
  for node in nodes {
    node.onEvent = nil
    node.owner = nil
    node.state = .idle
    node.attachment = 0
    node.peers = [:]
    node.children = []
  }
}

/// A small deterministic generator, so that every run builds the same graph.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// MARK: The Mirror walk

/// A breadth-first walk of every object reachable through `Mirror`, as a tool without the
/// runtime's field functions would do it: it cannot tell weak fields from strong ones and sees
/// nothing inside closures.
struct MirrorWalk {
  private(set) var objects = 0
  private(set) var edges = 0
  private var visited: Set<ObjectIdentifier> = []
  private var queue: [AnyObject] = []

  init(root: AnyObject) {
    visited.insert(ObjectIdentifier(root))
    queue.append(root)
    var head = 0
    while head < queue.count {
      let object = queue[head]
      head += 1
      var mirror: Mirror? = Mirror(reflecting: object)
      while let current = mirror {
        for child in current.children { visit(child.value) }
        mirror = current.superclassMirror
      }
    }
    objects = queue.count
    queue = []
  }

  private mutating func visit(_ value: Any) {
    if type(of: value) is AnyClass {
      edges += 1
      let object = value as AnyObject
      if visited.insert(ObjectIdentifier(object)).inserted { queue.append(object) }
      return
    }
    for child in Mirror(reflecting: value).children { visit(child.value) }
  }
}

// MARK: Measuring

/// The figures of one kind of edge, or of the mixed graph.
struct RetainGraphFigures: Sendable {
  var name: String
  var objects: Int
  var edges: Int
  /// Median nanoseconds per edge of the walk from the root.
  var nanosecondsPerEdge: Double
  var mirrorObjects: Int
  var mirrorEdges: Int
  var mirrorNanosecondsPerEdge: Double
  /// Median milliseconds of each whole walk.
  var walkMilliseconds: Double
  var mirrorMilliseconds: Double
}

/// Times `body` `rounds` times; returns the median in nanoseconds.
func medianNanoseconds(rounds: Int, _ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<rounds {
    let start = clock.now
    body()
    samples.append((clock.now - start).inNanoseconds)
  }
  return median(samples)
}

func measureRetainGraph(
  name: String, root: AnyObject, rounds: Int
) -> RetainGraphFigures {
  var analysis = RetainAnalysis.run(survivors: [], roots: [.object(root)])
  let walk = medianNanoseconds(rounds: rounds) {
    analysis = RetainAnalysis.run(survivors: [], roots: [.object(root)])
  }
  var mirror = MirrorWalk(root: root)
  let mirrorTime = medianNanoseconds(rounds: rounds) { mirror = MirrorWalk(root: root) }
  return RetainGraphFigures(
    name: name, objects: analysis.nodeCount, edges: analysis.edgeCount,
    nanosecondsPerEdge: walk / Double(max(analysis.edgeCount, 1)),
    mirrorObjects: mirror.objects, mirrorEdges: mirror.edges,
    mirrorNanosecondsPerEdge: mirrorTime / Double(max(mirror.edges, 1)),
    walkMilliseconds: walk / 1e6, mirrorMilliseconds: mirrorTime / 1e6)
}

/// The time to explain one survivor of the mixed graph: walk, shortest path, owner count.
struct ShortestPathFigures: Sendable {
  var milliseconds: Double
  var path: String
  var pathLinks: Int
  var unexplainedOwners: Int?
}

func measureShortestPath(in nodes: [MixedNode], rounds: Int) -> ShortestPathFigures {
  let root = nodes[0]
  // The node the walk meets last: the deepest, by construction the last made.
  let survivorIndex = nodes.count - 1
  var explanation: RetainAnalysis.Explanation?
  let time = medianNanoseconds(rounds: rounds) {
    explanation =
      RetainAnalysis.run(survivors: [nodes[survivorIndex]], roots: [.object(root)])
      .explanations.first
  }
  return ShortestPathFigures(
    milliseconds: time / 1e6, path: explanation?.path?.description ?? "none",
    pathLinks: explanation?.path?.links.count ?? 0,
    unexplainedOwners: explanation?.unexplainedOwners)
}

/// Walks a mixed graph once, untimed, and returns how long it took.
///
/// The first analysis in a process pays for page faults of fresh memory and for first-time
/// runtime lookups.
func warmUpRetainGraph(count: Int) -> Double {
  let (root, nodes) = mixedGraph(count: count)
  let time = medianNanoseconds(rounds: 1) {
    _ = RetainAnalysis.run(survivors: [], roots: [.object(root)])
  }
  releaseMixed(nodes)
  return time / 1e6
}

func printRetainGraph(
  kinds: [RetainGraphFigures], mixed: RetainGraphFigures, path: ShortestPathFigures,
  objectCount: Int, rounds: Int, coldMilliseconds: Double
) {
  print("Retain-graph walk: ns per edge, median of \(rounds) walks from the root")
  print(
    "(\(grouped(objectCount)) objects per graph; edges = strong references followed; the Mirror")
  print("walk follows weak references too and sees nothing inside closures)")
  print("")
  print(
    "  " + pad("edge kind", 26, alignRight: false) + pad("edges", 10) + pad("ns/edge", 9)
      + pad("walk ms", 9) + pad("Mirror ns/edge", 16) + pad("Mirror ms", 11)
      + pad("speed-up", 10))
  for figures in kinds + [mixed] {
    let speedUp = figures.mirrorMilliseconds / figures.walkMilliseconds
    print(
      "  " + pad(figures.name, 26, alignRight: false) + pad(grouped(figures.edges), 10)
        + pad(fixed(figures.nanosecondsPerEdge), 9) + pad(fixed(figures.walkMilliseconds), 9)
        + pad(fixed(figures.mirrorNanosecondsPerEdge), 16)
        + pad(fixed(figures.mirrorMilliseconds), 11) + pad(fixed(speedUp) + "x", 10))
  }
  print("  targets on the mixed graph: at most 500 ns per edge; at least 10x faster than Mirror")
  print("  (speed-up = Mirror ms / walk ms; the first walk in the process, untimed above, took")
  print(
    "  \(fixed(coldMilliseconds)) ms on the mixed graph: fresh memory and first runtime lookups)")
  print("")
  print("Shortest path to one survivor of the mixed graph (walk, path, owner count):")
  print("  \(fixed(path.milliseconds)) ms (target: under 500 ms); \(path.pathLinks) links, owners")
  print("  not found: \(path.unexplainedOwners.map(String.init) ?? "unknown")")
  print("  \(path.path)")
  print("")
}
