/// A problem in a scenario file: where, what, the offending text, and a hint.
///
/// ```text
/// search.scenario:12:6: error: unknown screen 'Detial'
///   push Detial
///        ^~~~~~
/// Help: did you mean 'Detail'?
/// ```
package struct ScenarioDiagnostic: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file as the user named it.
  package var file: String
  /// The line, from 1.
  package var line: Int
  /// The column of the offending text, from 1.
  package var column: Int
  /// What is wrong, in a sentence without a final period; control characters escaped and long
  /// words cut (see ``shown(_:)``).
  package var message: String
  /// The whole line of the file.
  package var sourceLine: String
  /// How many characters the offending text spans, from `column`.
  package var length: Int
  /// What to do, if there is something to say (`did you mean 'Detail'?`), shown as the message.
  package var hint: String?

  package init(
    file: String, line: Int, column: Int, message: String, sourceLine: String, length: Int,
    hint: String? = nil
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.message = Self.shown(message)
    self.sourceLine = sourceLine
    self.length = length
    self.hint = hint.map(Self.shown)
  }

  /// `file:line:column: error: message`, the line, a caret under the offending text, and the
  /// hint; the line cut around the offending text when it is long (see ``excerpt()``).
  package var description: String {
    let excerpt = excerpt()
    let caret =
      String(repeating: " ", count: max(excerpt.column - 1, 0)) + "^"
      + String(repeating: "~", count: max(excerpt.length - 1, 0))
    var text = "\(file):\(line):\(column): error: \(message)\n  \(excerpt.text)\n  \(caret)"
    if let hint { text += "\nHelp: \(hint)" }
    return text
  }
}
