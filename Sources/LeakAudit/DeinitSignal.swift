/// A token that an object stores so that trackers learn of its deinit at once, without polling.
///
/// An arbitrary object is checked by polling a weak reference. An object that cooperates stores
/// a `DeinitSignal`; when the object deinits, its stored properties go with it, the signal
/// deinits too and wakes every ``LeakTracker`` that tracks the object. Settling then returns
/// on the event, and a late release is timed exactly.
///
/// ```swift
/// final class DetailViewModel: DeinitSignalling {
///   let deinitSignal = DeinitSignal()
/// }
/// ```
///
/// A check for premature releases looks only at the objects expected alive that signalled, and
/// polls the others: a step costs what died, not everything alive.
///
/// Keep the signal private to its object: anything else that holds it delays the signal, and
/// with it the wake-up of settling and the finding of a premature release, until it lets go.
/// (A release expectation is still checked through the weak reference.)
public final class DeinitSignal: Sendable {
  private let observers = LockedBox<[@Sendable (Release) -> Void]>([])

  /// When and in which order an announced deinit happened.
  struct Release: Sendable {
    var instant: ContinuousClock.Instant
    /// Increases with every announced deinit in the process: orders releases that happen
    /// within one clock tick, as a cascade of deinits does.
    var sequence: UInt64
  }

  private static let sequence = LockedBox<UInt64>(0)

  /// The sequence number the next announced deinit will have.
  static var nextSequence: UInt64 { sequence.withLock { $0 + 1 } }

  /// Creates a signal; store it in the object whose deinit it announces.
  public init() {}

  deinit {
    let release = Release(
      instant: ContinuousClock.now,
      sequence: Self.sequence.withLock { value in
        value += 1
        return value
      })
    let observers = observers.withLock { $0 }
    for observer in observers { observer(release) }
  }

  func observe(_ observer: @escaping @Sendable (Release) -> Void) {
    observers.withLock { $0.append(observer) }
  }
}

/// An object that announces its own deinit through a stored ``DeinitSignal``.
///
/// ``LeakTracker/track(_:role:label:group:fileID:filePath:line:column:)`` sees the conformance
/// and subscribes to the signal. Conform your own classes, or inherit from
/// ``DeinitSignallingObject``.
public protocol DeinitSignalling: AnyObject {
  /// The signal that deinits with the object. Store it in a `let`; never share it.
  var deinitSignal: DeinitSignal { get }
}

/// A base class whose instances announce their own deinit to every tracker that tracks them.
///
/// ```swift
/// final class SearchCoordinator: DeinitSignallingObject { … }
/// ```
open class DeinitSignallingObject: DeinitSignalling {
  /// The signal that deinits with this object.
  public let deinitSignal = DeinitSignal()

  /// Creates the object and its signal.
  public init() {}
}
