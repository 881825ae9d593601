import CoordAuditScenarios
import Foundation
import LeakAudit
import Testing

@testable import CoordAuditCLI

/// A test's columns, as ``TestResult`` and ``TestRunReport`` compute them for every format.
@Suite struct TestRunReportTests {
  @Test func aCycleIsOneLeakWithBothSurvivorsAndTheLiveCountsByName() {
    let result = TestResult(test: TestReportSamples.detail)
    #expect(result.outcome == .failed)
    #expect(result.findingsText == "1 leak")
    #expect(result.survivorsText == "detail, model")
    #expect(result.liveCountsText == "1 DetailModel, 1 DetailScreen")
    #expect(result.heapText == "2,048")
    #expect(
      result.firstProblem == """
        Leak: DetailScreen "detail" and DetailModel "model" still alive after step 1 "pop detail"
        """)
  }

  @Test func aWarningIsCountedButLeavesTheTestClean() {
    let result = TestResult(test: TestReportSamples.settings)
    #expect(result.outcome == .clean)
    #expect(result.findingsText == "1 late release")
    #expect(result.survivorsText == "—")
    #expect(result.heapText == "—", "not measured")
    #expect(result.explanation.isEmpty)
  }

  @Test func aRegressionFailsACleanTestAndIsCountedAfterItsFindings() {
    let regression = MemoryFinding(
      kind: .heapRegression, subject: "heap", line: 0, values: [8192, 65536],
      message: "65536 heap bytes after 'MemoTests.CacheTests.cacheStaysSmall()'")
    let result = TestResult(
      test: TestReportSamples.cache(grown: true), memoryFindings: [regression, regression])
    #expect(result.outcome == .failed)
    #expect(result.findingsText == "2 heap regressions")
    #expect(result.firstProblem == "Heap regression: " + regression.message)
    #expect(result.explanation.hasPrefix("Heap regression: 65536 heap bytes"))
  }

  @Test func theSummarySaysCleanAndFailedNotAsExpected() {
    let report = TestRunReport(
      tests: [TestResult(test: TestReportSamples.detail), TestResult(test: TestReportSamples.list)])
    #expect(report.summary == "2 tests: 1 clean, 1 failed")
    #expect(report.headline == "coordaudit: 2 test reports")
    let one = TestRunReport(tests: [TestResult(test: TestReportSamples.list)])
    #expect(one.summary == "1 test: 1 clean")
    #expect(one.headline == "coordaudit: 1 test report")
  }

  @Test(arguments: [
    ("MemoTests.DetailTests.detailGoesAway()", "MemoTests.DetailTests", "detailGoesAway()"),
    ("M.Outer.Inner.check(value:)", "M.Outer.Inner", "check(value:)"),
    ("M.S.parses(_:)", "M.S", "parses(_:)"),
    ("M.S.named(\"a.b\")", "M.S", "named(\"a.b\")"),
    (
      "LeakAuditTests.XCTestBridgeTests.testPasses", "LeakAuditTests.XCTestBridgeTests",
      "testPasses"
    ),
    ("loose()", "coordaudit", "loose()"),
    (".odd", "coordaudit", ".odd"),
    ("trailing.", "coordaudit", "trailing."),
  ])
  func aJUnitTestCaseIsNamedAfterItsSuite(test: String, className: String, name: String) {
    let names = JUnitReport.names(of: test)
    #expect(names.className == className)
    #expect(names.name == name)
  }

  @Test func theJSONOfATestRunHasItsOwnSchemaAndEveryColumn() throws {
    struct Document: Decodable {
      struct Test: Decodable {
        var test: String
        var outcome: String
        var survivors: [String]
        var liveCounts: [String: Int]
        var heapBytes: Int?
        var report: Report
      }
      var schemaVersion: Int
      var source: String
      var tests: [Test]
    }
    let report = TestRunReport(
      tests: [
        TestResult(test: TestReportSamples.detail), TestResult(test: TestReportSamples.settings),
      ])
    let json = JSONReport.render(report)
    let document = try JSONDecoder().decode(Document.self, from: Data(json.utf8))
    #expect(document.schemaVersion == 2)
    #expect(document.source == "tests")
    #expect(document.tests.map(\.outcome) == ["failed", "clean"])
    #expect(document.tests[0].survivors == ["detail", "model"])
    #expect(document.tests[0].report == TestReportSamples.detail.report)
    #expect(document.tests[1].heapBytes == nil)
    #expect(!json.contains("\"scenarios\""))
    #expect(!json.contains("\"systems\""))
  }

  @Test func theHeapColumnIsRightAlignedAndNoLineEndsInSpaces() {
    let report = TestRunReport(
      tests: [TestResult(test: TestReportSamples.detail), TestResult(test: TestReportSamples.list)]
    )
    let text = TextReport.render(report)
    for line in text.split(separator: "\n") { #expect(!line.hasSuffix(" "), "\(line)") }
    // The headline, a blank line, then the table.
    let table = Array(text.split(separator: "\n", omittingEmptySubsequences: false)[2...4])
    #expect(table.count == 3)
    #expect(Set(table.map(\.count)).count == 1, "every line of the table is as wide")
    #expect(table[0].hasSuffix("HEAP BYTES"))
    #expect(table[1].hasSuffix(" 2,048"))
  }
}
