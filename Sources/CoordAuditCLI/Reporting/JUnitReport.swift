import CoordAuditScenarios

/// The report for CI systems that read JUnit XML: one test case per scenario, a failure for
/// each that is not as expected.
///
/// ```xml
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="coordaudit" tests="2" failures="1" errors="0">
///   <testsuite name="coordaudit" tests="2" failures="1" errors="0" skipped="0">
///     <testcase classname="child-array" name="C1-back-tap" file="catalog/C1-back-tap.scenario"/>
///     <testcase classname="scene" name="C9-stale-pointer" file="catalog/C9-stale-pointer.scenario">
///       <failure message="catalog/C9-stale-pointer.scenario:14: expected a leak …" type="expected caught, outcome clean">…</failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
///
/// The class name is the scenario's systems joined with `+` (`coordaudit` when it has none);
/// the failure's message is ``ScenarioResult/firstProblem``, its type says what was expected and
/// what happened, and its text is ``ScenarioResult/explanation``. Notes go to the suite's
/// `<system-out>`. There are no `time` or `timestamp` attributes, so the file is the same for
/// the same run.
package enum JUnitReport {
  /// Renders a run.
  ///
  /// - Parameter report: The run.
  /// - Returns: The XML text, ending with a newline.
  package static func render(_ report: RunReport) -> String {
    var xml = ""
    for result in report.scenarios {
      let className = result.systems.isEmpty ? "coordaudit" : result.systems.joined(separator: "+")
      xml +=
        "    <testcase classname=\"\(attribute(className))\" name=\"\(attribute(result.name))\""
      xml += " file=\"\(attribute(result.file))\""
      guard !result.isAsExpected else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      xml += "      <failure message=\"\(attribute(result.firstProblem))\""
      xml += " type=\"\(attribute("expected \(result.expected), outcome \(result.outcome)"))\">"
      xml += content(result.explanation) + "</failure>\n"
      xml += "    </testcase>\n"
    }
    return document(
      tests: report.scenarios.count, failures: report.notAsExpected.count, notes: report.notes,
      testCases: xml)
  }

  /// The document around the test cases: the XML declaration, one suite with the counts, the
  /// test cases, and the notes in the suite's `<system-out>`.
  ///
  /// - Parameters:
  ///   - tests: How many test cases there are.
  ///   - failures: How many of them failed.
  ///   - notes: The run's notes.
  ///   - testCases: The `<testcase>` elements, each on its own lines, indented by four spaces.
  /// - Returns: The XML text, ending with a newline.
  static func document(tests: Int, failures: Int, notes: [String], testCases: String) -> String {
    let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"coordaudit\" \(counts)>\n"
    xml += "  <testsuite name=\"coordaudit\" \(counts) skipped=\"0\">\n"
    xml += testCases
    if !notes.isEmpty {
      let text = notes.map { "Note: \($0)\n" }.joined()
      xml += "    <system-out>\(content(text))</system-out>\n"
    }
    xml += "  </testsuite>\n"
    xml += "</testsuites>\n"
    return xml
  }

  /// Text for an attribute value in double quotes: markup characters and line breaks escaped.
  static func attribute(_ text: String) -> String {
    escape(text, inAttribute: true)
  }

  /// Text for element content: markup characters escaped, line breaks kept.
  static func content(_ text: String) -> String {
    escape(text, inAttribute: false)
  }

  private static func escape(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "\n" where inAttribute: result += "&#10;"
      case "\t" where inAttribute: result += "&#9;"
      case "\r": result += "&#13;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      // XML 1.0 cannot carry other control characters, even escaped.
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
