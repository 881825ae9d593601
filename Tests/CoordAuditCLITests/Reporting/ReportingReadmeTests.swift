import Foundation
import TestSupport
import Testing

/// The examples of each format in the README and the docs are excerpts of the stored expected
/// files, so that they cannot drift from what the reporters write.
@Suite struct ReportingReadmeTests {
  /// Each fenced block that follows a line `<!-- output: NAME -->`: the name and its lines.
  static func examples(in markdown: String) -> [(name: String, lines: [String])] {
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var examples: [(String, [String])] = []
    for (index, line) in lines.enumerated()
    where line.hasPrefix("<!-- output: ") && line.hasSuffix(" -->") && index + 1 < lines.count {
      let name = String(line.dropFirst("<!-- output: ".count).dropLast(" -->".count))
      let fence = String(lines[index + 1].prefix { $0 == "`" })
      guard fence.count >= 3 else { continue }
      let body = lines[(index + 2)...].prefix { $0 != fence }
      examples.append((name, Array(body)))
    }
    return examples
  }

  /// Whether each run of lines between `…` lines appears, whole and in order, in `lines`.
  static func isExcerpt(_ example: [String], of lines: [String]) -> Bool {
    var start = 0
    let runs = example.split(separator: "…", omittingEmptySubsequences: true)
    for run in runs {
      let run = Array(run)
      guard
        let found = (start...max(start, lines.count - run.count)).first(where: {
          $0 + run.count <= lines.count && Array(lines[$0..<$0 + run.count]) == run
        })
      else { return false }
      start = found + run.count
    }
    return true
  }

  /// The examples each page shows: the README one screen of each format, the docs the rest.
  static let examplesByPage: KeyValuePairs = [
    "README.md": ["e2e.json", "e2e.junit.xml", "e2e.md", "e2e.mermaid.md", "e2e.txt"],
    "docs/command-line.md": [
      "baseline.json", "e2e.json", "e2e.junit.xml", "e2e.md", "e2e.mermaid.md", "e2e.txt",
      "report.json", "report.junit.xml", "report.md", "report.mermaid.md", "report.txt",
    ],
    "docs/exploring.md": ["explore-emitted.scenario", "explore.txt"],
    "docs/catalog.md": ["catalog.txt"],
  ]

  @Test func everyOutputExampleInTheReadmeAndItsDocsIsAnExcerptOfItsExpectedFile() throws {
    let here = TestFiles.url("Tests/CoordAuditCLITests")
    let root = TestFiles.root
    for (page, names) in Self.examplesByPage {
      let examples = Self.examples(
        in: try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8))
      #expect(examples.map(\.name).sorted() == names, "\(page)")
      for (name, lines) in examples {
        let expected = try String(
          contentsOf: here.appendingPathComponent("Expected").appendingPathComponent(name),
          encoding: .utf8)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
          .map(String.init)
        #expect(Self.isExcerpt(lines, of: expectedLines), "\(page)'s example of \(name)")
      }
    }
  }

  @Test func anExcerptMustKeepItsRunsWholeAndInOrder() {
    let lines = ["a", "b", "c", "d"]
    #expect(Self.isExcerpt(["a", "b", "…", "d"], of: lines))
    #expect(!Self.isExcerpt(["a", "c"], of: lines))
    #expect(!Self.isExcerpt(["c", "…", "a"], of: lines))
    #expect(!Self.isExcerpt(["e"], of: lines))
  }
}
