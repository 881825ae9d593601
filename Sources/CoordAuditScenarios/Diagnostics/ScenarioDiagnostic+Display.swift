import LeakAudit

extension ScenarioDiagnostic {
  /// The longest word (a run without spaces) a message or hint shows whole; a longer one is cut
  /// to its first 56 characters, `…`, and its last 7, so its closing quote still shows.
  package static let maximumWordLength = 64
  /// The longest message or hint, in characters.
  package static let maximumMessageLength = 500
  /// The most characters of the file's line shown under the message.
  package static let maximumExcerptLength = 100

  /// A message or hint as a diagnostic shows it: control characters escaped (`\u{0}`), long
  /// words cut, and the whole at most ``maximumMessageLength`` characters.
  ///
  /// - Parameter text: The message or hint, with what the user wrote quoted in it.
  /// - Returns: The text to show.
  static func shown(_ text: String) -> String {
    let words = text.escapingControlCharacters.split(
      separator: " ", omittingEmptySubsequences: false)
    let cut = words.map { word -> Substring in
      guard
        word.index(word.startIndex, offsetBy: maximumWordLength, limitedBy: word.endIndex)
          .map({ $0 < word.endIndex }) ?? false
      else { return word }
      let head = word.prefix(maximumWordLength - 8)
      return head + "…" + word.suffix(7)
    }
    return cut.joined(separator: " ").truncated(to: maximumMessageLength)
  }

  /// The file's line as it is shown under the message, and where the caret goes in it.
  ///
  /// At most ``maximumExcerptLength`` characters around the offending text, `…` where the line
  /// is cut; control characters escaped as in the message, and a tab shown as one space, so
  /// that the caret stays under the offending text.
  ///
  /// - Returns: The text, and the caret's column (from 1) and length in it.
  func excerpt() -> (text: String, column: Int, length: Int) {
    let target = column - 1
    let lead = 30
    let skipped = target + length > Self.maximumExcerptLength ? max(target - lead, 0) : 0
    var index =
      sourceLine.index(sourceLine.startIndex, offsetBy: skipped, limitedBy: sourceLine.endIndex)
      ?? sourceLine.endIndex
    var text = skipped > 0 ? "…" : ""
    var shown = text.count
    var offset = skipped
    var caretStart: Int?
    var caretEnd: Int?
    while index < sourceLine.endIndex {
      if offset == target { caretStart = shown }
      if offset == target + length { caretEnd = shown }
      if shown >= Self.maximumExcerptLength, caretStart != nil {
        text += "…"
        break
      }
      let character = sourceLine[index]
      let piece = character == "\t" ? " " : String(character).escapingControlCharacters
      text += piece
      shown += piece.count
      offset += 1
      index = sourceLine.index(after: index)
    }
    if offset == target + length, caretEnd == nil { caretEnd = shown }
    // A caret past the end of the line: a missing word, shown where it should be.
    let start = caretStart ?? (shown + target - offset)
    let end = caretEnd ?? max(shown, start + 1)
    return (text, start + 1, max(end - start, 1))
  }
}
