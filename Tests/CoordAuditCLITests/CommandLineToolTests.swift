import CoordAuditCLI
import Testing

@Suite struct CommandLineToolTests {
  @Test func noArgumentsPrintsUsageAndSaysNothingRan() {
    let outcome = CommandLineTool.run(arguments: [])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.hasPrefix("OVERVIEW: Checks that what belongs to a screen"))
    #expect(outcome.standardError.contains("no scenario was run"))
  }

  @Test func helpIsOnStandardOutput() {
    let outcome = CommandLineTool.run(arguments: ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("USAGE: coordaudit"))
    #expect(outcome.standardError.isEmpty)
  }

  @Test func versionPrintsTheVersion() {
    #expect(CommandLineTool.run(arguments: ["--version"]).standardOutput == "0.1.0\n")
  }

  @Test(arguments: ["run", "list", "show", "baseline"])
  func scenarioCommandsSayTheyCannotRunYetAndFail(command: String) {
    let outcome = CommandLineTool.run(arguments: [command])
    #expect(outcome.status == 1)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: 'coordaudit \(command)' cannot run yet"))
  }

  @Test func unknownOptionIsAUsageError() {
    let outcome = CommandLineTool.run(arguments: ["--frobnicate"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError == """
        Error: Unknown option '--frobnicate'
        Help: 'coordaudit --help' lists the commands and options.
        Usage: coordaudit [--help] [--version]

        """)
  }
}
