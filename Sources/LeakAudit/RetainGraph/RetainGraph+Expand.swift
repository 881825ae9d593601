// Expanding a node of the retain graph: every strong reference it holds, field by field,
// element by element, reported to a sink (the walk's, or the census's).
extension RetainGraph {
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
