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
    let rows = report.scenarios.map {
      [$0.name, $0.systemsText, $0.expected.rawValue, $0.outcome.rawValue, $0.survivorsText]
    }
    let lines = table(
      ["SCENARIO", "SYSTEM", "EXPECTED", "OUTCOME", "SURVIVOR"], rows: rows, outcomeColumn: 3,
      isGood: report.scenarios.map(\.isAsExpected), style: style)
    let summary = report.summary
    return document(
      headline: report.headline, table: lines,
      explained: report.notAsExpected.map { ("\($0.name) (\($0.file))", $0.explanation) },
      notes: report.notes,
      summary: report.isAsExpected ? style.good(summary) : style.bad(summary))
  }

  /// A report's parts in order, escaped.
  ///
  /// The headline and a blank line; the table and a blank line, when it has rows; each
  /// explanation under its title, indented by two spaces; the notes (`Note: …`) and a blank
  /// line; the summary.
  ///
  /// - Parameters:
  ///   - headline: The first line.
  ///   - table: The table, or empty.
  ///   - explained: Each result not as expected: a title (`name (file)`), and why in lines.
  ///   - notes: The notes.
  ///   - summary: The last line, coloured or not.
  /// - Returns: The text, ending with a newline.
  static func document(
    headline: String, table: String, explained: [(title: String, text: String)],
    notes: [String], summary: String
  ) -> String {
    var text = headline.escapingControlCharactersAndLineFeeds + "\n\n"
    if !table.isEmpty { text += table + "\n" }
    for (title, explanation) in explained {
      text += title.escapingControlCharactersAndLineFeeds + "\n"
      text += indented(explanation.escapingControlCharacters) + "\n"
    }
    for note in notes {
      text += "Note: \(note)".escapingControlCharacters + "\n"
    }
    if !notes.isEmpty { text += "\n" }
    return text + summary + "\n"
  }

  /// Rows under a header, or nothing when there is no row.
  ///
  /// Each column is as wide as its widest cell, two spaces apart, with no trailing spaces;
  /// cells are escaped to one line.
  ///
  /// - Parameters:
  ///   - header: The columns' names.
  ///   - rows: The cells, row by row.
  ///   - rightAligned: The columns padded on the left (numbers); the others on the right.
  ///   - outcomeColumn: The column whose cells are coloured.
  ///   - isGood: Whether each row's outcome is coloured as good (else as bad).
  ///   - style: Whether to colour.
  /// - Returns: The lines of the table, each ending with a newline.
  static func table(
    _ header: [String], rows: [[String]], rightAligned: Set<Int> = [], outcomeColumn: Int,
    isGood: [Bool], style: TextStyle
  ) -> String {
    guard !rows.isEmpty else { return "" }
    let rows = rows.map { $0.map(\.escapingControlCharactersAndLineFeeds) }
    var widths = header.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
    }
    func line(_ cells: [String], outcome: (String) -> String = { $0 }) -> String {
      var text = ""
      for (index, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[index] - cell.count)
        let shown = index == outcomeColumn ? outcome(cell) : cell
        let isLast = index == cells.count - 1
        if rightAligned.contains(index) {
          text += padding + shown
        } else {
          text += shown + (isLast ? "" : padding)
        }
        if !isLast { text += "  " }
      }
      return text + "\n"
    }
    var text = line(header)
    for (row, isGood) in zip(rows, isGood) {
      text += line(row) { isGood ? style.good($0) : style.bad($0) }
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
