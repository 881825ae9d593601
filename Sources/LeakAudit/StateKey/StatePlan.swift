/// What a state key reads of a value of one type, relative to the value's start: the plan a
/// ``StateEncoder`` follows, compiled once per type by ``StatePlanCompiler``.
///
/// Unlike a retain-graph layout, a plan reads everything: data (down to the standard
/// library's builtin integers and floats, never padding), strings, and every reference,
/// strong, weak or unowned.
final class StatePlan {
  // Read on every value the encoder meets, by one thread.
  @exclusivity(unchecked) var operations: [StateOperation] = []
  /// How the text form names each operation's place, for example `.viewModel`.
  @exclusivity(unchecked) var labels: [String] = []

  func append(_ operation: StateOperation, label: String) {
    if case .bytes(let offset, let count) = operation,
      case .bytes(let lastOffset, let lastCount)? =
        operations.last, lastOffset + lastCount == offset
    {
      operations[operations.count - 1] = .bytes(offset: lastOffset, count: lastCount + count)
      return
    }
    operations.append(operation)
    labels.append(label)
  }

  /// Appends another plan's operations, moved by `offset` and labelled under `label`.
  func append(_ other: StatePlan, at offset: Int, label: String) {
    for (index, operation) in other.operations.enumerated() {
      append(operation.moved(by: offset), label: label + other.labels[index])
    }
  }
}

/// One read of a ``StatePlan``.
enum StateOperation {
  /// Plain data: integers, floats, booleans.
  case bytes(offset: Int, count: Int)
  /// A value the environment hands out (a `UUID`): numbered by its first occurrence in the
  /// encoding, as objects are, so that equal values read alike and fresh ones made by a
  /// replay read as those of the first run. With a `count` of 0 (a `Date`), only that a value
  /// is there.
  case identity(offset: Int, count: Int)
  /// A reference to a class instance (a zero word is `nil`), held as `ownership` says.
  case reference(offset: Int, ReferenceOwnership)
  /// A strong reference to a heap object of a kind found at run time: a box of a captured
  /// `var`, a closure context.
  case heapReference(offset: Int)
  /// A Swift closure: a function pointer, then its context.
  case function(offset: Int)
  /// A function pointer with no context.
  case thinFunction(offset: Int)
  /// `Any` or `any P`: three words of buffer, the dynamic type, witness tables.
  case existential(offset: Int)
  /// `any Error`: a box.
  case errorExistential(offset: Int)
  /// An enum or an optional: its case, then the case's payload.
  case enumeration(offset: Int, Unmanaged<StateEnumPlan>)
  /// An array, dictionary or set, by value.
  case collection(offset: Int, Unmanaged<StateCollectionPlan>)
  /// A `String`, by its characters.
  case string(offset: Int)
  /// A type, as a value (`Any.Type`).
  case metatype(offset: Int)
  /// A value of a type that is no part of the state (``ExcludedFromStateKey``).
  case excluded
  /// Something the encoder cannot describe: a state that holds it is not keyed, and the
  /// region's words are read conservatively for the objects the encoding met (see
  /// ``UnreadRegion``).
  case unreadable(String, UnreadRegion)

  func moved(by delta: Int) -> StateOperation {
    switch self {
    case .bytes(let offset, let count): .bytes(offset: offset + delta, count: count)
    case .identity(let offset, let count): .identity(offset: offset + delta, count: count)
    case .reference(let offset, let ownership): .reference(offset: offset + delta, ownership)
    case .heapReference(let offset): .heapReference(offset: offset + delta)
    case .function(let offset): .function(offset: offset + delta)
    case .thinFunction(let offset): .thinFunction(offset: offset + delta)
    case .existential(let offset): .existential(offset: offset + delta)
    case .errorExistential(let offset): .errorExistential(offset: offset + delta)
    case .enumeration(let offset, let plan): .enumeration(offset: offset + delta, plan)
    case .collection(let offset, let plan): .collection(offset: offset + delta, plan)
    case .string(let offset): .string(offset: offset + delta)
    case .metatype(let offset): .metatype(offset: offset + delta)
    case .excluded: self
    case .unreadable(let reason, let region): .unreadable(reason, region.moved(by: delta))
    }
  }
}

/// Where the words of something the encoder cannot describe are, to be read conservatively:
/// each aligned word that is the address of an object the encoding met is taken as a link to
/// it (see ``StateEncoder/links``), so that what cannot be described can only add links.
enum UnreadRegion {
  /// Nothing can be read: what it holds is not known at all.
  case none
  /// `count` bytes from `offset`.
  case bytes(offset: Int, count: Int)
  /// From `offset` to the end of the heap object being read (a closure context whose
  /// captures past some point cannot be placed).
  case restOfObject(from: Int)
  /// A C block referred to from `offset`: its captured variables, as its descriptor sizes
  /// them.
  case block(offset: Int)

  func moved(by delta: Int) -> UnreadRegion {
    switch self {
    case .none: .none
    case .bytes(let offset, let count): .bytes(offset: offset + delta, count: count)
    case .restOfObject(let offset): .restOfObject(from: offset + delta)
    case .block(let offset): .block(offset: offset + delta)
    }
  }
}

/// An enum's cases, with the plan of each payload compiled when the encoder first meets it.
final class StateEnumPlan {
  let type: TypeMetadata
  let cases: [TypeMetadata.EnumCase]
  let payloadCaseCount: Int
  /// Multi-payload enums may keep their tag in the payload's spare bits: the encoder reads a
  /// projected copy.
  let needsProjection: Bool
  @exclusivity(unchecked) private var payloads: [Payload?]

  enum Payload {
    case none
    case inline(StatePlan)
    /// An indirect case: the payload word is a box holding a value of this type.
    case indirect(TypeMetadata)
    /// Its payload cannot be described: the value's bytes are read conservatively.
    case unreadable(String)
  }

  init(type: TypeMetadata, cases: [TypeMetadata.EnumCase], payloadCaseCount: Int) {
    self.type = type
    self.cases = cases
    self.payloadCaseCount = payloadCaseCount
    needsProjection = payloadCaseCount > 1
    payloads = Array(repeating: nil, count: max(cases.count, 1))
  }

  func payload(ofCase tag: Int, compiler: StatePlanCompiler) -> Payload {
    guard tag < payloads.count else { return .none }
    if let known = payloads[tag] { return known }
    var payload = Payload.none
    if tag < payloadCaseCount, tag < cases.count {
      switch cases[tag].payload {
      case .none: payload = .none
      case .unsupported(let reason):
        payload = .unreadable("\(reason) in the payload of \(type.name).\(cases[tag].name)")
      case .value(let payloadType, let isIndirect):
        payload = isIndirect ? .indirect(payloadType) : .inline(compiler.plan(of: payloadType))
      }
    }
    payloads[tag] = payload
    return payload
  }
}

/// A collection type: how to reach its elements, and the plan of each.
final class StateCollectionPlan {
  let accessor: any CollectionAccessor
  /// The element's plan (the key's, for a dictionary).
  var first: StatePlan
  /// A dictionary value's plan.
  var second: StatePlan?
  let stride: Int
  let secondStride: Int
  let alignmentMask: Int

  init(accessor: any CollectionAccessor, stride: Int, secondStride: Int, alignmentMask: Int) {
    self.accessor = accessor
    first = StatePlan()
    self.stride = stride
    self.secondStride = secondStride
    self.alignmentMask = alignmentMask
  }
}
