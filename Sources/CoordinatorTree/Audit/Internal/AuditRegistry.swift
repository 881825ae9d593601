/// What a ``FlowAudit`` knows of one registered object.
///
/// An entry is one registration, not one address: the allocator hands a dead object's address
/// to the next object of the same size, often within the same step, and a newcomer at that
/// address is a new entry. Entries refer to each other by ``key``.
struct AuditEntry {
  enum Kind {
    case coordinator(parent: Relation?, isRoot: Bool, isAppWide: Bool)
    case screen(owner: Relation?)
    case viewModel(screens: [Relation], owner: Relation?)
  }

  /// The entry's key: its probe's number, unique for the life of the audit.
  var key: Int { probe.number }
  let probe: Probe
  /// The object, weakly: the only test of identity (a live object at this entry's address is
  /// this entry's object only if this reference answers it).
  weak var object: AnyObject?
  var kind: Kind
  let label: String
  /// It left the window: it is expected released from then on.
  var departed = false
  /// The audit has already told the tracker it must stay alive.
  var isExpectedAlive = false
  /// For a coordinator: how many times its flow finished.
  var finishCount = 0
  /// For a coordinator: it has registered a screen (a root that has shown nothing yet is
  /// starting, not gone).
  var hasShownAScreen = false
}

/// A reference from one entry to another (a parent, an owner, a screen): the other entry's
/// key, or, when the other object was not registered yet, the object itself, weakly, until it
/// is.
struct Relation {
  private(set) var key: Int?
  private weak var pending: AnyObject?

  init(_ object: AnyObject, in registry: AuditRegistry) {
    key = registry.key(of: object)
    if key == nil { pending = object }
  }

  /// Whether the relation still waits for its object to be registered.
  var isPending: Bool { key == nil && pending != nil }

  /// Looks the pending object up again; returns the key when it is newly found.
  mutating func resolve(in registry: AuditRegistry) -> Int? {
    guard key == nil, let object = pending, let found = registry.key(of: object) else {
      return nil
    }
    key = found
    pending = nil
    return found
  }
}

/// The registered objects in registration order (so, by probe number), found by key or by
/// object.
///
/// The audit walks every entry after every step; an array walks without hashing and without
/// sorting, and the indexes find one entry at once.
struct AuditRegistry {
  private(set) var entries: [AuditEntry] = []
  /// The position of each entry, by key.
  private var positions: [Int: Int] = [:]
  /// The key of the latest entry registered at each address; an entry whose object died may
  /// share its address with a newer one, and only ``key(of:)`` decides which is which.
  private var latest: [ObjectIdentifier: Int] = [:]

  /// The key of a live object's entry, if it is registered.
  func key(of object: AnyObject) -> Int? {
    guard let key = latest[ObjectIdentifier(object)], let position = positions[key],
      entries[position].object === object
    else { return nil }
    return key
  }

  subscript(key: Int) -> AuditEntry? {
    positions[key].map { entries[$0] }
  }

  /// Changes the entry of `key`, if there is one.
  mutating func update(_ key: Int, _ change: (inout AuditEntry) -> Void) {
    guard let position = positions[key] else { return }
    change(&entries[position])
  }

  /// Adds the entry of a live object, last.
  mutating func add(_ entry: AuditEntry, for object: AnyObject) {
    positions[entry.key] = entries.count
    latest[ObjectIdentifier(object)] = entry.key
    entries.append(entry)
  }

  /// Drops entries, keeping the others in order.
  mutating func remove(_ keys: Set<Int>) {
    guard !keys.isEmpty else { return }
    entries.removeAll { keys.contains($0.key) }
    positions.removeAll(keepingCapacity: true)
    for (position, entry) in entries.enumerated() { positions[entry.key] = position }
    latest = latest.filter { !keys.contains($0.value) }
  }
}
