import Foundation

/// What a keyboard does with typed text, for the text inputs: one character at a time, each
/// offered to the input's delegate at the end of the text, then added.
enum Keyboard {
  /// Types `typed` into a text, one character at a time.
  ///
  /// - Parameters:
  ///   - typed: The characters.
  ///   - text: Reads the text now.
  ///   - accepts: The delegate's answer for a replacement of the range at the end.
  ///   - change: Sets the new text and says it changed (events, delegate, notification).
  @MainActor
  static func type(
    _ typed: String, into text: () -> String, accepts: (NSRange, String) -> Bool,
    change: (String) -> Void
  ) {
    for character in typed {
      let current = text()
      let replacement = String(character)
      guard accepts(NSRange(location: (current as NSString).length, length: 0), replacement)
      else { continue }
      change(current + replacement)
    }
  }
}
