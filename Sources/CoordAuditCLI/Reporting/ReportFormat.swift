/// The formats `--format` takes.
package enum ReportFormat: String, CaseIterable, Hashable, Sendable {
  /// A table and explanations for a person (``TextReport``); the default.
  case text
  /// Every result in full, with a schema version (``JSONReport``).
  case json
  /// JUnit XML for CI systems (``JUnitReport``).
  case junit
  /// Markdown for a CI job summary (``MarkdownReport``).
  case markdown
  /// Ownership graphs as Mermaid flowcharts in Markdown (``MermaidReport``).
  case mermaid

  /// Renders a run, of scenarios or of tests, in this format.
  ///
  /// - Parameters:
  ///   - report: The run.
  ///   - style: Colour for the text format; the other formats never colour.
  /// - Returns: The report's text, ending with a newline.
  package func render(_ report: some FormattedReport, style: TextStyle = .plain) -> String {
    switch self {
    case .text: report.text(style: style)
    case .json: report.json
    case .junit: report.junit
    case .markdown: report.markdown
    case .mermaid: report.mermaid
    }
  }
}
