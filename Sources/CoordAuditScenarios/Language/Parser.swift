import LeakAudit

/// Reads a scenario file into a ``Scenario``.
///
/// One statement per line (lines end with LF, CRLF or a lone CR), indentation ignored, `#`
/// comments. Every problem goes to the file's ``DiagnosticReporter``, with where it is and a
/// hint; names are resolved later, by ``Validator``, which also learns what the lines with
/// problems might have said (``DroppedLines``).
struct Parser {
  var scenario: Scenario
  var reporter: DiagnosticReporter
  var frames: [Frame] = []
  var body: [Scenario.Statement] = []
  var hasSteps = false
  var hasName = false
  var hasSetup = false
  /// The flow that `screen` and `coordinator` lines belong to: the last one declared, or
  /// ``DroppedLines/unnamedFlow`` after a line that could have declared one and has problems, so
  /// that one bad flow line is reported once.
  var lastFlow: String?
  var dropped = DroppedLines()
  /// Whether the line being read is dropped without a problem of its own to report.
  var isLineDropped = false
  var defaultSystem: (Scenario.System, Scenario.Position)?
  var line = Line(number: 0, text: "", tokens: [])
  var loopNames = LoopNames()

  /// An open `repeat` or `step` block.
  struct Frame {
    enum Kind {
      case repetition(count: Int, label: Token?)
      case step(name: String)
      /// `action "NAME" {`: a declaration of app code for exploration.
      case appAction(name: String)
      /// `setup {`: the first steps, where exploration starts.
      case setup
    }
    var kind: Kind
    var position: Scenario.Position
    /// A block reported as wrong: read to its `}` to keep the braces balanced, then dropped.
    var isDiscarded = false
    var statements: [Scenario.Statement] = []
    var actions: [(Scenario.Action, Scenario.Position)] = []
  }

  /// The line being read, and a cursor over its tokens.
  struct Line {
    var number: Int
    var text: String
    var tokens: [Token]
    var index = 0

    var current: Token? { index < tokens.count ? tokens[index] : nil }
    var isAtEnd: Bool { index >= tokens.count }
  }

  /// Words that cannot be names: they mean something where a name may stand.
  static let reservedWords: Set<String> = [
    "root", "tab", "tabs", "in", "push", "sheet", "faulty", "model", "heap", "not", "animated",
    "with", "to", "and",
  ]

  static let statementKeywords = [
    "scenario", "system", "flow", "screen", "coordinator", "ref", "action", "setup", "start",
    "push", "finish", "present", "replace", "pop", "set", "dismiss", "select", "user", "step",
    "repeat", "expect",
  ]

  /// Parses a scenario file.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in diagnostics.
  /// - Returns: The scenario (partial when there are problems) and the problems, in order.
  static func parse(_ source: String, file: String) -> (Scenario, DiagnosticList) {
    let (scenario, diagnostics, _) = parseNotingDroppedLines(source, file: file)
    return (scenario, diagnostics)
  }

  /// Parses a scenario file, and says what the lines with problems might have said.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in diagnostics.
  /// - Returns: The scenario (partial when there are problems), the problems, in order, and
  ///   what the lines dropped for them could have been.
  static func parseNotingDroppedLines(_ source: String, file: String) -> (
    Scenario, DiagnosticList, DroppedLines
  ) {
    let lines = source.lines.map(String.init)
    var parser = Parser(file: file, lines: lines)
    parser.read(lines)
    return (parser.scenario, parser.reporter.diagnostics, parser.dropped)
  }

  private init(file: String, lines: [String]) {
    reporter = DiagnosticReporter(file: file, lines: lines)
    let base = file.split(separator: "/").last.map(String.init) ?? file
    let name = base.hasSuffix(".scenario") ? String(base.dropLast(".scenario".count)) : base
    scenario = Scenario(name: name, file: file)
  }

  mutating func read(_ lines: [String]) {
    for (offset, text) in lines.enumerated() {
      let problems = reporter.diagnostics.totalCount
      let hadSteps = hasSteps
      isLineDropped = false
      if let tokens = Lexer.tokens(of: text, number: offset + 1, reporter: &reporter) {
        guard !tokens.isEmpty else { continue }
        line = Line(number: offset + 1, text: text, tokens: tokens)
        statement()
      } else {
        line = Line(number: offset + 1, text: text, tokens: [])
      }
      if reporter.diagnostics.totalCount > problems || isLineDropped {
        let kinds = dropped.note(line: offset + 1, text: text, isAfterSteps: hadSteps)
        // The screens and wiring below a dropped flow are its own, not the flow above's.
        if kinds.contains(.flow), !hadSteps { lastFlow = DroppedLines.unnamedFlow }
      }
    }
    for frame in frames.reversed() {
      let what: String
      switch frame.kind {
      case .repetition: what = "repeat"
      case .step: what = "step"
      case .appAction: what = "action"
      case .setup: what = "setup"
      }
      reporter.report(
        "the '\(what)' block that starts here is not closed", at: frame.position,
        length: what.count, hint: "end it with a line holding only '}'")
    }
    scenario.body = body
    if scenario.flows.isEmpty, reporter.diagnostics.isEmpty {
      reporter.report(
        "the scenario declares no flow", at: Scenario.Position(line: 1, column: 1), length: 1,
        hint: "declare one: 'flow Main root', then its screens: 'screen Home'")
    }
  }

  // MARK: Statements

  mutating func statement() {
    guard let first = line.current else { return }
    if first.kind == .symbol, first.text == "}" {
      line.index += 1
      closeBlock(first)
      finishLine(after: "'}'")
      return
    }
    guard first.kind == .word else {
      report(
        "a statement starts with a keyword, not '\(first.text)'", token: first,
        hint: "statements: " + Self.statementKeywords.joined(separator: ", "))
      return
    }
    line.index += 1
    switch first.text {
    case "scenario": scenarioName(first)
    case "system": system(first)
    case "flow": declaration(first) { $0.flow() }
    case "screen": declaration(first) { $0.screen() }
    case "ref": declaration(first) { $0.reference() }
    case "coordinator": declaration(first) { $0.coordinatorClause() }
    case "step": stepBlock(first)
    case "repeat": repeatBlock(first)
    case "action": actionBlock(first)
    case "setup": setupBlock(first)
    case "expect": expectation(first)
    default:
      if let action = action(first) { add(action, at: first) }
    }
  }

  mutating func scenarioName(_ keyword: Token) {
    guard
      let name = take(
        .string, "the scenario's name in quotes", after: keyword, hint: "scenario \"NAME\"")
    else { return }
    if hasName {
      report("the scenario is named twice", token: keyword, hint: "keep one 'scenario' line")
    }
    hasName = true
    scenario.name = name.text
    finishLine(after: "the scenario's name")
  }

  mutating func system(_ keyword: Token) {
    guard let word = take(.word, "a system", after: keyword, hint: Self.systemsHint) else { return }
    guard let system = Scenario.System(rawValue: word.text) else {
      report(
        "unknown system '\(word.text)'", token: word,
        hint: Suggestions.hint(
          for: word.text, in: Scenario.System.allCases.map(\.rawValue), what: "systems"))
      return
    }
    if defaultSystem != nil {
      report("the system is given twice", token: keyword, hint: "keep one 'system' line")
    }
    defaultSystem = (system, position(of: word))
    finishLine(after: "the system")
  }

  mutating func declaration(_ keyword: Token, _ read: (inout Parser) -> Void) {
    if hasSteps {
      report(
        "'\(keyword.text)' comes after the first step", token: keyword,
        hint: "declare flows, screens and references before the first step")
      return
    }
    read(&self)
  }

  static let systemsHint =
    "systems: " + Scenario.System.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")

  // MARK: Tokens

  mutating func take(
    _ kind: Token.Kind, _ what: String, after previous: Token, hint: String? = nil
  ) -> Token? {
    guard let token = line.current, token.kind == kind else {
      report("expected \(what)", at: line.current, after: previous, hint: hint)
      return nil
    }
    line.index += 1
    return token
  }

  mutating func takeName(_ what: String, hint: String) -> Scenario.Name? {
    guard let token = line.current, token.kind == .word else {
      report("expected \(what)", at: line.current, hint: hint)
      return nil
    }
    line.index += 1
    guard Lexer.isName(token.text), !Self.reservedWords.contains(token.text) else {
      let reason =
        Self.reservedWords.contains(token.text)
        ? "'\(token.text)' is a keyword, not a name"
        : "'\(token.text)' is not a name"
      report(
        "expected \(what); \(reason)", token: token,
        hint: "names are letters, digits and '_', starting with a letter")
      return nil
    }
    return Scenario.Name(text: token.text, position: position(of: token))
  }

  mutating func takeIndex(form: String) -> Int? {
    guard let token = line.current, token.kind == .number, let value = Int(token.text) else {
      report("expected a tab index (0 for the first tab)", at: line.current, hint: form)
      return nil
    }
    line.index += 1
    return value
  }

  /// Consumes `not animated`, if it comes next; returns whether the action is animated.
  mutating func takeAnimated() -> Bool {
    guard let not = line.current, not.kind == .word, not.text == "not",
      line.index + 1 < line.tokens.count, line.tokens[line.index + 1].text == "animated"
    else { return true }
    line.index += 2
    return false
  }

  mutating func expectWords(_ words: [String], form: String) -> Bool {
    for word in words {
      guard let token = line.current, token.kind == .word, token.text == word else {
        report("expected '\(word)'", at: line.current, hint: form)
        return false
      }
      line.index += 1
    }
    return true
  }

  /// Reports whatever is left on the line; returns whether nothing was.
  @discardableResult
  mutating func finishLine(after what: String, hint: String? = nil) -> Bool {
    guard let extra = line.current else { return true }
    let last = line.tokens[line.tokens.count - 1]
    report(
      "unexpected '\(extra.text)' after \(what)", column: extra.column,
      length: last.column + last.length - extra.column, hint: hint)
    line.index = line.tokens.count
    return false
  }

  // MARK: Diagnostics

  func text() -> String {
    line.tokens.map { $0.kind == .string ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
  }

  func position(of token: Token) -> Scenario.Position {
    Scenario.Position(line: line.number, column: token.column)
  }

  func token(at name: Scenario.Name) -> Token {
    Token(kind: .word, text: name.text, column: name.position.column, length: name.text.count)
  }

  // The message and the hint are made only when the problem is kept (see DiagnosticReporter):
  // a file of millions of bad lines makes a hundred messages.

  mutating func report(
    _ message: @autoclosure () -> String, token: Token, hint: @autoclosure () -> String?
  ) {
    report(message(), column: token.column, length: token.length, hint: hint())
  }

  /// Reports a problem at `token`, or just past the end of the line when it is missing.
  mutating func report(
    _ message: @autoclosure () -> String, at token: Token?, after previous: Token? = nil,
    hint: @autoclosure () -> String?
  ) {
    if let token {
      report(message(), column: token.column, length: token.length, hint: hint())
    } else {
      let last = previous ?? line.tokens.last
      let column = last.map { $0.column + $0.length + 1 } ?? 1
      report(message(), column: column, length: 1, hint: hint())
    }
  }

  /// Reports a problem on the line being read.
  mutating func report(
    _ message: @autoclosure () -> String, column: Int, length: Int,
    hint: @autoclosure () -> String?
  ) {
    reporter.report(message(), line: line.number, column: column, length: length, hint: hint())
  }
}
