/// How a ``StateEncoder`` reads a value by its plan.
///
/// A *shallow* read names what it meets without numbering it: an object already numbered by
/// its number, another by its class and its own data (one level). It orders a dictionary's
/// or a set's entries by their own content, so that the order is the same however the
/// entries were inserted, and numbering stays canonical.
extension StateEncoder {
  func encodeValue(at base: UInt, _ plan: StatePlan, shallow: Bool, depth: Int = 0) {
    guard depth < 256 else {
      unreadable("a value nests more than 256 levels deep")
      return
    }
    let operations = plan.operations
    for index in operations.indices {
      let label = output.wantsText ? Self.textLabel(plan.labels[index]) : ""
      switch operations[index] {
      case .bytes(let offset, let count):
        if output.wantsText { output.text! += label }
        output.raw(HeapObjects.pointer(base &+ UInt(offset)), count: count)
      case .identity(let offset, let count):
        if output.wantsText { output.text! += label }
        encodeIdentity(at: base &+ UInt(offset), count: count)
      case .reference(let offset, let ownership):
        if output.wantsText { output.text! += label }
        encodeReference(at: base &+ UInt(offset), ownership, shallow: shallow, depth: depth)
      case .heapReference(let offset):
        if output.wantsText { output.text! += label }
        encodeHeapWord(HeapObjects.word(at: base &+ UInt(offset)), shallow: shallow, depth: depth)
      case .function(let offset):
        let address = base &+ UInt(offset)
        output.word(UInt64(HeapObjects.word(at: address)), label + "fn")
        encodeHeapWord(HeapObjects.word(at: address &+ 8), shallow: shallow, depth: depth)
      case .thinFunction(let offset):
        output.word(UInt64(HeapObjects.word(at: base &+ UInt(offset))), label + "fn")
      case .existential(let offset):
        if output.wantsText { output.text! += label }
        encodeExistential(at: base &+ UInt(offset), shallow: shallow, depth: depth)
      case .errorExistential(let offset):
        if output.wantsText { output.text! += label }
        encodeError(box: HeapObjects.word(at: base &+ UInt(offset)), shallow: shallow, depth: depth)
      case .enumeration(let offset, let plan):
        if output.wantsText { output.text! += label }
        encodeEnum(
          at: base &+ UInt(offset), plan.takeUnretainedValue(), shallow: shallow, depth: depth)
      case .collection(let offset, let plan):
        if output.wantsText { output.text! += label }
        encodeCollection(
          storage: HeapObjects.word(at: base &+ UInt(offset)), plan.takeUnretainedValue(),
          shallow: shallow, depth: depth)
      case .string(let offset):
        let value = HeapObjects.pointer(base &+ UInt(offset)).load(as: String.self)
        output.tag(StateTag.string, label + String(reflecting: value))
        output.string(value)
      case .metatype(let offset):
        let type = TypeMetadata(HeapObjects.pointer(HeapObjects.word(at: base &+ UInt(offset))))
        output.type(type, tag: StateTag.metatype, label)
      case .excluded:
        output.tag(StateTag.excluded, label + "(not state)")
      case .unreadable(let reason, let region):
        // A shallow read only orders entries: the walk proper reads the region.
        unreadable(reason, region: shallow ? nil : resolve(region, base: base))
      }
    }
  }

  /// Where a region of what cannot be described is in memory, for a value at `base`.
  private func resolve(_ region: UnreadRegion, base: UInt) -> (start: UInt, count: Int)? {
    switch region {
    case .none:
      return nil
    case .bytes(let offset, let count):
      return (base &+ UInt(offset), count)
    case .restOfObject(let offset):
      return (base &+ UInt(offset), HeapObjects.allocationSize(of: base) - offset)
    case .block(let offset):
      return HeapObjects.blockCaptures(HeapObjects.word(at: base &+ UInt(offset)))
    }
  }

  /// ` .title=`, or a space for a value with no name (an element).
  private static func textLabel(_ label: String) -> String {
    label.isEmpty ? " " : " " + label + "="
  }

  /// Writes a value the environment handed out, by its number.
  ///
  /// The first one met is 0, an equal one met later gets the same number. In a dictionary's
  /// or set's ordering pass, such a value gives no order of its own (its bytes differ from
  /// run to run).
  private func encodeIdentity(at address: UInt, count: Int) {
    let bytes = Array(UnsafeRawBufferPointer(start: HeapObjects.pointer(address), count: count))
    if isOrdering {
      failure = failure ?? "a value the environment handed out (a UUID)"
      return
    }
    let next = identities.count
    let number = identities[bytes] ?? next
    if number == next { identities[bytes] = next }
    output.reference(number, StateTag.identity, "identity #")
  }

  // MARK: References

  private func encodeReference(
    at address: UInt, _ ownership: ReferenceOwnership, shallow: Bool, depth: Int
  ) {
    switch ownership {
    case .strong:
      encodeObject(
        HeapObjects.word(at: address), tag: StateTag.strong, shallow: shallow, depth: depth)
    case .weak:
      // Loading a weak reference retains what it returns; the object stays alive after the
      // load lets go, since something else holds it strongly.
      let target = HeapObjects.loadWeak(at: address).map {
        UInt(bitPattern: Unmanaged.passUnretained($0).toOpaque())
      }
      encodeObject(target ?? 0, tag: StateTag.weak, shallow: shallow, depth: depth)
    case .unowned:
      let target = HeapObjects.word(at: address)
      guard target != 0 else {
        output.tag(StateTag.null, "nil")
        return
      }
      guard let isDead = isDead(target) else {
        unreadable(
          "the runtime lacks \(RuntimeSymbols.isDeallocatingName)", region: (address, 8))
        return
      }
      if isDead {
        output.tag(StateTag.deadUnowned, "unowned(dead)")
      } else {
        encodeObject(target, tag: StateTag.unowned, shallow: shallow, depth: depth)
      }
    case .unownedUnsafe:
      unreadable(
        "an unowned(unsafe) reference, which may point at freed memory", region: (address, 8))
    }
  }

  /// A strong reference to a heap object of any kind (a class instance, a closure context, a
  /// box): the same as an object reference.
  private func encodeHeapWord(_ word: UInt, shallow: Bool, depth: Int) {
    encodeObject(word, tag: StateTag.strong, shallow: shallow, depth: depth)
  }

  private func encodeObject(_ address: UInt, tag: UInt8, shallow: Bool, depth: Int) {
    guard address != 0 else {
      output.tag(StateTag.null, "nil")
      return
    }
    let marker = tag == StateTag.weak ? "weak #" : tag == StateTag.unowned ? "unowned #" : "#"
    guard shallow else {
      let target = number(of: address)
      if recordsLinks {
        linkRecord.append(
          to: target, isStrong: tag == StateTag.strong, isWeak: tag == StateTag.weak)
      }
      output.reference(target, tag, marker)
      return
    }
    if let known = existingNumber(of: address) {
      output.reference(known, tag, marker)
      return
    }
    // Not numbered yet: its kind, and for a class instance its class and, one level deep, its
    // own contents.
    switch HeapObjects.kind(of: address) {
    case .object(let metadata):
      output.type(metadata, tag: StateTag.shallow, "new ")
      let object = compiler.objectPlan(of: metadata)
      guard depth == 0, !object.isExcluded else { return }
      output.tag(StateTag.shallow, "{")
      encodeValue(at: address, object.plan, shallow: true, depth: depth + 1)
      output.tag(StateTag.shallow, " }")
    case .captureContext(let metadata):
      output.type(metadata, tag: StateTag.shallow, "new closure context")
    case .genericBox(let metadata):
      output.type(metadata, tag: StateTag.shallow, "new box")
    case .foreignObject:
      unreadable("an object the Swift runtime cannot describe")
    case .other(let what):
      unreadable(what)
    }
  }

  // MARK: Values

  private func encodeExistential(at address: UInt, shallow: Bool, depth: Int) {
    let typeWord = HeapObjects.word(at: address &+ 24)
    guard typeWord != 0 else {
      output.tag(StateTag.null, "nil")
      return
    }
    let type = TypeMetadata(HeapObjects.pointer(typeWord))
    output.type(type, tag: StateTag.existential, "")
    if type.kind == .function, type.functionConvention == .block {
      unreadable(
        "a C block stored as Any",
        region: shallow ? nil : HeapObjects.blockCaptures(HeapObjects.word(at: address)))
      return
    }
    let plan = compiler.plan(of: type)
    let witnesses = type.valueWitnesses
    if witnesses.isInline {
      output.tag(StateTag.existential, "(")
      encodeValue(at: address, plan, shallow: shallow, depth: depth + 1)
    } else {
      let box = HeapObjects.word(at: address)
      let offset = HeapObjects.boxValueOffset(alignmentMask: witnesses.alignmentMask)
      output.tag(StateTag.existential, "(")
      encodeValue(at: box &+ UInt(offset), plan, shallow: shallow, depth: depth + 1)
    }
    output.tag(StateTag.existential, " )")
  }

  private func encodeError(box: UInt, shallow: Bool, depth: Int) {
    guard box != 0 else {
      output.tag(StateTag.null, "nil")
      return
    }
    let error = withUnsafePointer(to: box) { UnsafeRawPointer($0).load(as: (any Error).self) }
    func encodeOpened<E: Error>(_ value: E) {
      let type = TypeMetadata(E.self)
      output.type(type, tag: StateTag.existential, "")
      withUnsafePointer(to: value) { pointer in
        output.tag(StateTag.existential, "(")
        encodeValue(
          at: UInt(bitPattern: pointer), compiler.plan(of: type), shallow: shallow,
          depth: depth + 1)
        output.tag(StateTag.existential, " )")
      }
    }
    encodeOpened(error)
  }

  private func encodeEnum(at address: UInt, _ plan: StateEnumPlan, shallow: Bool, depth: Int) {
    let witnesses = plan.type.valueWitnesses
    let tag = witnesses.enumTag(of: HeapObjects.pointer(address), type: plan.type)
    output.word(
      UInt64(tag), tag < plan.cases.count ? "." + plan.cases[tag].name : ".case\(tag)")
    let payload = plan.payload(ofCase: tag, compiler: compiler)
    func encodePayload(_ pointer: UnsafeRawPointer) {
      let base = UInt(bitPattern: pointer)
      switch payload {
      case .none: break
      case .unreadable(let reason):
        unreadable(
          reason, region: shallow ? nil : (base, plan.type.valueWitnesses.size))
      case .inline(let payloadPlan):
        output.tag(StateTag.enumeration, "(")
        encodeValue(at: base, payloadPlan, shallow: shallow, depth: depth + 1)
        output.tag(StateTag.enumeration, " )")
      case .indirect(let type):
        // A box that the enum owns alone: its value is the enum's, read in place.
        let box = HeapObjects.word(at: base)
        let offset = HeapObjects.boxValueOffset(alignmentMask: type.valueWitnesses.alignmentMask)
        output.tag(StateTag.enumeration, "(")
        encodeValue(
          at: box &+ UInt(offset), compiler.plan(of: type), shallow: shallow, depth: depth + 1)
        output.tag(StateTag.enumeration, " )")
      }
    }
    if case .none = payload { return }
    if plan.needsProjection {
      witnesses.withProjectedPayload(
        of: HeapObjects.pointer(address), type: plan.type, encodePayload)
    } else {
      encodePayload(HeapObjects.pointer(address))
    }
  }

  // MARK: Collections

  private func encodeCollection(
    storage: UInt, _ plan: StateCollectionPlan, shallow: Bool, depth: Int
  ) {
    guard storage != 0, !emptyStorages.contains(storage) else {
      output.word(0, "[]")
      return
    }
    if plan.accessor.isIndexed {
      guard
        let (start, count) = HeapObjects.nativeArrayElements(
          storage: storage, elementAlignmentMask: plan.alignmentMask)
      else {
        unreadable("an array whose storage is not native")
        return
      }
      guard count > 0 else {
        // A value with no elements reads alike whatever its storage (capacity is no state).
        output.word(0, "[]")
        return
      }
      output.word(UInt64(count), "[\(count):")
      for index in 0..<count {
        encodeValue(
          at: start &+ UInt(index &* plan.stride), plan.first, shallow: shallow, depth: depth + 1)
      }
      output.tag(StateTag.collection, " ]")
      return
    }
    var entries: [(key: UInt, value: UInt)] = []
    let isNative = HeapObjects.forEachNativeHashedEntry(
      storage: storage, isDictionary: plan.second != nil, keyStride: plan.stride,
      valueStride: plan.secondStride
    ) { key, value in entries.append((key, value)) }
    guard isNative else {
      unreadable("a dictionary or set whose storage is not native")
      return
    }
    guard !entries.isEmpty else {
      output.word(0, "[]")
      return
    }
    output.word(UInt64(entries.count), "[\(entries.count):")
    let ordered = orderedByContent(entries, plan)
    for entry in ordered {
      output.tag(StateTag.entry, " (")
      encodeValue(at: entry.key, plan.first, shallow: shallow, depth: depth + 1)
      if let second = plan.second {
        output.tag(StateTag.entry, " :")
        encodeValue(at: entry.value, second, shallow: shallow, depth: depth + 1)
      }
      output.tag(StateTag.entry, " )")
    }
    output.tag(StateTag.collection, " ]")
  }

  /// A dictionary's or a set's entries, ordered by the shallow encoding of their keys (and
  /// of their values, when keys read alike).
  ///
  /// Two entries that read alike, or an entry that cannot be described, cannot be ordered by
  /// content: the state cannot be keyed, and the entries are walked in the storage's order,
  /// so that what they link to is still found.
  private func orderedByContent(
    _ entries: [(key: UInt, value: UInt)], _ plan: StateCollectionPlan
  ) -> [(key: UInt, value: UInt)] {
    guard entries.count > 1 else { return entries }
    let saved = output
    let savedFailure = failure
    failure = nil
    isOrdering = true
    // Every entry's encoding in one buffer of its own (an entry's value may order a
    // dictionary in turn, in a buffer of its own), each by its range.
    output = StateOutput(bytes: StateBytes(capacity: entries.count &* 32))
    var keyed: [(bytes: Range<Int>, entry: (key: UInt, value: UInt))] = []
    keyed.reserveCapacity(entries.count)
    for entry in entries {
      let start = output.bytes.count
      encodeValue(at: entry.key, plan.first, shallow: true)
      if let second = plan.second {
        output.tag(StateTag.entry, "")
        encodeValue(at: entry.value, second, shallow: true)
      }
      keyed.append((start..<output.bytes.count, entry))
      if failure != nil { break }
    }
    let written = output.bytes
    isOrdering = false
    output = saved
    let orderable = failure == nil
    failure = savedFailure
    guard orderable else {
      unkeyable("an entry of a dictionary or set that cannot be described cannot be ordered")
      return entries
    }
    keyed.sort { written.precedes($0.bytes, $1.bytes) }
    for index in keyed.indices.dropFirst()
    where written.equal(keyed[index].bytes, keyed[index - 1].bytes) {
      unkeyable("two entries of a dictionary or set that read alike cannot be ordered")
      return entries
    }
    return keyed.map(\.entry)
  }
}
