extension CommandParser {
  /// `coordaudit report <directory>` with `run`'s report options and `--record-baseline`.
  static func reportCommand(_ values: [String: String], arguments: [String])
    throws(UsageError) -> ReportCommand
  {
    guard let directory = arguments.first else {
      throw UsageError(
        "Missing expected argument '<directory>'",
        help: "<directory>  The directory the test bridge wrote its reports to.",
        topic: .report)
    }
    if arguments.count > 1 {
      throw UsageError(
        "Unexpected argument '\(arguments[1])'",
        help: "'coordaudit report' reads one directory of test reports.", topic: .report)
    }
    let options = try runCommand(values, files: [], topic: .report)
    if let value = values[recordBaseline.name], value.isEmpty {
      throw UsageError(
        "The value '' is invalid for '\(recordBaseline.synopsis)': a path cannot be empty",
        help: helpLine(recordBaseline), topic: .report)
    }
    return ReportCommand(
      directory: directory, options: options, recordBaseline: values[recordBaseline.name])
  }

  /// The values of `--also`, each `<format>=<file>`.
  static func alsoOutputs(_ values: [String: String], topic: HelpTopic)
    throws(UsageError) -> [AlsoOutput]
  {
    guard let joined = values[also.name] else { return [] }
    var outputs: [AlsoOutput] = []
    for value in joined.split(separator: valueSeparator, omittingEmptySubsequences: false) {
      let parts = value.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let names = ReportFormat.allCases.map(\.rawValue)
      guard parts.count == 2, let format = ReportFormat(rawValue: String(parts[0])) else {
        throw UsageError(
          """
          The value '\(value)' is invalid for '\(also.synopsis)': expected a format \
          (\(names.joined(separator: ", "))), '=' and a file, such as 'junit=results.xml'
          """, help: helpLine(also), topic: topic)
      }
      guard !parts[1].isEmpty else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(also.synopsis)': a path cannot be empty",
          help: helpLine(also), topic: topic)
      }
      let output = AlsoOutput(format: format, file: String(parts[1]))
      if outputs.contains(where: { $0.file == output.file }) {
        throw UsageError(
          "'\(output.file)' is given twice to '\(also.name)': each output needs its own file",
          help: helpLine(also), topic: topic)
      }
      outputs.append(output)
    }
    return outputs
  }

  /// The shell of `--generate-completion-script <shell>`, the only argument it takes.
  static func completionShell(_ arguments: ArraySlice<String>) throws(UsageError)
    -> CompletionScript.Shell
  {
    let (values, rest) = try scanCompletion(arguments)
    guard let value = values else {
      throw UsageError(
        "Missing value for '\(completionScript.synopsis)'", help: helpLine(completionScript),
        topic: .root)
    }
    if let extra = rest.first {
      throw UsageError("Unexpected argument '\(extra)'", topic: .root)
    }
    guard let shell = CompletionScript.Shell(rawValue: value) else {
      let names = CompletionScript.Shell.allCases.map(\.rawValue)
      throw UsageError(
        "The value '\(value)' is invalid for '\(completionScript.synopsis)'"
          + didYouMean(value, among: names, limit: 2),
        help: helpLine(completionScript), topic: .root)
    }
    return shell
  }

  /// `--generate-completion-script bash` or `--generate-completion-script=bash`, and what else
  /// the command line holds.
  private static func scanCompletion(_ arguments: ArraySlice<String>) throws(UsageError) -> (
    String?, [String]
  ) {
    var value: String?
    var rest: [String] = []
    var arguments = arguments
    while let argument = arguments.popFirst() {
      if argument == completionScript.name {
        value = arguments.popFirst()
      } else if argument.hasPrefix(completionScript.name + "=") {
        value = String(argument.dropFirst(completionScript.name.count + 1))
      } else {
        rest.append(argument)
      }
    }
    return (value, rest)
  }
}
