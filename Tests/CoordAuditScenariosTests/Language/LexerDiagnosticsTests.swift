import Testing

@testable import CoordAuditScenarios

/// Every message the lexer can give about a line, with where it points and the hint it gives,
/// exactly as `coordaudit` prints it.
@Suite struct LexerDiagnosticsTests {
  typealias Case = DiagnosticCase

  static let cases: [Case] = [
    Case(
      "unterminated string",
      #"""
      scenario "Search
      """#,
      #"""
      s.scenario:1:10: error: unterminated string
        scenario "Search
                 ^~~~~~~
      Help: close it with '"' on the same line
      """#),
    Case(
      "not a number nor a name",
      #"""
      system child-array
      flow Main root
        screen 2Home
      """#,
      #"""
      s.scenario:3:10: error: '2Home' is neither a number nor a name
          screen 2Home
                 ^~~~~
      Help: names start with a letter or '_'
      """#),
    Case(
      "unexpected character",
      #"""
      system child-array
      flow Main root
        screen Home
      start Main; push Detail
      """#,
      #"""
      s.scenario:4:11: error: unexpected character ';'
        start Main; push Detail
                  ^
      Help: a statement is words, names, numbers and "strings"; '#' starts a comment
      """#),
  ]

  @Test(arguments: cases)
  func eachProblemIsReportedWithItsPlaceAndAHint(_ example: Case) {
    let printed = ScenarioRunner().check(example.source, file: "s.scenario").map(\.description)
    #expect(printed.joined(separator: "\n") == example.expected)
  }
}
