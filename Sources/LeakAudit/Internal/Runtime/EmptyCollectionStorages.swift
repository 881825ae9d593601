/// The storage words of the empty array, dictionary and set, which every empty instance
/// shares: a walk reads nothing in them.
///
/// Three comparisons, not a `Set<UInt>`: the walks ask about every collection they meet, and
/// hashing each storage word was 0.7% of an exploration's samples (`perf record`, the
/// benchmark's generated app).
struct EmptyCollectionStorages {
  private let array = unsafeBitCast([Int](), to: UInt.self)
  private let dictionary = unsafeBitCast([Int: Int](), to: UInt.self)
  private let set = unsafeBitCast(Set<Int>(), to: UInt.self)

  /// Whether `storage` is one of them.
  @inline(__always)
  func contains(_ storage: UInt) -> Bool {
    storage == array || storage == dictionary || storage == set
  }
}
