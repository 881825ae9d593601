/// A report that every format renders, with its own columns.
///
/// A run of scenarios (``RunReport``) or a run of tests (``TestRunReport``): what a command
/// delivers to standard output, `--output` and each `--also`, through
/// ``ReportFormat/render(_:style:)``, which picks the format's rendering.
///
/// ```swift
/// let summary = ReportFormat.markdown.render(report)
/// ```
package protocol FormattedReport: Sendable {
  /// A table and explanations for a person, coloured or not (``TextReport``).
  func text(style: TextStyle) -> String
  /// Every result in full, with a schema version (``JSONReport``).
  var json: String { get }
  /// JUnit XML for CI systems (``JUnitReport``).
  var junit: String { get }
  /// Markdown for a CI job summary (``MarkdownReport``).
  var markdown: String { get }
  /// Graphs as Mermaid flowcharts in Markdown (``MermaidReport``).
  var mermaid: String { get }
}

extension RunReport: FormattedReport {
  package func text(style: TextStyle) -> String { TextReport.render(self, style: style) }
  package var json: String { JSONReport.render(self) }
  package var junit: String { JUnitReport.render(self) }
  package var markdown: String { MarkdownReport.render(self) }
  package var mermaid: String { MermaidReport.render(self) }
}
