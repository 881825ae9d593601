import Foundation

extension AllowList {
  /// A line of an allow-list file that could not be read.
  ///
  /// ```text
  /// Tests/known-leaks.txt:4: 'until 2026-13-01': '2026-13-01' is not a date; write YYYY-MM-DD
  /// ```
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the parser.
    public var fileName: String
    /// The line, from 1.
    public var line: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// `file:line: message`.
    public var description: String { "\(fileName):\(line): \(message)" }
  }

  /// Reads an allow-list from the text of its file.
  ///
  /// Each entry is one line: a fingerprint of 16 hex digits, optionally `until YYYY-MM-DD`,
  /// then the reason (required). Blank lines and lines whose first non-blank character is `#`
  /// are ignored. Lines end with a line feed, a carriage return and a line feed, or a carriage
  /// return alone, so a file saved on any platform reads the same.
  ///
  /// ```swift
  /// let list = try AllowList(parsing: "5c3e0f2d8a41b967 until 2026-03-31 SDK bug FB13371234\n")
  /// ```
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - fileName: How errors name the file.
  /// - Throws: ``ParseError`` for the first line that is not an entry, a comment or blank.
  public init(parsing text: String, fileName: String = "allow-list") throws(ParseError) {
    var entries: [Entry] = []
    var lines: [String: Int] = [:]
    for (index, rawLine) in text.lines.enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let number = index + 1
      func fail(_ message: String) -> ParseError {
        ParseError(fileName: fileName, line: number, message: message)
      }
      var words = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        .map(String.init)
      let fingerprint = words[0]
      guard Fingerprint.isWellFormed(fingerprint) else {
        throw fail(
          "'\(fingerprint.truncated(to: 40))' is not a fingerprint; copy the 16 hex digits after "
            + "'fingerprint' in the report"
        )
      }
      let key = fingerprint.lowercased()
      if let first = lines[key] {
        throw fail(
          "fingerprint '\(fingerprint)' is already listed on line \(first); keep one entry")
      }
      var rest = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
      var expires: Day?
      if rest == "until" || rest.hasPrefix("until ") {
        words = rest.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
          .map(String.init)
        guard words.count >= 2 else {
          throw fail("'until' needs a date; write 'until YYYY-MM-DD' before the reason")
        }
        guard let day = Day(words[1]) else {
          throw fail(
            "'\(words[1].truncated(to: 40))' is not a date; write YYYY-MM-DD, for example "
              + "2026-03-31")
        }
        expires = day
        rest = words.count > 2 ? words[2].trimmingCharacters(in: .whitespaces) : ""
      }
      guard !rest.isEmpty else {
        throw fail("the entry for '\(fingerprint)' gives no reason; say why the leak is known")
      }
      lines[key] = number
      entries.append(Entry(fingerprint: key, reason: rest, expires: expires))
    }
    self.init(entries: entries)
  }

  /// Reads an allow-list file (UTF-8).
  ///
  /// ```swift
  /// let allowList = try AllowList(contentsOfFile: "Tests/known-leaks.txt")
  /// ```
  ///
  /// - Parameter path: The file's path; errors name the file by it.
  /// - Throws: ``ParseError`` for a bad line, or the error reading the file.
  public init(contentsOfFile path: String) throws {
    let text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8)
    try self.init(parsing: text, fileName: path)
  }
}
