/// A weak reference, stored on its own so that looking at liveness touches nothing else.
struct WeakReference {
  weak var object: AnyObject?
}

/// Who a tracked object is, as reports print it; read only when a finding names the object.
struct Metadata {
  let type: any AnyObject.Type
  var role: Role
  var label: String?
  let group: String?
  var site: CallSite
}

/// Where retain-graph analysis starts besides the objects expected alive.
enum RetainRootEntry {
  /// An object, held weakly.
  case object(WeakReference)
  /// A value, read on the main actor when leaks are explained, named in retain paths.
  case value(name: String, provider: @MainActor @Sendable () -> Any)
}

/// What a tracked object is expected to do.
enum Expectation: Equatable {
  /// Nothing has been asked of the object.
  case none
  /// It must be released; the number of the step that asked it.
  case released(step: Int)
  /// It must stay alive; the number of the step that asked it.
  case alive(step: Int)
  /// A release expectation has been checked, with or without a finding; it is not checked again.
  case done
}

/// A key under which live instances are counted: a type, or a group the caller named.
enum GroupKey: Hashable {
  case type(ObjectIdentifier)
  case named(String)
}

/// The state of a ``LeakTracker``, always accessed under its lock.
///
/// Tracked objects are numbered by their index in three parallel arrays: the weak references
/// and the expectations, which every check walks, and the metadata, which only findings read.
struct LedgerState {
  let references = ChunkedArray<WeakReference>()
  let expectations = ChunkedArray<Expectation>()
  let metadata = ChunkedArray<Metadata>()
  /// The index of each tracked object by address, to make tracking an object twice harmless.
  ///
  /// An entry can be stale (the object died and the address was reused): compare the weak
  /// reference before trusting it.
  var identities = IdentityTable()
  /// Indices of objects whose ``DeinitSignal`` this tracker observes.
  var announcing: Set<Int> = []
  /// When a ``DeinitSignal`` announced an object's deinit, by index.
  var signalledReleases: [Int: DeinitSignal.Release] = [:]
  /// Whether the tracker records the order in which objects that do not signal their deinit
  /// die (see `LeakTracker+ReleaseOrder.swift`).
  var recordsReleaseOrder = false
  /// Tracked objects that do not signal their deinit and were alive at the last look, while
  /// release order is recorded.
  var unsignalled: Set<Int> = []
  /// When such an object was found dead: before the deinit signal with this sequence number.
  var sweptReleases: [Int: UInt64] = [:]
  /// What each object that does not signal held (the tracked objects it referred to
  /// strongly), read before the step under way.
  var holdings: [Int: [Int]] = [:]
  /// Whether instances of a class conform to ``DeinitSignalling``, so that tracking casts only
  /// the types that do.
  var signallingTypes: [ObjectIdentifier: Bool] = [:]
  /// The limits that classes declare (``LiveCountLimited``), by class: empty unless one does,
  /// so that tracking other objects looks nothing up.
  var declaredLimits: [ObjectIdentifier: LiveCountLimit] = [:]
  /// The tracked instances of each type or group that a class's declared limit covers, in
  /// tracking order: what tracking one more counts.
  var limitedInstances: [GroupKey: [Int]] = [:]
  /// Findings made between checks (a declared limit exceeded as an instance was tracked): the
  /// next settle or check reports them.
  var pendingFindings: [Finding] = []
  /// The step in which tracking found each limited type or group over its limit, so that the
  /// check that follows in the same step does not report it again.
  var overLimitReported: [GroupKey: Int] = [:]
  var stepNames: [String] = []
  /// Objects expected released and not yet taken by a settle.
  var pendingReleases: [Int] = []
  /// The indices of the objects expected alive.
  var aliveIndices: Set<Int> = []
  /// Those of them that do not signal their deinit: every check polls them.
  var aliveUnannounced: Set<Int> = []
  /// The objects whose deinit signal arrived since the last check for premature releases:
  /// those expected alive are the signalling objects the check looks at.
  var signalledSinceCheck: [Int] = []
  var limits: [GroupKey: (name: String, limit: Int)] = [:]
  var waiters: [Waiter] = []
  /// Counts deinit signals, so that a pause can tell it missed one.
  var signalEpoch = 0
  /// Every finding so far, in the order found.
  var findings: [Finding] = []
  /// Roots that retain-graph analysis starts from besides the objects expected alive.
  var retainRoots: [RetainRootEntry] = []
  /// What measuring growth leaves out (see ``LeakTracker/excludeFromGrowth(_:)``).
  var growthExclusions: [IgnoreRule] = []
  var releasedCount = 0

  var count: Int { references.count }
  var currentStep: Int { stepNames.count }

  func step(_ number: Int) -> Finding.Step? {
    number == 0 ? nil : Finding.Step(number: number, name: stepNames[number - 1])
  }

  /// Whether a tracked object is alive; if it is, the strong reference that the look made goes
  /// into `bag`, to be dropped after the lock is released (see ``LeakTracker/withLedger(_:)``).
  func isLive(_ index: Int, keeping bag: inout [AnyObject]) -> Bool {
    // The weak reference is read in place; a subscript would copy it first, a weak copy and a
    // weak destroy on the side table that double the cost of the look.
    guard let object = references.pointer(to: index).pointee.object else { return false }
    bag.append(object)
    return true
  }

  /// The number of the live tracked object at `address`, if there is one; the look goes into
  /// `bag` (see ``isLive(_:keeping:)``).
  func number(at address: UInt, keeping bag: inout [AnyObject]) -> Int? {
    guard let index = identities.index(of: address),
      let object = references.pointer(to: index).pointee.object
    else { return nil }
    bag.append(object)
    return UInt(bitPattern: ObjectIdentifier(object)) == address ? index + 1 : nil
  }

  /// Stamps the objects that do not signal their deinit and died since the last look as
  /// released before the signal numbered `sequence`.
  mutating func sweepUnsignalled(before sequence: UInt64, keeping bag: inout [AnyObject]) {
    var dead: [Int] = []
    for index in unsignalled where !isLive(index, keeping: &bag) { dead.append(index) }
    for index in dead {
      unsignalled.remove(index)
      sweptReleases[index] = sequence
    }
  }

  /// Sets an expectation, keeping ``aliveIndices`` and ``pendingReleases`` in step.
  mutating func setExpectation(_ expectation: Expectation, at index: Int) {
    if case .alive = expectations[index] {
      aliveIndices.remove(index)
      aliveUnannounced.remove(index)
    }
    if case .alive = expectation {
      aliveIndices.insert(index)
      if !announcing.contains(index) {
        aliveUnannounced.insert(index)
      } else if signalledReleases[index] != nil {
        // Expected alive after its signal: the next check must look at it.
        signalledSinceCheck.append(index)
      }
    }
    if case .released = expectation { pendingReleases.append(index) }
    expectations[index] = expectation
  }

  func describe(_ index: Int) -> TrackedObject {
    let entry = metadata[index]
    return TrackedObject(
      number: index + 1, role: entry.role, label: entry.label,
      typeName: String(describing: entry.type), site: entry.site.site)
  }
}

/// An open-addressing hash table from an object's address to its index in the ledger.
///
/// Linear probing. The slot of an address is its 4 KiB page, hashed, followed by its offset
/// in the page: objects allocated one after another share a page and fill neighbouring slots,
/// so tracking a run of new objects stays in the cache, while the pages themselves spread
/// evenly. (Slots taken straight from the address bits cluster badly: one million objects
/// once took a minute to track. A plain hash of the whole address misses the cache on every
/// object.)
struct IdentityTable {
  private struct Slot {
    var address: UInt = 0
    var index = 0
  }

  private var slots = [Slot](repeating: Slot(), count: 1_024)
  private var count = 0

  /// The index stored for `address`; or, when there is none, stores `index` and returns `nil`.
  mutating func indexOrInsert(_ address: UInt, index: Int) -> Int? {
    if (count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = Self.home(of: address, mask: mask)
    while true {
      let stored = slots[slot].address
      if stored == address { return slots[slot].index }
      if stored == 0 {
        slots[slot] = Slot(address: address, index: index)
        count += 1
        return nil
      }
      slot = (slot + 1) & mask
    }
  }

  /// The index stored for `address`, if any (it may name a dead object).
  func index(of address: UInt) -> Int? {
    let mask = slots.count - 1
    var slot = Self.home(of: address, mask: mask)
    while true {
      let stored = slots[slot].address
      if stored == address { return slots[slot].index }
      if stored == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Replaces the index stored for an address that is in the table.
  mutating func replace(_ address: UInt, index: Int) {
    let mask = slots.count - 1
    var slot = Self.home(of: address, mask: mask)
    while slots[slot].address != address { slot = (slot + 1) & mask }
    slots[slot].index = index
  }

  private static func home(of address: UInt, mask: Int) -> Int {
    let page = ((address >> 12) &* 0x9E37_79B9_7F4A_7C15) >> 32
    let offset = (address >> 4) & 0xFF
    return Int(truncatingIfNeeded: page << 8 | offset) & mask
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: old.count * 2)
    let mask = slots.count - 1
    for entry in old where entry.address != 0 {
      var slot = Self.home(of: entry.address, mask: mask)
      while slots[slot].address != 0 { slot = (slot + 1) & mask }
      slots[slot] = entry
    }
  }
}

/// A suspended settle, resumed once: by a deinit signal, a poll timer or the deadline.
final class Waiter: Sendable {
  private let continuation = LockedBox<CheckedContinuation<Void, Never>?>(nil)

  func install(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation.withLock { $0 = continuation }
  }

  func resume() {
    let taken = continuation.withLock { value -> CheckedContinuation<Void, Never>? in
      defer { value = nil }
      return value
    }
    taken?.resume()
  }
}
