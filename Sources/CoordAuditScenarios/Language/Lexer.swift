/// One token of a scenario line.
struct Token: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    /// A keyword or a name: letters, digits, `_` and `-`, not starting with a digit.
    case word
    /// Digits.
    case number
    /// A quoted string; `text` is its content, unescaped.
    case string
    /// `{`, `}`, `,` or `->`.
    case symbol
  }

  var kind: Kind
  var text: String
  /// The column of its first character, from 1.
  var column: Int
  /// How many characters it spans in the line, quotes included.
  var length: Int
}

/// Splits scenario lines into tokens; `#` starts a comment.
///
/// A line's first problem goes to the file's ``DiagnosticReporter``, and the line is read no
/// further.
enum Lexer {
  /// The most characters a line may hold.
  ///
  /// A statement is a few words, names and strings: a longer line is a mistake (or a file that
  /// is not a scenario), and is refused before it costs anything; a single name of 50 MB once
  /// cost a gigabyte and minutes.
  static let maximumLineLength = 10_000

  /// The tokens of one line; or `nil`, when the line has a problem, which is reported.
  ///
  /// ```text
  /// s.scenario:4:11: error: unexpected character ';'
  ///   start Main; push Detail
  ///             ^
  /// Help: a statement is words, names, numbers and "strings"; '#' starts a comment
  /// ```
  ///
  /// - Parameters:
  ///   - line: One line of a scenario file, without its line break.
  ///   - number: The line's number, from 1.
  ///   - reporter: Where the line's first problem goes.
  /// - Returns: The tokens, or `nil` after the line's first problem.
  static func tokens(
    of line: String, number: Int, reporter: inout DiagnosticReporter
  ) -> [Token]? {
    // A character is at least one byte: only a line of more bytes can be too long.
    if line.utf8.count > maximumLineLength,
      line.index(line.startIndex, offsetBy: maximumLineLength, limitedBy: line.endIndex)
        .map({ $0 < line.endIndex }) ?? false
    {
      reporter.report(
        "the line is longer than \(Wording.grouped(maximumLineLength)) characters",
        line: number, column: maximumLineLength + 1, length: 1,
        hint: "a statement is a few words, names and \"strings\"; split what is longer")
      return nil
    }
    let characters = Array(line)
    var tokens: [Token] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      let start = index
      if character == " " || character == "\t" || character == "\r" {
        index += 1
      } else if character == "#" {
        break
      } else if character == "{" || character == "}" || character == "," {
        tokens.append(Token(kind: .symbol, text: String(character), column: start + 1, length: 1))
        index += 1
      } else if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
        tokens.append(Token(kind: .symbol, text: "->", column: start + 1, length: 2))
        index += 2
      } else if character == "\"" {
        var text = ""
        index += 1
        var closed = false
        while index < characters.count {
          let next = characters[index]
          if next == "\\", index + 1 < characters.count {
            text.append(characters[index + 1])
            index += 2
          } else if next == "\"" {
            index += 1
            closed = true
            break
          } else {
            text.append(next)
            index += 1
          }
        }
        guard closed else {
          reporter.report(
            "unterminated string", line: number, column: start + 1,
            length: characters.count - start, hint: "close it with '\"' on the same line")
          return nil
        }
        tokens.append(Token(kind: .string, text: text, column: start + 1, length: index - start))
      } else if character.isNumber, character.isASCII {
        while index < characters.count, characters[index].isNumber, characters[index].isASCII {
          index += 1
        }
        if index < characters.count, isWordCharacter(characters[index]) {
          while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
          reporter.report(
            "'\(String(characters[start..<index]))' is neither a number nor a name",
            line: number, column: start + 1, length: index - start,
            hint: "names start with a letter or '_'")
          return nil
        }
        tokens.append(
          Token(
            kind: .number, text: String(characters[start..<index]), column: start + 1,
            length: index - start))
      } else if isWordCharacter(character) {
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        tokens.append(
          Token(
            kind: .word, text: String(characters[start..<index]), column: start + 1,
            length: index - start))
      } else {
        reporter.report(
          "unexpected character '\(character)'", line: number, column: start + 1, length: 1,
          hint: "a statement is words, names, numbers and \"strings\"; '#' starts a comment")
        return nil
      }
    }
    return tokens
  }

  static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII
      && (character.isLetter || character.isNumber || character == "_"
        || character == "-")
  }

  /// Whether `text` is a valid name: a letter or `_`, then letters, digits or `_`.
  static func isName(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
