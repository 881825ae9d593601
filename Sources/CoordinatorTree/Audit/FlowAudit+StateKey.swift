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
    var dead: [String] = []
    for key in keys {
      if let object = entries.object(ofKey: key) {
        numbers[key] = encoder.number(assigning: object)
      }
    }
    encoder.drain()
    func relation(_ relation: Relation?) -> String {
      guard let relation else { return "-" }
      if let key = relation.key { return numbers[key].map { "#\($0)" } ?? "gone" }
      return entries.pendingObject(of: relation).map { "#\(encoder.number(assigning: $0))" }
        ?? "gone"
    }
    var records: [(number: Int, text: String)] = []
    for key in keys {
      guard let entry = entries[key] else { continue }
      var text = entry.label
      switch entry.kind {
      case .coordinator(let parent, let isRoot, let isAppWide):
        text += " parent \(relation(parent)) root \(isRoot) app-wide \(isAppWide)"
      case .screen(let owner):
        text += " owner \(relation(owner))"
      case .viewModel(let screens, let owner):
        text += " screens \(screens.map(relation)) owner \(relation(owner))"
      }
      let viewModels = entry.viewModels.map { key -> String in
        numbers[key].map { "#\($0)" } ?? "gone"
      }
      text += " departed \(entry.departed) expected-alive \(entry.isExpectedAlive)"
      text += " finished \(entry.finishCount) shown \(entry.hasShownAScreen)"
      text += " in-hierarchy \(entry.isInHierarchy) dependents \(entry.remainingDependents)"
      text += " screens-left \(entry.remainingScreens) view-models \(viewModels)"
      if let number = numbers[key] {
        records.append((number, text))
      } else {
        dead.append(text)
      }
    }
    encoder.drain()
    for record in records.sorted(by: { $0.number < $1.number }) {
      encoder.note("audit #\(record.number) \(record.text)")
    }
    for text in dead.sorted() { encoder.note("audit dead \(text)") }
    encoder.note("audit parent cycle \(entries.hasParentCycle)")
  }
}
