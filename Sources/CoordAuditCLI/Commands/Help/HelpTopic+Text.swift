import LeakAudit

extension HelpTopic {
  /// The help text `--help` prints: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS and EXIT
  /// STATUS sections, as swift-argument-parser lays them out, wrapped at 80 columns.
  package var helpText: String {
    var sections = ["OVERVIEW: \(abstract)"]
    if let discussion {
      sections.append(
        discussion.map { Self.wrap($0, width: 80, firstIndent: 0) }.joined(separator: "\n\n"))
    }
    sections.append("USAGE: \(usage)")
    if !arguments.isEmpty { sections.append(Self.section("ARGUMENTS", arguments)) }
    sections.append(Self.section("OPTIONS", options))
    if !subcommands.isEmpty { sections.append(Self.section("SUBCOMMANDS", subcommands)) }
    if !exitStatuses.isEmpty { sections.append(Self.section("EXIT STATUS", exitStatuses)) }
    var text = sections.joined(separator: "\n\n") + "\n"
    switch self {
    case .root: text += "\n  See 'coordaudit help <subcommand>' for detailed help.\n"
    case .baseline: text += "\n  See 'coordaudit help baseline <subcommand>' for detailed help.\n"
    default: break
    }
    return text
  }

  private var abstract: String {
    switch self {
    case .root: "Checks that what belongs to a screen or a flow goes away with it."
    case .run: "Run scenario files, or the built-in catalog."
    case .explore: "Play every sequence of user and app actions, and find what leaks."
    case .report: "Render the reports the test bridge wrote during a test run."
    case .memoryGraph: "Draw a memory-graph snapshot or growth that a test saved."
    case .list: "List the built-in scenarios."
    case .show: "Print a built-in scenario's file."
    case .baseline: "Record memory baselines for 'coordaudit run --baseline'."
    case .baselineRecord: "Record the live counts and heap bytes of a run as a baseline."
    }
  }

  private var discussion: [String]? {
    switch self {
    case .root:
      [
        """
        Runs navigation scenarios on a headless, UIKit-shaped model of view controllers and \
        coordinators, and reports every object that outlives its flow. Without a subcommand it \
        runs the built-in catalog, as 'coordaudit run' does, with the same options.
        """
      ]
    case .run:
      [
        """
        Reads and checks every file before running any: a file with a problem stops the run, \
        and every problem is listed. Without a file, runs the built-in catalog; 'coordaudit' \
        alone does the same. The text report is a table with one line per scenario, then why \
        each one that is not as expected is not. Colour only when standard output is a \
        terminal and NO_COLOR is not set; progress on standard error when it is a terminal \
        and more than \(ProgressLine.minimumScenarios - 1) scenarios run.
        """,
        """
        With --baseline, each scenario's live count per declared name after the run, and its \
        heap bytes after each repeat loop (known by its label, or its first step's name), are \
        compared with the baseline. A count may grow to floor(baseline × (1 + percent/100)), \
        so small counts must match exactly; heap bytes to baseline + max(baseline × \
        percent/100, \(Tolerance.heapSlackBytes)). More is a regression, which fails the run. \
        A scenario or loop that the baseline lacks is a note; one that the baseline has and \
        that did not run fails the run, unless --allow-missing makes it a note.
        """,
      ]
    case .explore:
      [
        """
        From each file's 'setup' block, plays every sequence of actions up to --depth, breadth         first: the user's (a back tap, a back-menu jump to each earlier screen, a swipe back         finished or cancelled, a sheet swiped down, a tap on each tab) wherever they apply, and         the app's, declared as 'action "NAME" { … }', wherever their first statement applies.         The file's other steps and its expectations are not played.
        """,
        """
        Every step is audited without any written expectation: what left the window must be \
        released with the coordinators and view models that belonged to it, what is on screen \
        must stay alive, the kits' rules must hold, and an action that applies must not throw. \
        A state reached twice is explored once: two states are one only when everything the \
        window, the app and the audit reach is the same (every object, every strong, weak or \
        unowned reference, every value, every closure's captures, without addresses); a state \
        that cannot be told apart exactly is never merged, and --no-merge plays every \
        sequence. A state is reached again by replaying its actions from the start, or by \
        the session of the state explored before, brought there by actions that undo (a back \
        tap, a swipe down, a tap on the tab before) and the state's own, when its key says it \
        arrived.
        """,
        """
        Reports each bug once, with the shortest sequence that produces it, in every format         'run' has; with --emit, also as a scenario file that 'coordaudit run' reproduces, under a name no file has yet (a number is added when one does).         Progress on standard error when it is a terminal.
        """,
        """
        --shard k/n explores part k of n of each search, for the jobs of a CI matrix; --merge \
        reads their JSON reports and reports the whole searches: each bug once, with the same \
        shortest sequence as one run. --jobs n runs the n shards as child processes and \
        merges them.
        """,
      ]
    case .report:
      [
        """
        Reads every report in <directory>: the test bridge (LeakAuditTesting) writes one per \
        test there when the environment variable \(TestReport.environmentVariable) names the \
        directory, with the test's name, its live tracked objects per type when its checks \
        ended, its heap bytes (only when no other check ran at the same time) and its \
        findings. Each test is a line of the report, in every format 'run' has.
        """,
        """
        With --baseline, each test's live counts per type, and its heap bytes where they were \
        measured, are compared with the baseline by the same rules and tolerance as 'run \
        --baseline'; --record-baseline writes such a baseline from the reports.
        """,
      ]
    case .memoryGraph:
      [
        """
        Reads a snapshot of the whole heap's live objects per class, or the growth between         two, that a test saved as JSON with LeakAudit's memory graph         (MemoryGraph.snapshot(holders: true)?.json, MemoryGraph.growth(since:)?.json), and         draws it: each class with its count, or how it grew, and what holds its instances,         merged by path. With --since, draws what grew from an earlier saved snapshot to         <file>: the later snapshot's holders when it has them.
        """
      ]
    case .list:
      [
        """
        Prints one line per scenario of the built-in catalog: its name, as 'coordaudit show' \
        takes it, and what it shows.
        """
      ]
    case .show:
      [
        """
        Prints the scenario's file as the catalog holds it, to copy and change: \
        'coordaudit show C1-back-tap > mine.scenario', then 'coordaudit run mine.scenario'.
        """
      ]
    case .baseline: nil
    case .baselineRecord:
      [
        """
        Runs the scenarios 'coordaudit run' would (the built-in catalog, or the files given) \
        and writes, per scenario, the live instances per declared name after the run and the \
        heap bytes after each repeat loop, by the loop's label or first step's name, as JSON \
        with "format": "\(Baseline.formatMarker)" and a "schemaVersion". Records nothing when \
        a scenario is not as expected. Replaces an existing baseline atomically (through a \
        symbolic link, its target), and refuses to replace a file that is not one, a \
        read-only file or a scenario file of the run.
        """
      ]
    }
  }

  private var arguments: [(String, String)] {
    let file = ("<file>", "A scenario file. Without one, runs the built-in catalog.")
    switch self {
    case .root, .list, .baseline: return []
    case .run: return [file]
    case .explore:
      return [
        (
          "<file>",
          "A scenario file with app actions ('action \"NAME\" { … }') and a 'setup' block."
        )
      ]
    case .show: return [("<name>", "A built-in scenario's name, as 'coordaudit list' shows it.")]
    case .report:
      return [("<directory>", "The directory \(TestReport.environmentVariable) named.")]
    case .memoryGraph:
      return [("<file>", "A memory-graph snapshot or growth, as a test saved it (JSON).")]
    case .baselineRecord: return [("<baseline-file>", "The baseline file to write."), file]
    }
  }

  private var options: [(String, String)] {
    let help = ("-h, --help", "Show help information.")
    let run =
      CommandParser.runOptions.map { ($0.synopsis, $0.abstract) }
      + CommandParser.runFlags.map { ($0.name, $0.abstract) }
    switch self {
    case .root:
      return run + [
        ("--version", "Show the version."),
        (CommandParser.completionScript.synopsis, CommandParser.completionScript.abstract), help,
      ]
    case .report:
      return CommandParser.reportOptions.map { ($0.synopsis, $0.abstract) }
        + CommandParser.runFlags.map { ($0.name, $0.abstract) } + [help]
    case .run: return run + [help]
    case .memoryGraph:
      return CommandParser.memoryGraphOptions.map { ($0.synopsis, $0.abstract) } + [help]
    case .explore:
      return CommandParser.exploreOptions.map { ($0.synopsis, $0.abstract) }
        + CommandParser.exploreFlags.map { ($0.name, $0.abstract) } + [help]
    case .list, .show, .baseline, .baselineRecord: return [help]
    }
  }

  private var subcommands: [(String, String)] {
    switch self {
    case .root:
      [
        ("run (default)", HelpTopic.run.abstract),
        ("explore", HelpTopic.explore.abstract),
        ("report", HelpTopic.report.abstract),
        ("memory-graph", HelpTopic.memoryGraph.abstract),
        ("list", HelpTopic.list.abstract),
        ("show", HelpTopic.show.abstract),
        ("baseline record", HelpTopic.baselineRecord.abstract),
      ]
    case .baseline: [("record", HelpTopic.baselineRecord.abstract)]
    default: []
    }
  }

  private var exitStatuses: [(String, String)] {
    let failedWrite = ("74", "Standard output, standard error or a file could not be written.")
    switch self {
    case .report:
      return [
        ("0", "No test has a finding that fails it, and nothing grew over the baseline."),
        (
          "1",
          "A leak or another failing finding, a memory regression, or a baseline entry that "
            + "matches no test."
        ),
        ("64", "A usage error, or an output file that may not be written."),
        ("65", "A directory, test report or baseline file that cannot be read or is not valid."),
        ("74", "Standard output, standard error or an output file could not be written."),
      ]
    case .root, .run:
      return [
        ("0", "Every scenario did what it declares."),
        (
          "1",
          "A leak, an unexpected finding, a memory regression, or a baseline entry that matches "
            + "nothing in the run."
        ),
        (
          "64",
          "A usage error, or an --output file that may not be written (an input of the run, "
            + "read-only, a directory)."
        ),
        ("65", "A bad scenario file or baseline file."),
        ("74", "Standard output, standard error or the --output file could not be written."),
      ]
    case .explore:
      return [
        ("0", "Nothing was found, every file explored to --depth."),
        ("1", "A bug was found."),
        (
          "2",
          "Nothing was found, but --max-states or the memory limit (half the machine's memory, "
            + "at most 4 GB) stopped the search before --depth: the rest is unchecked."
        ),
        (
          "64",
          "A usage error, or an --output file or an --emit directory that may not be written."
        ),
        (
          "65",
          "A bad scenario file or allow-list, or (--merge) a report that is not a shard of one "
            + "search."
        ),
        ("71", "--jobs could not start a shard, or a shard ended without a report."),
        (
          "74",
          "Standard output, standard error, the --output file or an emitted file could not be written."
        ),
        (
          "130, 143",
          "Interrupted by SIGINT (Ctrl-C) or SIGTERM: the report shows what was found before."
        ),
      ]
    case .memoryGraph:
      return [
        ("0", "A snapshot was drawn, or a growth in which nothing grew."),
        ("1", "A growth in which a class grew."),
        ("64", "A usage error."),
        ("65", "A file that cannot be read or is no snapshot or growth; a growth after --since."),
        ("74", "Standard output or standard error could not be written."),
      ]
    case .list: return [("0", "Success."), ("64", "A usage error."), failedWrite]
    case .show:
      return [
        ("0", "Success."), ("64", "A usage error, or an unknown scenario name."), failedWrite,
      ]
    case .baseline: return []
    case .baselineRecord:
      return [
        ("0", "The baseline was written."),
        ("1", "A scenario was not as expected: nothing was written."),
        ("64", "A usage error."),
        (
          "65",
          "A bad scenario file, or a file in the way that is not a baseline, or one that may not "
            + "be written (a scenario file of the run, read-only, a directory)."
        ),
        ("74", "Standard output, standard error or the baseline could not be written."),
      ]
    }
  }

  /// `TITLE:` and one row per element: the label at two spaces, the text at column 26 (on the
  /// next line when the label is too long), wrapped at 80 columns.
  private static func section(_ title: String, _ rows: [(String, String)]) -> String {
    let column = 26
    var lines = ["\(title):"]
    for (label, text) in rows {
      let padded = "  " + label
      let wrapped = wrap(text, width: 80, firstIndent: column)
      if padded.count < column - 1 {
        lines.append(padded + wrapped.dropFirst(padded.count))
      } else {
        lines.append(padded)
        lines.append(wrapped)
      }
    }
    return lines.joined(separator: "\n")
  }

  /// A paragraph wrapped at `width` columns, every line indented by `firstIndent` spaces.
  private static func wrap(_ text: String, width: Int, firstIndent indent: Int) -> String {
    var lines: [String] = []
    var line = String(repeating: " ", count: indent)
    for word in text.split(separator: " ") {
      if line.count > indent, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
      }
      line += (line.count > indent ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
