/// What a tracker knows about one tracked object.
struct Record {
  weak var object: AnyObject?
  let type: any AnyObject.Type
  let role: Role
  let label: String?
  let group: String?
  let site: CallSite
  var expectation: Expectation = .none
  /// Whether the object stores a ``DeinitSignal`` that this tracker observes.
  var announcesDeinit = false
  /// When a ``DeinitSignal`` announced the object's deinit.
  var signalledRelease: ContinuousClock.Instant?
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
struct LedgerState {
  var records: [Record] = []
  /// Index of a record by the object's identity, to make tracking an object twice harmless.
  ///
  /// An entry can be stale (the object died and the address was reused): compare the weak
  /// reference before trusting it.
  var indexByIdentity: [ObjectIdentifier: Int] = [:]
  var stepNames: [String] = []
  /// Records expected released and not yet taken by a settle.
  var pendingReleases: [Int] = []
  /// Records expected alive.
  var expectedAlive: Set<Int> = []
  var limits: [GroupKey: (name: String, limit: Int)] = [:]
  var waiters: [Waiter] = []
  /// Counts deinit signals, so that a pause can tell it missed one.
  var signalEpoch = 0
  /// Every finding so far, in the order found.
  var findings: [Finding] = []
  var releasedCount = 0

  var currentStep: Int { stepNames.count }

  func step(_ number: Int) -> Finding.Step? {
    number == 0 ? nil : Finding.Step(number: number, name: stepNames[number - 1])
  }

  /// Whether a tracked object is alive; if it is, the strong reference that the look made goes
  /// into `bag`, to be dropped after the lock is released (see ``LeakTracker/withLedger(_:)``).
  func isLive(_ index: Int, keeping bag: inout [AnyObject]) -> Bool {
    guard let object = records[index].object else { return false }
    bag.append(object)
    return true
  }

  func describe(_ index: Int) -> TrackedObject {
    let record = records[index]
    return TrackedObject(
      number: index + 1, role: record.role, label: record.label,
      typeName: String(describing: record.type), site: record.site.site)
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
