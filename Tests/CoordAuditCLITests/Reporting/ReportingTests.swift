import CoordAuditScenarios
import Foundation
import LeakAudit
import TestSupport
import Testing

@testable import CoordAuditCLI

/// Each format rendered from ``ReportingSamples`` and compared with a stored file.
///
/// The files are in `Expected/`, compared byte for byte. With `RECORD_EXPECTED=1` in the environment a test stores what it rendered
/// first (and still compares, so it passes): review the diff before committing.
@Suite struct ReportingTests {
  static func expected(_ name: String, actual: String) throws -> String {
    try TestFiles.expected("Tests/CoordAuditCLITests/Expected/" + name, actual: actual)
  }

  static let goldens: [(ReportFormat, RunReport, String)] = [
    (.text, ReportingSamples.run, "run.txt"),
    (.json, ReportingSamples.run, "run.json"),
    (.junit, ReportingSamples.run, "run.junit.xml"),
    (.markdown, ReportingSamples.run, "run.md"),
    (.mermaid, ReportingSamples.run, "run.mermaid.md"),
    (.text, ReportingSamples.asExpected, "as-expected.txt"),
    (.mermaid, ReportingSamples.asExpected, "as-expected.mermaid.md"),
  ]

  @Test(arguments: 0..<goldens.count)
  func rendersAsTheStoredFile(index: Int) throws {
    let (format, report, name) = Self.goldens[index]
    let actual = format.render(report)
    #expect(actual == (try Self.expected(name, actual: actual)), "\(name)")
  }

  @Test func theTextTableHasNoTrailingSpaces() {
    let text = TextReport.render(ReportingSamples.run)
    for line in text.split(separator: "\n") {
      #expect(!line.hasSuffix(" "), "\(line)")
    }
  }

  @Test func colourOnlyWrapsTheOutcomeAndTheSummaryAndKeepsTheColumns() {
    let plain = TextReport.render(ReportingSamples.run)
    let colored = TextReport.render(ReportingSamples.run, style: .colored)
    let stripped = colored.replacingOccurrences(of: "\u{1B}[32m", with: "")
      .replacingOccurrences(of: "\u{1B}[1;31m", with: "")
      .replacingOccurrences(of: "\u{1B}[0m", with: "")
    #expect(stripped == plain)
    #expect(colored.contains("caught    \u{1B}[32mcaught\u{1B}[0m   Search, SearchModel\n"))
    #expect(colored.contains("clean     \u{1B}[1;31mfailed\u{1B}[0m   Detail\n"))
    #expect(
      colored.hasSuffix("\u{1B}[1;31m5 scenarios: 2 as expected, 3 not as expected\u{1B}[0m\n"))
  }

  @Test func theFindingsTextIsLeakAuditsReport() {
    let explanation = ReportingSamples.failed.explanation
    #expect(explanation.contains(Report(findings: ReportingSamples.failed.findings).text))
  }

  @Test func theJSONReportDecodesBackIntoTheResults() throws {
    struct Document: Decodable {
      var schemaVersion: Int
      var tool: String
      var version: String
      var scenarios: [ScenarioResult]
    }
    let json = JSONReport.render(ReportingSamples.run)
    let document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
    #expect(document.schemaVersion == 1)
    #expect(document.tool == "coordaudit")
    #expect(document.version == CommandLineTool.version)
    #expect(document.scenarios == ReportingSamples.run.scenarios)
  }

  @Test func theMermaidDiagramDrawsEachCycleOnce() throws {
    // A three-object cycle: each member's finding carries the cycle from itself.
    let names = ["Compose", "Draft", "DraftModel"]
    let findings = names.indices.map { index -> Finding in
      let rotated = names[index...] + names[..<index]
      var links = rotated.map { _ in RetainPath.Link(ownerType: "T", field: "next") }
      for (position, name) in rotated.enumerated() { links[position].ownerName = name }
      var cycle = RetainPath(links: links, targetType: "T")
      cycle.targetName = names[index]
      return Finding(
        kind: .leak, step: .init(number: 1, name: "close"),
        objects: [
          TrackedObject(
            number: index + 1, role: .object, label: names[index], typeName: "T",
            site: SourceSite(fileID: "t.scenario", line: 1))
        ], retainCycle: cycle, fingerprint: "c1c1c1c1c1c1c1c1")
    }
    let chart = try #require(MermaidReport.retainChains(findings))
    #expect(
      chart == """
        flowchart LR
          subgraph p1["Compose, Draft, DraftModel"]
            p1n1["Compose"]
            p1n2["Draft"]
            p1n3["DraftModel"]
            p1n1 -->|"next"| p1n2
            p1n2 -->|"next"| p1n3
            p1n3 -->|"next"| p1n1
          end

        """)
  }

  @MainActor
  @Test func aThreeObjectCycleFoundByARealRunIsDrawnOnce() async throws {
    // Register keeps StepOne, which keeps its model, which keeps Register (its owner): each
    // member's finding carries the cycle from itself, and the diagram draws it once.
    let source = """
      system self-releasing
      flow Main root
        screen Home
      flow Register in Main
        screen StepOne model RegisterModel
      ref Register -> StepOne strong
      start Main
      start Register
      pop to Home
      """
    let result = await ScenarioRunner().run(
      source, file: "three.scenario", options: RunOptions(measuresHeap: false))
    let findings = try #require(result.steps.last?.findings)
    #expect(findings.filter { $0.kind == .leak }.count == 3)
    let chart = try #require(MermaidReport.retainChains(findings))
    #expect(
      chart == """
        flowchart LR
          subgraph p1["Register, StepOne, RegisterModel"]
            p1n1["Register"]
            p1n2["StepOne"]
            p1n3["RegisterModel"]
            p1n1 -->|"strong ref"| p1n2
            p1n2 -->|"model"| p1n3
            p1n3 -->|"owner"| p1n1
          end

        """)
  }

  @Test func theJSONReportGroupsEachStepsFindingsByBug() throws {
    struct Step: Decodable {
      struct Entry: Decodable, Equatable {
        var headline: String
        var findings: [Int]
      }
      var entries: [Entry]
    }
    struct Scenario: Decodable { var steps: [Step] }
    struct Document: Decodable { var scenarios: [Scenario] }
    let json = JSONReport.render(ReportingSamples.run)
    let document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
    let entries = document.scenarios.flatMap(\.steps).flatMap(\.entries)
    let findings = ReportingSamples.run.scenarios.flatMap(\.steps).flatMap(\.findings)
    #expect(!entries.isEmpty)
    #expect(entries.flatMap(\.findings).count == findings.count)
  }

  @Test func junitEscapesMarkupQuotesLineBreaksAndControlCharacters() {
    #expect(
      JUnitReport.attribute("a<b & \"c\"\nd\u{1}") == "a&lt;b &amp; &quot;c&quot;&#10;d\u{FFFD}")
    #expect(JUnitReport.content("a<b & \"c\"\nd") == "a&lt;b &amp; \"c\"\nd")
  }

  @Test func markdownEscapesCellsAndLengthensTheFenceAroundBackticks() {
    var result = ReportingSamples.missed
    result.name = "a|b<c>"
    result.mismatches = [Mismatch(line: 1, message: "found ``` in the text")]
    let markdown = MarkdownReport.render(RunReport(scenarios: [result], source: .files))
    #expect(markdown.contains("| a\\|b&lt;c&gt; | scene | caught | **clean** | — |\n"))
    #expect(
      markdown.contains("<summary>a|b&lt;c&gt; (catalog/C9-stale-pointer.scenario)</summary>"))
    #expect(
      markdown.contains(
        "\n````text\ncatalog/C9-stale-pointer.scenario:1: found ``` in the text\n````\n"))
  }
}
