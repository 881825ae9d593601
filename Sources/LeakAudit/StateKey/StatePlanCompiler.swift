import Foundation

/// Compiles, and keeps for the life of a ``StateEncoder``, the plans of the types it meets:
/// classes, values, enums, closure contexts and collections.
final class StatePlanCompiler {
  let symbols: RuntimeSymbols
  private var valuePlans: [TypeMetadata: StatePlan] = [:]
  /// Each class's plan, by the number ``objectPlanNumbers`` gives its metadata's address: a
  /// walk asks for one per object, and hashing the metadata into a dictionary was 0.7% of an
  /// exploration's samples (`perf record`, the benchmark's generated app).
  private var objectPlans: [ObjectPlan] = []
  private var objectPlanNumbers = AddressTable(capacity: 256)
  private var contextPlans: [TypeMetadata: StatePlan] = [:]
  private var enumPlans: [TypeMetadata: StateEnumPlan] = [:]
  private var collectionPlans: [TypeMetadata: StateCollectionPlan] = [:]
  private var excluded: [TypeMetadata: Bool] = [:]
  // Plans are classes that operations refer to unretained: the compiler keeps them alive.
  private var retained: [AnyObject] = []

  init(symbols: RuntimeSymbols) {
    self.symbols = symbols
  }

  /// A class's plan: its stored properties, superclasses' first; or why it cannot be read.
  struct ObjectPlan {
    let plan: StatePlan
    /// Whether the class is no part of the state (``ExcludedFromStateKey``).
    let isExcluded: Bool
    /// Whether it is a collection's storage, met as the context of a closure that captures
    /// the collection alone.
    var isCollectionStorage = false
  }

  // MARK: Classes

  func objectPlan(of type: TypeMetadata) -> ObjectPlan {
    let address = UInt(bitPattern: type.pointer)
    if let known = objectPlanNumbers.find(address) { return objectPlans[Int(known)] }
    let plan = StatePlan()
    // The networking system's objects are handles: named and numbered, never read.
    var object = ObjectPlan(
      plan: plan, isExcluded: isExcluded(type) || type.isNetworkingSystemType)
    // Kept before its fields are compiled: a class may refer to itself.
    let next = objectPlans.count
    objectPlans.append(object)
    _ = objectPlanNumbers.findOrInsert(address, Int32(next))
    guard !object.isExcluded else { return object }
    let name = type.name
    if ["_ContiguousArrayStorage<", "_DictionaryStorage<", "_SetStorage<"].contains(where: {
      name.hasPrefix($0)
    }) {
      object.isCollectionStorage = true
      objectPlans[next] = object
      // Its elements' type is not known from the storage met alone, nor, for storage the
      // compiler laid out statically, its size: nothing is read.
      plan.append(.unreadable("a closure that captures a collection alone", .none), label: "")
      return object
    }
    appendFields(of: type, at: 0, label: "", into: plan, depth: 0)
    return object
  }

  // MARK: Values

  /// The plan of a value of `type`, compiled on first use; cached before it is filled in,
  /// so that a type that contains itself through a collection or a box finds its own plan.
  func plan(of type: TypeMetadata) -> StatePlan {
    if let known = valuePlans[type] { return known }
    let plan = StatePlan()
    valuePlans[type] = plan
    append(type, at: 0, label: "", ownership: .strong, into: plan, depth: 0)
    return plan
  }

  private func append(
    _ type: TypeMetadata, at offset: Int, label: String, ownership: ReferenceOwnership,
    into plan: StatePlan, depth: Int
  ) {
    guard depth < 64 else {
      plan.append(
        .unreadable("\(type.name) nests too deep", Self.wholeValue(type, at: offset)),
        label: label)
      return
    }
    if isExcluded(type) {
      plan.append(.excluded, label: label)
      return
    }
    // A value the environment hands out, never the app's logic: a fresh `UUID` is numbered by
    // its first occurrence, as objects are, so that a replay that made other ones reaches the
    // same state while which values are equal still tells states apart (see
    // ``StateOperation/identity(offset:count:)``). A `Date` is left out (``isExcluded(_:)``).
    if type.type == UUID.self {
      plan.append(.identity(offset: offset, count: MemoryLayout<UUID>.size), label: label)
      return
    }
    if ownership != .strong {
      appendNonOwning(type, at: offset, label: label, ownership: ownership, into: plan)
      return
    }
    switch TypeShape(type) {
    case .reference:
      plan.append(.reference(offset: offset, .strong), label: label)
    case .closure:
      plan.append(.function(offset: offset), label: label)
    case .functionPointer:
      plan.append(.thinFunction(offset: offset), label: label)
    case .block:
      plan.append(.unreadable("a C block in \(label)", .block(offset: offset)), label: label)
    case .differentiableFunction:
      plan.append(
        .unreadable("a differentiable function in \(label)", Self.wholeValue(type, at: offset)),
        label: label)
    case .opaqueExistential:
      plan.append(.existential(offset: offset), label: label)
    case .errorExistential:
      plan.append(.errorExistential(offset: offset), label: label)
    case .enumeration:
      guard let enumPlan = enumPlan(of: type) else {
        plan.append(
          .unreadable(
            "\(type.name) was built without reflection metadata", Self.wholeValue(type, at: offset)),
          label: label)
        return
      }
      plan.append(.enumeration(offset: offset, .passUnretained(enumPlan)), label: label)
    case .string:
      plan.append(.string(offset: offset), label: label)
    case .collection(let accessor):
      plan.append(
        .collection(offset: offset, .passUnretained(collectionPlan(of: type, accessor: accessor))),
        label: label)
    case .fields:
      appendFields(of: type, at: offset, label: label, into: plan, depth: depth)
    case .metatype:
      plan.append(.metatype(offset: offset), label: label)
    case .data(let size):
      if size > 0 { plan.append(.bytes(offset: offset, count: size), label: label) }
    case .heapReference:
      plan.append(.heapReference(offset: offset), label: label)
    case .rawPointer:
      // A pointer owns nothing in Swift, but one made from an object (`Unmanaged`) may
      // keep it: its word is read.
      plan.append(
        .unreadable("a pointer in \(Self.describe(label))", .bytes(offset: offset, count: 8)),
        label: label)
    case .unknownBuiltin(let name):
      plan.append(
        .unreadable("\(name) in \(Self.describe(label))", Self.wholeValue(type, at: offset)),
        label: label)
    case .unknownKind(let kind):
      plan.append(
        .unreadable(
          "a value of kind 0x\(String(kind, radix: 16)) in \(label)",
          Self.wholeValue(type, at: offset)),
        label: label)
    }
  }

  /// A `weak`, `unowned` or `unowned(unsafe)` field or capture: a weak one's storage is an
  /// optional's, an unowned one's is a plain pointer.
  private func appendNonOwning(
    _ type: TypeMetadata, at offset: Int, label: String, ownership: ReferenceOwnership,
    into plan: StatePlan
  ) {
    guard ownership != .unownedUnsafe else {
      plan.append(
        .unreadable(
          "an unowned(unsafe) reference in \(label), which may point at freed memory",
          .bytes(offset: offset, count: 8)),
        label: label)
      return
    }
    let referent = type.optionalWrapped ?? type
    switch referent.kind {
    case .classType, .foreignClass, .objcClassWrapper:
      break
    case .existential where referent.existentialRepresentation == .classBound:
      break
    default:
      plan.append(
        .unreadable(
          "a weak or unowned \(type.name) in \(label)", Self.wholeValue(type, at: offset)),
        label: label)
      return
    }
    if isExcluded(referent) {
      plan.append(.excluded, label: label)
      return
    }
    plan.append(.reference(offset: offset, ownership), label: label)
  }

  private static func describe(_ label: String) -> String {
    label.isEmpty ? "a value" : label
  }

  /// The bytes of a value of `type` at `offset`, to read conservatively.
  private static func wholeValue(_ type: TypeMetadata, at offset: Int) -> UnreadRegion {
    .bytes(offset: offset, count: type.valueWitnesses.size)
  }

  /// A struct's or tuple's bytes, or a class instance's stored properties (after its
  /// header, to its instance size), to read conservatively.
  private static func aggregate(_ type: TypeMetadata, at offset: Int) -> UnreadRegion {
    guard type.kind == .classType else { return wholeValue(type, at: offset) }
    return .bytes(offset: 16, count: max(type.instanceSize - 16, 0))
  }

  private func appendFields(
    of type: TypeMetadata, at offset: Int, label: String, into plan: StatePlan, depth: Int
  ) {
    switch type.storedFields(using: symbols) {
    case .fields(let fields):
      for field in fields {
        let name = LayoutCompiler.displayName(ofField: field.name)
        // A wrapper's one field (`Bool._value`) goes by the wrapper's name.
        let fieldLabel =
          fields.count == 1 && type.kind == .structType && depth > 0
          ? label : name.first == "." ? label + name : label + "." + name
        if let reason = field.unsupported {
          // The runtime cannot be asked the field's type: a C block, read through its
          // descriptor.
          plan.append(
            .unreadable(
              "\(reason) in \(type.name)\(fieldLabel)", .block(offset: offset + field.offset)),
            label: fieldLabel)
          continue
        }
        guard let fieldType = field.type else { continue }
        append(
          fieldType, at: offset + field.offset, label: fieldLabel, ownership: field.ownership,
          into: plan, depth: depth + 1)
      }
    case .partial(_, let types):
      plan.append(
        .unreadable(
          "\(types.joined(separator: ", ")) was built without reflection metadata",
          Self.aggregate(type, at: offset)),
        label: label)
    case .unmatched:
      plan.append(
        .unreadable(
          "the stored properties of \(type.name) could not be matched",
          Self.aggregate(type, at: offset)),
        label: label)
    case .missingSymbols(let missing):
      plan.append(
        .unreadable(
          "the runtime lacks \(missing.joined(separator: ", "))", Self.aggregate(type, at: offset)),
        label: label)
    }
  }

  /// Whether values of the type (or of the class an optional wraps) are no part of a state.
  func isExcluded(_ type: TypeMetadata) -> Bool {
    if let known = excluded[type] { return known }
    let subject = type.optionalWrapped ?? type
    // A `Date` is when something ran, the clock's input, not the app's: two dates made in one
    // microsecond may be equal in one run and not in the next, so not even their equality is
    // kept.
    let result =
      subject.type is any ExcludedFromStateKey.Type || subject.type == Date.self
      || (Self.opaqueHandles.contains(subject.name)
        && String(reflecting: subject.type).contains("Foundation"))
    excluded[type] = result
    return result
  }

  /// Classes of the system's whose contents are its own bookkeeping.
  ///
  /// The system hands them to the app as opaque handles, which it only compares by identity:
  /// in a key, the handle is the object, never its contents. Foundation's notification observer token
  /// (`(extension in Foundation):FoundationEssentials.NotificationCenter.…` on Linux) carries
  /// a process-wide counter, which made every replay of an app that observes a notification
  /// another state.
  private static let opaqueHandles: Set<String> = ["_NSNotificationObserverToken"]

  func enumPlan(of type: TypeMetadata) -> StateEnumPlan? {
    if let known = enumPlans[type] { return known }
    guard type.valueWitnesses.hasEnumWitnesses, let (cases, payloadCaseCount) = type.enumCases
    else { return nil }
    let plan = StateEnumPlan(type: type, cases: cases, payloadCaseCount: payloadCaseCount)
    enumPlans[type] = plan
    retained.append(plan)
    return plan
  }

  private func collectionPlan(
    of type: TypeMetadata, accessor: any CollectionAccessor
  ) -> StateCollectionPlan {
    if let known = collectionPlans[type] { return known }
    let first = accessor.firstType
    let second = accessor.secondType
    let plan = StateCollectionPlan(
      accessor: accessor, stride: first.valueWitnesses.stride,
      secondStride: second?.valueWitnesses.stride ?? 0,
      alignmentMask: first.valueWitnesses.alignmentMask)
    // Cached before the elements' plans: an element may contain this collection again.
    collectionPlans[type] = plan
    retained.append(plan)
    plan.first = self.plan(of: first)
    plan.second = second.map { self.plan(of: $0) }
    return plan
  }

  // MARK: Closure contexts

  /// The plan of a closure context's captures, or `nil` when its metadata has no capture
  /// descriptor.
  ///
  /// A context with generic captures gets a plan of its own instance.
  func contextPlan(of metadata: TypeMetadata, at address: UInt) -> StatePlan? {
    if let known = contextPlans[metadata] { return known }
    guard let description = CaptureDescription(contextMetadata: metadata) else { return nil }
    let isGeneric = description.isGeneric
    let bindings = isGeneric ? address + UInt(description.headerSize) : nil
    let plan = capturePlan(description, bindings: bindings)
    if !isGeneric { contextPlans[metadata] = plan }
    return plan
  }

  /// Places the captures of a context; a capture the runtime cannot describe (and the ones
  /// after it, which cannot be placed) make the context unkeyable, and the rest of the context
  /// is read conservatively.
  private func capturePlan(_ description: CaptureDescription, bindings: UInt?) -> StatePlan {
    let plan = StatePlan()
    let (captures, isComplete, end) = description.placed(bindings: bindings)
    for (index, capture) in captures.enumerated() {
      let label = "{capture \(index)}"
      switch capture.kind {
      case .value(let type):
        append(type, at: capture.offset, label: label, ownership: .strong, into: plan, depth: 0)
      case .notOwning(let type, let ownership):
        append(type, at: capture.offset, label: label, ownership: ownership, into: plan, depth: 0)
      case .box:
        plan.append(.heapReference(offset: capture.offset), label: label)
      case .thickFunction:
        plan.append(.function(offset: capture.offset), label: label)
      case .thinFunction:
        plan.append(.thinFunction(offset: capture.offset), label: label)
      case .block:
        plan.append(
          .unreadable("a C block captured by a closure", .block(offset: capture.offset)),
          label: label)
      }
    }
    if !isComplete {
      // Nothing past the last capture placed can be placed: read the rest of the context.
      plan.append(
        .unreadable(
          "a closure captures a value whose type the runtime cannot describe",
          .restOfObject(from: (end + 7) & ~7)),
        label: "")
    }
    return plan
  }
}
