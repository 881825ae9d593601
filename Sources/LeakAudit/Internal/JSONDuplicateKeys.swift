/// The first key that one object of a JSON text holds twice.
///
/// JSON decoders keep one of the two values and say nothing (Foundation's keeps the first), so
/// that a baseline or a test report edited by hand, or merged by a tool, can silently mean
/// something other than it reads. Readers refuse such a file and say where the second key is:
///
/// ```swift
/// JSONDuplicateKeys.first(in: Array(#"{"a": 1, "a": 2}"#.utf8))
/// // (key: "a", line: 1, column: 10)
/// ```
///
/// Keys are compared as decoders compare them: escapes decoded (`"\u0061"` is `"a"`), then as
/// Swift strings. The text is assumed to be JSON already (check that first): on anything else
/// the answer means nothing.
package enum JSONDuplicateKeys {
  /// A key given twice, and where its second occurrence starts.
  package struct Duplicate: Hashable, Sendable, CustomStringConvertible {
    /// The key, decoded.
    package var key: String
    /// The line of its opening quote, from 1.
    package var line: Int
    /// The column of its opening quote, in characters from 1.
    package var column: Int

    /// `the key 'a' is given twice in one object, the second time at line 1, column 10`, the
    /// key cut to 80 characters.
    package var description: String {
      "the key '\(key.truncated(to: 80))' is given twice in one object, the second time at "
        + "line \(line), column \(column)"
    }
  }

  /// The first key given twice in one object, in text order; `nil` when there is none.
  ///
  /// One pass over the text, each key looked up once in its object's keys: an object of a
  /// million keys is checked in one pass (`coordaudit-bench json` measures it).
  ///
  /// - Parameter bytes: A JSON text, as UTF-8.
  /// - Returns: The key and where its second occurrence starts.
  package static func first(in bytes: [UInt8]) -> Duplicate? {
    // The open containers, innermost last: whether each is an object; and the keys of each
    // open object so far, innermost last. Kept apart so that a key is inserted in place:
    // a set read out of an enum's payload and written back was copied on every key.
    var isObject: [Bool] = []
    var keys: [Set<String>] = []
    // Whether the next string of the innermost object is a key: after `{` or `,`.
    var expectsKey = false
    var line = 1
    var lineStart = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "{"):
        isObject.append(true)
        keys.append([])
        expectsKey = true
      case UInt8(ascii: "["):
        isObject.append(false)
        expectsKey = false
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if isObject.popLast() == true { keys.removeLast() }
        expectsKey = false
      case UInt8(ascii: ":"): expectsKey = false
      case UInt8(ascii: ","): expectsKey = isObject.last == true
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: "\""):
        let start = index
        let key = string(in: bytes, at: &index)
        if expectsKey, !keys.isEmpty {
          guard keys[keys.count - 1].insert(key).inserted else {
            return Duplicate(key: key, line: line, column: column(bytes[lineStart..<start]))
          }
          expectsKey = false
        }
        continue
      default: break
      }
      index += 1
    }
    return nil
  }

  /// The characters before a place on its line, plus one: UTF-8 continuation bytes do not
  /// count.
  private static func column(_ before: ArraySlice<UInt8>) -> Int {
    before.reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
  }

  /// The decoded string that starts at the quote at `index`; `index` ends past its closing
  /// quote.
  private static func string(in bytes: [UInt8], at index: inout Int) -> String {
    // Most strings have no escape: their bytes are the string.
    var end = index + 1
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
      end += 1
    }
    if end == bytes.count || bytes[end] == UInt8(ascii: "\"") {
      defer { index = end + 1 }
      return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    }
    var units: [UInt16] = []
    var raw: [UInt8] = []
    func flushRaw() {
      units.append(contentsOf: String(decoding: raw, as: UTF8.self).utf16)
      raw.removeAll(keepingCapacity: true)
    }
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        raw.append(bytes[index])
        index += 1
        continue
      }
      flushRaw()
      let escape = bytes[index + 1]
      index += 2
      switch escape {
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      case UInt8(ascii: "u"):
        let hex = bytes[index..<min(index + 4, bytes.count)]
        units.append(UInt16(String(decoding: hex, as: UTF8.self), radix: 16) ?? 0xFFFD)
        index += hex.count
      default: units.append(UInt16(escape))  // `\"`, `\\`, `\/`
      }
    }
    flushRaw()
    index += 1
    // Surrogates written as two `\u` escapes join here; a lone one becomes U+FFFD.
    return String(decoding: units, as: UTF16.self)
  }
}
