/// A weak reference, stored on its own so that looking at liveness touches nothing else.
struct WeakReference {
  weak var object: AnyObject?
}

/// What kind of object a tracked object is, and the number of its ``Naming`` in the ledger.
///
/// Objects tracked one after another with the same role, label, group and site share one
/// naming: a record of 16 bytes is what tracking one more object writes, where the whole
/// naming took 120 (and tracking a million objects paid a page fault every 34 of them).
struct Metadata {
  let type: any AnyObject.Type
  var naming: Int
}

/// Who a tracked object is, as reports print it; read only when a finding names the object.
struct Naming {
  var role: Role
  var label: String?
  var group: String?
  var site: CallSite
  /// How the object became known, said instead of its site when no line of the app's made it
  /// known (see ``TrackedObject/origin``).
  var origin: String?

  /// Whether this names an object as the parts given do; a site is compared by the address
  /// of its static strings, so that two copies of one string may count as different (an extra
  /// naming, never a wrong one).
  func isSame(
    role: Role, label: String?, group: String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) -> Bool {
    site.line == line && site.column == column && Self.isSame(site.fileID, fileID)
      && Self.isSame(site.filePath, filePath) && self.role == role && self.label == label
      && self.group == group && origin == nil
  }

  /// Whether `other` names an object the same way (see the other `isSame`).
  func isSame(as other: Naming) -> Bool {
    guard origin == other.origin else { return false }
    return Naming(role: role, label: label, group: group, site: site).isSame(
      role: other.role, label: other.label, group: other.group, fileID: other.site.fileID,
      filePath: other.site.filePath, line: other.site.line, column: other.site.column)
  }

  private static func isSame(_ lhs: StaticString, _ rhs: StaticString) -> Bool {
    lhs.hasPointerRepresentation && rhs.hasPointerRepresentation
      && lhs.utf8Start == rhs.utf8Start && lhs.utf8CodeUnitCount == rhs.utf8CodeUnitCount
  }
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
  /// The namings that ``metadata`` numbers.
  let namings = ChunkedArray<Naming>()
  /// The address of each tracked object, as it was tracked: what ``identities`` is made of.
  let addresses = ChunkedArray<UInt>()
  /// The index of each tracked object by address, to make tracking an object twice harmless:
  /// filled from ``addresses`` only when something is looked up (see ``indexIdentities()``).
  ///
  /// An entry can be stale (the object died and the address was reused): compare the weak
  /// reference before trusting it.
  var identities = IdentityTable()
  /// How many of ``addresses`` ``identities`` holds.
  var indexedCount = 0
  /// Indices of objects whose ``DeinitSignal`` this tracker observes.
  var announcing = IndexList()
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
  /// The last class looked up in ``signallingTypes``, and its answer: objects are mostly
  /// tracked in runs of one class, and a hash of the class on every track cost a tenth of it.
  var lastSignallingType: (type: ObjectIdentifier, signals: Bool)?
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
  /// The objects expected alive that do not signal their deinit: every check polls them.
  var alivePolled = IndexList()
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

  /// Brings ``identities`` up to date with every tracked object.
  ///
  /// A later object at the address of an earlier one takes its entry: the earlier one is dead.
  mutating func indexIdentities() {
    while indexedCount < addresses.count {
      identities.set(addresses[indexedCount], index: indexedCount)
      indexedCount += 1
    }
  }

  /// The index of the live tracked object `object`, if it is one.
  mutating func index(of object: AnyObject) -> Int? {
    indexIdentities()
    guard let index = identities.index(of: UInt(bitPattern: ObjectIdentifier(object))),
      references.pointer(to: index).pointee.object === object
    else { return nil }
    return index
  }

  /// The number of the live tracked object at `address`, if there is one; the look goes into
  /// `bag` (see ``isLive(_:keeping:)``).
  mutating func number(at address: UInt, keeping bag: inout [AnyObject]) -> Int? {
    indexIdentities()
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

  /// Sets an expectation, keeping ``alivePolled``, ``signalledSinceCheck`` and
  /// ``pendingReleases`` in step.
  mutating func setExpectation(_ expectation: Expectation, at index: Int) {
    if case .alive = expectations[index] { alivePolled.remove(index) }
    if case .alive = expectation {
      if !announcing.contains(index) {
        alivePolled.insert(index)
      } else if signalledReleases[index] != nil {
        // Expected alive after its signal: the next check must look at it.
        signalledSinceCheck.append(index)
      }
    }
    if case .released = expectation { pendingReleases.append(index) }
    expectations[index] = expectation
  }

  func describe(_ index: Int) -> TrackedObject {
    let entry = naming(of: index)
    var object = TrackedObject(
      number: index + 1, role: entry.role, label: entry.label,
      typeName: String(describing: metadata[index].type), site: entry.site.site)
    object.origin = entry.origin
    return object
  }

  /// Whether instances of `type` signal their deinit, if the ledger knows.
  mutating func signals(_ type: any AnyObject.Type) -> Bool? {
    let id = ObjectIdentifier(type)
    if let last = lastSignallingType, last.type == id { return last.signals }
    guard let known = signallingTypes[id] else { return nil }
    lastSignallingType = (id, known)
    return known
  }

  /// How reports name a tracked object.
  func naming(of index: Int) -> Naming {
    namings[metadata.pointer(to: index).pointee.naming]
  }

  /// Appends a record for a newly tracked object, sharing the last naming when it is the same.
  func appendMetadata(
    type: any AnyObject.Type, role: Role, label: String?, group: String?,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    let last = namings.count - 1
    if last >= 0,
      namings.pointer(to: last).pointee.isSame(
        role: role, label: label, group: group, fileID: fileID, filePath: filePath, line: line,
        column: column)
    {
      metadata.append(Metadata(type: type, naming: last))
      return
    }
    namings.append(
      Naming(
        role: role, label: label, group: group,
        site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)))
    metadata.append(Metadata(type: type, naming: last + 1))
  }

  /// Names a tracked object anew (see ``LeakTracker/rename(_:role:label:site:)``).
  func rename(_ index: Int, to naming: Naming) {
    metadata.pointer(to: index).pointee.naming = number(of: naming)
  }

  /// The number of `naming` in ``namings``: the last one's, when it is the same.
  private func number(of naming: Naming) -> Int {
    let last = namings.count - 1
    if last >= 0, namings.pointer(to: last).pointee.isSame(as: naming) { return last }
    namings.append(naming)
    return last + 1
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
