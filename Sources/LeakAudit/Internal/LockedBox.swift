#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The package's one lock: a mutable value that is only ever read or written under a mutex.
///
/// This is the only `@unchecked Sendable` type in LeakAudit. It is sound because `value` is
/// private and every access goes through ``withLock(_:)``, which holds the mutex for the whole
/// closure. Keep closures short and never call out to user code (or resume a continuation)
/// while holding the lock. Give it a value with a size (not `()`): an empty value shares its
/// address with the mutex pointer, and the thread sanitizer reads the pointer's load before
/// the lock as a race with the value's access under it.
package final class LockedBox<Value>: @unchecked Sendable {
  // Only ever accessed under the mutex: the runtime's exclusivity check, a call on every
  // access, would only repeat what the mutex guarantees.
  @exclusivity(unchecked) private var value: Value
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// Creates a box holding `value`.
  package init(_ value: Value) {
    self.value = value
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with exclusive access to the value and returns what it returns.
  @inline(__always)
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
