import CoordAuditScenarios
import LeakAudit

/// The report for a CI job summary or a pull-request comment: a heading, the summary, a table,
/// and a collapsed block per scenario that is not as expected.
///
/// ````markdown
/// ## coordaudit: 3 scenarios from the built-in catalog
///
/// **3 scenarios: 2 as expected, 1 not as expected**
///
/// | Scenario | System | Expected | Outcome | Survivor |
/// | --- | --- | --- | --- | --- |
/// | C1-back-tap | child-array | clean | clean | — |
/// | C9-stale-pointer | scene | caught | **clean** | — |
///
/// <details>
/// <summary>C9-stale-pointer (catalog/C9-stale-pointer.scenario)</summary>
///
/// ```text
/// catalog/C9-stale-pointer.scenario:14: expected a leak of 'Detail' after step 3, found none
/// ```
///
/// </details>
/// ````
///
/// An outcome that is not as expected is bold. Table cells escape `|` and HTML's `&`, `<`, `>`;
/// the block's fence is longer than any run of backticks in the text it holds. Notes follow as
/// a list. Control and bidirectional formatting characters are escaped everywhere (`\u{1b}`;
/// see `String.escapingControlCharacters`), line breaks too outside the blocks.
package enum MarkdownReport {
  /// Renders a run.
  ///
  /// - Parameter report: The run.
  /// - Returns: The Markdown text, ending with a newline.
  package static func render(_ report: RunReport) -> String {
    var text = "## \(html(report.headline))\n\n"
    text += "**\(report.summary)**\n"
    text += table(
      ["Scenario", "System", "Expected", "Outcome", "Survivor"],
      rows: report.scenarios.map { result in
        let outcome = result.isAsExpected ? result.outcome.rawValue : "**\(result.outcome)**"
        return [
          cell(result.name), cell(result.systemsText), result.expected.rawValue, outcome,
          cell(result.survivorsText),
        ]
      })
    for result in report.notAsExpected {
      text += details(name: result.name, file: result.file, text: result.explanation)
    }
    text += notes(report.notes)
    return text
  }

  /// A table after a blank line, its cells as given (escape them with ``cell(_:)``); empty
  /// when there is no row.
  ///
  /// - Parameters:
  ///   - header: The columns' names.
  ///   - rightAligned: The columns aligned to the right (numbers).
  ///   - rows: The cells, row by row.
  /// - Returns: The table's lines, each ending with a newline.
  static func table(_ header: [String], rightAligned: Set<Int> = [], rows: [[String]]) -> String {
    guard !rows.isEmpty else { return "" }
    let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
    return "\n"
      + ([header, rule] + rows).map { "| " + $0.joined(separator: " | ") + " |\n" }.joined()
  }

  /// A collapsed block, `<details>` with `name (file)` as its summary and the text in a fence
  /// longer than any run of backticks it holds, after a blank line.
  static func details(name: String, file: String, text: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
    var block = "\n<details>\n"
    block += "<summary>\(html(name)) (\(html(file)))</summary>\n\n"
    block += "\(fence)text\n\(text.escapingControlCharacters)\(fence)\n\n"
    block += "</details>\n"
    return block
  }

  /// The notes as a list under `Notes:`, after a blank line; empty for no notes.
  static func notes(_ notes: [String]) -> String {
    guard !notes.isEmpty else { return "" }
    return "\nNotes:\n\n" + notes.map { "- \(html($0))\n" }.joined()
  }

  /// Text for a table cell: `|` escaped, and HTML's markup characters.
  static func cell(_ text: String) -> String {
    html(text).replacingAll("|", with: "\\|")
  }

  /// Text with `&`, `<` and `>` escaped, so that Markdown renderers do not read it as HTML, and
  /// control characters and line breaks escaped.
  static func html(_ text: String) -> String {
    text.escapingControlCharactersAndLineFeeds.replacingAll("&", with: "&amp;")
      .replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
  }

  private static func longestBacktickRun(in text: String) -> Int {
    var longest = 0
    var current = 0
    for character in text {
      current = character == "`" ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}

extension String {
  /// The string with every occurrence of `target` replaced, without Foundation.
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
