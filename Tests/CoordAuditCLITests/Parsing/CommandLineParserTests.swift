import CoordAuditCLI
import Testing

@Suite struct CommandLineParserTests {
  func parse(_ arguments: [String]) -> Command? {
    try? CommandParser.parse(arguments)
  }

  func error(_ arguments: [String]) -> String {
    do {
      _ = try CommandParser.parse(arguments)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func noArgumentsRunsTheCatalog() {
    #expect(parse([]) == .run(RunCommand()))
  }

  @Test func runWithoutFilesRunsTheCatalogAndWithFilesRunsThemInOrder() {
    #expect(parse(["run"]) == .run(RunCommand()))
    #expect(
      parse(["run", "b.scenario", "a.scenario"])
        == .run(RunCommand(files: ["b.scenario", "a.scenario"])))
  }

  @Test func optionsTakeTheirValueAfterASpaceOrAnEqualsSign() {
    let expected = RunCommand(
      files: ["a.scenario"], format: .junit, output: "out.xml", baseline: "base.json",
      tolerance: Tolerance(thousandthsOfAPercent: 2500))
    #expect(
      parse([
        "run", "--format", "junit", "a.scenario", "--output=out.xml", "--baseline", "base.json",
        "--tolerance", "2.5",
      ]) == .run(expected))
  }

  @Test func theTopLevelTakesTheRunOptions() {
    #expect(
      parse(["--baseline", "b.json", "--format", "json"])
        == .run(RunCommand(format: .json, baseline: "b.json")))
  }

  @Test func theLastValueOfARepeatedOptionCounts() {
    #expect(
      parse(["--format", "json", "--format", "markdown"]) == .run(RunCommand(format: .markdown)))
  }

  @Test func afterTwoDashesEveryArgumentIsAFile() {
    #expect(parse(["run", "--", "--odd.scenario"]) == .run(RunCommand(files: ["--odd.scenario"])))
  }

  @Test func listShowAndBaselineRecord() {
    #expect(parse(["list"]) == .list)
    #expect(parse(["show", "C1-back-tap"]) == .show(name: "C1-back-tap"))
    #expect(
      parse(["baseline", "record", "b.json", "x.scenario"])
        == .recordBaseline(RecordBaselineCommand(baselineFile: "b.json", files: ["x.scenario"])))
    #expect(
      parse(["baseline", "record", "b.json"])
        == .recordBaseline(RecordBaselineCommand(baselineFile: "b.json")))
  }

  @Test func helpAnywhereBeforeTwoDashesAsksForThatCommandsHelp() {
    #expect(parse(["--help"]) == .help(.root))
    #expect(parse(["-h"]) == .help(.root))
    #expect(parse(["run", "a.scenario", "--format", "--help"]) == .help(.run))
    #expect(parse(["show", "-h"]) == .help(.show))
    #expect(parse(["list", "--help"]) == .help(.list))
    #expect(parse(["baseline", "--help"]) == .help(.baseline))
    #expect(parse(["baseline", "record", "--help"]) == .help(.baselineRecord))
    #expect(parse(["help"]) == .help(.root))
    #expect(parse(["help", "run"]) == .help(.run))
    #expect(parse(["help", "baseline", "record"]) == .help(.baselineRecord))
  }

  @Test func versionAtTheTopLevel() {
    #expect(parse(["--version"]) == .version)
    #expect(parse(["--format", "json", "--version"]) == .version)
  }

  @Test func unknownOptionSuggestsTheClosestOne() {
    #expect(
      error(["--formt", "json"]) == """
        Error: Unknown option '--formt'. Did you mean '--format'?
        Usage: coordaudit [<options>]
               coordaudit <subcommand>
          See 'coordaudit --help' for more information.

        """)
    #expect(
      error(["run", "--baselin=b.json"]) == """
        Error: Unknown option '--baselin'. Did you mean '--baseline'?
        Usage: coordaudit run [<options>] [<file> ...]
          See 'coordaudit run --help' for more information.

        """)
  }

  @Test func unknownOptionFarFromEveryOneHasNoSuggestion() {
    #expect(error(["run", "--frobnicate"]).hasPrefix("Error: Unknown option '--frobnicate'\n"))
  }

  @Test func versionIsAnUnknownOptionOfASubcommand() {
    #expect(error(["list", "--version"]).hasPrefix("Error: Unknown option '--version'\n"))
  }

  @Test func unknownCommandSuggestsTheClosestOne() {
    #expect(
      error(["lsit"]) == """
        Error: Unknown command 'lsit'. Did you mean 'list'?
        Usage: coordaudit [<options>]
               coordaudit <subcommand>
          See 'coordaudit --help' for more information.

        """)
    #expect(
      error(["shwo", "x"]).hasPrefix("Error: Unknown command 'shwo'. Did you mean 'show'?\n"))
  }

  @Test func aFileWithoutRunIsAnUnknownCommandThatPointsAtRun() {
    #expect(
      error(["search.scenario"]) == """
        Error: Unknown command 'search.scenario'
        Help: a file runs with the 'run' command: 'coordaudit run search.scenario'.
        Usage: coordaudit [<options>]
               coordaudit <subcommand>
          See 'coordaudit --help' for more information.

        """)
    #expect(
      error(["--format", "json", "search.scenario"]).hasPrefix(
        """
        Error: Unexpected argument 'search.scenario'
        Help: a file runs with the 'run' command: 'coordaudit run search.scenario'.

        """))
  }

  @Test func unknownFormatSuggestsTheClosestAndListsTheFormats() {
    #expect(
      error(["run", "--format", "jsn"]) == """
        Error: The value 'jsn' is invalid for '--format <format>'. Did you mean 'json'?
        Help: --format <format>  The report's format. (values: text, json, junit, markdown, mermaid; default: text)
        Usage: coordaudit run [<options>] [<file> ...]
          See 'coordaudit run --help' for more information.

        """)
    #expect(
      error(["--format=xml"]).hasPrefix(
        "Error: The value 'xml' is invalid for '--format <format>'\nHelp: --format <format>"))
  }

  @Test func missingValueNamesTheOption() {
    #expect(
      error(["run", "--output"]) == """
        Error: Missing value for '--output <file>'
        Help: --output <file>  Write the report to <file>; standard output then shows the text report.
        Usage: coordaudit run [<options>] [<file> ...]
          See 'coordaudit run --help' for more information.

        """)
    #expect(
      error(["--format", "--output", "x"]).hasPrefix(
        "Error: Missing value for '--format <format>'\n"))
  }

  @Test func emptyPathIsInvalid() {
    #expect(
      error(["--output="]).hasPrefix(
        "Error: The value '' is invalid for '--output <file>': a path cannot be empty\n"))
  }

  @Test(arguments: ["ten", "-5", "1001", "2.5555", "1.", ".5", "", "1e3"])
  func badToleranceIsInvalid(value: String) {
    #expect(
      error(["--baseline", "b.json", "--tolerance=\(value)"]).hasPrefix(
        """
        Error: The value '\(value)' is invalid for '--tolerance <percent>': expected a percentage \
        from 0 to 1000, such as 10 or 2.5
        Help: --tolerance <percent>  The growth over the baseline that still passes, from 0 to \
        1000. (default: 10)

        """))
  }

  @Test func toleranceNeedsABaseline() {
    #expect(
      error(["run", "--tolerance", "5"]) == """
        Error: '--tolerance' needs '--baseline <file>': there is nothing to compare with
        Help: --baseline <file>  Compare live counts and heap bytes with this baseline file.
        Usage: coordaudit run [<options>] [<file> ...]
          See 'coordaudit run --help' for more information.

        """)
  }

  @Test func allowMissingIsAFlagThatNeedsABaseline() {
    #expect(
      parse(["run", "--allow-missing", "a.scenario", "--baseline", "b.json"])
        == .run(RunCommand(files: ["a.scenario"], baseline: "b.json", allowsMissing: true)))
    #expect(
      error(["--allow-missing"]) == """
        Error: '--allow-missing' needs '--baseline <file>': there is nothing to compare with
        Help: --baseline <file>  Compare live counts and heap bytes with this baseline file.
        Usage: coordaudit [<options>]
               coordaudit <subcommand>
          See 'coordaudit --help' for more information.

        """)
    #expect(
      error(["--baseline", "b.json", "--allow-missing=yes"]).hasPrefix(
        "Error: '--allow-missing' takes no value, and was given 'yes'\n"))
    #expect(
      error(["--allow-mising"]).hasPrefix(
        "Error: Unknown option '--allow-mising'. Did you mean '--allow-missing'?\n"))
  }

  @Test func showNeedsExactlyOneName() {
    #expect(
      error(["show"]) == """
        Error: Missing expected argument '<name>'
        Help: <name>  A built-in scenario's name, as 'coordaudit list' shows it.
        Usage: coordaudit show <name>
          See 'coordaudit show --help' for more information.

        """)
    #expect(error(["show", "a", "b"]).hasPrefix("Error: Unexpected argument 'b'\n"))
  }

  @Test func listTakesNoArgument() {
    #expect(
      error(["list", "all"]).hasPrefix("Error: Unexpected argument 'all'\nUsage: coordaudit list\n")
    )
  }

  @Test func baselineNeedsRecordAndRecordNeedsAFile() {
    #expect(
      error(["baseline"]) == """
        Error: Missing expected subcommand 'record'
        Help: 'coordaudit baseline record <baseline-file>' records a baseline.
        Usage: coordaudit baseline <subcommand>
          See 'coordaudit baseline --help' for more information.

        """)
    #expect(
      error(["baseline", "recrod", "b.json"]).hasPrefix(
        "Error: Unknown subcommand 'recrod' of 'coordaudit baseline'. Did you mean 'record'?\n"))
    #expect(
      error(["baseline", "record"]) == """
        Error: Missing expected argument '<baseline-file>'
        Help: <baseline-file>  The baseline file to write.
        Usage: coordaudit baseline record <baseline-file> [<file> ...]
          See 'coordaudit baseline record --help' for more information.

        """)
    #expect(
      error(["baseline", "record", "b.json", "--format", "json"]).hasPrefix(
        "Error: Unknown option '--format'\n"))
  }

  @Test func helpOfAnUnknownCommand() {
    #expect(
      error(["help", "lst"]).hasPrefix("Error: Unknown command 'lst'. Did you mean 'list'?\n"))
  }
}
