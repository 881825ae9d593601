/// What a ``FlowAudit`` knows of one registered object.
struct AuditEntry {
  enum Kind {
    case coordinator(parent: ObjectIdentifier?, isRoot: Bool)
    case screen(owner: ObjectIdentifier?)
    case viewModel(screens: [ObjectIdentifier], owner: ObjectIdentifier?)
  }

  let id: ObjectIdentifier
  var kind: Kind
  let probe: Probe
  let label: String
  /// It left the window: it is expected released from then on.
  var departed = false
  /// The audit has already told the tracker it must stay alive.
  var isExpectedAlive = false
}

/// The registered objects in registration order (so, by probe number), found by identity.
///
/// The audit walks every entry after every step; an array walks without hashing and without
/// sorting, and the index finds one entry at once.
struct AuditRegistry {
  private(set) var entries: [AuditEntry] = []
  private var positions: [ObjectIdentifier: Int] = [:]

  subscript(id: ObjectIdentifier) -> AuditEntry? {
    positions[id].map { entries[$0] }
  }

  /// Changes the entry of `id`, if there is one.
  mutating func update(_ id: ObjectIdentifier, _ change: (inout AuditEntry) -> Void) {
    guard let position = positions[id] else { return }
    change(&entries[position])
  }

  /// Adds an entry, last; one for the same identity (a dead object whose address was reused)
  /// is dropped first.
  mutating func add(_ entry: AuditEntry) {
    if positions[entry.id] != nil { remove([entry.id]) }
    positions[entry.id] = entries.count
    entries.append(entry)
  }

  /// Drops entries, keeping the others in order.
  mutating func remove(_ ids: Set<ObjectIdentifier>) {
    guard !ids.isEmpty else { return }
    entries.removeAll { ids.contains($0.id) }
    positions.removeAll(keepingCapacity: true)
    for (position, entry) in entries.enumerated() { positions[entry.id] = position }
  }
}
