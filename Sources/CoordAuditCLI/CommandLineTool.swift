package import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The `coordaudit` command: parses its arguments, runs, and says what to print and the exit
/// status, without printing or exiting.
///
/// The executable is one line:
///
/// ```swift
/// exit(await CommandLineTool.main(arguments: CommandLineTool.processArguments, engine: ScenarioRunner()))
/// ```
///
/// ``run(arguments:engine:environment:)`` is what tests call: it takes the engine (a test
/// double in tests) and the ``Environment`` (terminal or not, `NO_COLOR`, the working
/// directory), and returns an ``Outcome``. Only progress is written while it runs, through the
/// environment.
package enum CommandLineTool {
  /// The tool's version, printed by `--version` and carried by JSON reports.
  package static let version = "0.1.0"

  /// The exit statuses, as sysexits.h names the last two.
  package enum ExitStatus {
    /// Every scenario did what it declares (or help, version, list, show).
    package static let success: Int32 = 0
    /// A leak, an unexpected finding, or a memory regression; or a baseline not recorded
    /// because a scenario was not as expected.
    package static let failure: Int32 = 1
    /// A usage error (`EX_USAGE`): an unknown command, option or value, a missing argument,
    /// an unknown scenario name, an `--output` file that may not be written.
    package static let usage: Int32 = 64
    /// Bad input data (`EX_DATAERR`): a scenario file that cannot be read or has problems, a
    /// baseline file that cannot be read, used or replaced.
    package static let dataError: Int32 = 65
    /// A failed write (`EX_IOERR`): to standard output, standard error, the `--output` file
    /// or the baseline being recorded (`no space left on device`, `broken pipe`).
    package static let ioError: Int32 = 74
  }

  /// What a command prints where, its exit status, and the files it wrote.
  package struct Outcome: Equatable, Sendable {
    /// Text for standard output: help, the version, the report, a scenario's file.
    package var standardOutput: String
    /// Text for standard error: errors, as `Error: …`, `Help: …`, `Usage: …` lines, in which
    /// every control character but the line feed is escaped (`\u{0}`), so that what the user
    /// wrote and the errors quote prints visibly; then a report asked for there, in its format.
    package var standardError: String
    /// The exit status (see ``ExitStatus``).
    package var status: Int32
    /// The files written (`--output`, a recorded baseline), as the user named them.
    package var filesWritten: [String]

    /// Creates an outcome.
    ///
    /// - Parameters:
    ///   - standardOutput: Text for standard output.
    ///   - standardError: Text for standard error; its control characters are escaped.
    ///   - status: The exit status.
    ///   - filesWritten: The files written, as the user named them.
    package init(
      standardOutput: String = "", standardError: String = "", status: Int32,
      filesWritten: [String] = []
    ) {
      self.standardOutput = standardOutput
      self.standardError = standardError.escapingControlCharacters
      self.status = status
      self.filesWritten = filesWritten
    }

    /// Adds a report asked for on standard error (`--output /dev/stderr`) after the errors, as
    /// it is: its format escapes what it must (JSON's escapes would break if escaped again).
    ///
    /// - Parameter report: A report, rendered in its format without colour.
    mutating func appendRawToStandardError(_ report: String) {
      standardError += report
    }
  }

  /// Computes what a command line prints and its exit status: parse, validate, run.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - engine: The scenario language: the catalog, checking and running scenarios.
  ///   - environment: The terminal, `NO_COLOR`, the working directory, where progress goes.
  /// - Returns: What to print, the exit status and the files written.
  package static func run(
    arguments: [String], engine: some ScenarioEngine, environment: Environment
  ) async -> Outcome {
    let command: Command
    do {
      command = try CommandParser.parse(arguments)
    } catch {
      return Outcome(standardError: error.description, status: ExitStatus.usage)
    }
    do {
      switch command {
      case .help(let topic):
        return Outcome(standardOutput: topic.helpText, status: ExitStatus.success)
      case .version:
        return Outcome(standardOutput: version + "\n", status: ExitStatus.success)
      case .list:
        return list(engine.catalog)
      case .show(let name):
        return try show(name, catalog: engine.catalog)
      case .run(let command):
        return try await execute(command, engine: engine, environment: environment)
      case .report(let command):
        return try execute(command, environment: environment)
      case .memoryGraph(let command):
        return try execute(command, environment: environment)
      case .completionScript(let shell):
        return Outcome(
          standardOutput: CompletionScript.script(for: shell), status: ExitStatus.success)
      case .explore(let command):
        return try await execute(command, engine: engine, environment: environment)
      case .recordBaseline(let command):
        return try await execute(command, engine: engine, environment: environment)
      }
    } catch {
      return error.outcome
    }
  }

  /// The process's arguments after the program name, each as the bytes the shell passed (see
  /// `String.init(losslessBytes:)`): `CommandLine.arguments` makes a byte that is not UTF-8
  /// U+FFFD, and `--output $'\xff.json'` would then name another file.
  package static var processArguments: [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { argument in
        String(losslessBytes: UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
      }
    }
  }

  /// Runs a command line in this process: prints its output and returns the exit status.
  ///
  /// A reader that goes away (`coordaudit | head -1`) makes a write fail with `broken pipe`
  /// rather than end the process with `SIGPIPE`, so that it is reported as any failed write.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the program name.
  ///   - engine: The scenario language.
  /// - Returns: The exit status, for `exit`.
  package static func main(arguments: [String], engine: some ScenarioEngine) async -> Int32 {
    // A shard of `explore --jobs` dies with the process that started it.
    ParentWatch.startIfChild()
    signal(SIGPIPE, SIG_IGN)
    let outcome = await run(arguments: arguments, engine: engine, environment: .current())
    return deliver(outcome, standardOutput: STDOUT_FILENO, standardError: STDERR_FILENO)
  }

  /// Writes an outcome's text to standard output and standard error; a write that fails makes
  /// the exit status 74 (`EX_IOERR`), and one to standard output is said on standard error.
  ///
  /// ```text
  /// Error: cannot write to standard output: no space left on device
  /// ```
  ///
  /// - Parameters:
  ///   - outcome: What to print and the exit status.
  ///   - standardOutput: The descriptor of standard output.
  ///   - standardError: The descriptor of standard error.
  /// - Returns: The outcome's exit status, or 74 when a write failed.
  package static func deliver(
    _ outcome: Outcome, standardOutput: Int32, standardError: Int32
  ) -> Int32 {
    var status = outcome.status
    var errors = outcome.standardError
    do {
      try FileAccess.writeAll(outcome.standardOutput, to: standardOutput)
    } catch {
      errors += "Error: cannot write to standard output: \(error.reason)\n"
      status = ExitStatus.ioError
    }
    do {
      try FileAccess.writeAll(errors, to: standardError)
    } catch {
      status = ExitStatus.ioError
    }
    return status
  }

  /// What stops a command early, with its outcome.
  struct Stop: Error {
    var outcome: Outcome

    init(_ standardError: String, status: Int32, standardOutput: String = "") {
      outcome = Outcome(
        standardOutput: standardOutput, standardError: standardError, status: status)
    }

    init(_ error: UsageError) {
      self.init(error.description, status: ExitStatus.usage)
    }
  }
}
