import Foundation
import Testing

@testable import CoordAuditScenarios

/// How the parser reads a file as a whole: its lines, whatever ends them.
@Suite struct ParserTests {
  static let lineEnds = [("CRLF", "\r\n"), ("CR", "\r")]

  @Test(arguments: lineEnds)
  func everyCatalogScenarioReadsTheSameWithOtherLineEnds(name: String, end: String) {
    for entry in ScenarioRunner().catalog {
      let source = entry.source.replacingOccurrences(of: "\n", with: end)
      #expect(ScenarioRunner().check(source, file: entry.file).isEmpty, "\(entry.name), \(name)")
      let (scenario, _) = Parser.parse(source, file: entry.file)
      let (expected, _) = Parser.parse(entry.source, file: entry.file)
      #expect(scenario.body.count == expected.body.count, "\(entry.name), \(name)")
      #expect(scenario.flows.map(\.position) == expected.flows.map(\.position))
    }
  }

  @Test(arguments: lineEnds)
  func aProblemIsOnItsOwnLineWithOtherLineEnds(name: String, end: String) {
    let source = ["system child-array", "flow Main root", "  screen Home", "push Detial", ""]
      .joined(separator: end)
    #expect(
      ScenarioRunner().check(source, file: "s.scenario").map(\.description) == [
        """
        s.scenario:4:6: error: unknown screen 'Detial'
          push Detial
               ^~~~~~
        Help: screens: 'Home'
        """
      ])
  }

  @Test func blocksNestUpToTheLimitAndAScenarioThatDoesRuns() async {
    let depth = Parser.maximumNesting
    let source =
      "system child-array\nflow Main root\n  screen Home\n  screen Detail\nstart Main\n"
      + String(repeating: "repeat 1 {\n", count: depth - 1)
      + "step \"there and back\" {\n  push Detail\n  pop\n}\n"
      + String(repeating: "}\n", count: depth - 1) + "expect released Detail\n"
    #expect(ScenarioRunner().check(source, file: "s.scenario").isEmpty)
    let result = await ScenarioRunner().run(source, file: "s.scenario", options: .inTests)
    #expect(result.isAsExpected, "\(result.mismatches)")
    #expect(result.loops.count == depth - 1)
  }

  static func loopNames(_ body: String) -> [String] {
    let source = "system child-array\nflow Main root\n  screen Home\n  screen Detail\n" + body
    let (scenario, problems) = Parser.parse(source, file: "s.scenario")
    #expect(problems.isEmpty, "\(problems.map(\.description))")
    var names: [(line: Int, name: String)] = []
    var statements = scenario.body[...]
    while let statement = statements.popFirst() {
      if case .repetition(_, let body, let position, let name) = statement {
        names.append((position.line, name))
        statements += body
      }
    }
    return names.sorted { $0.line < $1.line }.map(\.name)
  }

  @Test func aLoopIsNamedByItsLabelOrElseByItsFirstStep() {
    #expect(
      Self.loopNames(
        """
        start Main
        repeat 2 "there and back" {
          push Detail
          pop
        }
        repeat 2 {
          # A comment, a blank line and an expectation are not steps.

          push Detail
          expect alive Detail
          pop
        }
        repeat 2 {
          step "back and forth" {
            push Detail
            pop
          }
        }
        """) == ["there and back", "push Detail", "back and forth"])
  }

  @Test func unlabelledLoopsOfOneFirstStepAreNumberedInTheOrderTheyEnd() {
    #expect(
      Self.loopNames(
        """
        start Main
        repeat 2 {
          repeat 3 {
            push Detail
            pop
          }
        }
        repeat 2 {
          push Detail
          pop
        }
        repeat 2 "push Detail #4" {
          pop
        }
        repeat 2 {
          push Detail
          pop
        }
        """) == [
          "push Detail #2", "push Detail", "push Detail #3", "push Detail #4", "push Detail #5",
        ])
  }

  @Test func aLabelThatIsAlreadyALoopsNameIsAProblem() {
    let source = """
      system child-array
      flow Main root
        screen Home
        screen Detail
      start Main
      repeat 2 {
        push Detail
        pop
      }
      repeat 2 "push Detail" {
        pop
      }
      repeat 2 "" {
        pop
      }
      """
    #expect(
      ScenarioRunner().check(source, file: "s.scenario").map(\.description) == [
        """
        s.scenario:10:10: error: the label 'push Detail' is already the name of the loop at line 6
          repeat 2 "push Detail" {
                   ^~~~~~~~~~~~~
        Help: give each loop a name of its own: a baseline tells loops apart by name
        """,
        """
        s.scenario:13:10: error: a loop's label cannot be empty
          repeat 2 "" {
                   ^~
        Help: name the loop, as baselines will: repeat 10 "login and logout" {
        """,
      ])
  }
}
