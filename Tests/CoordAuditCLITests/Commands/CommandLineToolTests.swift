import CoordAuditCLI
import CoordAuditScenarios
import Foundation
import LeakAudit
import Testing

@Suite struct CommandLineToolTests {
  // MARK: help and version

  @Test(arguments: HelpTopic.allCases)
  func everyCommandsHelpIsOnStandardOutputWithItsSections(topic: HelpTopic) async {
    let words = topic.commandName.split(separator: " ").dropFirst().map(String.init)
    let outcome = await run(words + ["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.standardOutput == topic.helpText)
    #expect(outcome.standardOutput.hasPrefix("OVERVIEW: "))
    #expect(outcome.standardOutput.contains("\n\nUSAGE: \(topic.usage)\n\n"))
    #expect(outcome.standardOutput.contains("\nOPTIONS:\n"))
    #expect(outcome.standardOutput.contains("  -h, --help              Show help information.\n"))
    let longest = outcome.standardOutput.split(separator: "\n").map(\.count).max() ?? 0
    #expect(longest <= 80)
  }

  @Test func helpNamesEveryCommandOptionFormatAndExitStatus() async {
    let root = await run(["--help"]).standardOutput
    for word in [
      "run (default)", "list", "show", "baseline record", "--format <format>", "--output <file>",
      "--baseline <file>", "--tolerance <percent>", "--allow-missing", "--version",
      "text, json, junit,",
      "markdown, mermaid", "(default: 10)", "\n  64 ", "\n  65 ",
    ] {
      #expect(root.contains(word), "\(word)")
    }
    let run = await run(["help", "run"]).standardOutput
    #expect(run.contains("ARGUMENTS:\n  <file>"))
    let unwrapped = run.replacingOccurrences(of: "\n", with: " ")
    #expect(unwrapped.contains("floor(baseline × (1 + percent/100))"))
    #expect(unwrapped.contains("unless --allow-missing makes it a note"))
    #expect(run.contains("NO_COLOR"))
  }

  @Test func versionPrintsTheVersion() async {
    let outcome = await run(["--version"])
    #expect(outcome == CommandLineTool.Outcome(standardOutput: "0.1.0\n", status: 0))
  }

  @Test func usageErrorsGoToStandardErrorWithStatus64() async {
    let outcome = await run(["--frobnicate"])
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("Error: Unknown option '--frobnicate'\nUsage: "))
  }

  @Test func controlCharactersInWhatErrorsQuoteAreEscaped() async {
    let outcome = await run(["--fo\u{0}\u{1b}[2Jo"])
    #expect(outcome.status == 64)
    #expect(outcome.standardError.hasPrefix("Error: Unknown option '--fo\\u{0}\\u{1b}[2Jo'\n"))
  }

  @Test func aFailedWriteToStandardOutputOrErrorMakesTheStatus74() throws {
    #if os(Linux)
      let full = open("/dev/full", O_WRONLY)
      defer { close(full) }
      var ends: [Int32] = [0, 0]
      #expect(pipe(&ends) == 0)
      let status = CommandLineTool.deliver(
        CommandLineTool.Outcome(standardOutput: "report\n", status: 0), standardOutput: full,
        standardError: ends[1])
      close(ends[1])
      #expect(status == 74)
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(ends[0], &buffer, buffer.count)
      close(ends[0])
      #expect(
        String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
          == "Error: cannot write to standard output: no space left on device\n")
      let nowhere = CommandLineTool.deliver(
        CommandLineTool.Outcome(standardError: "Error: bad\n", status: 65), standardOutput: full,
        standardError: full)
      #expect(nowhere == 74)
    #endif
  }

  // MARK: list and show

  @Test func listAlignsNamesAndSummaries() async {
    let outcome = await run(["list"])
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        C1-back-tap         A back tap finishes the child flow.
        C1-back-tap-faulty  Without removal on back, the child leaks.
        C4-sheet-swipe      A sheet swiped down takes its flow with it.

        """)
  }

  @Test func showPrintsTheFileExactlyEndingWithANewline() async {
    #expect(
      await run(["show", "C1-back-tap"])
        == .init(standardOutput: "scenario \"C1-back-tap\"\nflow Main child-array\n", status: 0))
    #expect(
      await run(["show", "C4-sheet-swipe"]).standardOutput == "scenario \"C4-sheet-swipe\"\n")
  }

  @Test func showOfAnUnknownNameListsTheClosestNames() async {
    let outcome = await run(["show", "C1"])
    #expect(outcome.status == 64)
    #expect(
      outcome.standardError == """
        Error: Unknown scenario 'C1'
        Help: the closest names are 'C1-back-tap' and 'C1-back-tap-faulty'; 'coordaudit list' lists them all.
        Usage: coordaudit show <name>
          See 'coordaudit show --help' for more information.

        """)
    #expect(
      await run(["show", "C4-sheet-swip"]).standardError.contains(
        "Help: did you mean 'C4-sheet-swipe'? 'coordaudit list' lists them all.\n"))
    #expect(
      await run(["show", "zzz"]).standardError.contains(
        "Help: 'coordaudit list' lists the built-in scenarios.\n"))
  }

  // MARK: running

  @Test func noArgumentsRunsTheCatalogInOrderAndPassesWhenAllAreAsExpected() async {
    let outcome = await run([])
    #expect(outcome.status == 0)
    #expect(outcome.standardError.isEmpty)
    #expect(
      outcome.standardOutput == """
        coordaudit: 3 scenarios from the built-in catalog

        SCENARIO            SYSTEM       EXPECTED  OUTCOME  SURVIVOR
        C1-back-tap         child-array  clean     clean    —
        C1-back-tap-faulty  child-array  clean     clean    —
        C4-sheet-swipe      child-array  clean     clean    —

        3 scenarios: 3 as expected

        """)
    #expect(await run(["run"]) == outcome)
  }

  @Test func aScenarioNotAsExpectedFailsTheRunWithStatus1() async {
    var failing = FakeEngine.clean("catalog/C4-sheet-swipe.scenario")
    failing.outcome = .failed
    failing.mismatches = [Mismatch(line: 3, message: "expected no finding, found a leak")]
    let engine = FakeEngine(
      catalog: sampleCatalog, results: ["catalog/C4-sheet-swipe.scenario": failing])
    let outcome = await run([], engine: engine)
    #expect(outcome.status == 1)
    #expect(
      outcome.standardOutput.hasSuffix(
        """
        C4-sheet-swipe (catalog/C4-sheet-swipe.scenario)
          catalog/C4-sheet-swipe.scenario:3: expected no finding, found a leak

        3 scenarios: 2 as expected, 1 not as expected

        """))
  }

  @Test func filesAreReadRelativeToTheWorkingDirectoryAndRunInOrder() async {
    await withTemporaryDirectory { directory in
      write("scenario \"b\"\n", to: "b.scenario", in: directory)
      write("scenario \"a\"\n", to: "a.scenario", in: directory)
      let outcome = await run(["run", "b.scenario", "a.scenario"], in: directory)
      #expect(outcome.status == 0)
      #expect(
        outcome.standardOutput == """
          coordaudit: 2 scenario files

          SCENARIO  SYSTEM       EXPECTED  OUTCOME  SURVIVOR
          b         child-array  clean     clean    —
          a         child-array  clean     clean    —

          2 scenarios: 2 as expected

          """)
    }
  }

  @Test func unreadableFilesAreAllReportedAndNothingRuns() async {
    await withTemporaryDirectory { directory in
      write("scenario \"a\"\n", to: "a.scenario", in: directory)
      let outcome = await run(
        ["run", "missing.scenario", "a.scenario", "."], in: directory)
      #expect(outcome.status == 65)
      #expect(outcome.standardOutput.isEmpty)
      #expect(
        outcome.standardError == """
          Error: cannot read 'missing.scenario': no such file or directory
          Error: cannot read '.': it is a directory

          """)
    }
  }

  @Test func aFileThatIsNotUTF8CannotBeRead() async {
    await withTemporaryDirectory { directory in
      try! Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: directory + "/binary.scenario"))
      let outcome = await run(["run", "binary.scenario"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == "Error: cannot read 'binary.scenario': it is not UTF-8 text\n")
    }
  }

  @Test func diagnosticsOfEveryFileArePrintedAndNothingRuns() async {
    let first = ScenarioDiagnostic(
      file: "a.scenario", line: 3, column: 6, message: "unknown screen 'Detial'",
      sourceLine: "push Detial", length: 6, hint: "did you mean 'Detail'?")
    let second = ScenarioDiagnostic(
      file: "b.scenario", line: 1, column: 1, message: "expected 'scenario'",
      sourceLine: "scenari \"b\"", length: 7)
    var engine = FakeEngine(diagnostics: ["a.scenario": [first], "b.scenario": [second]])
    engine.results["a.scenario"] = nil
    await withTemporaryDirectory { directory in
      write("", to: "a.scenario", in: directory)
      write("", to: "b.scenario", in: directory)
      let outcome = await run(["run", "a.scenario", "b.scenario"], engine: engine, in: directory)
      #expect(outcome.status == 65)
      #expect(outcome.standardOutput.isEmpty)
      #expect(
        outcome.standardError == """
          a.scenario:3:6: error: unknown screen 'Detial'
            push Detial
                 ^~~~~~
          Help: did you mean 'Detail'?
          b.scenario:1:1: error: expected 'scenario'
            scenari "b"
            ^~~~~~~

          """)
    }
  }

  @Test func aFileShowsAtMostAHundredProblemsThenHowManyMore() async {
    let problems = (1...5_250).map {
      ScenarioDiagnostic(
        file: "a.scenario", line: $0, column: 1, message: "unknown statement 'x'",
        sourceLine: "x", length: 1)
    }
    let engine = FakeEngine(diagnostics: ["a.scenario": problems])
    await withTemporaryDirectory { directory in
      write("", to: "a.scenario", in: directory)
      let outcome = await run(["run", "a.scenario"], engine: engine, in: directory)
      #expect(outcome.status == 65)
      let lines = outcome.standardError.split(separator: "\n")
      #expect(lines.count == 301)
      #expect(lines.first == "a.scenario:1:1: error: unknown statement 'x'")
      #expect(lines.dropLast().last == "  ^")
      #expect(lines.last == "… and 5,150 more problems in 'a.scenario'")
    }
  }

  @Test func largeCountsAreWrittenInGroupsOfThreeDigits() {
    #expect(Wording.grouped(0) == "0")
    #expect(Wording.grouped(999) == "999")
    #expect(Wording.grouped(1_000) == "1,000")
    #expect(Wording.grouped(5_199_950) == "5,199,950")
  }

  @Test(arguments: ReportFormat.allCases)
  func formatChoosesTheRenderer(format: ReportFormat) async {
    let outcome = await run(["--format", format.rawValue])
    let report = RunReport(
      scenarios: sampleCatalog.map { FakeEngine.clean($0.file) }, source: .catalog)
    #expect(outcome.standardOutput == format.render(report))
  }

  @Test func outputWritesTheFormatToTheFileAndTheTextReportToStandardOutput() async {
    await withTemporaryDirectory { directory in
      let outcome = await run(["--format", "junit", "--output", "report.xml"], in: directory)
      #expect(outcome.status == 0)
      #expect(outcome.filesWritten == ["report.xml"])
      #expect(outcome.standardOutput.hasPrefix("coordaudit: 3 scenarios from the built-in catalog"))
      let written = try! String(contentsOfFile: directory + "/report.xml", encoding: .utf8)
      #expect(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"))
      #expect(contents(of: directory) == ["report.xml"])
    }
  }

  @Test func outputIntoAMissingDirectoryOrOntoADirectoryIsRefusedBeforeAnythingRuns() async {
    await withTemporaryDirectory { directory in
      let missing = await run(["--output", "out/report.xml"], in: directory)
      #expect(
        missing
          == CommandLineTool.Outcome(
            standardError:
              "Error: refusing to write 'out/report.xml': the directory 'out' does not exist\n",
            status: 64))
      let onto = await run(["run", "a.scenario", "--output", "."], in: directory)
      #expect(
        onto
          == CommandLineTool.Outcome(
            standardError: "Error: refusing to write '.': it is a directory\n", status: 64))
    }
  }

  @Test(arguments: ["--baseline", "--allow-list", "run"])
  func outputOntoAFileTheRunReadsIsRefusedAndTheFileKept(input: String) async {
    await withTemporaryDirectory { directory in
      let text = Baseline(scenarios: [:]).jsonString
      write(text, to: "in.txt", in: directory)
      // The same file by another path, and by a hard link.
      link(directory + "/in.txt", directory + "/hard.txt")
      let engine = FakeEngine(catalog: sampleCatalog)
      for output in ["./in.txt", "hard.txt"] {
        let arguments =
          input == "run"
          ? ["run", "--output", output, "in.txt"]
          : [input, "in.txt", "--output", output, "--format", "json"]
        let outcome = await run(arguments, engine: engine, in: directory)
        let what =
          switch input {
          case "--baseline": "the baseline 'in.txt'"
          case "--allow-list": "the allow-list 'in.txt'"
          default: "the scenario file 'in.txt'"
          }
        #expect(
          outcome
            == CommandLineTool.Outcome(
              standardError: "Error: refusing to write '\(output)': it is \(what) of this run\n",
              status: 64))
        #expect(try! String(contentsOfFile: directory + "/in.txt", encoding: .utf8) == text)
      }
    }
  }

  @Test func outputOntoAReadOnlyFileIsRefusedAndTheFileKept() async {
    await withTemporaryDirectory { directory in
      write("keep", to: "report.xml", in: directory)
      chmod(directory + "/report.xml", 0o444)
      let outcome = await run(["--output", "report.xml"], in: directory)
      #expect(
        outcome
          == CommandLineTool.Outcome(
            standardError: "Error: refusing to write 'report.xml': it is read-only (mode 444)\n",
            status: 64))
      #expect(try! String(contentsOfFile: directory + "/report.xml", encoding: .utf8) == "keep")
      #expect(permissions(of: directory + "/report.xml") == 0o444)
    }
  }

  @Test func outputThatFailsToBeWrittenIsStatus74AndTheTextReportStillShows() async {
    #if os(Linux)
      let outcome = await run(["--output", "/dev/full"])
      #expect(outcome.status == 74)
      #expect(outcome.standardError == "Error: cannot write '/dev/full': no space left on device\n")
      #expect(outcome.standardOutput.hasPrefix("coordaudit: 3 scenarios from the built-in catalog"))
    #endif
  }

  // MARK: colour and progress

  @Test func colourNeedsATerminalAndNoNO_COLOR() {
    let terminal = Environment(isStandardOutputTerminal: true, workingDirectory: "/")
    #expect(terminal.usesColor)
    var noColor = terminal
    noColor.isNoColorSet = true
    #expect(!noColor.usesColor)
    #expect(!Environment(workingDirectory: "/").usesColor)
    let errorTerminalOnly = Environment(isStandardErrorTerminal: true, workingDirectory: "/")
    #expect(!errorTerminalOnly.usesColor)
  }

  @Test func onATerminalTheOutcomesAndSummaryAreColoured() async {
    let environment = Environment(isStandardOutputTerminal: true, workingDirectory: "/")
    let outcome = await run([], environment: environment)
    #expect(outcome.standardOutput.contains("clean     \u{1B}[32mclean\u{1B}[0m    —\n"))
    #expect(outcome.standardOutput.hasSuffix("\u{1B}[32m3 scenarios: 3 as expected\u{1B}[0m\n"))
  }

  @Test func withNO_COLOROrInOtherFormatsOrFilesThereIsNoColour() async {
    var environment = Environment(isStandardOutputTerminal: true, workingDirectory: "/")
    environment.isNoColorSet = true
    #expect(!(await run([], environment: environment)).standardOutput.contains("\u{1B}"))
    environment.isNoColorSet = false
    #expect(
      !(await run(["--format", "markdown"], environment: environment)).standardOutput.contains(
        "\u{1B}"))
    await withTemporaryDirectory { directory in
      environment.workingDirectory = directory
      let outcome = await run(["--output", "report.txt"], environment: environment)
      #expect(outcome.standardOutput.contains("\u{1B}[32m"))
      let written = try! String(contentsOfFile: directory + "/report.txt", encoding: .utf8)
      #expect(!written.contains("\u{1B}"))
    }
  }

  @Test func progressRewritesOneLineOnAnErrorTerminalAndClearsIt() async {
    let progress = LockedBox("")
    let environment = Environment(
      isStandardErrorTerminal: true, workingDirectory: "/",
      writeProgress: { text in progress.withLock { $0 += text } })
    let outcome = await run(
      [], engine: FakeEngine(catalog: FakeEngine.catalog(5)), environment: environment)
    #expect(outcome.status == 0)
    #expect(outcome.standardError.isEmpty)
    #expect(
      progress.withLock { $0 }
        == "\r[1/5] S1\r[2/5] S2\r[3/5] S3\r[4/5] S4\r[5/5] S5\r        \r")
  }

  @Test func noProgressForAFewScenariosOrWithoutAnErrorTerminal() async {
    let progress = LockedBox("")
    let write: @Sendable (String) -> Void = { text in progress.withLock { $0 += text } }
    let terminal = Environment(
      isStandardErrorTerminal: true, workingDirectory: "/", writeProgress: write)
    _ = await run([], engine: FakeEngine(catalog: FakeEngine.catalog(4)), environment: terminal)
    let pipe = Environment(workingDirectory: "/", writeProgress: write)
    _ = await run([], engine: FakeEngine(catalog: FakeEngine.catalog(9)), environment: pipe)
    #expect(progress.withLock { $0 }.isEmpty)
  }

  @Test func aLongerNameIsOverwrittenByTheNextShorterOne() {
    let progress = LockedBox("")
    let environment = Environment(
      isStandardErrorTerminal: true, workingDirectory: "/",
      writeProgress: { text in progress.withLock { $0 += text } })
    var line = ProgressLine(total: 5, environment: environment)
    line.show(0, "long-name")
    line.show(1, "b")
    line.clear()
    #expect(
      progress.withLock { $0 } == "\r[1/5] long-name\r[2/5] b        \r       \r")
  }
}
