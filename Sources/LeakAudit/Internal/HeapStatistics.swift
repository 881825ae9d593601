import CMalloc

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process's heap, as the C allocator counts it.
package enum HeapStatistics {
  /// Whether this build's allocator keeps statistics that heap bytes can be read from.
  ///
  /// Under the address and thread sanitizers malloc is the sanitizer's, and the C library's
  /// statistics (`mallinfo2()`) stay at 0 whatever is allocated. Read as bytes, those zeros
  /// would say that nothing ever grows; so they are checked once, and a build without
  /// statistics measures no heap at all and says so.
  package static let isAvailable = isAvailable(reading: statisticsBytesInUse)

  /// What reports say when heap bytes could not be measured.
  package static let unavailableNote = """
    heap statistics unavailable in this build: heap bytes were not measured, and neither heap \
    expectations nor heap baselines were checked.
    """

  /// Bytes the allocator has handed out and not had back, or `nil` when the build keeps no
  /// statistics (see ``isAvailable``).
  ///
  /// `mallinfo2()` on Linux (glibc: arena blocks in use plus mapped ones),
  /// `malloc_zone_statistics` of every zone on Apple platforms; `nil` elsewhere. While the
  /// memory graph records, the records of objects already gone are dropped first: each keeps
  /// a weak reference's side table, which would make every repetition of a loop look grown.
  package static func bytesInUse() -> Int? {
    guard isAvailable else { return nil }
    HeapRecorder.dropDeadRecords()
    return statisticsBytesInUse()
  }

  /// Whether statistics follow an allocation: a block of 1 MiB, written so that it is really
  /// handed out, must show in them (on one try of three, as other threads allocate and free
  /// meanwhile).
  ///
  /// The block comes from C (`coordaudit_allocate_observably`), through volatile accesses that
  /// no optimiser may remove: a `malloc`, `memset` and `free` written here in Swift were
  /// removed at `-O`, so that release builds saw statistics stand still and measured no heap.
  ///
  /// - Parameters:
  ///   - reading: Reads the statistics, as ``bytesInUse()`` does.
  ///   - allocate: Hands out a block of the given size that the optimiser cannot remove, to be
  ///     given back with `free`.
  /// - Returns: `false` for statistics that are missing, zero or still.
  static func isAvailable(
    reading: () -> Int?,
    allocate: (Int) -> UnsafeMutableRawPointer? = { coordaudit_allocate_observably($0) }
  ) -> Bool {
    let size = 1 << 20
    for _ in 0..<3 {
      guard let before = reading(), before > 0, let block = allocate(size) else { return false }
      let after = reading()
      free(block)
      if let after, after - before >= size / 2 { return true }
    }
    return false
  }

  /// The statistics as the C library keeps them, whether or not they follow allocations.
  static func statisticsBytesInUse() -> Int? {
    #if canImport(Darwin)
      var statistics = malloc_statistics_t()
      malloc_zone_statistics(nil, &statistics)
      return Int(statistics.size_in_use)
    #elseif os(Linux) && canImport(Glibc)
      // Small blocks from the arenas, and the large ones the allocator maps on its own.
      let info = mallinfo2()
      return Int(info.uordblks + info.hblkhd)
    #else
      return nil
    #endif
  }
}
