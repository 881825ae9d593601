import Foundation

/// The `coordaudit` command: parses arguments, runs, and returns the exit status.
///
/// Scenarios are not available yet. Until the scenario runner lands, `coordaudit` alone prints
/// its usage and a note that nothing ran; every command that would run a scenario says so and
/// exits with status 1, so that nobody mistakes it for a pass.
public enum CommandLineTool {
  /// The tool's version, printed by `--version`.
  public static let version = "0.1.0"

  /// The outcome of a command: what to print where, and the exit status.
  public struct Outcome: Equatable, Sendable {
    /// Text for standard output.
    public var standardOutput: String
    /// Text for standard error.
    public var standardError: String
    /// The exit status: 0 success, 1 nothing run or a check failed, 64 usage error.
    public var status: Int32
  }

  /// Computes what a command line prints and its exit status, without printing or exiting.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The outcome.
  public static func run(arguments: [String]) -> Outcome {
    guard let first = arguments.first else {
      // The catalog does not exist yet: show what there is, and say plainly that nothing ran.
      return Outcome(standardOutput: usage, standardError: nothingRan, status: 0)
    }
    switch first {
    case "-h", "--help", "help":
      return Outcome(standardOutput: usage, standardError: "", status: 0)
    case "--version":
      return Outcome(standardOutput: version + "\n", standardError: "", status: 0)
    case "run", "list", "show", "baseline":
      return notYetAvailable("coordaudit \(first)")
    default:
      let kind = first.hasPrefix("-") ? "option" : "command"
      return Outcome(
        standardOutput: "",
        standardError: """
          Error: Unknown \(kind) '\(first)'
          Help: 'coordaudit --help' lists the commands and options.
          Usage: coordaudit [--help] [--version]

          """,
        status: 64)
    }
  }

  /// Runs a command line: prints its output and returns the exit status for `exit`.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit status.
  public static func main(arguments: [String]) -> Int32 {
    let outcome = run(arguments: arguments)
    FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    FileHandle.standardError.write(Data(outcome.standardError.utf8))
    return outcome.status
  }

  private static func notYetAvailable(_ command: String) -> Outcome {
    Outcome(
      standardOutput: "",
      standardError: """
        Error: '\(command)' cannot run yet: the scenario runner and the built-in catalog are \
        not part of this version.
        Help: use the LeakAudit library in your tests meanwhile (see README.md); \
        'coordaudit --help' shows what exists.

        """,
      status: 1)
  }

  static let nothingRan = """
    Note: no scenario was run: the built-in catalog is not part of this version yet.

    """

  static let usage = """
    OVERVIEW: Checks that what belongs to a screen or a flow goes away with it.

    Runs navigation scenarios on a headless, UIKit-shaped model of view controllers and
    coordinators, and reports every object that outlives its flow. The scenario runner and
    the built-in catalog are not part of this version yet: the commands below say so and
    exit with status 1.

    USAGE: coordaudit [<subcommand>] [--help] [--version]

    SUBCOMMANDS:
      (none)                  Run the built-in catalog (not available yet: prints this).
      run <file> ...          Run scenario files (not available yet).
      list                    List the built-in scenarios (not available yet).
      show <name>             Print a built-in scenario's file (not available yet).

    OPTIONS:
      -h, --help              Show help information.
      --version               Show the version.

    EXIT STATUS:
      0 success, 1 a check failed or nothing could run, 64 usage error.

    """
}
