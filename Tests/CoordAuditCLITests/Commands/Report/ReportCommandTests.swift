import CoordAuditCLI
import CoordAuditScenarios
import Foundation
import LeakAudit
import TestSupport
import Testing

/// `coordaudit report DIR`, on test reports written to a temporary directory as the test
/// bridge writes them: one clean test, and one whose screen really leaks (the positive control).
@Suite struct ReportCommandTests {
  final class Screen {
    var model: Model?
  }

  final class Model {
    var screen: Screen?
  }

  /// The findings of a check in which a screen and its model keep each other: a real leak.
  static func leakReport() -> Report {
    let tracker = LeakTracker()
    var screen: Screen? = Screen()
    screen!.model = Model()
    screen!.model!.screen = screen
    let probe = tracker.track(screen!, role: .view, label: "detail")
    tracker.beginStep("pop detail")
    tracker.expectReleased([probe])
    screen = nil
    tracker.check(drainingFor: .milliseconds(20))
    return tracker.report
  }

  static func writeReports(in directory: String, leakedModels: Int = 1, heap: Int? = 4096) {
    let clean = TestReport(
      test: "MemoTests.ListTests.listGoesAway()", file: "MemoTests/ListTests.swift",
      heapBytes: heap)
    let leaky = TestReport(
      test: "MemoTests.DetailTests.detailGoesAway()", file: "MemoTests/DetailTests.swift",
      liveCounts: ["Screen": 1, "Model": leakedModels], heapBytes: heap, report: leakReport())
    let reports = directory + "/reports"
    try! FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
    for report in [clean, leaky] {
      write(
        report.jsonString, to: "reports/" + TestReport.fileName(forTest: report.test), in: directory
      )
    }
  }

  @Test func aLeakingTestFailsTheReportAndIsNamed() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.hasPrefix("coordaudit: 2 test reports\n\nTEST "))
      #expect(outcome.standardOutput.contains("MemoTests.DetailTests.detailGoesAway()"))
      #expect(outcome.standardOutput.contains("Leak: Screen \"detail\" still alive"))
      #expect(outcome.standardOutput.hasSuffix("2 tests: 1 clean, 1 failed\n"))
    }
  }

  /// Each format's golden: four tests, one leaking, one warned, one past a baseline recorded
  /// before its counts and heap grew.
  static let goldens = [
    (ReportFormat.text, "report.txt"), (.json, "report.json"), (.junit, "report.junit.xml"),
    (.markdown, "report.md"), (.mermaid, "report.mermaid.md"),
  ]

  @Test(arguments: 0..<goldens.count)
  func everyFormatShowsATestsOwnColumns(index: Int) async throws {
    let (format, name) = Self.goldens[index]
    try await withTemporaryDirectory { directory in
      let samples = TestReportSamples.self
      samples.write(
        [samples.detail, samples.list, samples.settings, samples.cache(grown: false)],
        in: directory)
      let record = await run(
        ["report", "reports", "--record-baseline", "baseline.json"], in: directory)
      #expect(record.filesWritten == ["baseline.json"])
      samples.write([samples.cache(grown: true)], in: directory)
      let outcome = await run(
        ["report", "reports", "--baseline", "baseline.json", "--format", format.rawValue],
        in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.standardError.isEmpty)
      let expected = try TestFiles.expected(
        "Tests/CoordAuditCLITests/Expected/" + name, actual: outcome.standardOutput)
      #expect(outcome.standardOutput == expected, "\(name)")
    }
  }

  @Test func aCleanRunDrawsEveryTestInMermaid() async throws {
    try await withTemporaryDirectory { directory in
      TestReportSamples.write([TestReportSamples.list, TestReportSamples.settings], in: directory)
      let outcome = await run(["report", "reports", "--format", "mermaid"], in: directory)
      #expect(outcome.status == 0)
      let expected = try TestFiles.expected(
        "Tests/CoordAuditCLITests/Expected/report-clean.mermaid.md",
        actual: outcome.standardOutput)
      #expect(outcome.standardOutput == expected)
    }
  }

  @Test func theOutputFileTakesTheFormatAndStandardOutputTheTestTable() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let outcome = await run(
        ["report", "reports", "--format", "markdown", "--output", "summary.md"], in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.contains("\nTEST  "))
      #expect(!outcome.standardOutput.contains("SYSTEM"))
      let markdown = (try? String(contentsOfFile: directory + "/summary.md", encoding: .utf8)) ?? ""
      #expect(
        markdown.contains(
          "| Test | Outcome | Findings | Survivors | Live at end | Heap bytes |\n"))
      #expect(!markdown.contains("System"))
    }
  }

  @Test func severalOutputsComeFromOneRun() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let outcome = await run(
        ["report", "reports", "--also", "junit=results.xml", "--also=markdown=summary.md"],
        in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.filesWritten == ["results.xml", "summary.md"])
      let junit = (try? String(contentsOfFile: directory + "/results.xml", encoding: .utf8)) ?? ""
      let markdown = (try? String(contentsOfFile: directory + "/summary.md", encoding: .utf8)) ?? ""
      #expect(junit.hasPrefix("<?xml"))
      #expect(
        junit.contains("classname=\"MemoTests.DetailTests\" name=\"detailGoesAway()\""))
      #expect(markdown.hasPrefix("## coordaudit: 2 test reports"))
    }
  }

  @Test func aBaselineComparesEachTestsCountsAndHeap() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let record = await run(
        ["report", "reports", "--record-baseline", "baseline.json"], in: directory)
      #expect(record.filesWritten == ["baseline.json"])
      let same = await run(["report", "reports", "--baseline", "baseline.json"], in: directory)
      // The leak still fails the run; nothing grew.
      #expect(!same.standardOutput.contains("regression"))

      // Two more models than recorded, and ten times the heap: both are regressions.
      Self.writeReports(in: directory, leakedModels: 3, heap: 40960)
      let grown = await run(["report", "reports", "--baseline", "baseline.json"], in: directory)
      #expect(grown.status == 1)
      #expect(grown.standardOutput.contains("Count regression: 3 live instances of 'Model'"))
      #expect(
        grown.standardOutput.contains(
          "Heap regression: 40960 heap bytes after 'MemoTests.ListTests.listGoesAway()'"))
    }
  }

  @Test func unmeasuredHeapIsANoteNeverAPass() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      _ = await run(["report", "reports", "--record-baseline", "baseline.json"], in: directory)
      Self.writeReports(in: directory, heap: nil)
      let outcome = await run(["report", "reports", "--baseline", "baseline.json"], in: directory)
      #expect(
        outcome.standardOutput.contains(
          "Note: the heap bytes of 'MemoTests.ListTests.listGoesAway()' were not measured: not compared."
        ))
    }
  }

  @Test func aMissingOrBrokenDirectoryIsADataError() async {
    await withTemporaryDirectory { directory in
      let missing = await run(["report", "nowhere"], in: directory)
      #expect(missing.status == 65)
      #expect(
        missing.standardError.hasPrefix(
          "Error: cannot read the directory of test reports 'nowhere'"))
      try! FileManager.default.createDirectory(
        atPath: directory + "/bad", withIntermediateDirectories: true)
      write(
        "{\"format\": \"coordaudit-test-report\", \"schemaVersion\": 1}", to: "bad/a.json",
        in: directory)
      let bad = await run(["report", "bad"], in: directory)
      #expect(bad.status == 65)
      #expect(
        bad.standardError
          == "Error: 'bad/a.json' is not a coordaudit test report: a field is missing or has the wrong type\n"
      )
    }
  }

  @Test func aFileInPlaceOfTheDirectoryIsSaidToBeOne() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let file = "reports/" + TestReport.fileName(forTest: "MemoTests.ListTests.listGoesAway()")
      let outcome = await run(["report", file], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError.hasPrefix(
          "Error: '\(file)' is a file; 'coordaudit report' reads a directory of test reports\n"))
    }
  }

  @Test func jsonThatIsNoTestReportIsSkippedWithANote() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      // The JSON report of an earlier run, written into the directory it read.
      let first = await run(
        ["report", "reports", "--also", "json=reports/all.json"], in: directory)
      #expect(first.filesWritten == ["reports/all.json"])
      let again = await run(["report", "reports"], in: directory)
      #expect(again.status == 1, "the leaking test still fails")
      #expect(again.standardError.isEmpty)
      #expect(
        again.standardOutput.contains(
          "Note: skipped 'reports/all.json': JSON that is not a test report (it has no \"format\": \"coordaudit-test-report\")\n"
        ))
      #expect(again.standardOutput.hasPrefix("coordaudit: 2 test reports\n"))
    }
  }

  @Test func problemsAreCappedAtAHundredAsAScenarioFilesAre() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      for index in 0..<250 {
        write("{", to: "reports/broken-\(index).json", in: directory)
      }
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 65)
      let lines = outcome.standardError.split(separator: "\n")
      #expect(lines.count == DiagnosticList.maximumCount + 1)
      #expect(lines.last == "… and 150 more problems in 'reports'")
    }
  }

  @Test(arguments: [
    (-1, "its \"schemaVersion\" is -1, which coordaudit never wrote"),
    (0, "its \"schemaVersion\" is 0, which coordaudit never wrote"),
    (2, "its \"schemaVersion\" is 2; this version reads 1: update coordaudit"),
  ])
  func aReportOfASchemaVersionNeverWrittenIsRefused(version: Int, reason: String) async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let name = TestReport.fileName(forTest: "MemoTests.ListTests.listGoesAway()")
      let path = directory + "/reports/" + name
      let text = try! String(contentsOfFile: path, encoding: .utf8)
      write(
        text.replacingOccurrences(
          of: "\n  \"schemaVersion\" : 1,\n", with: "\n  \"schemaVersion\" : \(version),\n"),
        to: "reports/" + name, in: directory)
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError
          == "Error: 'reports/\(name)' is not a coordaudit test report: \(reason)\n")
    }
  }

  @Test func aKeyGivenTwiceInATestReportIsRefusedWithItsPlace() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      let name = TestReport.fileName(forTest: "MemoTests.ListTests.listGoesAway()")
      let text = """
        {
          "file" : "MemoTests/ListTests.swift",
          "format" : "coordaudit-test-report",
          "liveCounts" : {},
          "report" : { "entries" : [], "findings" : [], "releasedCount" : 0, "schemaVersion" : 1 },
          "schemaVersion" : 1,
          "test" : "MemoTests.ListTests.listGoesAway()",
          "test" : "MemoTests.Other.passes()"
        }
        """
      write(text, to: "reports/" + name, in: directory)
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: 'reports/\(name)' is not a coordaudit test report: the key 'test' is given twice \
          in one object, the second time at line 8, column 3

          """)
    }
  }

  /// The leaking test's report, which an output must never replace: the next report of the
  /// folder would lack the leak.
  static let leakyName = TestReport.fileName(forTest: "MemoTests.DetailTests.detailGoesAway()")

  @Test(arguments: [
    ["--also", "markdown=reports/\(leakyName)"], ["--output", "reports/\(leakyName)"],
    ["--output", "link.json"],
  ])
  func anOutputOntoATestReportIsRefusedAndTheReportKept(_ options: [String]) async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      symlink("reports/" + Self.leakyName, directory + "/link.json")
      let before = try? String(
        contentsOfFile: directory + "/reports/" + Self.leakyName, encoding: .utf8)
      let outcome = await run(["report", "reports"] + options, in: directory)
      let target = options[1].split(separator: "=").last!
      #expect(outcome.status == 64)
      #expect(
        outcome.standardError == """
          Error: refusing to write '\(target)': it is the test report 'reports/\(Self.leakyName)' \
          of this run

          """)
      #expect(outcome.filesWritten == [])
      let after = try? String(
        contentsOfFile: directory + "/reports/" + Self.leakyName, encoding: .utf8)
      #expect(after == before)
      let again = await run(["report", "reports"], in: directory)
      #expect(again.status == 1, "the leak is still reported")
    }
  }

  /// A hundred and fifty files of another tool's JSON: a hundred notes, then how many more.
  @Test func notesAreCappedAtAHundred() async {
    await withTemporaryDirectory { directory in
      Self.writeReports(in: directory)
      for index in 0..<150 {
        write("{\"other\": \(index)}", to: "reports/other-\(index).json", in: directory)
      }
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 1)
      let notes = outcome.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Note: ") }
      #expect(notes.count == DiagnosticList.maximumCount + 1)
      #expect(notes.last == "Note: … and 50 more notes")
    }
  }

  @Test func badUsageIsStatus64() async {
    #expect(await run(["report"]).status == 64)
    let also = await run(["report", "dir", "--also", "xml=out.xml"])
    #expect(also.status == 64)
    #expect(also.standardError.hasPrefix("Error: The value 'xml=out.xml' is invalid for '--also"))
  }

  @Test func completionScriptsNameEverySubcommandForEachShell() async {
    for shell in ["bash", "zsh", "fish"] {
      let outcome = await run(["--generate-completion-script", shell])
      #expect(outcome.status == 0)
      for word in ["run", "explore", "report", "list", "show", "baseline", "format", "also"] {
        #expect(outcome.standardOutput.contains(word), "\(shell): \(word)")
      }
    }
    #expect(await run(["--generate-completion-script", "tcsh"]).status == 64)
  }
}
