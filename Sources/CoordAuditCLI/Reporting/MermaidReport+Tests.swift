import CoordAuditScenarios
import LeakAudit

extension MermaidReport {
  /// Renders a test run: for each test, its columns on one line and who keeps each survivor
  /// alive (LeakAudit's retain paths) as a Mermaid flowchart in Markdown.
  ///
  /// A test has no ownership graph (the bridge records none), only the retain paths of its
  /// leaks. When some tests failed, only those are drawn; when none did, every test is. A test
  /// without a retain path gets an HTML comment saying so:
  ///
  /// ````markdown
  /// ### MemoTests.DetailTests.detailGoesAway() (MemoTests/DetailTests.swift)
  ///
  /// failed · findings: 1 leak · survivors: detail · live at end: 1 Screen · heap bytes: 4,096
  ///
  /// ```mermaid
  /// flowchart LR
  ///   subgraph p1["detail"]
  ///     p1n1["Screen"]
  ///     p1n2["Model"]
  ///     p1n1 -->|"model"| p1n2
  ///     p1n2 -->|"screen"| p1n1
  ///   end
  /// ```
  /// ````
  ///
  /// Headings and the columns line escape HTML's markup characters and control characters as
  /// the Markdown report does; flowcharts are written as ``retainChains(_:)`` writes them.
  ///
  /// - Parameter report: The test run.
  /// - Returns: The Markdown text, ending with a newline.
  package static func render(_ report: TestRunReport) -> String {
    let drawn = report.isClean ? report.tests : report.failed
    var text = "## coordaudit: retain paths\n\n**\(report.summary)**\n\n"
    text += report.isClean ? "Every test is clean" : "The tests that failed"
    text += """
      , each with its outcome, findings, survivors, live objects at its end and heap bytes, \
      and who keeps each survivor alive (LeakAudit's retain paths).

      """
    for result in drawn {
      text += "\n### " + MarkdownReport.html("\(result.test) (\(result.file))") + "\n\n"
      text += MarkdownReport.html(result.columnsLine) + "\n"
      guard let chains = retainChains(result.report.findings) else {
        text += "\n<!-- \(comment(result.test)): no retain path was recorded -->\n"
        continue
      }
      text += "\n```mermaid\n" + chains + "```\n"
    }
    return text
  }
}
