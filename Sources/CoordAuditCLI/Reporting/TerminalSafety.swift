/// What must never reach a terminal raw from a human format (text, Markdown, Mermaid), the
/// progress line or a message.
///
/// A check of what the tool prints, written apart from the escaping that makes it so
/// (`String.escapingControlCharacters`), for the tests and the fuzz harnesses to hold every
/// output to:
///
/// ```swift
/// TerminalSafety.unsafeScalars(in: "a\u{1b}[2Jb\u{202E}c\n")  // ["\u{1b}", "\u{202E}"]
/// ```
package enum TerminalSafety {
  /// The scalars of a text that can act on a terminal, or hide or reorder what follows them:
  /// every control character but the line feed (the tab too), the line and paragraph
  /// separators, the bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A to
  /// U+202E, U+2066 to U+2069), and U+200B and U+FEFF, which show as nothing.
  ///
  /// - Parameter text: What is printed.
  /// - Returns: Those scalars, in order; empty when the text is safe to print.
  package static func unsafeScalars(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x0A: false
      case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
      default:
        [.control, .lineSeparator, .paragraphSeparator].contains(
          scalar.properties.generalCategory)
      }
    }
  }
}
