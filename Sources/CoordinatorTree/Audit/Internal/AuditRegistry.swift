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
  /// The object's address when it was registered: the entry's slot in the address index.
  let address: ObjectIdentifier
  /// It left the window: it is expected released from then on.
  var departed = false
  /// The audit has already told the tracker it must stay alive.
  var isExpectedAlive = false
  /// For a coordinator: how many times its flow finished.
  var finishCount = 0
  /// For a coordinator: it has registered a screen (a root that has shown nothing yet is
  /// starting, not gone).
  var hasShownAScreen = false

  // What keeps it on screen, counted (see `AuditRegistry+Remaining.swift`).
  /// For a screen: it was in the window's hierarchy when the audit last looked.
  var isInHierarchy = false
  /// For a coordinator: its remaining screens and remaining child coordinators.
  var remainingDependents = 0
  /// For a view model: its remaining screens, once per time it was registered with each.
  var remainingScreens = 0
  /// For a screen: the view models registered with it, once per registration.
  var viewModels: [Int] = []

  /// Whether it remains, as the counts stand: a screen in the window's hierarchy, a view model
  /// with a remaining screen, a coordinator with a remaining screen or child (or an app-wide
  /// one, or a root that has shown nothing yet); never once departed.
  var remains: Bool {
    guard !departed else { return false }
    switch kind {
    case .screen: return isInHierarchy
    case .viewModel: return remainingScreens > 0
    case .coordinator(_, let isRoot, let isAppWide):
      return isAppWide || (isRoot && !hasShownAScreen) || remainingDependents > 0
    }
  }
}

/// A reference from one entry to another (a parent, an owner, a screen): the other entry's
/// key, or, when the other object was not registered yet, the registry's slot that holds the
/// object weakly until it is.
///
/// A plain value: the audit copies relations, and a weak reference in them would cost a visit
/// to the object's side table on every copy.
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

/// The registered objects, found by key or by object, and what changed since the audit last
/// looked.
///
/// Nothing here walks every entry: the audit's work after a step is what the step changed.
struct AuditRegistry {
  /// The entries, by key.
  private(set) var entries: [Int: AuditEntry] = [:]
  /// The objects that relations wait for, by slot; a slot is emptied once resolved.
  fileprivate(set) var pendingObjects: [WeakObject] = []
  /// The entries with a relation that waits for an object to be registered.
  var entriesWithPendingRelations: Set<Int> = []
  /// The latest entry registered at each address, and its object, weakly: the only test of
  /// identity.
  ///
  /// An entry whose object died may share its address with a newer one: a live object at an
  /// address is that entry's object only if the weak reference answers it. Kept apart from
  /// the entries, so that reading an entry touches no side table.
  private var latest: [ObjectIdentifier: (key: Int, object: WeakObject)] = [:]

  // What changed since the audit last looked (see `AuditRegistry+Remaining.swift`).
  /// Entries registered since, or whose ``AuditEntry/remains`` changed since; a key may be
  /// listed more than once (appending is cheaper than hashing), and may name a removed entry.
  var changed: [Int] = []
  /// Screens registered since, or that left the window's hierarchy since; listed as `changed`.
  var touchedScreens: [Int] = []
  /// Whether some coordinator's parent was registered after it: only then can parents form a
  /// cycle, and each new parent is checked for one.
  var hasLaterParents = false
  /// Whether coordinators' parents form a cycle: counting cannot tell what remains then, and
  /// the audit works it out from the whole window after every step.
  var hasParentCycle = false

  /// The key of a live object's entry, if it is registered.
  func key(of object: AnyObject) -> Int? {
    guard let registered = latest[ObjectIdentifier(object)],
      registered.object.object === object
    else { return nil }
    return registered.key
  }

  /// The object of an entry, while it lives (an object registered later at its address means
  /// it died).
  func object(ofKey key: Int) -> AnyObject? {
    guard let address = entries[key]?.address, let registered = latest[address],
      registered.key == key
    else { return nil }
    return registered.object.object
  }

  /// Adds the weak references the registry holds to each of `objects`, by address, to
  /// `counts`: its index's, and each slot that waits for it.
  func countWeakReferences(to objects: Set<UInt>, into counts: inout [UInt: Int]) {
    for weakObject in latest.values.lazy.map(\.object) + pendingObjects {
      guard let object = weakObject.object else { continue }
      let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
      if objects.contains(address) { counts[address, default: 0] += 1 }
    }
  }

  /// The object a pending relation waits for, while it lives.
  func pendingObject(of relation: Relation) -> AnyObject? {
    guard relation.key == nil, let slot = relation.pendingSlot else { return nil }
    return pendingObjects[slot].object
  }

  /// A relation to `object`: its key, or a slot that waits for it to be registered.
  mutating func relation(to object: AnyObject) -> Relation {
    if let key = key(of: object) { return Relation(key: key) }
    pendingObjects.append(WeakObject(object: object))
    return Relation(key: nil, pendingSlot: pendingObjects.count - 1)
  }

  subscript(key: Int) -> AuditEntry? { entries[key] }

  /// The keys of every entry, in registration order.
  var keysInOrder: [Int] { entries.keys.sorted() }

  /// Adds the entry of a live object; it counts as changed.
  mutating func add(_ entry: AuditEntry, for object: AnyObject) {
    entries[entry.key] = entry
    latest[entry.address] = (entry.key, WeakObject(object: object))
    changed.append(entry.key)
  }

  /// Drops entries.
  mutating func remove(_ keys: some Sequence<Int>) {
    for key in keys {
      guard let entry = entries.removeValue(forKey: key) else { continue }
      if latest[entry.address]?.key == key { latest[entry.address] = nil }
      entriesWithPendingRelations.remove(key)
    }
  }

  /// Empties a list of keys, and returns them in registration order, each once.
  static func take(_ keys: inout [Int]) -> [Int] {
    guard !keys.isEmpty else { return [] }
    defer { keys.removeAll(keepingCapacity: true) }
    var sorted = keys.sorted()
    var kept = 0
    for key in sorted where kept == 0 || sorted[kept - 1] != key {
      sorted[kept] = key
      kept += 1
    }
    sorted.removeLast(sorted.count - kept)
    return sorted
  }

  /// Changes an entry in place, with no effect on what it keeps on screen; for its counts and
  /// its relations see `AuditRegistry+Remaining.swift`.
  mutating func updateInPlace(_ key: Int, _ change: (inout AuditEntry) -> Void) {
    _ = withEntry(key, change)
  }

  /// Runs `body` on an entry in place, looked up once; `nil` when there is no entry of `key`.
  mutating func withEntry<Result>(_ key: Int, _ body: (inout AuditEntry) -> Result) -> Result? {
    guard let index = entries.index(forKey: key) else { return nil }
    return body(&entries.values[index])
  }
}
