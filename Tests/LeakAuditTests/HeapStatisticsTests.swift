import Testing

@testable import LeakAudit

/// The allocator's statistics count every thread of the process, and the tests run in parallel
/// (tens of megabytes come and go meanwhile): what the numbers mean is checked end to end, in
/// the `coordaudit` binary, by
/// `EndToEndScenarioTests.theCatalogsLogoutLoopKeepsHeapBytesFlatAndItsFaultyFormGrows`.
@Suite struct HeapStatisticsTests {
  @Test func bytesAreReadOnlyWhenTheAllocatorKeepsStatistics() throws {
    if HeapStatistics.isAvailable {
      let bytes = try #require(HeapStatistics.bytesInUse())
      #expect(bytes > 0)
    } else {
      // Under the address or thread sanitizer: zeros are never taken for bytes.
      #expect(HeapStatistics.bytesInUse() == nil)
    }
  }

  /// The probe's own allocation survives the optimiser.
  ///
  /// At `-O` a `malloc`, `memset` and `free` written in Swift were removed, the statistics
  /// stood still and release builds measured no heap. `.ci/run` runs this suite in release.
  @Test func statisticsAreAvailableWheneverTheCLibraryKeepsThem() throws {
    // Under the address and thread sanitizers mallinfo2 stays at 0 (and they are never
    // available); with the C library's own allocator it counts, and the probe must see that.
    let raw = try #require(HeapStatistics.statisticsBytesInUse())
    #expect(HeapStatistics.isAvailable == (raw > 0), "statistics read \(raw) bytes")
  }

  @Test func statisticsThatStayAtZeroOrStillOrMissingAreUnavailable() {
    #expect(!HeapStatistics.isAvailable(reading: { 0 }), "the sanitizers' mallinfo2")
    #expect(!HeapStatistics.isAvailable(reading: { 123_456 }), "statistics that never move")
    #expect(!HeapStatistics.isAvailable(reading: { nil }), "a platform without statistics")
  }

  @Test func statisticsThatFollowAnAllocationAreAvailable() {
    var reads = 0
    let following = HeapStatistics.isAvailable(reading: {
      reads += 1
      return reads == 1 ? 4_096 : 4_096 + (1 << 20)
    })
    #expect(following)
  }
}
