/// Whether the text report colours its words, and how.
///
/// Colour goes only to a terminal, and never when `NO_COLOR` is set (see
/// ``Environment/usesColor``); files written with `--output`, and every format but text, are
/// always plain. An outcome that is as expected is green, one that is not is bold red.
package struct TextStyle: Hashable, Sendable {
  /// Whether to write ANSI colour codes.
  package var usesColor: Bool

  /// No colour.
  package static let plain = TextStyle(usesColor: false)
  /// ANSI colour.
  package static let colored = TextStyle(usesColor: true)

  /// Creates a style.
  ///
  /// - Parameter usesColor: Whether to write ANSI colour codes.
  package init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Text for something as expected: green.
  ///
  /// - Parameter text: The text to colour.
  /// - Returns: The text, between colour codes when the style uses colour.
  package func good(_ text: String) -> String {
    usesColor ? "\u{1B}[32m\(text)\u{1B}[0m" : text
  }

  /// Text for something not as expected: bold red.
  ///
  /// - Parameter text: The text to colour.
  /// - Returns: The text, between colour codes when the style uses colour.
  package func bad(_ text: String) -> String {
    usesColor ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text
  }
}
