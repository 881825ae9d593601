/// A handle to one object tracked by a ``LeakTracker``.
///
/// A probe holds no reference to the object, not even a weak one: it names the object's record
/// in its tracker. Keep probes, not objects, in a test, so that the test itself does not keep
/// alive what it checks:
///
/// ```swift
/// let detail = tracker.track(navigation.topViewController!, role: .view)  // a handle only
/// ```
public struct Probe: Hashable, Sendable {
  /// The tracked object's number in its tracker, from 1 (see ``TrackedObject/number``).
  public let number: Int
  let trackerID: ObjectIdentifier
}
