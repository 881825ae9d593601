import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What `coordaudit report` reads, how it compares, and how it reports.
package struct ReportCommand: Hashable, Sendable {
  /// The directory the test bridge wrote its reports to, as given.
  package var directory: String
  /// The format, outputs, baseline, tolerance and `--allow-missing`, as for `run` (no files,
  /// no allow-list).
  package var options: RunCommand
  /// The baseline file to record the tests' live counts and heap bytes in.
  package var recordBaseline: String?

  /// Creates a report command.
  ///
  /// - Parameters:
  ///   - directory: The directory of the test reports.
  ///   - options: The format, outputs, baseline and tolerance.
  ///   - recordBaseline: The baseline file to record.
  package init(directory: String, options: RunCommand = RunCommand(), recordBaseline: String? = nil)
  {
    self.directory = directory
    self.options = options
    self.recordBaseline = recordBaseline
  }
}

extension CommandParser {
  /// `coordaudit report <directory>` with `run`'s report options and `--record-baseline`.
  static func reportCommand(_ values: [String: String], arguments: [String])
    throws(UsageError) -> ReportCommand
  {
    guard let directory = arguments.first else {
      throw UsageError(
        "Missing expected argument '<directory>'",
        help: "<directory>  The directory the test bridge wrote its reports to.",
        topic: .report)
    }
    if arguments.count > 1 {
      throw UsageError(
        "Unexpected argument '\(arguments[1])'",
        help: "'coordaudit report' reads one directory of test reports.", topic: .report)
    }
    let options = try runCommand(values, files: [], topic: .report)
    if let value = values[recordBaseline.name], value.isEmpty {
      throw UsageError(
        "The value '' is invalid for '\(recordBaseline.synopsis)': a path cannot be empty",
        help: helpLine(recordBaseline), topic: .report)
    }
    return ReportCommand(
      directory: directory, options: options, recordBaseline: values[recordBaseline.name])
  }
}

extension CommandLineTool {
  /// `coordaudit report DIR`: reads every test report in the directory, compares them with a
  /// baseline or records one, and renders them with a test's columns (``TestRunReport``).
  ///
  /// - Returns: The report on standard output (or the text report when `--output` took the
  ///   formatted one); status 0 when no test has a failing finding or a regression, else 1;
  ///   74 when an output could not be written.
  /// - Throws: ``Stop`` with status 64 for an output that may not be written, 65 for a
  ///   directory, report or baseline that cannot be read or is not valid.
  static func execute(
    _ command: ReportCommand, environment: Environment
  ) throws(Stop) -> Outcome {
    let options = command.options
    var readFiles = [
      WriteTarget.Input(
        "the directory of test reports '\(command.directory)'",
        path: environment.resolve(command.directory))
    ]
    if let file = options.baseline {
      readFiles.append(WriteTarget.Input("the baseline '\(file)'", path: environment.resolve(file)))
    }
    var outputs = NamedOutput.output(options.output) + NamedOutput.also(options.also)
    for output in outputs {
      _ = try writeTarget(
        output.file, protecting: readFiles, environment: environment, status: ExitStatus.usage)
    }
    if let file = command.recordBaseline {
      outputs.append(
        NamedOutput(option: "\(CommandParser.recordBaseline.name) \(file)", file: file))
    }
    try checkDistinctOutputs(outputs, environment: environment)
    let baseline = try options.baseline.map { file throws(Stop) in
      (try loadBaseline(file, environment: environment), file: file)
    }
    let tests = try loadTestReports(command.directory, environment: environment)
    let results = tests.reports.map { ScenarioResult(test: $0) }
    var filesWritten: [String] = []
    if let file = command.recordBaseline {
      let target = try checkReplaceable(file, protecting: readFiles, environment: environment)
      do {
        try target.write(Baseline(recording: results).jsonString)
      } catch {
        throw Stop("Error: cannot write '\(file)': \(error.reason)\n", status: ExitStatus.ioError)
      }
      filesWritten.append(file)
    }
    let (comparison, unmatched, status) = compared(
      results, source: .tests, baseline: baseline,
      tolerance: options.tolerance, allowsMissing: options.allowsMissing
    ) { _ in tests.notes }
    return deliver(
      TestRunReport(tests: tests.reports, compared: comparison), format: options.format,
      output: options.output, also: options.also,
      protecting: readFiles, standardError: unmatched, status: status,
      environment: environment, filesWritten: filesWritten)
  }

  /// What a directory of test reports held.
  struct TestReports {
    /// The reports, sorted by test name.
    var reports: [TestReport]
    /// A note for each JSON file that is no test report (another tool's output), skipped.
    var notes: [String]
  }

  /// Reads every `*.json` file of the directory as a test report, sorted by test name; JSON
  /// that is no test report at all (no format marker: `--also json=DIR/report.json` written
  /// there) is skipped with a note.
  ///
  /// - Throws: ``Stop`` with status 65 when the path is not a directory, or listing every file
  ///   that cannot be read or is a damaged report (at most ``DiagnosticList/maximumCount``,
  ///   then how many more), or when the directory holds none.
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
    var found = TestReports(reports: [], notes: [])
    var errors: [String] = []
    for name in names {
      let file = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      do {
        let bytes = try InputFile.bytes(
          at: FileAccess.resolve(name, in: path), kind: .testReport)
        found.reports.append(try TestReport(bytes: bytes))
      } catch let error as FileAccess.Failure {
        errors.append("Error: cannot read the test report '\(file)': \(error.reason)\n")
      } catch let error as TestReport.ReadError where error.isNotAReport {
        found.notes.append("skipped '\(file)': JSON that is not a test report (\(error))")
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
    guard !found.reports.isEmpty else {
      throw Stop(
        """
        Error: the directory '\(directory)' holds no test report.
        Help: run the tests with \(TestReport.environmentVariable)='\(directory)', and check \
        that they track objects (trackForLeaks, assertReleased, withLeakTracking).

        """, status: ExitStatus.dataError)
    }
    found.reports.sort { $0.test < $1.test }
    return found
  }
}
