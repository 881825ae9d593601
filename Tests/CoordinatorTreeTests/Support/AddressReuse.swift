import Foundation

/// Makes the allocator hand a dead object's address to a new object, so that tests of identity
/// do not depend on luck.
enum AddressReuse {
  /// Whether freed addresses come back at all: the address sanitizer's quarantine holds every
  /// freed block for a long time, so reuse cannot be forced under it.
  static let isPossible: Bool = {
    #if canImport(Darwin)
      let defaultHandle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let defaultHandle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(defaultHandle, "__asan_init") == nil
  }()

  /// Makes objects until one has `address`, keeping the misses alive meanwhile (so that the
  /// allocator cannot offer the same wrong block again).
  ///
  /// - Parameters:
  ///   - address: The address of an object that is dead now.
  ///   - attempts: How many objects to make at most.
  ///   - make: Makes one object of the dead one's size.
  /// - Returns: An object at `address`, or `nil` when none came within the attempts.
  static func make<Object: AnyObject>(
    at address: ObjectIdentifier, attempts: Int = 100_000, _ make: () -> Object
  ) -> Object? {
    var misses: [Object] = []
    for _ in 0..<attempts {
      let candidate = make()
      if ObjectIdentifier(candidate) == address { return candidate }
      misses.append(candidate)
    }
    return nil
  }
}
