/// What the audit knows, as part of an exploration's state key.
///
/// The audit decides what the next steps find: which objects must go when they leave, which
/// must stay, which flow finished already. Its records are kept by registration number, which
/// depends on the way a state was reached; they enter the key by the canonical numbers of their
/// objects instead.
extension FlowAudit: ExcludedFromStateKey {
  /// Writes every registered object's record, ordered by the encoder's numbers: objects that
  /// nothing else reached (a leak kept alive by a cycle) are numbered first, in registration
  /// order, and walked.
  ///
  /// - Parameter encoder: An encoding under way, after its roots.
  package func encodeState(into encoder: StateEncoder) {
    encoder.drain()
    let keys = entries.keysInOrder
    var numbers: [Int: Int] = [:]
    numbers.reserveCapacity(keys.count)
    for key in keys {
      if let object = entries.object(ofKey: key) {
        numbers[key] = encoder.number(assigning: object)
      }
    }
    encoder.drain()
    /// A related object's number; -1 for none, -2 for one that is gone.
    func relation(_ relation: Relation?) -> Int {
      guard let relation else { return -1 }
      if let key = relation.key { return numbers[key] ?? -2 }
      return entries.pendingObject(of: relation).map { encoder.number(assigning: $0) } ?? -2
    }
    /// An entry as numbers: its kind and relations, its flags, its counts.
    func fields(of entry: AuditEntry) -> [Int] {
      var fields: [Int]
      switch entry.kind {
      case .coordinator(let parent, let isRoot, let isAppWide):
        fields = [0, relation(parent), isRoot ? 1 : 0, isAppWide ? 1 : 0]
      case .screen(let owner):
        fields = [1, relation(owner)]
      case .viewModel(let screens, let owner):
        fields = [2, relation(owner), screens.count] + screens.map(relation)
      }
      let flags = [
        entry.departed, entry.isExpectedAlive, entry.hasShownAScreen, entry.isInHierarchy,
      ]
      .enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) }
      fields += [flags, entry.finishCount, entry.remainingDependents, entry.remainingScreens]
      fields.append(entry.viewModels.count)
      fields += entry.viewModels.map { numbers[$0] ?? -2 }
      return fields
    }
    var live: [(number: Int, key: Int)] = []
    var dead: [(label: String, fields: [Int])] = []
    for key in keys {
      guard let entry = entries[key] else { continue }
      if let number = numbers[key] {
        live.append((number, key))
      } else {
        dead.append((entry.label, fields(of: entry)))
      }
    }
    encoder.note("audit")
    for (number, key) in live.sorted(by: { $0.number < $1.number }) {
      let entry = entries[key]!
      encoder.note(number)
      encoder.note(entry.label)
      for field in fields(of: entry) { encoder.note(field) }
    }
    // Records of objects gone (a premature release) have no number: by their content.
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
  }
}
