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
    try checkOutputs(outputs, protecting: readFiles, environment: environment)
    if let file = command.recordBaseline {
      outputs.append(
        NamedOutput(option: "\(CommandParser.recordBaseline.name) \(file)", file: file))
    }
    try checkDistinctOutputs(outputs, environment: environment)
    let baseline = try options.baseline.map { file throws(Stop) in
      (try loadBaseline(file, environment: environment), file: file)
    }
    let tests = try loadTestReports(command.directory, environment: environment)
    // The test reports are inputs too: no output may replace one, by any path or link (the
    // next report of the folder would lack it).
    readFiles += zip(tests.files, tests.paths).map {
      WriteTarget.Input("the test report '\($0)'", path: $1)
    }
    try checkOutputs(
      NamedOutput.output(options.output) + NamedOutput.also(options.also),
      protecting: readFiles, environment: environment)
    if baseline != nil || command.recordBaseline != nil { try checkDistinctTests(tests) }
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
}
