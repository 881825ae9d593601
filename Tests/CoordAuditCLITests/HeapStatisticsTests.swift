import Testing

@testable import CoordAuditCLI

@Suite struct HeapStatisticsTests {
  final class Block {
    let bytes = [UInt8](repeating: 1, count: 1 << 20)
  }

  @Test func aMegabyteHeldShowsAndALetGoMegabyteDoesNot() throws {
    let before = try #require(HeapStatistics.bytesInUse())
    var block: Block? = Block()
    let during = try #require(HeapStatistics.bytesInUse())
    #expect(during - before >= 1 << 20)
    block = nil
    let after = try #require(HeapStatistics.bytesInUse())
    #expect(after - before < 1 << 16)
    withExtendedLifetime(block) {}
  }
}
