import CoordAuditScenarios
import Foundation
import LeakAudit
import TestSupport
import Testing

@testable import CoordAuditCLI

/// What reaches a terminal: names and labels that hold control or bidirectional formatting
/// characters are shown escaped in every human format (text, Markdown, Mermaid) and in every
/// diagnostic, so that reading a report cannot clear the screen or reorder its text.
@Suite struct TerminalSafetyTests {
  /// ESC (a screen clear), a bidirectional override, a byte-order mark, a tab and a bell.
  static let hostile = "a\u{1b}[2Jc\u{202E}d\u{FEFF}e\tf\u{7}"

  /// The scalars that must never reach a terminal raw: control characters but the line feed,
  /// bidirectional formatting characters and the invisible ones.
  static func unsafe(_ text: String) -> [String] {
    TerminalSafety.unsafeScalars(in: text).map {
      "U+" + String($0.value, radix: 16, uppercase: true)
    }
  }

  static let humanFormats: [ReportFormat] = [.text, .markdown, .mermaid]

  /// The register leak of `Scenarios/`, named with every hostile character.
  static var leakingScenario: String {
    let source = try! TestFiles.text("Tests/CoordAuditCLITests/Scenarios/register-leak.scenario")
    return source.replacingOccurrences(
      of: "scenario \"register leak\"", with: "scenario \"\(hostile)\"")
  }

  @Test(arguments: humanFormats)
  func aScenariosNameReachesNoHumanFormatRaw(format: ReportFormat) async {
    await withTemporaryDirectory { directory in
      write(Self.leakingScenario, to: "hostile.scenario", in: directory)
      let outcome = await CommandLineTool.run(
        arguments: ["run", "--format", format.rawValue, "hostile.scenario"],
        engine: ScenarioRunner(), environment: Environment(workingDirectory: directory))
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.contains("a\\u{1b}[2Jc\\u{202e}d\\u{feff}e\\u{9}f\\u{7}"))
      #expect(Self.unsafe(outcome.standardOutput) == [])
      #expect(Self.unsafe(outcome.standardError) == [])
    }
  }

  @Test(arguments: humanFormats)
  func anActionsNameReachesNoHumanFormatRaw(format: ReportFormat) async {
    let source = """
      system child-array
      flow Main root faulty no-removal-on-back
        screen Home
      flow Search in Main
        screen SearchField model SearchModel
      action "\(Self.hostile)" {
        start Search
      }
      setup {
        start Main
      }

      """
    await withTemporaryDirectory { directory in
      write(source, to: "explore.scenario", in: directory)
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "--depth", "2", "--format", format.rawValue, "explore.scenario"],
        engine: ScenarioRunner(), environment: Environment(workingDirectory: directory))
      #expect(outcome.status == 1)
      // Mermaid draws the step of the leak (the back tap after the action), not the action.
      if format != .mermaid { #expect(outcome.standardOutput.contains("a\\u{1b}[2Jc")) }
      #expect(Self.unsafe(outcome.standardOutput) == [])
    }
  }

  @Test(arguments: humanFormats)
  func aTestReportsNamesReachNoHumanFormatRaw(format: ReportFormat) async {
    let object = TrackedObject(
      number: 1, role: Role(Self.hostile), label: Self.hostile, typeName: "T\u{1b}[2J",
      site: SourceSite(fileID: "M/\(Self.hostile).swift", line: 3))
    let finding = Finding(
      kind: .leak, step: .init(number: 1, name: Self.hostile), objects: [object])
    let report = TestReport(
      test: "M.\(Self.hostile)\nsecond line", file: "M/\(Self.hostile).swift",
      liveCounts: [Self.hostile: 1], report: Report(findings: [finding]))
    await withTemporaryDirectory { directory in
      write(report.jsonString, to: "r.json", in: directory)
      let outcome = await run(["report", "--format", format.rawValue, directory])
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.contains("a\\u{1b}[2Jc"))
      #expect(Self.unsafe(outcome.standardOutput) == [])
      // A name stays on its line: the line feed in the test's name is escaped in one-line
      // places (the table, headings).
      #expect(outcome.standardOutput.contains("\\u{a}second line"))
    }
  }

  @Test func colourIsTheOnlyEscapeSequenceOfTheTextReport() async {
    await withTemporaryDirectory { directory in
      write(Self.leakingScenario, to: "hostile.scenario", in: directory)
      let outcome = await CommandLineTool.run(
        arguments: ["run", "hostile.scenario"], engine: ScenarioRunner(),
        environment: Environment(isStandardOutputTerminal: true, workingDirectory: directory))
      let colours = ["\u{1b}[32m", "\u{1b}[1;31m", "\u{1b}[0m"]
      var stripped = outcome.standardOutput
      for colour in colours { stripped = stripped.replacingOccurrences(of: colour, with: "") }
      #expect(outcome.standardOutput != stripped, "the terminal gets colours")
      #expect(Self.unsafe(stripped) == [])
    }
  }

  @Test func aDiagnosticEscapesATabAndABidirectionalOverride() {
    // The scenario fuzz harness stopped on this: the message quoted the tab raw.
    let source = "system child-array\nflow Main root\n  screen Home\nstart Main \"a\tb\u{202E}c\"\n"
    let problems = ScenarioRunner().check(source, file: "t.scenario")
    #expect(problems.count == 1)
    for problem in problems {
      #expect(Self.unsafe(problem.description) == [], "\(problem.description)")
      #expect(problem.description.contains("unexpected 'a\\u{9}b\\u{202e}c' after 'Main'"))
    }
  }

  @Test func errorsEscapeBidirectionalFormattingInWhatTheyQuote() async {
    let outcome = await run(["--fo\u{202E}o\u{2066}"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasPrefix("Error: Unknown option '--fo\\u{202e}o\\u{2066}'\n"))
  }

  @Test func theEscapeIsTheSameForEveryHumanFormatOfTheSamples() {
    var result = ReportingSamples.failed
    result.name = Self.hostile
    result.steps[2].name = Self.hostile
    let report = RunReport(scenarios: [result], source: .files, notes: [Self.hostile])
    for format in Self.humanFormats {
      let text = format.render(report)
      #expect(Self.unsafe(text) == [], "\(format)")
    }
  }

  /// A graph's identifiers reach no flowchart: it names the nodes `n1`, `n2`, … itself.
  ///
  /// A graph read back from a report names its nodes with the report's text. The shard-report
  /// fuzz harness stopped on this: an identifier of DEL characters reached the Mermaid report
  /// raw.
  @Test func aGraphsIdentifiersReachNoFlowchartRaw() {
    let graph = OwnershipGraph(
      step: 1,
      nodes: [
        .init(id: "n\u{7F}\u{1b}[2J1", name: "Main", role: "coordinator", isSurvivor: false),
        .init(id: "n2", name: "Search", role: "coordinator", isSurvivor: true),
        .init(id: "n2", name: "Twice", role: "view", isSurvivor: false),
      ],
      edges: [
        .init(from: "n\u{7F}\u{1b}[2J1", to: "n2", label: "children", strength: .strong),
        .init(from: "n2", to: "n\u{7F}\u{1b}[2J1", label: "parent", strength: .weak),
        .init(from: "n2", to: "nowhere", label: "lost", strength: .strong),
      ])
    let text = MermaidReport.flowchart(graph)
    #expect(Self.unsafe(text) == [], "\(text)")
    #expect(
      text == """
        flowchart LR
          n1["Main<br/>coordinator"]
          n2["Search<br/>coordinator"]
          n3["Twice<br/>view"]
          n1 -->|"children"| n2
          n2 -.->|"parent (weak)"| n1
          classDef survivor fill:#fdd,stroke:#c00,stroke-width:2px,color:#000
          class n2 survivor

        """)
  }
}
