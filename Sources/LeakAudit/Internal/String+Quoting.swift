extension String {
  /// The text with every character that can act on a terminal, or change how what follows it
  /// reads, written as an escape (`\u{1b}` for ESC), so that a message or a report that quotes
  /// what the user wrote prints it visibly and cannot move the cursor, clear the screen or
  /// reorder the text around it.
  ///
  /// Escaped: every control character but the line feed (the tab too: `\u{9}`); the line and
  /// paragraph separators; the bidirectional formatting characters (U+061C, U+200E, U+200F,
  /// U+202A to U+202E, U+2066 to U+2069); U+200B and U+FEFF, which show as nothing. A byte of
  /// a path that was not UTF-8 (see ``init(losslessBytes:)``) is written `\xFF`.
  ///
  /// ```swift
  /// "a\u{1b}[2Jb".escapingControlCharacters  // "a\\u{1b}[2Jb"
  /// "a\u{202E}b".escapingControlCharacters  // "a\\u{202e}b"
  /// ```
  package var escapingControlCharacters: String {
    escaping { $0 != "\n" && Self.needsEscape($0) }
  }

  /// ``escapingControlCharacters``, and the line feed too (`\u{a}`): for what must stay on one
  /// line, a name in a table cell or a heading.
  package var escapingControlCharactersAndLineFeeds: String {
    escaping(Self.needsEscape)
  }

  /// Text for a quoted Mermaid label: the characters Mermaid's syntax uses (`#`, `"`, `|`,
  /// `<`, `>`) as entity codes, a line feed as a space, control characters escaped (see
  /// ``escapingControlCharacters``).
  ///
  /// ```swift
  /// "a \"b\" <c>".escapingForMermaid  // "a #quot;b#quot; #lt;c#gt;"
  /// ```
  package var escapingForMermaid: String {
    var result = ""
    for character in escapingControlCharacters {
      switch character {
      case "#": result += "#35;"
      case "\"": result += "#quot;"
      case "|": result += "#124;"
      case "<": result += "#lt;"
      case ">": result += "#gt;"
      case "\n": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  private func escaping(_ needsEscape: (Unicode.Scalar) -> Bool) -> String {
    guard unicodeScalars.contains(where: needsEscape) else { return self }
    var text = ""
    for scalar in unicodeScalars {
      if let byte = Self.escapedByte(scalar) {
        let hex = String(byte, radix: 16, uppercase: true)
        text += "\\x" + (hex.count < 2 ? "0" : "") + hex
      } else if needsEscape(scalar) {
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: return true
    default:
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: return true
      default: return escapedByte(scalar) != nil
      }
    }
  }

  /// The text cut to at most `limit` characters, the cut marked by `…`, for a message that
  /// quotes what the user wrote: a 50 MB name must not make a 50 MB message.
  ///
  /// ```swift
  /// String(repeating: "A", count: 1_000).truncated(to: 8)  // "AAAAAAA…"
  /// ```
  ///
  /// - Parameter limit: The most characters to keep, the `…` included; at least 1.
  /// - Returns: The text, or its first `limit - 1` characters and `…`.
  package func truncated(to limit: Int) -> String {
    // `count` would walk the whole text: look only as far as the limit.
    guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex), end < endIndex
    else { return self }
    return self[..<index(startIndex, offsetBy: max(limit - 1, 0))] + "…"
  }
}
