extension CommandParser {
  /// `--depth <count>`.
  package static let depth = Option(
    name: "--depth", valueName: "count",
    abstract: """
      How many actions after the setup to play, at most, from 0 to \
      \(ExploreCommand.maximumDepth). (default: \(ExploreCommand.defaultDepth))
      """)
  /// `--max-states <count>`.
  package static let maxStates = Option(
    name: "--max-states", valueName: "count",
    abstract: """
      How many distinct states to explore per file, at most. (default: \
      \(ExploreCommand.defaultMaxStates))
      """)
  /// `--emit <directory>`.
  package static let emit = Option(
    name: "--emit", valueName: "directory",
    abstract: """
      Write one scenario file per bug into <directory> (made if missing): its shortest \
      sequence, which 'coordaudit run' reproduces.
      """)

  /// The options of `coordaudit explore`.
  package static let exploreOptions = [depth, maxStates, emit, format, output, allowList]

  /// `coordaudit explore [<options>] <file> ...`.
  static func exploreCommand(_ values: [String: String], files: [String])
    throws(UsageError) -> ExploreCommand
  {
    guard !files.isEmpty else {
      throw UsageError(
        "Missing expected argument '<file> ...'",
        help: "<file>  A scenario file with app actions ('action') and a 'setup' block.",
        topic: .explore)
    }
    // The options it shares with `run` are checked as `run` checks them.
    let shared = try runCommand(values, files: files, topic: .explore)
    var command = ExploreCommand(
      files: files, format: shared.format, output: shared.output, allowList: shared.allowList)
    if let value = values[depth.name] {
      guard let parsed = Int(value), (0...ExploreCommand.maximumDepth).contains(parsed) else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(depth.synopsis)': expected a whole number "
            + "from 0 to \(ExploreCommand.maximumDepth)",
          help: helpLine(depth), topic: .explore)
      }
      command.depth = parsed
    }
    if let value = values[maxStates.name] {
      guard let parsed = Int(value), parsed >= 1 else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(maxStates.synopsis)': expected a whole number "
            + "of at least 1",
          help: helpLine(maxStates), topic: .explore)
      }
      command.maxStates = parsed
    }
    if let value = values[emit.name] {
      guard !value.isEmpty else {
        throw UsageError(
          "The value '' is invalid for '\(emit.synopsis)': a path cannot be empty",
          help: helpLine(emit), topic: .explore)
      }
      command.emit = value
    }
    return command
  }
}
