import Foundation
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// The examples of docs/scenarios.md, run: each is a valid scenario that does what it declares,
/// and the problem it shows is the one `coordaudit` prints.
@MainActor @Suite struct ScenarioDocumentationTests {
  static func documentation() throws -> String {
    try TestFiles.text("docs/scenarios.md")
  }

  /// The `text` blocks that are scenarios (they declare a flow).
  static func examples() throws -> [String] {
    try documentation().components(separatedBy: "```text\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
      .filter { $0.contains("\nflow ") || $0.hasPrefix("flow ") }
  }

  @Test func everyExampleRunsAndDoesWhatItDeclares() async throws {
    let examples = try Self.examples()
    #expect(examples.count == 7)
    for (index, source) in examples.enumerated() {
      let file = "example\(index + 1).scenario"
      #expect(ScenarioRunner().check(source, file: file).map(\.description) == [])
      let result = await ScenarioRunner().run(source, file: file, options: .inTests)
      #expect(result.isAsExpected, "\(file): \(result.mismatches.map(\.message))")
    }
  }

  @Test func theProblemTheDocumentationShowsIsTheOneCoordauditPrints() throws {
    let documentation = try Self.documentation()
    let shown = try #require(
      documentation.components(separatedBy: "  ```text\n").dropFirst().first?
        .components(separatedBy: "\n  ```")[0])
    let source =
      "system child-array\nflow Main root\n  screen Home\nflow Search in Main\n"
      + "  screen Detail\n" + String(repeating: "\n", count: 7) + "start Main\npop to Detial\n"
    let printed = ScenarioRunner().check(source, file: "search.scenario").map(\.description)
    let indented = shown.split(separator: "\n").map { $0.dropFirst(2) }.joined(separator: "\n")
    #expect(printed == [indented])
  }
}
