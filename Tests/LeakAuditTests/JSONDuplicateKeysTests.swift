import Testing

@testable import LeakAudit

/// The first key given twice in one object of a JSON text, and where.
@Suite struct JSONDuplicateKeysTests {
  func first(_ text: String) -> JSONDuplicateKeys.Duplicate? {
    JSONDuplicateKeys.first(in: Array(text.utf8))
  }

  @Test func theSecondOccurrenceIsFoundWithItsLineAndColumn() {
    #expect(first(#"{"a": 1, "a": 2}"#) == .init(key: "a", line: 1, column: 10))
    #expect(first("{\n  \"é\": 1,\n  \"é\": {}\n}") == .init(key: "é", line: 3, column: 3))
    #expect(first(#"{"x": [{"k": 1, "k": 2}]}"#) == .init(key: "k", line: 1, column: 17))
  }

  @Test func keysAreComparedDecodedAsDecodersCompareThem() {
    #expect(first(#"{"a": 1, "\u0061": 2}"#)?.key == "a")
    #expect(first(#"{"\"": 1, "\u0022": 2}"#)?.key == "\"")
    #expect(first(#"{"😀": 1, "\ud83d\ude00": 2}"#)?.key == "😀")
    // Canonically equivalent keys are one key to a Swift dictionary.
    #expect(first("{\"\u{E9}\": 1, \"e\u{301}\": 2}") != nil)
  }

  @Test func valuesAndOtherObjectsNeverCountAsKeys() {
    #expect(first(#"{"a": "a", "b": ["a", "a"], "c": {"a": 1}, "d": {"a": 2}}"#) == nil)
    #expect(first(#"[{"a": 1}, {"a": 1}]"#) == nil)
    #expect(first(#"{"a": "x\"y", "b": "{\"a\": 1, \"a\": 2}"}"#) == nil)
    #expect(first("") == nil)
  }

  /// `{"k0": 0, "k1": 0, …}`: one object of `count` keys, then `last` as one more key.
  static func object(keys count: Int, last: String) -> [UInt8] {
    var bytes: [UInt8] = Array("{".utf8)
    bytes.reserveCapacity(count * 14)
    for index in 0..<count { bytes.append(contentsOf: "\"k\(index)\": 0,\n".utf8) }
    bytes.append(contentsOf: "\"\(last)\": 1}".utf8)
    return bytes
  }

  /// A snapshot of a million classes is one object of a million keys: checked in one pass
  /// (`coordaudit-bench json` measures how long it takes; each key was once inserted into a
  /// copy of all the keys before it, and a tenth of this took a minute).
  @Test func anObjectOfAMillionKeysIsChecked() {
    let count = 1_000_000
    // The first key again after the millionth: found only when every key was kept.
    #expect(
      JSONDuplicateKeys.first(in: Self.object(keys: count, last: "k0"))
        == .init(key: "k0", line: count + 1, column: 1))
  }
}
