/// A command line, parsed and validated: what to do, with every option's value.
package enum Command: Hashable, Sendable {
  /// Run scenario files, or the catalog (`coordaudit`, `coordaudit run …`).
  case run(RunCommand)
  /// Explore scenario files: every sequence of actions to a depth (`coordaudit explore …`).
  case explore(ExploreCommand)
  /// Render the test bridge's reports of a test run (`coordaudit report DIR …`).
  case report(ReportCommand)
  /// Print a shell's completion script (`--generate-completion-script bash`).
  case completionScript(CompletionScript.Shell)
  /// List the built-in scenarios (`coordaudit list`).
  case list
  /// Print a built-in scenario's file (`coordaudit show NAME`).
  case show(name: String)
  /// Record a baseline (`coordaudit baseline record FILE …`).
  case recordBaseline(RecordBaselineCommand)
  /// Print a command's help (`--help`, `-h`, `coordaudit help …`).
  case help(HelpTopic)
  /// Print the version (`--version`).
  case version
}

/// What `coordaudit run` (or `coordaudit` alone) runs, and how it reports.
package struct RunCommand: Hashable, Sendable {
  /// The scenario files, as given; empty for the built-in catalog.
  package var files: [String]
  /// The report's format.
  package var format: ReportFormat
  /// Where to write the report, instead of standard output.
  package var output: String?
  /// The other formats to write, each to its file (`--also junit=results.xml`).
  package var also: [AlsoOutput] = []
  /// The baseline to compare with.
  package var baseline: String?
  /// How much growth over the baseline passes.
  package var tolerance: Tolerance
  /// The allow-list of known leaks.
  package var allowList: String?
  /// Whether baseline entries that match nothing in the run are notes rather than failures.
  package var allowsMissing: Bool

  /// Creates a run command.
  ///
  /// - Parameters:
  ///   - files: The scenario files; empty for the built-in catalog.
  ///   - format: The report's format.
  ///   - output: Where to write the report, instead of standard output.
  ///   - baseline: The baseline to compare with.
  ///   - tolerance: How much growth over the baseline passes.
  ///   - allowList: The allow-list of known leaks.
  ///   - allowsMissing: Whether baseline entries that match nothing are notes, not failures.
  package init(
    files: [String] = [], format: ReportFormat = .text, output: String? = nil,
    baseline: String? = nil, tolerance: Tolerance = .default, allowList: String? = nil,
    allowsMissing: Bool = false
  ) {
    self.files = files
    self.format = format
    self.output = output
    self.baseline = baseline
    self.tolerance = tolerance
    self.allowList = allowList
    self.allowsMissing = allowsMissing
  }
}

/// A further output of one run: a format and the file it goes to (`--also junit=results.xml`).
package struct AlsoOutput: Hashable, Sendable {
  /// The format.
  package var format: ReportFormat
  /// The file, as given.
  package var file: String

  /// Creates a further output.
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - file: The file, as given.
  package init(format: ReportFormat, file: String) {
    self.format = format
    self.file = file
  }
}

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

/// What `coordaudit baseline record` runs and where it writes.
package struct RecordBaselineCommand: Hashable, Sendable {
  /// The baseline file to write, as given.
  package var baselineFile: String
  /// The scenario files, as given; empty for the built-in catalog.
  package var files: [String]

  /// Creates a record command.
  ///
  /// - Parameters:
  ///   - baselineFile: The baseline file to write.
  ///   - files: The scenario files; empty for the built-in catalog.
  package init(baselineFile: String, files: [String] = []) {
    self.baselineFile = baselineFile
    self.files = files
  }
}

/// A command that has its own help and usage.
package enum HelpTopic: String, CaseIterable, Hashable, Sendable {
  /// `coordaudit` itself.
  case root
  /// `coordaudit run`.
  case run
  /// `coordaudit explore`.
  case explore
  /// `coordaudit report`.
  case report
  /// `coordaudit list`.
  case list
  /// `coordaudit show`.
  case show
  /// `coordaudit baseline`.
  case baseline
  /// `coordaudit baseline record`.
  case baselineRecord

  /// The words that invoke it: `coordaudit baseline record`.
  package var commandName: String {
    switch self {
    case .root: "coordaudit"
    case .run: "coordaudit run"
    case .explore: "coordaudit explore"
    case .report: "coordaudit report"
    case .list: "coordaudit list"
    case .show: "coordaudit show"
    case .baseline: "coordaudit baseline"
    case .baselineRecord: "coordaudit baseline record"
    }
  }

  /// The synopsis, without `USAGE: `; lines after the first are indented by seven spaces.
  package var usage: String {
    switch self {
    case .root: "coordaudit [<options>]\n       coordaudit <subcommand>"
    case .run: "coordaudit run [<options>] [<file> ...]"
    case .explore: "coordaudit explore [<options>] <file> ..."
    case .report: "coordaudit report [<options>] <directory>"
    case .list: "coordaudit list"
    case .show: "coordaudit show <name>"
    case .baseline: "coordaudit baseline <subcommand>"
    case .baselineRecord: "coordaudit baseline record <baseline-file> [<file> ...]"
    }
  }
}
