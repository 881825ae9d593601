import Foundation
import LeakAudit

extension CommandLineTool {
  /// `coordaudit report DIR`: reads every test report in the directory, compares them with a
  /// baseline or records one, and renders them as `run` renders scenarios.
  ///
  /// - Returns: The report on standard output (or the text report when `--output` took the
  ///   formatted one); status 0 when no test has a failing finding or a regression, else 1;
  ///   74 when an output could not be written.
  /// - Throws: ``Stop`` with status 64 for an output that may not be written, 65 for a
  ///   directory, report or baseline that cannot be read or is not valid.
  static func reportTests(
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
    let results = tests.map { ScenarioResult(test: $0) }
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
    let (report, unmatched, status) = compared(
      results, source: .tests, baseline: baseline,
      tolerance: options.tolerance, allowsMissing: options.allowsMissing
    ) { _ in [] }
    return deliver(
      report, format: options.format, output: options.output, also: options.also,
      protecting: readFiles, standardError: unmatched, status: status,
      environment: environment, filesWritten: filesWritten)
  }

  /// Reads every `*.json` file of the directory as a test report, sorted by test name.
  ///
  /// - Throws: ``Stop`` with status 65 listing every file that cannot be read or is not a
  ///   test report, or when the directory holds none.
  static func loadTestReports(
    _ directory: String, environment: Environment
  ) throws(Stop) -> [TestReport] {
    let path = environment.resolve(directory)
    let names: [String]
    do {
      names = try FileAccess.names(inDirectory: path).filter { $0.hasSuffix(".json") }
    } catch {
      throw Stop(
        """
        Error: cannot read the directory of test reports '\(directory)': \
        \(FileAccess.isDirectory(path) ? "it cannot be listed" : "no such directory")
        Help: run the tests with \(TestReport.environmentVariable)='\(directory)' first.

        """, status: ExitStatus.dataError)
    }
    var reports: [TestReport] = []
    var errors = ""
    for name in names {
      let file = directory.hasSuffix("/") ? directory + name : directory + "/" + name
      do {
        let bytes = try InputFile.bytes(at: FileAccess.resolve(name, in: path), kind: .testReport)
        reports.append(try TestReport(bytes: bytes))
      } catch let error as FileAccess.Failure {
        errors += "Error: cannot read the test report '\(file)': \(error.reason)\n"
      } catch {
        errors += "Error: '\(file)' is not a coordaudit test report: \(error)\n"
      }
    }
    guard errors.isEmpty else { throw Stop(errors, status: ExitStatus.dataError) }
    guard !reports.isEmpty else {
      throw Stop(
        """
        Error: the directory '\(directory)' holds no test report.
        Help: run the tests with \(TestReport.environmentVariable)='\(directory)', and check \
        that they track objects (trackForLeaks, assertReleased, withLeakTracking).

        """, status: ExitStatus.dataError)
    }
    return reports.sorted { $0.test < $1.test }
  }
}
