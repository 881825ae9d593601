extension String {
  /// The text with every control character but the line feed and the tab written as an escape
  /// (`\u{0}` for NUL), so that a message that quotes what the user wrote prints it visibly
  /// and cannot move the cursor, ring the bell or clear the terminal.
  ///
  /// ```swift
  /// "a\u{0}b".escapingControlCharacters  // "a\\u{0}b"
  /// ```
  package var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
    var text = ""
    for scalar in unicodeScalars {
      if Self.needsEscape(scalar) {
        text += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\n" && scalar != "\t" && scalar.properties.generalCategory == .control
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
