import CoordAuditScenarios

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

  /// `--shard <k/n>`.
  package static let shard = Option(
    name: "--shard", valueName: "k/n",
    abstract: """
      Explore part k of n of each search, for n jobs of a CI matrix to share it; merge their \
      JSON reports with --merge. (n from 1 to \(ExploreCommand.maximumShards))
      """)
  /// `--jobs <count>`.
  package static let jobs = Option(
    name: "--jobs", valueName: "count",
    abstract: """
      Run each search as <count> shards in child processes at once, and merge them. \
      (default: 1)
      """)

  /// The options of `coordaudit explore`.
  package static let exploreOptions = [
    depth, maxStates, emit, format, output, allowList, shard, jobs,
  ]

  /// `--no-merge`.
  package static let noMerge = Flag(
    name: "--no-merge",
    abstract: """
      Explore a state reached twice again, playing every sequence: slower, for a result \
      that does not rest on telling states apart.
      """)
  /// `--merge`.
  package static let merge = Flag(
    name: "--merge",
    abstract: """
      Read the files as the JSON reports of the shards of searches (--shard), and report \
      the whole searches.
      """)

  /// The flags of `coordaudit explore`.
  package static let exploreFlags = [noMerge, merge]

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
    command.merges = values[noMerge.name] == nil
    if let value = values[shard.name] {
      let parts = value.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
        (1...ExploreCommand.maximumShards).contains(count), (1...count).contains(index)
      else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(shard.synopsis)': expected k/n, with n from 1 "
            + "to \(ExploreCommand.maximumShards) and k from 1 to n, such as '2/4'",
          help: helpLine(shard), topic: .explore)
      }
      command.shard = ExplorationRecord.Shard(index: index, count: count)
    }
    if let value = values[jobs.name] {
      guard let parsed = Int(value), (1...ExploreCommand.maximumShards).contains(parsed) else {
        throw UsageError(
          "The value '\(value)' is invalid for '\(jobs.synopsis)': expected a whole number from "
            + "1 to \(ExploreCommand.maximumShards)",
          help: helpLine(jobs), topic: .explore)
      }
      command.jobs = parsed
    }
    if command.shard != nil, command.jobs > 1 {
      throw UsageError(
        "'\(shard.name)' and '\(jobs.name)' cannot be used together: --jobs runs every shard",
        help: helpLine(jobs), topic: .explore)
    }
    if values[merge.name] != nil {
      let exploring = [depth, maxStates, allowList, shard, jobs].map(\.name) + [noMerge.name]
      if let given = exploring.first(where: { values[$0] != nil }) {
        throw UsageError(
          "'\(merge.name)' merges reports that are explored already: '\(given)' does not apply",
          help: "\(merge.name)  \(merge.abstract)", topic: .explore)
      }
      command.mergesReports = true
    }
    return command
  }
}
