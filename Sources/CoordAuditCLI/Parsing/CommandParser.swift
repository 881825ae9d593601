import CoordAuditScenarios

/// Turns the arguments after the program name into a ``Command``, or a ``UsageError``.
///
/// The grammar, checked in this order:
///
/// - the first argument may name a subcommand (`run`, `explore`, `report`, `memory-graph`,
///   `list`, `show`, `baseline record`, `help`); anything else that is not an option is an
///   unknown command;
/// - `-h` or `--help` anywhere before `--` asks for that command's help, and `--version` for
///   the version (at the top level only);
/// - options take one value, as `--format json` or `--format=json`; given twice, the last one
///   counts; flags (`--allow-missing`) take none; after `--` every argument is a file;
/// - then the values are checked: a known format, a tolerance from 0 to 1000, `--tolerance`
///   only with `--baseline`, and the right number of arguments.
///
/// `coordaudit` without a subcommand is `coordaudit run` without files (the catalog), and
/// takes the same options, but no file: a file needs `run`, so that a mistyped command is
/// reported as one.
package enum CommandParser {
  /// An option that takes a value.
  package struct Option: Hashable, Sendable {
    /// `--format`.
    package var name: String
    /// `format`, shown as `<format>`.
    package var valueName: String
    /// What it does, for help.
    package var abstract: String
    /// Whether every value given counts, rather than the last one.
    package var isRepeatable = false

    /// `--format <format>`.
    package var synopsis: String { "\(name) <\(valueName)>" }
  }

  /// `--format <format>`.
  package static let format = Option(
    name: "--format", valueName: "format",
    abstract: """
      The report's format. (values: \
      \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")); default: text)
      """)
  /// `--output <file>`.
  package static let output = Option(
    name: "--output", valueName: "file",
    abstract: "Write the report to <file>; standard output then shows the text report.")
  /// `--baseline <file>`.
  package static let baseline = Option(
    name: "--baseline", valueName: "file",
    abstract: "Compare live counts and heap bytes with this baseline file.")
  /// `--tolerance <percent>`.
  package static let tolerance = Option(
    name: "--tolerance", valueName: "percent",
    abstract: """
      The growth over the baseline that still passes, from 0 to \(Tolerance.maximumPercent). \
      (default: \(Tolerance.default.description.dropLast()))
      """)

  /// `--allow-list <file>`.
  package static let allowList = Option(
    name: "--allow-list", valueName: "file",
    abstract: "Known leaks, by fingerprint: each is a note, not a failure, until it expires.")

  /// `--also <format>=<file>`, which may be given several times.
  package static let also = Option(
    name: "--also", valueName: "format>=<file",
    abstract: """
      Also write the report in <format> to <file>, such as 'junit=results.xml'; may be given \
      several times, for several outputs of one run.
      """, isRepeatable: true)

  /// `--record-baseline <file>`.
  package static let recordBaseline = Option(
    name: "--record-baseline", valueName: "file",
    abstract: "Write the tests' live counts and heap bytes to <file> as a baseline.")

  /// The options of `coordaudit` and `coordaudit run`.
  package static let runOptions = [format, output, also, baseline, tolerance, allowList]

  /// The options of `coordaudit report`.
  package static let reportOptions = [format, output, also, baseline, tolerance, recordBaseline]

  /// `--generate-completion-script <shell>`.
  package static let completionScript = Option(
    name: "--generate-completion-script", valueName: "shell",
    abstract: """
      Print a completion script for <shell>. (values: \
      \(CompletionScript.Shell.allCases.map(\.rawValue).joined(separator: ", ")))
      """)

  /// The separator of a repeatable option's values: no argument can hold it.
  static let valueSeparator: Character = "\u{0}"

  /// An option that takes no value.
  package struct Flag: Hashable, Sendable {
    /// `--allow-missing`.
    package var name: String
    /// What it does, for help.
    package var abstract: String
  }

  /// `--allow-missing`.
  package static let allowMissing = Flag(
    name: "--allow-missing",
    abstract: """
      Let baseline entries that match no scenario or loop of the run be notes, not failures.
      """)

  /// The flags of `coordaudit` and `coordaudit run`.
  package static let runFlags = [allowMissing]

  /// The subcommands of `coordaudit`, as `help` and did-you-mean list them.
  package static let subcommands = [
    "run", "explore", "report", "memory-graph", "list", "show", "baseline", "help",
  ]

  /// Parses and validates a command line.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The command.
  /// - Throws: ``UsageError`` when the command line cannot run as written.
  package static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var rest = arguments[...]
    var topic = HelpTopic.root
    if let first = rest.first, !isOption(first) {
      rest.removeFirst()
      switch first {
      case "run": topic = .run
      case "explore": topic = .explore
      case "report": topic = .report
      case "memory-graph": topic = .memoryGraph
      case "list": topic = .list
      case "show": topic = .show
      case "help": return try parseHelp(rest)
      case "baseline":
        topic = .baseline
        if let next = rest.first, !isOption(next) {
          guard next == "record" else {
            throw UsageError(
              "Unknown subcommand '\(next)' of 'coordaudit baseline'"
                + didYouMean(next, among: ["record"], limit: 3),
              topic: .baseline)
          }
          rest.removeFirst()
          topic = .baselineRecord
        }
      default: throw unknownCommand(first)
      }
    }
    let flags = rest.prefix { $0 != "--" }
    if flags.contains(where: { $0 == "-h" || $0 == "--help" }) { return .help(topic) }
    if topic == .root, flags.contains("--version") { return .version }
    if topic == .root, flags.contains(where: { $0.hasPrefix(completionScript.name) }) {
      return .completionScript(try completionShell(rest))
    }

    switch topic {
    case .root, .run:
      let (values, files) = try scan(rest, options: runOptions, flags: runFlags, topic: topic)
      if topic == .root, let file = files.first {
        // `coordaudit --format json run`: the command came after an option.
        let others = arguments.filter { $0 != file }.joined(separator: " ")
        let help =
          subcommands.contains(file)
          ? "the command goes first: 'coordaudit \(file) \(others)'."
          : "a file runs with the 'run' command: 'coordaudit run \(file)'."
        throw UsageError("Unexpected argument '\(file)'", help: help, topic: .root)
      }
      return .run(try runCommand(values, files: files, topic: topic))
    case .explore:
      let (values, files) = try scan(
        rest, options: exploreOptions, flags: exploreFlags, topic: topic)
      return .explore(try exploreCommand(values, files: files))
    case .report:
      let (values, arguments) = try scan(
        rest, options: reportOptions, flags: runFlags, topic: topic)
      return .report(try reportCommand(values, arguments: arguments))
    case .memoryGraph:
      let (values, arguments) = try scan(rest, options: memoryGraphOptions, topic: topic)
      return .memoryGraph(try memoryGraphCommand(values, arguments: arguments))
    case .list:
      let (_, arguments) = try scan(rest, options: [], topic: topic)
      if let extra = arguments.first { throw unexpected(extra, topic: topic) }
      return .list
    case .show:
      let (_, arguments) = try scan(rest, options: [], topic: topic)
      guard let name = arguments.first else {
        throw UsageError(
          "Missing expected argument '<name>'",
          help: "<name>  A built-in scenario's name, as 'coordaudit list' shows it.", topic: topic)
      }
      if arguments.count > 1 { throw unexpected(arguments[1], topic: topic) }
      return .show(name: name)
    case .baseline:
      throw UsageError(
        "Missing expected subcommand 'record'",
        help: "'coordaudit baseline record <baseline-file>' records a baseline.", topic: topic)
    case .baselineRecord:
      let (_, arguments) = try scan(rest, options: [], topic: topic)
      guard let file = arguments.first else {
        throw UsageError(
          "Missing expected argument '<baseline-file>'",
          help: "<baseline-file>  The baseline file to write.", topic: topic)
      }
      return .recordBaseline(
        RecordBaselineCommand(baselineFile: file, files: Array(arguments.dropFirst())))
    }
  }

  /// `help`, `help run`, `help baseline record`.
  private static func parseHelp(_ arguments: ArraySlice<String>) throws(UsageError) -> Command {
    var rest = arguments
    guard let name = rest.popFirst() else { return .help(.root) }
    let topic: HelpTopic
    switch name {
    case "run": topic = .run
    case "explore": topic = .explore
    case "report": topic = .report
    case "memory-graph": topic = .memoryGraph
    case "list": topic = .list
    case "show": topic = .show
    case "help": topic = .root
    case "baseline":
      if rest.first == "record" {
        rest.removeFirst()
        topic = .baselineRecord
      } else {
        topic = .baseline
      }
    default: throw unknownCommand(name)
    }
    if let extra = rest.first { throw unexpected(extra, topic: .root) }
    return .help(topic)
  }

  /// Splits arguments into option values (last one wins; a flag's value is empty) and other
  /// arguments.
  private static func scan(
    _ arguments: ArraySlice<String>, options: [Option], flags: [Flag] = [], topic: HelpTopic
  ) throws(UsageError) -> (values: [String: String], arguments: [String]) {
    var values: [String: String] = [:]
    var positionals: [String] = []
    var rest = arguments
    while let argument = rest.popFirst() {
      if argument == "--" {
        positionals += rest
        break
      }
      guard isOption(argument) else {
        positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      if let flag = flags.first(where: { $0.name == name }) {
        guard parts.count == 1 else {
          throw UsageError(
            "'\(flag.name)' takes no value, and was given '\(parts[1])'",
            help: "\(flag.name)  \(flag.abstract)", topic: topic)
        }
        values[name] = ""
        continue
      }
      guard let option = options.first(where: { $0.name == name }) else {
        var known = options.map(\.name) + flags.map(\.name) + ["--help"]
        if topic == .root { known.append("--version") }
        throw UsageError(
          "Unknown option '\(name)'" + didYouMean(name, among: known, limit: 3), topic: topic)
      }
      let value: String
      if parts.count == 2 {
        value = String(parts[1])
      } else if let next = rest.first, !isOption(next) {
        value = next
        rest.removeFirst()
      } else {
        throw UsageError(
          "Missing value for '\(option.synopsis)'", help: helpLine(option), topic: topic)
      }
      if option.isRepeatable, let earlier = values[name] {
        values[name] = earlier + String(valueSeparator) + value
      } else {
        values[name] = value
      }
    }
    return (values, positionals)
  }

  private static func isOption(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-"
  }

  /// The choice `value` names among an option's values (`--format json`), or a usage error
  /// with the closest one within `limit` edits.
  static func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ value: String, for option: Option, limit: Int, topic: HelpTopic
  ) throws(UsageError) -> Choice {
    if let choice = Choice(rawValue: value) { return choice }
    throw UsageError(
      "The value '\(value)' is invalid for '\(option.synopsis)'"
        + didYouMean(value, among: Choice.allCases.map(\.rawValue), limit: limit),
      help: helpLine(option), topic: topic)
  }

  static func helpLine(_ option: Option) -> String {
    "\(option.synopsis)  \(option.abstract)"
  }

  private static func unknownCommand(_ name: String) -> UsageError {
    let suggestion = didYouMean(name, among: subcommands, limit: max(1, name.count / 2))
    let looksLikeAFile = name.contains(".") || name.contains("/")
    return UsageError(
      "Unknown command '\(name)'" + suggestion,
      help: suggestion.isEmpty && looksLikeAFile
        ? "a file runs with the 'run' command: 'coordaudit run \(name)'." : nil,
      topic: .root)
  }

  private static func unexpected(_ argument: String, topic: HelpTopic) -> UsageError {
    UsageError("Unexpected argument '\(argument)'", topic: topic)
  }

  /// `. Did you mean 'x'?` for the closest candidate within `limit` edits, or nothing.
  static func didYouMean(_ input: String, among candidates: [String], limit: Int) -> String {
    let ranked = candidates.map { ($0, Suggestions.editDistance(input, $0)) }
      .filter { $0.1 <= limit && $0.1 > 0 }
      .min { $0.1 < $1.1 }
    return ranked.map { ". Did you mean '\($0.0)'?" } ?? ""
  }
}
