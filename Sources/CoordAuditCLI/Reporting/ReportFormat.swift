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

  /// Renders a run in this format.
  ///
  /// - Parameters:
  ///   - report: The run.
  ///   - style: Colour for the text format; the other formats never colour.
  /// - Returns: The report's text, ending with a newline.
  package func render(_ report: RunReport, style: TextStyle = .plain) -> String {
    switch self {
    case .text: TextReport.render(report, style: style)
    case .json: JSONReport.render(report)
    case .junit: JUnitReport.render(report)
    case .markdown: MarkdownReport.render(report)
    case .mermaid: MermaidReport.render(report)
    }
  }
}
