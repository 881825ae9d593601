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
/// key, or, when the other object was not registered yet, the registry's slot that holds the
/// object weakly until it is.
///
/// A plain value: the audit copies relations on every step, and a weak reference in them
/// would cost a visit to the object's side table on every copy.
struct Relation {
  private(set) var key: Int?
  fileprivate var pendingSlot: Int?

  /// Whether the relation still waits for its object to be registered.
  func isPending(in registry: AuditRegistry) -> Bool {
    key == nil && pendingSlot.map { registry.pendingObjects[$0].object != nil } ?? false
  }

  /// Looks the pending object up again; returns the key when it is newly found.
  mutating func resolve(in registry: AuditRegistry) -> Int? {
    guard key == nil, let slot = pendingSlot, let object = registry.pendingObjects[slot].object,
      let found = registry.key(of: object)
    else {
      return nil
    }
    key = found
    pendingSlot = nil
    return found
  }
}

/// A weak reference to a registered object, or to one a relation waits for.
struct WeakObject {
  weak var object: AnyObject?
}

/// The registered objects in registration order (so, by probe number), found by key or by
/// object.
///
/// The audit walks every entry after every step; an array walks without hashing and without
/// sorting, and the indexes find one entry at once.
struct AuditRegistry {
  private(set) var entries: [AuditEntry] = []
  /// Each entry's object, weakly, by position: the only test of identity.
  ///
  /// A live object at an entry's address is that entry's object only if this reference
  /// answers it. Kept apart from the entries, so that reading an entry touches no side table.
  private var objects: [WeakObject] = []
  /// The objects that relations wait for, by slot; a slot is emptied once resolved.
  fileprivate(set) var pendingObjects: [WeakObject] = []
  /// The position of each entry, by key.
  private var positions: [Int: Int] = [:]
  /// The key of the latest entry registered at each address; an entry whose object died may
  /// share its address with a newer one, and only ``key(of:)`` decides which is which.
  private var latest: [ObjectIdentifier: Int] = [:]

  /// The key of a live object's entry, if it is registered.
  func key(of object: AnyObject) -> Int? {
    position(of: object).map { entries[$0].key }
  }

  /// The position of a live object's entry, if it is registered.
  func position(of object: AnyObject) -> Int? {
    guard let key = latest[ObjectIdentifier(object)], let position = positions[key],
      objects[position].object === object
    else { return nil }
    return position
  }

  /// The position of the entry of `key`, if there is one.
  func position(ofKey key: Int) -> Int? { positions[key] }

  /// A relation to `object`: its key, or a slot that waits for it to be registered.
  mutating func relation(to object: AnyObject) -> Relation {
    if let key = key(of: object) { return Relation(key: key) }
    pendingObjects.append(WeakObject(object: object))
    return Relation(key: nil, pendingSlot: pendingObjects.count - 1)
  }

  subscript(key: Int) -> AuditEntry? {
    positions[key].map { entries[$0] }
  }

  /// Changes the entry of `key`, if there is one.
  mutating func update(_ key: Int, _ change: (inout AuditEntry) -> Void) {
    guard let position = positions[key] else { return }
    change(&entries[position])
  }

  /// Changes the entry at `position`, in place.
  mutating func update(at position: Int, _ change: (inout AuditEntry) -> Void) {
    change(&entries[position])
  }

  /// Adds the entry of a live object, last.
  mutating func add(_ entry: AuditEntry, for object: AnyObject) {
    positions[entry.key] = entries.count
    latest[ObjectIdentifier(object)] = entry.key
    entries.append(entry)
    objects.append(WeakObject(object: object))
  }

  /// Drops entries, keeping the others in order.
  mutating func remove(_ keys: Set<Int>) {
    guard !keys.isEmpty else { return }
    var kept = 0
    for position in entries.indices where !keys.contains(entries[position].key) {
      if kept != position {
        entries.swapAt(kept, position)
        objects.swapAt(kept, position)
      }
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    objects.removeLast(objects.count - kept)
    positions.removeAll(keepingCapacity: true)
    for (position, entry) in entries.enumerated() { positions[entry.key] = position }
    latest = latest.filter { !keys.contains($0.value) }
  }
}
