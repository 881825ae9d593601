import CoordAuditScenarios
import LeakAudit

/// The report a person reads in a terminal or a CI log: a table of every scenario, then why
/// each one that is not as expected is not.
///
/// ```text
/// coordaudit: 3 scenarios from the built-in catalog
///
/// SCENARIO            SYSTEM       EXPECTED  OUTCOME  SURVIVOR
/// C1-back-tap         child-array  clean     clean    —
/// C1-back-tap-faulty  child-array  caught    caught   Search, SearchModel
/// C9-stale-pointer    scene        caught    clean    —
///
/// C9-stale-pointer (catalog/C9-stale-pointer.scenario)
///   catalog/C9-stale-pointer.scenario:14: expected a leak of 'Detail' after step 3, found none
///
/// 3 scenarios: 2 as expected, 1 not as expected
/// ```
///
/// Columns are as wide as their widest cell, two spaces apart, with no trailing spaces. A
/// paragraph is indented by two spaces under `name (file)`; it holds
/// ``ScenarioResult/explanation``. Notes (`Note: …`) come before the summary line.
///
/// What the run's files and tests named (names, labels, steps, paths) is shown with its control
/// and bidirectional formatting characters escaped (`\u{1b}`; see
/// `String.escapingControlCharacters`), and a name on one line: a report read in a terminal
/// cannot clear the screen or reorder its own text. The only escape sequences are the colours.
package enum TextReport {
  /// Renders a run.
  ///
  /// - Parameters:
  ///   - report: The run.
  ///   - style: Whether to colour the outcomes and the summary.
  /// - Returns: The text, ending with a newline.
  package static func render(_ report: RunReport, style: TextStyle = .plain) -> String {
    var text = report.headline.escapingControlCharactersAndLineFeeds + "\n\n"
    if !report.scenarios.isEmpty {
      text += table(report.scenarios, style: style, isTests: report.source == .tests) + "\n"
    }
    for result in report.notAsExpected {
      text += "\(result.name) (\(result.file))".escapingControlCharactersAndLineFeeds + "\n"
      text += indented(result.explanation.escapingControlCharacters) + "\n"
    }
    for note in report.notes {
      text += "Note: \(note)".escapingControlCharacters + "\n"
    }
    if !report.notes.isEmpty { text += "\n" }
    let summary = report.summary
    text += (report.isAsExpected ? style.good(summary) : style.bad(summary)) + "\n"
    return text
  }

  private static func table(_ results: [ScenarioResult], style: TextStyle, isTests: Bool)
    -> String
  {
    let header = [isTests ? "TEST" : "SCENARIO", "SYSTEM", "EXPECTED", "OUTCOME", "SURVIVOR"]
    let rows = results.map {
      [$0.name, $0.systemsText, $0.expected.rawValue, $0.outcome.rawValue, $0.survivorsText]
        .map(\.escapingControlCharactersAndLineFeeds)
    }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String], outcome: (String) -> String = { $0 }) -> String {
      var text = ""
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        let isLast = column == cells.count - 1
        text += (column == 3 ? outcome(cell) : cell) + (isLast ? "" : padding + "  ")
      }
      return text + "\n"
    }
    var text = line(header)
    for (result, row) in zip(results, rows) {
      text += line(row) { result.isAsExpected ? style.good($0) : style.bad($0) }
    }
    return text
  }

  /// Every non-empty line indented by two spaces.
  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
      $0.isEmpty ? "\n" : "  \($0)\n"
    }.joined()
  }
}
