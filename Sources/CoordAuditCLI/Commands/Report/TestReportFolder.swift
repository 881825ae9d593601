import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension CommandLineTool {
  /// What a directory of test reports held.
  struct TestReports {
    /// The reports, sorted by test name.
    var reports: [TestReport]
    /// Each report's file, as messages name it (`DIR/NAME.json`), in the same order.
    var files: [String]
    /// Each report's file, as an absolute path, in the same order.
    var paths: [String]
    /// A note for each JSON file that is no test report (another tool's output), skipped.
    var notes: [String]
  }

  /// The most bytes of JSON `coordaudit report` reads from one directory, its files together:
  /// each file is held to its own limit (64 MB), and the whole directory to this, so that the
  /// reports read stay within a few hundred megabytes of memory however many there are.
  static let maximumTestReportBytes = 128_000_000

  /// Reads every `*.json` file of the directory as a test report, sorted by test name; JSON
  /// that is no test report at all (no format marker: `--also json=DIR/report.json` written
  /// there) is skipped with a note.
  ///
  /// - Throws: ``Stop`` with status 65 when the path is not a directory, when its JSON files
  ///   hold more than ``maximumTestReportBytes`` together (before any is read), listing every
  ///   file that cannot be read or is a damaged report (at most
  ///   ``DiagnosticList/maximumCount``, then how many more), or when the directory holds none.
  static func loadTestReports(
    _ directory: String, environment: Environment
  ) throws(Stop) -> TestReports {
    let path = environment.resolve(directory)
    let help = "Help: run the tests with \(TestReport.environmentVariable)='\(directory)' first.\n"
    let names: [String]
    do {
      names = try FileAccess.names(inDirectory: path).filter { $0.hasSuffix(".json") }
    } catch {
      if case .success(let status) = FileAccess.status(path), status.st_mode & S_IFMT != S_IFDIR {
        throw Stop(
          """
          Error: '\(directory)' is a file; 'coordaudit report' reads a directory of test reports
          Help: give the directory that \(TestReport.environmentVariable) named when the tests \
          ran.

          """, status: ExitStatus.dataError)
      }
      throw Stop(
        "Error: cannot read the directory of test reports '\(directory)': \(error.reason)\n"
          + help, status: ExitStatus.dataError)
    }
    try checkTotalSize(of: names.map { FileAccess.resolve($0, in: path) }, in: directory)
    var found: [(report: TestReport, file: String, path: String)] = []
    var notes: [String] = []
    var errors: [String] = []
    var total = 0
    for name in names {
      let file = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      let filePath = FileAccess.resolve(name, in: path)
      do {
        let bytes = try InputFile.bytes(at: filePath, kind: .testReport)
        // A file that grew since its size was looked at counts as read.
        total += bytes.count
        guard total <= maximumTestReportBytes else { throw tooLarge(directory) }
        found.append((try TestReport(bytes: bytes), file, filePath))
      } catch let error as FileAccess.Failure {
        errors.append("Error: cannot read the test report '\(file)': \(error.reason)\n")
      } catch let error as TestReport.ReadError where error.isNotAReport {
        notes.append("skipped '\(file)': JSON that is not a test report (\(error))")
      } catch let error as Stop {
        throw error
      } catch {
        errors.append("Error: '\(file)' is not a coordaudit test report: \(error)\n")
      }
    }
    guard errors.isEmpty else {
      var text = errors.prefix(DiagnosticList.maximumCount).joined()
      if errors.count > DiagnosticList.maximumCount {
        let more = Wording.grouped(errors.count - DiagnosticList.maximumCount)
        text += "… and \(more) more problems in '\(directory)'\n"
      }
      throw Stop(text, status: ExitStatus.dataError)
    }
    guard !found.isEmpty else {
      throw Stop(
        """
        Error: the directory '\(directory)' holds no test report.
        Help: run the tests with \(TestReport.environmentVariable)='\(directory)', and check \
        that they track objects (trackForLeaks, assertReleased, withLeakTracking).

        """, status: ExitStatus.dataError)
    }
    // By test name, then by file: two reports of one name keep the order of their files.
    found.sort { ($0.report.test, $0.file) < ($1.report.test, $1.file) }
    return TestReports(
      reports: found.map(\.report), files: found.map(\.file), paths: found.map(\.path),
      notes: notes)
  }

  /// Refuses a directory whose JSON files are larger together than what `report` reads,
  /// from their sizes, before any is read.
  private static func checkTotalSize(of paths: [String], in directory: String) throws(Stop) {
    var total = 0
    for path in paths {
      guard case .success(let status) = FileAccess.status(path), status.st_mode & S_IFMT == S_IFREG
      else { continue }
      total += Int(status.st_size)
      if total > maximumTestReportBytes { throw tooLarge(directory) }
    }
  }

  private static func tooLarge(_ directory: String) -> Stop {
    Stop(
      """
      Error: the JSON files of '\(directory)' hold more than \
      \(maximumTestReportBytes / 1_000_000) MB together, the most 'coordaudit report' reads of \
      one directory of test reports
      Help: write the tests' reports into an empty directory, and keep only theirs there.

      """, status: ExitStatus.dataError)
  }

  /// Checks that no two test reports are of one test, which a baseline needs to tell them
  /// apart: one would silently take the other's place.
  ///
  /// - Throws: ``Stop`` with status 65 naming the test and both files.
  static func checkDistinctTests(_ tests: TestReports) throws(Stop) {
    for index in tests.reports.indices.dropFirst()
    where tests.reports[index].test == tests.reports[index - 1].test {
      throw Stop(
        """
        Error: two test reports are of the test '\(tests.reports[index].test)' \
        ('\(tests.files[index - 1])' and '\(tests.files[index])'); a baseline tells tests apart \
        by name.
        Help: keep one of them: write the tests' reports into an empty directory.

        """, status: ExitStatus.dataError)
    }
  }
}
