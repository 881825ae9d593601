import CoordAuditScenarios
import LeakAudit

extension JUnitReport {
  /// Renders a test run: one test case per test, under its suite or class, with its columns as
  /// properties and a failure for each test that failed.
  ///
  /// ```xml
  /// <testcase classname="MemoTests.DetailTests" name="detailGoesAway()" file="MemoTests/DetailTests.swift">
  ///   <properties>
  ///     <property name="findings" value="1 leak"/>
  ///     <property name="survivors" value="detail"/>
  ///     <property name="liveAtEnd" value="1 Screen"/>
  ///     <property name="heapBytes" value="4096"/>
  ///   </properties>
  ///   <failure message="Leak: Screen &quot;detail&quot; still alive after step 1 &quot;pop detail&quot;" type="1 leak">…</failure>
  /// </testcase>
  /// ```
  ///
  /// The class name is the test's name up to its last `.` outside the parentheses
  /// (`MemoTests.DetailTests`), the name what follows (`detailGoesAway()`); a name without a
  /// `.` has the class name `coordaudit`. A property is written only when there is something to
  /// say: findings, survivors, live objects at the test's end (``TestResult/liveCountsText``),
  /// heap bytes when measured (in bytes, ungrouped). The failure's message is
  /// ``TestResult/firstProblem``, its type the findings, its text ``TestResult/explanation``.
  /// Notes go to the suite's `<system-out>`; no time attributes.
  ///
  /// - Parameter report: The test run.
  /// - Returns: The XML text, ending with a newline.
  package static func render(_ report: TestRunReport) -> String {
    var xml = ""
    for result in report.tests {
      let (className, name) = names(of: result.test)
      xml += "    <testcase classname=\"\(attribute(className))\" name=\"\(attribute(name))\""
      xml += " file=\"\(attribute(result.file))\""
      var properties: [(String, String)] = []
      if !result.report.findings.isEmpty || !result.memoryFindings.isEmpty {
        properties.append(("findings", result.findingsText))
      }
      if !result.survivors.isEmpty { properties.append(("survivors", result.survivorsText)) }
      if !result.liveCounts.isEmpty { properties.append(("liveAtEnd", result.liveCountsText)) }
      if let bytes = result.heapBytes { properties.append(("heapBytes", String(bytes))) }
      guard !properties.isEmpty || result.outcome == .failed else {
        xml += "/>\n"
        continue
      }
      xml += ">\n"
      if !properties.isEmpty {
        xml += "      <properties>\n"
        for (key, value) in properties {
          xml += "        <property name=\"\(key)\" value=\"\(attribute(value))\"/>\n"
        }
        xml += "      </properties>\n"
      }
      if result.outcome == .failed {
        xml += "      <failure message=\"\(attribute(result.firstProblem))\""
        xml += " type=\"\(attribute(result.findingsText))\">"
        xml += content(result.explanation) + "</failure>\n"
      }
      xml += "    </testcase>\n"
    }
    return document(
      tests: report.tests.count, failures: report.failed.count, notes: report.notes,
      testCases: xml)
  }

  /// A test's class name and name: `Module.Suite` and `test(x:)` from `Module.Suite.test(x:)`,
  /// split at the last `.` before the first `(`; `coordaudit` and the whole name when there is
  /// no `.`.
  ///
  /// - Parameter test: The test's name, as its report gives it.
  /// - Returns: The class name and the name.
  static func names(of test: String) -> (className: String, name: String) {
    let head = test.firstIndex(of: "(").map { test[..<$0] } ?? test[...]
    guard let dot = head.lastIndex(of: "."), dot != test.startIndex,
      test.index(after: dot) != test.endIndex
    else { return ("coordaudit", test) }
    return (String(test[..<dot]), String(test[test.index(after: dot)...]))
  }
}
