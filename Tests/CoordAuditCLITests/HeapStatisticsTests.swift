import Testing

@testable import CoordAuditCLI

/// The allocator's statistics count every thread of the process, and the tests run in parallel
/// (tens of megabytes come and go meanwhile): what the numbers mean is checked end to end, in
/// the `coordaudit` binary, by
/// `EndToEndScenarioTests.theCatalogsLogoutLoopKeepsHeapBytesFlatAndItsFaultyFormGrows`.
@Suite struct HeapStatisticsTests {
  @Test func theAllocatorsStatisticsAreAvailableOnThisPlatform() throws {
    #if os(Linux) || canImport(Darwin)
      let bytes = try #require(HeapStatistics.bytesInUse())
      #expect(bytes > 0)
    #endif
  }
}
