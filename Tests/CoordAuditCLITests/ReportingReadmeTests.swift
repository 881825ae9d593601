import Foundation
import Testing

/// The README's examples of each format are excerpts of the stored expected files, so that
/// they cannot drift from what the reporters write.
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

  @Test func everyOutputExampleInTheReadmeAndItsDocsIsAnExcerptOfItsExpectedFile() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    // The README and docs/command-line.md, where the formats moved.
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let examples = try ["README.md", "docs/command-line.md"].flatMap {
      Self.examples(
        in: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
    }
    #expect(
      examples.map(\.name).sorted() == [
        "baseline.json", "catalog.txt", "e2e.json", "e2e.junit.xml", "e2e.md", "e2e.mermaid.md",
        "e2e.txt", "e2e.txt", "explore-emitted.scenario", "explore.txt", "report.json",
        "report.junit.xml", "report.md", "report.mermaid.md", "report.txt",
      ])
    for (name, lines) in examples {
      let expected = try String(
        contentsOf: here.appendingPathComponent("Expected").appendingPathComponent(name),
        encoding: .utf8)
      let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
      #expect(Self.isExcerpt(lines, of: expectedLines), "README example of \(name)")
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
