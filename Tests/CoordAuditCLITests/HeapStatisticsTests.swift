import Testing

@testable import CoordAuditCLI

@Suite struct HeapStatisticsTests {
  final class Block {
    let bytes = [UInt8](repeating: 1, count: 256 << 20)
  }

  /// Other tests allocate and free at the same time, by tens of megabytes: 256 MiB held must
  /// show, and let go must show too.
  @Test func twoHundredFiftySixMegabytesHeldShowAndLetGoShowToo() throws {
    let before = try #require(HeapStatistics.bytesInUse())
    var block: Block? = Block()
    let during = try #require(HeapStatistics.bytesInUse())
    #expect(during - before >= 200 << 20)
    block = nil
    let after = try #require(HeapStatistics.bytesInUse())
    #expect(during - after >= 200 << 20)
    withExtendedLifetime(block) {}
  }
}
