import CoordAuditCLI
import Foundation
import LeakAudit
import Testing

/// How `coordaudit report` reads a directory of test reports: the whole directory is bound,
/// not only each file; a key given twice is an error even when it is the format marker; two
/// reports of one test are refused where a baseline must tell them apart.
@Suite struct TestReportFolderTests {
  /// Three files of 50 MB each are within each file's limit, and over the directory's:
  /// refused before any is read (they are sparse: their bytes are never written, nor read).
  @Test func theReportsOfADirectoryAreBoundTogether() async {
    await withTemporaryDirectory { directory in
      ReportCommandTests.writeReports(in: directory)
      for index in 1...3 {
        let path = directory + "/reports/large-\(index).json"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 50_000_000) == 0)
      }
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: the JSON files of 'reports' hold more than 128 MB together, the most \
          'coordaudit report' reads of one directory of test reports
          Help: write the tests' reports into an empty directory, and keep only theirs there.

          """)
      #expect(outcome.standardOutput == "")
    }
  }

  /// The leaking test's report with a `"format"` key given twice, another tool's before the
  /// marker or after it: a decoder keeps one of the two, and read as another tool's file, the
  /// report was skipped, and its leak with it (status 0).
  @Test(arguments: [
    ("\n  \"format\" : ", "\n  \"format\" : \"something-else\",\n  \"format\" : "),
    ("\n  \"test\" : ", "\n  \"format\" : \"something-else\",\n  \"test\" : "),
  ])
  func aFormatKeyGivenTwiceIsAnErrorNotAnotherToolsFile(before: String, after: String) async {
    await withTemporaryDirectory { directory in
      ReportCommandTests.writeReports(in: directory)
      let name = ReportCommandTests.leakyName
      let path = directory + "/reports/" + name
      let text = try! String(contentsOfFile: path, encoding: .utf8)
      let twice = text.replacingOccurrences(of: before, with: after)
      #expect(twice != text)
      write(twice, to: "reports/" + name, in: directory)
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError.hasPrefix(
          "Error: 'reports/\(name)' is not a coordaudit test "
            + "report: the key 'format' is given twice in one object, the second time at line "))
    }
  }

  /// A copy of a test's report under another name: a baseline recorded from both would keep
  /// one of them, silently.
  @Test func twoReportsOfOneTestAreRefusedWhereABaselineTellsTestsApart() async {
    await withTemporaryDirectory { directory in
      ReportCommandTests.writeReports(in: directory)
      _ = await run(["report", "reports", "--record-baseline", "baseline.json"], in: directory)
      let recorded = try? String(contentsOfFile: directory + "/baseline.json", encoding: .utf8)
      #expect(recorded != nil)
      let name = TestReport.fileName(forTest: "MemoTests.ListTests.listGoesAway()")
      try! FileManager.default.copyItem(
        atPath: directory + "/reports/" + name, toPath: directory + "/reports/copy.json")
      let error = """
        Error: two test reports are of the test 'MemoTests.ListTests.listGoesAway()' \
        ('reports/\(name)' and 'reports/copy.json'); a baseline tells tests apart by name.
        Help: keep one of them: write the tests' reports into an empty directory.

        """
      let record = await run(
        ["report", "reports", "--record-baseline", "baseline.json"], in: directory)
      #expect(record.status == 65)
      #expect(record.standardError == error)
      let kept = try? String(contentsOfFile: directory + "/baseline.json", encoding: .utf8)
      #expect(kept == recorded)
      let compare = await run(["report", "reports", "--baseline", "baseline.json"], in: directory)
      #expect(compare.status == 65)
      #expect(compare.standardError == error)
      // Without a baseline, both are shown.
      let shown = await run(["report", "reports"], in: directory)
      #expect(shown.status == 1)
      #expect(shown.standardOutput.hasPrefix("coordaudit: 3 test reports\n"))
    }
  }
}
