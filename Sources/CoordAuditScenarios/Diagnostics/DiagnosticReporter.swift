/// Where every phase that reads a scenario file (the ``Lexer``, the ``Parser`` and the
/// ``Validator``) reports the problems it finds.
///
/// It quotes the file's line under each problem, keeps the first
/// ``DiagnosticList/maximumCount`` in file order, and makes a problem's message and hint only
/// when the problem is kept: a file of millions of bad lines makes a hundred messages.
///
/// ```swift
/// var reporter = DiagnosticReporter(file: "search.scenario", lines: ["push Detial"])
/// reporter.report(
///   "unknown screen 'Detial'", at: Scenario.Position(line: 1, column: 6), length: 6,
///   hint: Suggestions.hint(for: "Detial", in: ["Detail"], what: "screens"))
/// ```
///
/// ```text
/// search.scenario:1:6: error: unknown screen 'Detial'
///   push Detial
///        ^~~~~~
/// Help: did you mean 'Detail'?
/// ```
struct DiagnosticReporter: Sendable {
  /// The file as the user named it.
  let file: String
  /// The file's lines, without their line breaks, to quote under each problem.
  private let lines: [String]
  /// The problems reported so far: the first ``DiagnosticList/maximumCount`` in file order,
  /// and how many more.
  private(set) var diagnostics = DiagnosticList()

  /// Creates a reporter with no problem yet.
  ///
  /// - Parameters:
  ///   - file: The path to name in diagnostics, as the user gave it.
  ///   - lines: The file's lines, without their line breaks.
  init(file: String, lines: [String]) {
    self.file = file
    self.lines = lines
  }

  /// Reports a problem; the message and the hint are made only if it is kept.
  ///
  /// - Parameters:
  ///   - message: What is wrong, with what the user wrote in single quotes.
  ///   - line: The problem's line, from 1.
  ///   - column: The column of the offending text, from 1.
  ///   - length: How many characters the offending text spans (at least 1 is shown).
  ///   - hint: What to do, if there is something to say.
  mutating func report(
    _ message: @autoclosure () -> String, line: Int, column: Int, length: Int,
    hint: @autoclosure () -> String?
  ) {
    guard !diagnostics.skips(line: line, column: column) else { return }
    diagnostics.append(
      ScenarioDiagnostic(
        file: file, line: line, column: column, message: message(),
        sourceLine: lines.indices.contains(line - 1) ? lines[line - 1] : "",
        length: max(length, 1), hint: hint()))
  }

  /// Reports a problem at a place in the file.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - position: Where the offending text starts.
  ///   - length: How many characters it spans.
  ///   - hint: What to do, if there is something to say.
  mutating func report(
    _ message: @autoclosure () -> String, at position: Scenario.Position, length: Int,
    hint: @autoclosure () -> String?
  ) {
    report(message(), line: position.line, column: position.column, length: length, hint: hint())
  }

  /// Reports a problem with a name the file wrote, under the whole name.
  ///
  /// - Parameters:
  ///   - message: What is wrong.
  ///   - name: The name, and where it is.
  ///   - hint: What to do, if there is something to say.
  mutating func report(
    _ message: @autoclosure () -> String, at name: Scenario.Name,
    hint: @autoclosure () -> String?
  ) {
    report(message(), at: name.position, length: name.text.count, hint: hint())
  }
}
