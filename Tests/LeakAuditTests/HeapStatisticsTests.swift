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
