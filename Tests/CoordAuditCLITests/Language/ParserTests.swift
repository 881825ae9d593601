import Foundation
import Testing

@testable import CoordAuditCLI

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
}
