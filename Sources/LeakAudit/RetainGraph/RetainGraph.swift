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

  let compiler: LayoutCompiler
  private(set) var addresses: [UInt] = []
  private(set) var kinds: [NodeKind] = []
  /// For collections, value boxes and value roots: the index of their layout, type or value.
  private var details: [Int32] = []
  /// The node that first reached each node, `-1` for roots and survivors met from no root.
  private(set) var parents: [Int32] = []
  /// The distance from the nearest root, `-1` for nodes no root reaches.
  private(set) var depths: [Int32] = []
  /// Strong references found to each node.
  private(set) var ownersFound: [Int32] = []
  /// References to each node found inside the walk's own copies of value roots.
  private(set) var copiedReferences: [Int32] = []
  private(set) var edgeStarts: [Int32] = []
  private(set) var edgeTargets: [Int32] = []
  private var table = AddressTable()
  private var boxTypes: [TypeMetadata] = []
  private var boxTypeIndices: [TypeMetadata: Int32] = [:]
  private var valueRoots: [(name: String, storage: UnsafeMutablePointer<Any>)] = []
  private var rootObjects: [AnyObject] = []
  /// The nodes reached from roots are `0..<rootRegionEnd`.
  private(set) var rootRegionEnd = 0
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

  init(symbols: RuntimeSymbols, nodeLimit: Int = 4_000_000) {
    compiler = LayoutCompiler(symbols: symbols)
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

  var nodeCount: Int { addresses.count }
  var edgeCount: Int { edgeTargets.count }

  // MARK: Building

  /// Adds an object from which the walk starts; the graph holds it until ``releaseRoots()``.
  func addRoot(_ object: AnyObject) {
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    guard table.find(address) == nil else { return }
    rootObjects.append(object)
    appendNode(address, kind: .object, detail: -1, parent: -1, depth: 0, owners: 0)
  }

  /// Adds a value from which the walk starts, named `name` in retain paths; the graph keeps a
  /// copy of it until ``releaseRoots()``.
  func addRoot(named name: String, value: Any) {
    if type(of: value) is AnyClass {
      addRoot(value as AnyObject)
      return
    }
    let storage = UnsafeMutablePointer<Any>.allocate(capacity: 1)
    storage.initialize(to: value)
    valueRoots.append((name, storage))
    appendNode(
      UInt(bitPattern: storage), kind: .valueRoot, detail: Int32(valueRoots.count - 1), parent: -1,
      depth: 0, owners: 0)
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

  /// Walks every strong reference from the roots, then from each survivor that no root
  /// reaches.
  ///
  /// - Parameter survivors: The addresses of live objects whose owners are wanted.
  func walk(survivors: [UInt]) {
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
    rootRegionEnd = nodeCount
    isWalkingFromRoots = false
    for survivor in survivors where table.find(survivor) == nil {
      appendNode(survivor, kind: .object, detail: -1, parent: -1, depth: -1, owners: 0)
    }
    drain()
    edgeStarts.append(Int32(edgeTargets.count))
  }

  func node(at address: UInt) -> Int? {
    table.find(address).map(Int.init)
  }

  func edges(of node: Int) -> Range<Int> {
    Int(edgeStarts[node])..<Int(edgeStarts[node + 1])
  }

  @discardableResult
  private func appendNode(
    _ address: UInt, kind: NodeKind, detail: Int32, parent: Int32, depth: Int32, owners: Int32
  ) -> Int32 {
    let index = Int32(addresses.count)
    addresses.append(address)
    kinds.append(kind)
    details.append(detail)
    parents.append(parent)
    depths.append(depth)
    ownersFound.append(owners)
    copiedReferences.append(0)
    table.insert(address, index)
    return index
  }

  /// Records an edge from `source` to the heap object at `address`, adding the node if new.
  fileprivate func link(from source: Int32, to address: UInt, _ target: Target) {
    if let existing = table.find(address) {
      ownersFound[Int(existing)] += 1
      edgeTargets.append(existing)
      if kinds[Int(source)] == .valueRoot { copiedReferences[Int(existing)] += 1 }
      return
    }
    guard nodeCount < nodeLimit else {
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
    let depth = isWalkingFromRoots ? depths[Int(source)] + 1 : -1
    let index = appendNode(
      address, kind: kind, detail: detail, parent: source, depth: depth, owners: 1)
    edgeTargets.append(index)
    if kinds[Int(source)] == .valueRoot { copiedReferences[Int(index)] += 1 }
  }

  private func boxTypeIndex(_ type: TypeMetadata) -> Int32 {
    if let known = boxTypeIndices[type] { return known }
    let index = Int32(boxTypes.count)
    boxTypes.append(type)
    boxTypeIndices[type] = index
    return index
  }

  // MARK: Names

  /// The name a retain path gives a visible node: its class, or the root value's name.
  func displayName(of node: Int) -> String {
    switch kinds[node] {
    case .object:
      return objectLayout(at: addresses[node])?.name ?? "?"
    case .valueRoot:
      return valueRoots[Int(details[node])].name
    case .foreign:
      let object = Unmanaged<AnyObject>.fromOpaque(HeapObjects.pointer(addresses[node]))
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
    let address = addresses[node]
    switch kinds[node] {
    case .object:
      guard case .object(let metadata) = HeapObjects.kind(of: address) else { return }
      if metadata == referenceArrayStorage {
        walkCollection(storage: address, compiler.referenceArrayLayout, into: &sink)
        return
      }
      let object = compiler.objectLayout(of: metadata)
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
        notes.insert("a closure context without a capture descriptor is not followed")
      }
    case .genericBox:
      guard case .genericBox(let metadata) = HeapObjects.kind(of: address) else { return }
      let (offset, type) = metadata.genericBoxContents
      walkValue(at: address + UInt(offset), compiler.layout(of: type), into: &sink)
    case .valueBox:
      let type = boxTypes[Int(details[node])]
      let offset = HeapObjects.boxValueOffset(alignmentMask: type.valueWitnesses.alignmentMask)
      walkValue(at: address + UInt(offset), compiler.layout(of: type), into: &sink)
    case .collection:
      walkCollection(storage: address, compiler.collections[Int(details[node])], into: &sink)
    case .errorBox:
      walkError(box: address, into: &sink)
    case .valueRoot:
      let storage = UInt(bitPattern: valueRoots[Int(details[node])].storage)
      walkExistential(at: storage, label: "", into: &sink)
    case .foreign, .opaque:
      break
    }
  }

  private func walkValue<Sink: EdgeSink>(
    at base: UInt, _ layout: ValueLayout, into sink: inout Sink
  ) {
    if !layout.notes.isEmpty { notes.formUnion(layout.notes) }
    for index in layout.referenceOffsets.indices {
      let target = HeapObjects.word(at: base + UInt(layout.referenceOffsets[index]))
      guard target != 0 else { continue }
      if Sink.wantsLabels { sink.push(layout.referenceLabels[index]) }
      sink.edge(to: target, .object)
      if Sink.wantsLabels { sink.pop() }
    }
    for slot in layout.slots {
      walkSlot(slot, at: base + UInt(slot.offset), into: &sink)
    }
  }

  private func walkSlot<Sink: EdgeSink>(_ slot: Slot, at address: UInt, into sink: inout Sink) {
    switch slot.kind {
    case .heapReference:
      let target = HeapObjects.word(at: address)
      guard target != 0 else { return }
      if Sink.wantsLabels { sink.push(slot.label) }
      sink.edge(to: target, .heap)
      if Sink.wantsLabels { sink.pop() }
    case .function:
      let context = HeapObjects.word(at: address + 8)
      guard HeapObjects.word(at: address) != 0, context != 0 else { return }
      if Sink.wantsLabels { sink.push(slot.label + "{closure captures}") }
      sink.edge(to: context, .heap)
      if Sink.wantsLabels { sink.pop() }
    case .opaqueExistential:
      walkExistential(at: address, label: slot.label, into: &sink)
    case .errorExistential:
      let box = HeapObjects.word(at: address)
      guard box != 0 else { return }
      if Sink.wantsLabels { sink.push(slot.label) }
      sink.edge(to: box, .errorBox)
      if Sink.wantsLabels { sink.pop() }
    case .enumeration(let layout):
      walkEnum(layout, at: address, label: slot.label, into: &sink)
    case .collection(let index):
      let storage = HeapObjects.word(at: address)
      guard storage != 0, !emptyStorages.contains(storage) else { return }
      if Sink.wantsLabels { sink.push(slot.label) }
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
        of: HeapObjects.pointer(address), type: layout.type, tag: tag, walkPayload)
    } else {
      walkPayload(HeapObjects.pointer(address))
    }
  }

  private func walkCollection<Sink: EdgeSink>(
    storage: UInt, _ collection: LayoutCompiler.CollectionLayout, into sink: inout Sink
  ) {
    let accessor = collection.accessor
    if accessor.isIndexed {
      accessor.withElements(storage: storage) { base, count in
        let start = UInt(bitPattern: base)
        for index in 0..<count {
          if Sink.wantsLabels { sink.push("[\(index)]") }
          walkValue(at: start + UInt(index * collection.stride), collection.first, into: &sink)
          if Sink.wantsLabels { sink.pop() }
        }
      }
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
private struct WalkSink: EdgeSink {
  unowned let graph: RetainGraph
  var current: Int32 = 0

  static var wantsLabels: Bool { false }
  func push(_ label: String) {}
  func pop() {}

  func edge(to address: UInt, _ target: RetainGraph.Target) {
    graph.link(from: current, to: address, target)
  }
}
