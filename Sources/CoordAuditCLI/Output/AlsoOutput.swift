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

extension CommandParser {
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
}
