/// Where the strong references inside a value of one type are, relative to the value's start:
/// the plan the walk follows, compiled once per type.
///
/// Plain references to class instances, the most common edge, are kept apart in two parallel
/// arrays so that the walk reads them in a tight loop; every other kind of edge is a ``Slot``.
final class ValueLayout {
  // Read on every node the walk expands, by one thread: the runtime's exclusivity checks
  // would cost more than the reads.

  /// Offsets of strong references to class instances; a zero word is `nil`.
  @exclusivity(unchecked) var referenceOffsets: [Int] = []
  /// The label of each reference, for example `.viewModel`.
  @exclusivity(unchecked) var referenceLabels: [String] = []
  /// Every other place that may hold a strong reference.
  @exclusivity(unchecked) var slots: [Slot] = []
  /// What the walk cannot follow in this type, as notes for the report.
  @exclusivity(unchecked) var notes: [String] = []

  var isEmpty: Bool { referenceOffsets.isEmpty && slots.isEmpty }

  func appendReference(at offset: Int, label: String) {
    referenceOffsets.append(offset)
    referenceLabels.append(label)
  }

  /// Copies another layout's entries in, moved by `offset` and labelled under `label`.
  func append(_ other: ValueLayout, at offset: Int, label: String) {
    for (index, reference) in other.referenceOffsets.enumerated() {
      appendReference(at: offset + reference, label: label + other.referenceLabels[index])
    }
    for slot in other.slots {
      slots.append(Slot(offset: offset + slot.offset, label: label + slot.label, kind: slot.kind))
    }
    notes += other.notes
  }
}

/// A place in a value, other than a plain reference, that may hold strong references.
struct Slot {
  /// Where the slot starts, from the start of the value.
  var offset: Int
  /// How a retain path names it, for example `.onTap` or `.state`.
  var label: String
  var kind: Kind

  enum Kind {
    /// A reference to a heap object of a kind found only at run time: a box of a captured
    /// `var`, or a closure context.
    case heapReference
    /// A Swift closure: a function pointer, then its context.
    case function
    /// `Any` or `any P`: three words of buffer, the dynamic type, witness tables.
    case opaqueExistential
    /// `any Error`: a reference to a box.
    case errorExistential
    /// An enum or optional whose payload may hold references. The compiler that made the
    /// layout keeps the enum layout alive for the whole walk.
    case enumeration(Unmanaged<EnumLayout>)
    /// An array, dictionary or set: one word, the storage, walked through the accessor with
    /// this index in the layout table.
    case collection(Int32)
  }
}

/// An enum's cases, with the layout of each payload compiled the first time the walk meets
/// the case.
final class EnumLayout {
  let type: TypeMetadata
  let payloadCaseCount: Int
  /// Multi-payload enums may keep their tag in the payload's spare bits: the walk reads a
  /// projected copy of such a value.
  let needsProjection: Bool
  let cases: [TypeMetadata.EnumCase]
  /// The payload of each case, `nil` until the walk first meets it.
  @exclusivity(unchecked) private var payloads: [Payload?]

  enum Payload {
    case none
    case inline(ValueLayout)
    /// An indirect case: the payload word is a box holding a value of this type.
    case indirect(TypeMetadata)
    case unsupported(String)
  }

  init(type: TypeMetadata, cases: [TypeMetadata.EnumCase], payloadCaseCount: Int) {
    self.type = type
    self.cases = cases
    self.payloadCaseCount = payloadCaseCount
    self.needsProjection = payloadCaseCount > 1
    self.payloads = Array(repeating: nil, count: max(cases.count, 1))
  }

  func payload(ofCase tag: Int, compiler: LayoutCompiler) -> Payload {
    guard tag < payloads.count else { return .none }
    if let known = payloads[tag] { return known }
    var payload = Payload.none
    if tag < payloadCaseCount, tag < cases.count {
      switch cases[tag].payload {
      case .none: payload = .none
      case .unsupported(let reason): payload = .unsupported(reason)
      case .value(let payloadType, let isIndirect):
        if isIndirect {
          payload = .indirect(payloadType)
        } else {
          let layout = compiler.layout(of: payloadType)
          payload = layout.isEmpty ? .none : .inline(layout)
        }
      }
    }
    payloads[tag] = payload
    return payload
  }
}
