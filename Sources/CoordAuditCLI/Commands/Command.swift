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
