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
    if !report.scenarios.isEmpty {
      text += "\n| Scenario | System | Expected | Outcome | Survivor |\n"
      text += "| --- | --- | --- | --- | --- |\n"
      for result in report.scenarios {
        let outcome = result.isAsExpected ? result.outcome.rawValue : "**\(result.outcome)**"
        let cells = [
          cell(result.name), cell(result.systemsText), result.expected.rawValue, outcome,
          cell(result.survivorsText),
        ]
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    for result in report.notAsExpected {
      let explanation = result.explanation
      let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: explanation) + 1))
      text += "\n<details>\n"
      text += "<summary>\(html(result.name)) (\(html(result.file)))</summary>\n\n"
      text += "\(fence)text\n\(explanation.escapingControlCharacters)\(fence)\n\n"
      text += "</details>\n"
    }
    if !report.notes.isEmpty {
      text += "\nNotes:\n\n"
      for note in report.notes { text += "- \(html(note))\n" }
    }
    return text
  }

  /// Text for a table cell: `|` escaped, and HTML's markup characters.
  private static func cell(_ text: String) -> String {
    html(text).replacingAll("|", with: "\\|")
  }

  /// Text with `&`, `<` and `>` escaped, so that Markdown renderers do not read it as HTML, and
  /// control characters and line breaks escaped.
  private static func html(_ text: String) -> String {
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
