import Foundation
import Testing

/// Makes the allocator hand a dead object's address to a new object, so that tests of identity
/// do not depend on luck.
///
/// A freed block usually comes back at the next allocation of its size on the same thread; but
/// another allocation may take it first (tests run in parallel, and the code under test
/// allocates too). So a test runs its case until the reuse happened in it, and asserts only
/// there.
@MainActor
final class AddressReuse {
  /// Whether freed addresses come back at all: the address sanitizer's quarantine holds every
  /// freed block for a long time, so reuse cannot be forced under it.
  nonisolated static let isPossible: Bool = {
    #if canImport(Darwin)
      let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let defaultHandle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(defaultHandle, "__asan_init") == nil
  }()

  /// Whether this run's ``make(at:attempts:_:)`` found the address.
  private(set) var happened = false

  /// Runs `body` until a run in which ``make(at:attempts:_:)`` found the address (at most
  /// `runs` times); records an issue when none did.
  ///
  /// - Parameters:
  ///   - runs: How many runs to try.
  ///   - sourceLocation: Where to record the issue when no run reused the address.
  ///   - body: One run of the case; it asserts only when `reuse.happened`.
  static func untilReused(
    runs: Int = 50, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (AddressReuse) async throws -> Void
  ) async rethrows {
    for _ in 0..<runs {
      let reuse = AddressReuse()
      try await body(reuse)
      if reuse.happened { return }
    }
    Issue.record(
      "the allocator never handed the dead object's address back in \(runs) runs",
      sourceLocation: sourceLocation)
  }

  /// Makes objects until one has `address`, keeping the misses alive meanwhile (so that the
  /// allocator cannot offer the same wrong block again).
  ///
  /// - Parameters:
  ///   - address: The address of an object that is dead now.
  ///   - attempts: How many objects to make at most.
  ///   - make: Makes one object of the dead one's size.
  /// - Returns: An object at `address`, or `nil` when none came within the attempts.
  func make<Object: AnyObject>(
    at address: ObjectIdentifier, attempts: Int = 1_000, _ make: () -> Object
  ) -> Object? {
    var misses: [Object] = []
    for _ in 0..<attempts {
      let candidate = make()
      if ObjectIdentifier(candidate) == address {
        happened = true
        return candidate
      }
      misses.append(candidate)
    }
    return nil
  }
}
