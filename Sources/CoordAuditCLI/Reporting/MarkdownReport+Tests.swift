import CoordAuditScenarios

extension MarkdownReport {
  /// Renders a test run: a heading, the summary, a table of every test, and a collapsed block
  /// per test that failed.
  ///
  /// ````markdown
  /// ## coordaudit: 2 test reports
  ///
  /// **2 tests: 1 clean, 1 failed**
  ///
  /// | Test | Outcome | Findings | Survivors | Live at end | Heap bytes |
  /// | --- | --- | --- | --- | --- | ---: |
  /// | MemoTests.DetailTests.detailGoesAway() | **failed** | 1 leak | detail | 1 Screen | 4,096 |
  /// | MemoTests.ListTests.listGoesAway() | clean | — | — | — | 4,096 |
  ///
  /// <details>
  /// <summary>MemoTests.DetailTests.detailGoesAway() (MemoTests/DetailTests.swift)</summary>
  ///
  /// ```text
  /// Leak: Screen "detail" still alive after step 1 "pop detail".
  /// …
  /// ```
  ///
  /// </details>
  /// ````
  ///
  /// A failed outcome is bold; heap bytes are right-aligned. Cells, blocks and notes are
  /// escaped as in a run's report.
  ///
  /// - Parameter report: The test run.
  /// - Returns: The Markdown text, ending with a newline.
  package static func render(_ report: TestRunReport) -> String {
    var text = "## \(html(report.headline))\n\n"
    text += "**\(report.summary)**\n"
    text += table(
      ["Test", "Outcome", "Findings", "Survivors", "Live at end", "Heap bytes"],
      rightAligned: [5],
      rows: report.tests.map { result in
        let outcome =
          result.outcome == .clean ? result.outcome.rawValue : "**\(result.outcome)**"
        return [
          cell(result.test), outcome, cell(result.findingsText), cell(result.survivorsText),
          cell(result.liveCountsText), result.heapText,
        ]
      })
    for result in report.failed {
      text += details(name: result.test, file: result.file, text: result.explanation)
    }
    text += notes(report.notes)
    return text
  }
}
