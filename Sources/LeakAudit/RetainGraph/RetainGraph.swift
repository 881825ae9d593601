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
  @exclusivity(unchecked) private var lastClass: TypeMetadata?
  @exclusivity(unchecked) private var lastLayout: Unmanaged<LayoutCompiler.ObjectLayout>?
  private var valueRoots: [(name: String, storage: UnsafeMutablePointer<Any>)] = []
  private var rootObjects: [AnyObject] = []
  /// The nodes reached from roots are `0..<rootRegionEnd`.
  var rootRegionEnd = 0
  /// Whether the walk is still on the nodes that roots reach.
  private var isWalkingFromRoots = true
  /// What the walk could not follow.
  private(set) var notes: Set<String> = []
  /// The most nodes the walk makes before it stops with a note.
  let nodeLimit: Int

  /// Storage words of the empty array, dictionary and set, shared by every empty instance.
  private let emptyStorages: Set<UInt>
  /// The class of array storage whose elements are class references, met as a closure
  /// context when a closure captures just one such array.
  private let referenceArrayStorage: TypeMetadata?

  convenience init(
    symbols: RuntimeSymbols, nodeLimit: Int = 4_000_000, countsValueCollections: Bool = false
  ) {
    self.init(
      compiler: LayoutCompiler(symbols: symbols, countsValueCollections: countsValueCollections),
      nodeLimit: nodeLimit)
  }

  /// A graph whose walk uses the layouts `compiler` compiled for earlier walks, and adds to
  /// them: the types of a program do not change.
  init(compiler: LayoutCompiler, nodeLimit: Int = 4_000_000) {
    self.compiler = compiler
    self.nodeLimit = nodeLimit
    emptyStorages = [
      unsafeBitCast([Int](), to: UInt.self), unsafeBitCast([Int: Int](), to: UInt.self),
      unsafeBitCast(Set<Int>(), to: UInt.self),
    ]
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
  private func boxTypeIndex(_ type: TypeMetadata) -> Int32 {
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

  // MARK: Expanding a node

  /// Reports every strong reference that the node holds to `sink`, in a fixed order: fields
  /// in declaration order (superclasses' first), elements in storage order.
  func expand<Sink: EdgeSink>(_ node: Int, into sink: inout Sink) {
    let record = nodes[node]
    let address = record.address
    switch record.kind {
    case .object:
      guard case .object(let metadata) = HeapObjects.kind(of: address) else { return }
      if metadata == referenceArrayStorage {
        walkCollection(storage: address, compiler.referenceArrayLayout, into: &sink)
        return
      }
      let object: LayoutCompiler.ObjectLayout
      if metadata == lastClass, let lastLayout {
        object = lastLayout.takeUnretainedValue()
      } else {
        object = compiler.objectLayout(of: metadata)
        lastClass = metadata
        lastLayout = .passUnretained(object)
      }
      if object.isUnreadableStorage {
        notes.insert(
          "the elements of a \(object.name) (a collection captured alone by a closure) are not followed"
        )
        return
      }
      walkValue(at: address, object.layout, into: &sink)
    case .context:
      guard case .captureContext(let metadata) = HeapObjects.kind(of: address) else { return }
      switch compiler.contextLayout(of: metadata) {
      case .fixed(let layout):
        walkValue(at: address, layout, into: &sink)
      case .perInstance(let description):
        let bindings = address + UInt(description.headerSize)
        walkValue(at: address, compiler.captureLayout(description, bindings: bindings), into: &sink)
      case nil:
        notes.insert("a closure context whose captures cannot be placed is not followed")
      }
    case .genericBox:
      guard case .genericBox(let metadata) = HeapObjects.kind(of: address) else { return }
      let (offset, type) = metadata.genericBoxContents
      walkValue(at: address + UInt(offset), compiler.layout(of: type), into: &sink)
    case .valueBox:
      let type = compiler.boxTypes[Int(record.detail)]
      let offset = HeapObjects.boxValueOffset(alignmentMask: type.valueWitnesses.alignmentMask)
      walkValue(at: address + UInt(offset), compiler.layout(of: type), into: &sink)
    case .collection:
      // A copy: walking the elements may compile an enum payload that adds a collection.
      let collection = compiler.collections[Int(record.detail)]
      walkCollection(storage: address, collection, into: &sink)
    case .errorBox:
      walkError(box: address, into: &sink)
    case .valueRoot:
      let storage = UInt(bitPattern: valueRoots[Int(record.detail)].storage)
      walkExistential(at: storage, label: "", into: &sink)
    case .foreign, .opaque:
      break
    }
  }

  private func walkValue<Sink: EdgeSink>(
    at base: UInt, _ layout: ValueLayout, into sink: inout Sink
  ) {
    if !layout.notes.isEmpty { notes.formUnion(layout.notes) }
    layout.referenceOffsets.withUnsafeBufferPointer { offsets in
      for index in offsets.indices {
        let target = HeapObjects.word(at: base &+ UInt(bitPattern: offsets[index]))
        guard target != 0 else { continue }
        if Sink.wantsLabels { sink.push(layout.referenceLabels[index]) }
        sink.edge(to: target, .object)
        if Sink.wantsLabels { sink.pop() }
      }
    }
    guard !layout.slots.isEmpty else { return }
    layout.slots.withUnsafeBufferPointer { slots in
      for index in slots.indices {
        walkSlot(slots.baseAddress! + index, at: base, into: &sink)
      }
    }
  }

  /// Walks one slot of a value that starts at `base`; the slot is read in place, so that its
  /// label and layout are not copied (and retained) on every node.
  private func walkSlot<Sink: EdgeSink>(
    _ slot: UnsafePointer<Slot>, at base: UInt, into sink: inout Sink
  ) {
    let address = base &+ UInt(bitPattern: slot.pointee.offset)
    switch slot.pointee.kind {
    case .heapReference:
      let target = HeapObjects.word(at: address)
      guard target != 0 else { return }
      if Sink.wantsLabels { sink.push(slot.pointee.label) }
      sink.edge(to: target, .heap)
      if Sink.wantsLabels { sink.pop() }
    case .function:
      let context = HeapObjects.word(at: address + 8)
      guard HeapObjects.word(at: address) != 0, context != 0 else { return }
      if Sink.wantsLabels { sink.push(slot.pointee.label + "{closure captures}") }
      sink.edge(to: context, .heap)
      if Sink.wantsLabels { sink.pop() }
    case .opaqueExistential:
      walkExistential(at: address, label: Sink.wantsLabels ? slot.pointee.label : "", into: &sink)
    case .errorExistential:
      let box = HeapObjects.word(at: address)
      guard box != 0 else { return }
      if Sink.wantsLabels { sink.push(slot.pointee.label) }
      sink.edge(to: box, .errorBox)
      if Sink.wantsLabels { sink.pop() }
    case .enumeration(let layout):
      walkEnum(
        layout.takeUnretainedValue(), at: address,
        label: Sink.wantsLabels ? slot.pointee.label : "", into: &sink)
    case .collection(let index):
      let storage = HeapObjects.word(at: address)
      guard storage != 0, !emptyStorages.contains(storage) else { return }
      if Sink.wantsLabels { sink.push(slot.pointee.label) }
      sink.edge(to: storage, .collection(index))
      if Sink.wantsLabels { sink.pop() }
    }
  }

  private func walkExistential<Sink: EdgeSink>(
    at address: UInt, label: String, into sink: inout Sink
  ) {
    let typeWord = HeapObjects.word(at: address + 24)
    guard typeWord != 0 else { return }
    let type = TypeMetadata(HeapObjects.pointer(typeWord))
    if type.kind == .function, type.functionConvention == .block {
      notes.insert("a C block stored as Any is not followed")
      return
    }
    let witnesses = type.valueWitnesses
    guard !witnesses.isPOD else { return }
    if witnesses.isInline {
      if Sink.wantsLabels { sink.push(label) }
      walkValue(at: address, compiler.layout(of: type), into: &sink)
      if Sink.wantsLabels { sink.pop() }
    } else {
      let box = HeapObjects.word(at: address)
      guard box != 0 else { return }
      if Sink.wantsLabels { sink.push(label) }
      sink.edge(to: box, .valueBox(boxTypeIndex(type)))
      if Sink.wantsLabels { sink.pop() }
    }
  }

  private func walkEnum<Sink: EdgeSink>(
    _ layout: EnumLayout, at address: UInt, label: String, into sink: inout Sink
  ) {
    let witnesses = layout.type.valueWitnesses
    let tag = witnesses.enumTag(of: HeapObjects.pointer(address), type: layout.type)
    let payload = layout.payload(ofCase: tag, compiler: compiler)
    if case .none = payload { return }
    let caseLabel =
      layout.type.kind == .optional || !Sink.wantsLabels
      ? label : label + "(.\(layout.cases[tag].name))"
    func walkPayload(_ pointer: UnsafeRawPointer) {
      let base = UInt(bitPattern: pointer)
      switch payload {
      case .none: break
      case .unsupported(let reason):
        notes.insert(
          "\(reason) in the payload of \(layout.type.name).\(layout.cases[tag].name) is not followed"
        )
      case .inline(let payloadLayout):
        if Sink.wantsLabels { sink.push(caseLabel) }
        walkValue(at: base, payloadLayout, into: &sink)
        if Sink.wantsLabels { sink.pop() }
      case .indirect(let type):
        let box = HeapObjects.word(at: base)
        guard box != 0 else { return }
        if Sink.wantsLabels { sink.push(caseLabel) }
        sink.edge(to: box, .valueBox(boxTypeIndex(type)))
        if Sink.wantsLabels { sink.pop() }
      }
    }
    if layout.needsProjection {
      witnesses.withProjectedPayload(
        of: HeapObjects.pointer(address), type: layout.type, walkPayload)
    } else {
      walkPayload(HeapObjects.pointer(address))
    }
  }

  private func walkCollection<Sink: EdgeSink>(
    storage: UInt, _ collection: LayoutCompiler.CollectionLayout, into sink: inout Sink
  ) {
    // A collection of values, met only to be counted.
    guard !collection.first.isEmpty || !(collection.second?.isEmpty ?? true) else { return }
    let accessor = collection.accessor
    if accessor.isIndexed {
      func walkElements(from start: UInt, count: Int) {
        for index in 0..<count {
          if Sink.wantsLabels { sink.push("[\(index)]") }
          walkValue(at: start &+ UInt(index &* collection.stride), collection.first, into: &sink)
          if Sink.wantsLabels { sink.pop() }
        }
      }
      if let (start, count) = HeapObjects.nativeArrayElements(
        storage: storage, elementAlignmentMask: collection.alignmentMask)
      {
        walkElements(from: start, count: count)
      } else {
        accessor.withElements(storage: storage) {
          walkElements(from: UInt(bitPattern: $0), count: $1)
        }
      }
      return
    }
    if !Sink.wantsLabels,
      HeapObjects.forEachNativeHashedEntry(
        storage: storage, isDictionary: collection.second != nil, keyStride: collection.stride,
        valueStride: collection.secondStride,
        { key, value in
          walkValue(at: key, collection.first, into: &sink)
          if let valueLayout = collection.second { walkValue(at: value, valueLayout, into: &sink) }
        })
    {
      return
    }
    accessor.forEachEntry(storage: storage, labelled: Sink.wantsLabels) { first, second, label in
      if let second, let valueLayout = collection.second {
        if Sink.wantsLabels { sink.push(String(label.dropLast()) + " (key)]") }
        walkValue(at: UInt(bitPattern: first), collection.first, into: &sink)
        if Sink.wantsLabels {
          sink.pop()
          sink.push(label)
        }
        walkValue(at: UInt(bitPattern: second), valueLayout, into: &sink)
        if Sink.wantsLabels { sink.pop() }
      } else {
        if Sink.wantsLabels { sink.push(label) }
        walkValue(at: UInt(bitPattern: first), collection.first, into: &sink)
        if Sink.wantsLabels { sink.pop() }
      }
    }
  }

  private func walkError<Sink: EdgeSink>(box: UInt, into sink: inout Sink) {
    let error = withUnsafePointer(to: box) { UnsafeRawPointer($0).load(as: (any Error).self) }
    func walkOpened<E: Error>(_ value: E) {
      withUnsafePointer(to: value) { pointer in
        walkValue(
          at: UInt(bitPattern: pointer), compiler.layout(of: TypeMetadata(E.self)), into: &sink)
      }
    }
    walkOpened(error)
  }
}

/// A throwaway class whose array gives the walk the class of reference-array storage.
private final class RetainGraphSample {}

/// Receives the edges of a node as the walk expands it.
protocol EdgeSink {
  /// Whether the sink wants labels; the walk skips building them when not.
  static var wantsLabels: Bool { get }
  mutating func push(_ label: String)
  mutating func pop()
  mutating func edge(to address: UInt, _ target: RetainGraph.Target)
}

/// Records edges into the graph, adding the nodes they reach.
struct WalkSink: EdgeSink {
  // The graph owns the walk that uses this sink.
  unowned(unsafe) let graph: RetainGraph
  var current: Int32 = 0

  static var wantsLabels: Bool { false }
  func push(_ label: String) {}
  func pop() {}

  @inline(__always)
  func edge(to address: UInt, _ target: RetainGraph.Target) {
    graph.link(from: current, to: address, target)
  }
}
