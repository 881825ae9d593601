extension TestRunReport: FormattedReport {
  package func text(style: TextStyle) -> String { TextReport.render(self, style: style) }
  package var json: String { JSONReport.render(self) }
  package var junit: String { JUnitReport.render(self) }
  package var markdown: String { MarkdownReport.render(self) }
  package var mermaid: String { MermaidReport.render(self) }
}
