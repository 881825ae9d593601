// The graph, its nodes and its building; what each kind of node holds, as the walk expands it,
// is in RetainGraph+Expand.swift.

/// The strong references among live objects, found by walking their memory from a set of
/// roots, then from the survivors that no root reaches.
///
/// Nodes are heap objects: class instances (which retain paths name), and the hidden storage
/// between them (closure contexts, boxes of captured `var`s and of existential or indirect
/// values, collection storage). Each heap object is one node however many references point to
/// it, so that every edge stands for one strong reference: the count of edges into an object is
/// the count of its owners the walk found.
///
/// The walk reads memory without retaining it: the graph must be quiet (no other thread
/// mutating it) from ``walk(survivors:)`` until the explanations are read. It holds its roots
/// strongly until it is released.
final class RetainGraph {
  enum NodeKind: UInt8 {
    /// A class instance.
    case object
    /// An object whose fields cannot be read (Objective-C on Apple platforms).
    case foreign
    /// A closure context, or a box made by the compiler, with a capture descriptor.
    case context
    /// A runtime-made box with the type of its value in its metadata.
    case genericBox
    /// A box holding a value of a known type (an existential's or an indirect payload's).
    case valueBox
    /// The storage of an array, dictionary or set.
    case collection
    /// The box of an `any Error`.
    case errorBox
    /// A value that the caller gave as a root, under a name.
    case valueRoot
    /// A heap object of a kind this walk does not read.
    case opaque

    /// Whether retain paths name the node (its type, or a root's name) rather than pass
    /// through it.
    var isVisible: Bool {
      switch self {
      case .object, .foreign, .valueRoot: true
      default: false
      }
    }
  }

  /// How the node at the end of an edge is to be read, as far as the edge knows.
  enum Target {
    case object
    /// A heap object whose kind its metadata says.
    case heap
    case collection(Int32)
    case valueBox(Int32)
    case errorBox
  }

  /// What the graph knows of one heap object.
  struct Node {
    var address: UInt
    /// The node that first reached it, `-1` for roots and survivors met from no root.
    var parent: Int32
    /// The distance from the nearest root, `-1` when no root reaches it.
    var depth: Int32
    /// Strong references to it that the walk found.
    var owners: Int32
    /// Of those, references found in the walk's own copies of root values.
    var copied: Int32
    /// For collections, value boxes and value roots: the index of their layout, type or value.
    var detail: Int32
    var kind: NodeKind
  }

  let compiler: LayoutCompiler
  // The walk's own state, touched on every edge by one thread: the runtime's exclusivity
  // checks would cost more than the work they guard.
  @exclusivity(unchecked) private(set) var nodes: [Node] = []
  @exclusivity(unchecked) var edgeStarts: [Int32] = []
  @exclusivity(unchecked) private(set) var edgeTargets: [Int32] = []
  @exclusivity(unchecked) private var table = AddressTable()
  /// The class met last and its layout (which the compiler keeps alive), for runs of objects
  /// of one class.
  @exclusivity(unchecked) var lastClass: TypeMetadata?
  @exclusivity(unchecked) var lastLayout: Unmanaged<LayoutCompiler.ObjectLayout>?
  private(set) var valueRoots: [(name: String, storage: UnsafeMutablePointer<Any>)] = []
  private var rootObjects: [AnyObject] = []
  /// The nodes reached from roots are `0..<rootRegionEnd`.
  var rootRegionEnd = 0
  /// Whether the walk is still on the nodes that roots reach.
  private var isWalkingFromRoots = true
  /// What the walk could not follow.
  var notes: Set<String> = []
  /// The most nodes the walk makes before it stops with a note.
  let nodeLimit: Int

  /// Storage words of the empty array, dictionary and set, shared by every empty instance.
  let emptyStorages = EmptyCollectionStorages()
  /// The class of array storage whose elements are class references, met as a closure
  /// context when a closure captures just one such array.
  let referenceArrayStorage: TypeMetadata?

  /// A graph whose walk uses the layouts a compiler of the pool's compiled for earlier walks,
  /// and adds to them (the types of a program do not change); it gives the compiler back when
  /// it goes (see ``LayoutCompiler/Pool``).
  init(
    symbols: RuntimeSymbols, nodeLimit: Int = 4_000_000, countsValueCollections: Bool = false
  ) {
    compiler = LayoutCompiler.Pool.borrow(
      symbols: symbols, countsValueCollections: countsValueCollections)
    self.nodeLimit = nodeLimit
    let sample: [AnyObject] = [RetainGraphSample()]
    let storage = unsafeBitCast(sample, to: UInt.self)
    if case .object(let metadata) = HeapObjects.kind(of: storage) {
      referenceArrayStorage = metadata
    } else {
      referenceArrayStorage = nil
    }
    withExtendedLifetime(sample) {}
  }

  deinit {
    releaseRoots()
    LayoutCompiler.Pool.giveBack(compiler)
  }

  var nodeCount: Int { nodes.count }
  var edgeCount: Int { edgeTargets.count }

  func address(of node: Int) -> UInt { nodes[node].address }
  func kind(of node: Int) -> NodeKind { nodes[node].kind }
  func depth(of node: Int) -> Int32 { nodes[node].depth }
  /// Whether the walk started at the node: a root, or a survivor or holder no root reaches.
  func isStart(_ node: Int) -> Bool { nodes[node].parent < 0 }
  func owners(of node: Int) -> Int32 { nodes[node].owners }
  /// The index of a collection's layout, a box's type or a root value.
  func detail(of node: Int) -> Int32 { nodes[node].detail }
  func copiedReferences(to node: Int) -> Int32 { nodes[node].copied }

  // MARK: Building

  /// Adds an object from which the walk starts; the graph holds it until ``releaseRoots()``.
  func addRoot(_ object: AnyObject) {
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    guard table.find(address) == nil else { return }
    rootObjects.append(object)
    appendNode(address, kind: .object, detail: -1, parent: -1, depth: 0, owners: 0)
  }

  /// Adds a value from which the walk starts, named `name` in retain paths (a class instance
  /// too: the path then starts `name → Type.field`); the graph keeps a copy of it until
  /// ``releaseRoots()``.
  func addRoot(named name: String, value: Any) {
    addRoot(named: name, value: value, depth: 0)
  }

  private func addRoot(named name: String, value: Any, depth: Int32) {
    let storage = UnsafeMutablePointer<Any>.allocate(capacity: 1)
    storage.initialize(to: value)
    valueRoots.append((name, storage))
    appendNode(
      UInt(bitPattern: storage), kind: .valueRoot, detail: Int32(valueRoots.count - 1), parent: -1,
      depth: depth, owners: 0)
  }

  /// Lets go of the roots: their objects and the copies of root values.
  func releaseRoots() {
    rootObjects.removeAll()
    for (_, storage) in valueRoots {
      storage.deinitialize(count: 1)
      storage.deallocate()
    }
    valueRoots.removeAll()
  }

  /// Walks every strong reference from the roots, then from the heap's roots, then from each
  /// survivor that no root reaches, then from each of `holders` that none reaches.
  ///
  /// The heap's roots are walked after the given ones, and their nodes are deeper than any
  /// that the given roots reach: a survivor that a given root reaches is explained as it is
  /// without them.
  ///
  /// - Parameters:
  ///   - survivors: The addresses of live objects whose owners are wanted.
  ///   - heapRoots: Named values from the whole heap's search (globals, the caller's frames),
  ///     in tiers: each tier is walked after the one before, deeper than all it reached.
  ///   - holders: The addresses of other live objects, which may hold survivors: the whole
  ///     heap's.
  func walk(
    survivors: [UInt], heapRoots: [[(name: String, value: Any)]] = [], holders: [UInt] = []
  ) {
    var sink = WalkSink(graph: self)
    var next = 0
    func drain() {
      while next < nodeCount {
        sink.current = Int32(next)
        edgeStarts.append(Int32(edgeTargets.count))
        expand(next, into: &sink)
        next += 1
      }
    }
    drain()
    for tier in heapRoots where !tier.isEmpty {
      let depth = (nodes.lazy.map(\.depth).max() ?? 0) + 1
      for (name, value) in tier { addRoot(named: name, value: value, depth: depth) }
      drain()
    }
    rootRegionEnd = nodeCount
    isWalkingFromRoots = false
    // Survivors first, then the heap's holders: each that no root reaches starts a walk.
    for starts in [survivors, holders] {
      for start in starts where table.find(start) == nil {
        appendNode(start, kind: .object, detail: -1, parent: -1, depth: -1, owners: 0)
      }
      drain()
    }
    edgeStarts.append(Int32(edgeTargets.count))
  }

  func node(at address: UInt) -> Int? {
    table.find(address).map(Int.init)
  }

  func edges(of node: Int) -> Range<Int> {
    Int(edgeStarts[node])..<Int(edgeStarts[node + 1])
  }

  /// Adds a node for an address that has none (the table has it already when `isIndexed`).
  private func appendNode(
    _ address: UInt, kind: NodeKind, detail: Int32, parent: Int32, depth: Int32, owners: Int32,
    isIndexed: Bool = false
  ) {
    let index = Int32(nodes.count)
    nodes.append(
      Node(
        address: address, parent: parent, depth: depth, owners: owners, copied: 0,
        detail: detail, kind: kind))
    if !isIndexed { _ = table.findOrInsert(address, index) }
  }

  /// Records an edge from `source` to the heap object at `address`, adding the node if new.
  @inline(__always)
  func link(from source: Int32, to address: UInt, _ target: Target) {
    let isFromCopy = nodes[Int(source)].kind == .valueRoot
    if let existing = table.findOrInsert(address, Int32(nodes.count)) {
      nodes[Int(existing)].owners += 1
      if isFromCopy { nodes[Int(existing)].copied += 1 }
      edgeTargets.append(existing)
      return
    }
    addNode(from: source, to: address, target, isFromCopy: isFromCopy)
  }

  /// Adds the node that an edge reaches first; the table has its number already.
  private func addNode(from source: Int32, to address: UInt, _ target: Target, isFromCopy: Bool) {
    guard nodes.count < nodeLimit else {
      notes.insert("the walk stopped at \(nodeLimit) heap objects: some owners are not counted")
      return
    }
    var kind = NodeKind.object
    var detail: Int32 = -1
    switch target {
    case .object:
      #if canImport(ObjectiveC)
        if case .foreignObject = HeapObjects.kind(of: address) { kind = .foreign }
      #endif
    case .heap:
      switch HeapObjects.kind(of: address) {
      case .object: kind = .object
      case .foreignObject: kind = .foreign
      case .captureContext: kind = .context
      case .genericBox: kind = .genericBox
      case .other(let what):
        kind = .opaque
        notes.insert("\(what) is not followed")
      }
    case .collection(let index):
      kind = .collection
      detail = index
    case .valueBox(let index):
      kind = .valueBox
      detail = index
    case .errorBox:
      kind = .errorBox
    }
    let depth = isWalkingFromRoots ? nodes[Int(source)].depth + 1 : -1
    edgeTargets.append(Int32(nodes.count))
    appendNode(
      address, kind: kind, detail: detail, parent: source, depth: depth, owners: 1,
      isIndexed: true)
    if isFromCopy { nodes[nodes.count - 1].copied += 1 }
  }

  /// The index of a box's value type; the same for the same type, edge after edge.
  @inline(__always)
  func boxTypeIndex(_ type: TypeMetadata) -> Int32 {
    if type == lastBoxType { return lastBoxTypeIndex }
    lastBoxType = type
    lastBoxTypeIndex = compiler.boxTypeIndex(type)
    return lastBoxTypeIndex
  }

  @exclusivity(unchecked) private var lastBoxType: TypeMetadata?
  @exclusivity(unchecked) private var lastBoxTypeIndex: Int32 = 0

  // MARK: Names

  /// The name a retain path gives a visible node: its class, or the root value's name.
  func displayName(of node: Int) -> String {
    switch nodes[node].kind {
    case .object:
      return objectLayout(at: nodes[node].address)?.name ?? "?"
    case .valueRoot:
      return valueRoots[Int(nodes[node].detail)].name
    case .foreign:
      let object = Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(nodes[node].address))
        .takeUnretainedValue()
      return String(describing: type(of: object))
    default:
      return "?"
    }
  }

  private func objectLayout(at address: UInt) -> LayoutCompiler.ObjectLayout? {
    guard case .object(let metadata) = HeapObjects.kind(of: address) else { return nil }
    return compiler.objectLayout(of: metadata)
  }
}

/// A throwaway class whose array gives the walk the class of reference-array storage.
private final class RetainGraphSample {}
