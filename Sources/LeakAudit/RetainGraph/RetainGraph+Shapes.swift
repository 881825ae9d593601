extension RetainGraph {
  /// What a walk from the roots sees of the graph's shape: how many entries the collections
  /// along each path hold, and the path to each object.
  struct Shapes {
    /// Entries per path to a collection, subscripts emptied (`AppState.sessions`, or
    /// `AppState.sessions[] → Session.events` summed over every session), for every collection
    /// the walk met, collections of plain values included.
    var entries: [String: Int] = [:]
    /// The path to each object, by address: `AppState.sessions[] → Session`.
    var objects: [UInt: String] = [:]
    /// How many objects of each class the walk met, by the class's name.
    var types: [String: Int] = [:]
    /// The class of each object the walk met, in the order met.
    var objectTypes: [String] = []
    /// The path to each object the walk met, in the same order.
    var objectPaths: [String] = []
  }

  /// Walks everything strongly reachable from the roots, breadth first, naming each node by
  /// the path that first reached it, and counts the entries of each collection; the graph
  /// must count value collections (see ``init(symbols:nodeLimit:countsValueCollections:)``).
  ///
  /// The objects and stored properties that `rules` ignore are left out, and so is the inside
  /// of LeakAudit's own objects (a tracker's records grow with every step) and of the objects
  /// that are no part of an app's state (``ExcludedFromStateKey``: an event log, a runner's
  /// registry of every object it made).
  ///
  /// - Parameters:
  ///   - rules: What to leave out.
  ///   - labels: What to call some objects in paths, by address, in place of their class.
  /// - Returns: The entries per path to a collection, and the path to each object.
  func walkShapes(ignoring rules: [IgnoreRule], labels: [UInt: String] = [:]) -> Shapes {
    var paths: [String] = (0..<nodeCount).map { labels[address(of: $0)] ?? displayName(of: $0) }
    var sink = ShapeSink(graph: self, rules: rules, names: labels)
    var shapes = Shapes()
    var next = 0
    while next < nodeCount {
      sink.current = Int32(next)
      sink.path = paths[next]
      sink.owner = kind(of: next) == .object ? object(at: next) : nil
      edgeStarts.append(Int32(edgeTargets.count))
      if let owner = sink.owner,
        Self.isLeakAuditObject(owner) || owner is any ExcludedFromStateKey
          || rules.ignoresType(of: owner)
      {
        // Not expanded: what only it holds is not part of the app's state.
      } else {
        expand(next, into: &sink)
      }
      sink.owner = nil
      paths += sink.discovered
      sink.discovered.removeAll(keepingCapacity: true)
      switch kind(of: next) {
      case .object:
        shapes.objects[address(of: next)] = paths[next]
        let type = displayName(of: next)
        shapes.types[type, default: 0] += 1
        shapes.objectTypes.append(type)
        shapes.objectPaths.append(paths[next])
      case .collection: shapes.entries[paths[next], default: 0] += entryCount(of: next)
      default: break
      }
      next += 1
    }
    rootRegionEnd = nodeCount
    edgeStarts.append(Int32(edgeTargets.count))
    return shapes
  }

  /// Whether an object is one of LeakAudit's own (a tracker, its records), not the app's.
  static func isLeakAuditObject(_ object: AnyObject) -> Bool {
    String(reflecting: type(of: object)).hasPrefix("LeakAudit.")
  }

  private func entryCount(of node: Int) -> Int {
    let collection = compiler.collections[Int(detail(of: node))]
    return collection.accessor.count(storage: address(of: node))
  }
}

/// Records edges as ``WalkSink`` does and names each node it adds by its path: the path of
/// the node that reached it, the reference's label with subscripts emptied, and the type of an
/// object.
private struct ShapeSink: EdgeSink {
  // The graph owns the walk that uses this sink.
  unowned(unsafe) let graph: RetainGraph
  let rules: [IgnoreRule]
  /// What to call some objects, by address, in place of their class.
  let names: [UInt: String]
  var current: Int32 = 0
  var path = ""
  /// The object being expanded, when the node is a class instance.
  var owner: AnyObject?
  var labels: [String] = []
  /// The paths of the nodes added while expanding the current one, in order.
  var discovered: [String] = []

  init(graph: RetainGraph, rules: [IgnoreRule], names: [UInt: String]) {
    self.graph = graph
    self.rules = rules
    self.names = names
  }

  static var wantsLabels: Bool { true }

  mutating func push(_ label: String) { labels.append(label) }

  mutating func pop() { labels.removeLast() }

  mutating func edge(to address: UInt, _ target: RetainGraph.Target) {
    if let owner, let label = labels.first,
      rules.ignores(field: FilteringSink.field(label), of: owner)
    {
      return
    }
    let count = graph.nodeCount
    graph.link(from: current, to: address, target)
    guard graph.nodeCount > count else { return }
    var shape = path + RetainPath.emptyingSubscripts(labels.joined())
    if graph.kind(of: count).isVisible {
      shape += " → " + (names[address] ?? graph.displayName(of: count))
    }
    discovered.append(shape)
  }
}
