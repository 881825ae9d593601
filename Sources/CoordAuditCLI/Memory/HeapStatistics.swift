import CMalloc

/// The process's heap, as the C allocator counts it.
package enum HeapStatistics {
  /// Bytes the allocator has handed out and not had back.
  ///
  /// `mallinfo2()` on Linux (glibc: arena blocks in use plus mapped ones),
  /// `malloc_zone_statistics` of every zone on Apple platforms; `nil` elsewhere.
  package static func bytesInUse() -> Int? {
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
