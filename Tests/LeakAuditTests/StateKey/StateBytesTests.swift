import Foundation
import Testing

@testable import LeakAudit

/// The buffer a state key's bytes are written to: what is written is what is read, in order,
/// however far it grew, and two ranges of it order as their bytes do.
@Suite struct StateBytesTests {
  /// The bytes written so far.
  func written(_ bytes: StateBytes) -> [UInt8] {
    bytes.withUnsafeBytes { Array($0) }
  }

  @Test func wordsAreWrittenLittleEndianInOrderPastTheFirstCapacity() {
    let bytes = StateBytes(capacity: 16)
    var expected: [UInt8] = []
    for index in 0..<100 {
      bytes.append(UInt8(index))
      expected.append(UInt8(index))
      bytes.append(UInt32(0x0102_0304 &* UInt32(index)))
      withUnsafeBytes(of: (0x0102_0304 &* UInt32(index)).littleEndian) { expected += $0 }
      bytes.append(UInt64(0x1122_3344_5566_7788) &+ UInt64(index))
      withUnsafeBytes(of: (0x1122_3344_5566_7788 &+ UInt64(index)).littleEndian) {
        expected += $0
      }
    }
    let text = Array("a string of bytes".utf8)
    text.withUnsafeBytes { bytes.append($0.baseAddress!, count: $0.count) }
    expected += text
    #expect(bytes.count == expected.count)
    #expect(written(bytes) == expected)
  }

  @Test func truncatingForgetsTheRestAndTheNextWriteGoesThere() {
    let bytes = StateBytes(capacity: 16)
    for index in 0..<40 { bytes.append(UInt64(index)) }
    bytes.truncate(to: 12)
    bytes.append(UInt8(0xFF))
    #expect(bytes.count == 13)
    #expect(Array(written(bytes)[8..<13]) == [1, 0, 0, 0, 0xFF])
    bytes.removeAll()
    #expect(bytes.count == 0)
    #expect(written(bytes).isEmpty)
  }

  @Test func rangesOrderAsTheirBytesDoAPrefixFirst() {
    let bytes = StateBytes()
    for byte: UInt8 in [1, 2, 3, 1, 2, 1, 2, 4, 1, 2, 3] { bytes.append(byte) }
    let abc = 0..<3
    let ab = 3..<5
    let abd = 5..<8
    let abcAgain = 8..<11
    #expect(bytes.precedes(ab, abc))
    #expect(!bytes.precedes(abc, ab))
    #expect(bytes.precedes(abc, abd))
    #expect(!bytes.precedes(abd, abc))
    #expect(!bytes.precedes(abc, abcAgain))
    #expect(bytes.equal(abc, abcAgain))
    #expect(!bytes.equal(abc, ab))
    #expect(!bytes.equal(abc, abd))
  }

  /// A dictionary whose keys share prefixes, with more entries than a first buffer holds:
  /// the same key in any order of insertion, each entry once in the text, in byte order.
  @Test func aDictionaryOfManyEntriesWithSharedPrefixesIsOrderedByContent() {
    final class Index {
      var pages: [String: Int] = [:]
    }
    let titles = (0..<200).map { "page" + String(repeating: "x", count: $0 % 7) + "\($0)" }
    func build(_ titles: [String]) -> Index {
      let index = Index()
      for (number, title) in titles.enumerated() { index.pages[title] = number % 3 }
      return index
    }
    let forward = build(titles)
    let backward = build(titles.reversed())
    for title in titles { backward.pages[title] = forward.pages[title] }
    let (first, text) = stateKey([("index", forward)], text: true)
    let (second, _) = stateKey([("index", backward)], text: true)
    #expect(first.key != nil)
    #expect(first == second)
    backward.pages["page0"] = 2
    #expect(stateKey([("index", backward)]).0 != first)
    // A key's bytes: its length (four bytes, little-endian: the shorter first), then its
    // characters.
    let inByteOrder = titles.sorted {
      $0.utf8.count != $1.utf8.count
        ? $0.utf8.count < $1.utf8.count : $0.utf8.lexicographicallyPrecedes($1.utf8)
    }
    let places = inByteOrder.compactMap { text.range(of: "\"\($0)\"")?.lowerBound }
    #expect(places.count == titles.count)
    #expect(places == places.sorted())
  }
}
