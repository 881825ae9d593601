import Testing

@testable import CoordAuditScenarios

/// What a problem shows of what the user wrote: escaped, and cut when long.
@Suite struct ScenarioDiagnosticDisplayTests {
  @Test func aControlCharacterIsEscapedInTheMessageAndTheLineAndTheCaretStaysUnderIt() {
    let printed = ScenarioRunner().check(
      "system child-array\nflow Main root\n  screen\u{0}Home\n", file: "s.scenario"
    )
    .map(\.description)
    #expect(
      printed == [
        """
        s.scenario:3:9: error: unexpected character '\\u{0}'
            screen\\u{0}Home
                  ^~~~~
        Help: a statement is words, names, numbers and "strings"; '#' starts a comment
        """
      ])
  }

  @Test func aTabShowsAsOneSpaceSoThatTheCaretStaysUnderTheText() {
    let problem = ScenarioDiagnostic(
      file: "s", line: 1, column: 7, message: "m", sourceLine: "\tpush Detial", length: 6)
    #expect(problem.description == "s:1:7: error: m\n   push Detial\n        ^~~~~~")
  }

  @Test func aLongNameIsCutInTheMessageTheHintAndTheLine() {
    let name = "A" + String(repeating: "b", count: 9_000) + "Z"
    let source = "system child-array\nflow Main root\n  screen Home\nstart Main\npush \(name)\n"
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    #expect(problems.count == 1)
    let cut = "A" + String(repeating: "b", count: 54) + "…" + String(repeating: "b", count: 5)
    #expect(
      problems.first?.description == """
        s.scenario:5:6: error: unknown screen '\(cut)Z'
          push \("A" + String(repeating: "b", count: 94))…
               ^\(String(repeating: "~", count: 94))
        Help: screens: 'Home'
        """)
  }

  @Test func aLineLongerThanTheLimitIsRefusedBeforeItIsRead() {
    // A name of 50 MB once took a gigabyte and minutes; the line is refused as it is.
    let name = "A" + String(repeating: "b", count: 5_000_000)
    let source = "system child-array\nflow Main root\n  screen \(name)\nstart Main\n"
    let problems = ScenarioRunner().check(source, file: "s.scenario")
    #expect(problems.count == 1)
    let first = problems.first
    #expect(first?.line == 3)
    #expect(first?.column == Lexer.maximumLineLength + 1)
    #expect(first?.message == "the line is longer than 10,000 characters")
    #expect((first?.description.count ?? .max) < 400)
  }

  @Test func aLongLineIsShownAroundTheOffendingText() {
    let line = String(repeating: "x", count: 200) + " ; " + String(repeating: "y", count: 200)
    let problem = ScenarioDiagnostic(
      file: "s", line: 1, column: 202, message: "m", sourceLine: line, length: 1)
    let shown = "…" + String(repeating: "x", count: 29) + " ; " + String(repeating: "y", count: 67)
    #expect(
      problem.description
        == "s:1:202: error: m\n  \(shown)…\n  \(String(repeating: " ", count: 31))^")
  }

  @Test func aCaretPastTheEndOfTheLineStaysThere() {
    let problem = ScenarioDiagnostic(
      file: "s", line: 1, column: 7, message: "expected a name", sourceLine: "push", length: 1)
    #expect(problem.description == "s:1:7: error: expected a name\n  push\n        ^")
  }
}
