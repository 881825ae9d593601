/// What the audit knows, as part of an exploration's state key.
///
/// The audit decides what the next steps find: which objects must go when they leave, which
/// must stay, which flow finished already. Its records are kept by registration number, which
/// depends on the way a state was reached; they enter the key by the canonical numbers of their
/// objects instead.
///
/// Only what can change what the audit says next enters the key, never how the state was
/// reached: the records keep bookkeeping of the past (a view model's screens that have gone, a
/// coordinator's parent that has gone, the record of a leak released later) that no later step
/// reads. Each part left out is inert, and the comments below say why; `docs/exploring.md`
/// ("What the key leaves out") lists them.
extension FlowAudit: ExcludedFromStateKey {
  /// Writes every registered object's record, ordered by the encoder's numbers: objects that
  /// nothing else reached (a leak kept alive by a cycle) are numbered first, in registration
  /// order, and walked, unless no step can reach them again (``inertSurvivors(in:keys:)``): those
  /// are left out, records and all, as if they had gone.
  ///
  /// - Parameter encoder: An encoding under way, after its roots.
  /// - Returns: The addresses of the objects left out, for the inference's records.
  @discardableResult
  package func encodeState(into encoder: StateEncoder) -> Set<UInt> {
    let keys = entries.keysInOrder
    let (inert, held) = inertSurvivors(in: encoder, keys: keys)
    var numbers: [Int: Int] = [:]
    numbers.reserveCapacity(keys.count)
    for key in keys {
      if let object = entries.object(ofKey: key),
        !inert.contains(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
      {
        numbers[key] = encoder.number(assigning: object)
      }
    }
    encoder.drain()
    // Then the judged objects only the inference knows, as `inertSurvivors(in:keys:)` numbers
    // them, so that a state numbers them alike whether it left anything out or not. With
    // nothing left out, that call numbered them all already.
    if !inert.isEmpty {
      ownership?.numberUnreachedJudged(into: encoder, leavingOut: inert)
      encoder.drain()
    }
    let relations = RelationNumbers(entries: entries, numbers: numbers, encoder: encoder)
    var live: [(number: Int, key: Int)] = []
    var dead: [(label: String, fields: [Int])] = []
    for key in keys {
      guard let entry = entries[key] else { continue }
      if let number = numbers[key] {
        live.append((number, key))
      } else if !entry.departed {
        var fields: [Int] = []
        relations.appendFields(of: entry, to: &fields)
        dead.append((entry.label, fields))
      }
      // A departed entry whose object has gone is inert: it no longer remains (so it counts
      // in no other entry's counts), it is never declared again, and no object can register
      // or finish as it. So is one whose object no step can reach again, to which no entry
      // that stays relates. Both are left out: otherwise a leak released later (the next step's
      // pop, a late release) would keep its record in every key after.
    }
    encoder.note("audit")
    var fields: [Int] = []
    for (number, key) in live.sorted(by: { $0.number < $1.number }) {
      let entry = entries[key]!
      encoder.note(number)
      encoder.note(entry.label)
      fields.removeAll(keepingCapacity: true)
      relations.appendFields(of: entry, to: &fields)
      for field in fields { encoder.note(field) }
    }
    // Records of objects gone while they remained (a premature release) have no number, and
    // still count in their relations: by their content.
    dead.sort {
      ($0.label, $0.fields.count) < ($1.label, $1.fields.count)
        || ($0.label == $1.label && $0.fields.count == $1.fields.count
          && $0.fields.lexicographicallyPrecedes($1.fields))
    }
    encoder.note("audit records of objects gone: \(dead.count)")
    for record in dead {
      encoder.note(record.label)
      for field in record.fields { encoder.note(field) }
    }
    encoder.note(entries.hasParentCycle ? 1 : 0)
    // What inert survivors keep alive stays alive however many hold it.
    encoder.note("held by survivors left out: \(held.count)")
    for number in held { encoder.note(number) }
    return inert
  }
}

/// The audit's records as numbers for a state key: relations by the encoder's numbers of their
/// objects, without what no later step reads.
@MainActor
private struct RelationNumbers {
  let entries: AuditRegistry
  /// The encoder's number of each live entry's object, by key.
  let numbers: [Int: Int]
  let encoder: StateEncoder

  /// No relation.
  static let none = -1
  /// A relation to an entry whose object has gone while the entry stays (it still counts).
  static let deadRecord = -2
  /// A relation to an entry that was dropped (its object went once it had departed), or that
  /// waits for an object that has gone: every count and look treats it as no relation, but a
  /// screen that names an owner, even a gone one, is never claimed by another
  /// (`registerScreen`), so it is not written as none.
  static let dropped = -3
  /// What a departed entry writes after its kind, where a live one writes a relation: a value
  /// no object's number takes.
  static let departed = -4

  /// A related object's number, or what the relation is when its object has none.
  ///
  /// - Parameter relation: The relation, if any.
  /// - Returns: Its object's number, or ``none``, ``deadRecord`` or ``dropped``.
  func number(_ relation: Relation?) -> Int {
    guard let relation else { return Self.none }
    if let key = relation.key { return number(ofKey: key) }
    // A relation that waits for its object to be registered: once that object has gone, it
    // never resolves; but a screen that names it is still never claimed by another owner
    // (`registerScreen`), so it is written apart from no relation, as a dropped one is.
    return entries.pendingObject(of: relation).map { encoder.number(assigning: $0) }
      ?? Self.dropped
  }

  /// The number of a registered entry's object, or what the entry is when its object has
  /// none.
  ///
  /// - Parameter key: The entry's key.
  /// - Returns: Its object's number, ``deadRecord`` or ``dropped``.
  func number(ofKey key: Int) -> Int {
    if let number = numbers[key] { return number }
    return entries[key] == nil ? Self.dropped : Self.deadRecord
  }

  /// The relations of a list that only counts them (a view model's screens, a screen's view
  /// models), as a multiset.
  ///
  /// Each is written once per time it counts, in number order, without the dropped and the
  /// pending ones whose object has gone (they count nowhere). Without this, a view model
  /// shared by two screens would keep every screen that ever left in its record, and a flow
  /// played back and forth would never come back to the same state.
  ///
  /// - Parameters:
  ///   - related: The relations' numbers (see ``number(_:)``), in the list's order.
  ///   - fields: Where to append how many count, then their numbers in order.
  func appendMultiset(_ related: some Sequence<Int>, to fields: inout [Int]) {
    let countIndex = fields.count
    fields.append(0)
    let start = fields.count
    for number in related where number != Self.none && number != Self.dropped {
      fields.append(number)
    }
    fields[countIndex] = fields.count - start
    fields[start...].sort()
  }

  /// An entry as numbers: its kind and relations, its flags, its counts.
  ///
  /// A departed entry (a survivor the audit already expected released) is its kind and its
  /// finish count alone: it never remains again, so its relations, counts and flags decide
  /// nothing any more; a flow that finishes again is still a broken rule, which its count
  /// decides.
  ///
  /// - Parameters:
  ///   - entry: The entry.
  ///   - fields: Where to append its fields, as the key writes them (one buffer for every
  ///     entry of a key: a key writes tens of them).
  func appendFields(of entry: AuditEntry, to fields: inout [Int]) {
    let kind: Int
    switch entry.kind {
    case .coordinator: kind = 0
    case .screen: kind = 1
    case .viewModel: kind = 2
    }
    fields.append(kind)
    guard !entry.departed else {
      fields.append(Self.departed)
      fields.append(entry.finishCount)
      return
    }
    switch entry.kind {
    case .coordinator(let parent, let isRoot, let isAppWide):
      fields.append(number(parent))
      fields.append(isRoot ? 1 : 0)
      fields.append(isAppWide ? 1 : 0)
    case .screen(let owner):
      fields.append(number(owner))
    case .viewModel(let screens, _):
      // Its owner is kept for reports only: what remains never looks at it.
      appendMultiset(screens.lazy.map { number($0) }, to: &fields)
    }
    let flags =
      (entry.isExpectedAlive ? 1 : 0) | (entry.hasShownAScreen ? 2 : 0)
      | (entry.isInHierarchy ? 4 : 0)
    fields.append(flags)
    fields.append(entry.finishCount)
    fields.append(entry.remainingDependents)
    fields.append(entry.remainingScreens)
    appendMultiset(entry.viewModels.lazy.map { number(ofKey: $0) }, to: &fields)
  }
}
