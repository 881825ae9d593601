import Foundation
package import LeakAudit

/// What `coordaudit memory-graph` reads and how it draws it: a memory-graph snapshot or growth
/// that a test saved (LeakAudit's `MemoryGraphSnapshot.json`, `MemoryGraphGrowth.json`), or
/// the growth between two saved snapshots.
package struct MemoryGraphCommand: Hashable, Sendable {
  /// The formats it draws in.
  package enum Format: String, CaseIterable, Hashable, Sendable {
    case text, json, mermaid, dot
  }

  /// The saved snapshot or growth, as given.
  package var file: String
  /// The earlier snapshot (`--since`): then the growth from it to ``file`` is drawn.
  package var since: String?
  /// The format (`--format`).
  package var format: Format

  /// Creates a memory-graph command.
  package init(file: String, since: String? = nil, format: Format = .text) {
    self.file = file
    self.since = since
    self.format = format
  }
}

extension CommandParser {
  /// `--format <format>` of `memory-graph`: its own formats.
  package static let graphFormat = Option(
    name: "--format", valueName: "format",
    abstract: """
      The drawing's format. (values: \
      \(MemoryGraphCommand.Format.allCases.map(\.rawValue).joined(separator: ", ")); default: \
      text)
      """)
  /// `--since <file>`.
  package static let since = Option(
    name: "--since", valueName: "file",
    abstract: "An earlier saved snapshot: draw what grew from it to <file>.")

  /// The options of `coordaudit memory-graph`.
  package static let memoryGraphOptions = [graphFormat, since]

  /// `coordaudit memory-graph <file> [--since <file>] [--format <format>]`.
  static func memoryGraphCommand(_ values: [String: String], arguments: [String])
    throws(UsageError) -> MemoryGraphCommand
  {
    guard let file = arguments.first else {
      throw UsageError(
        "Missing expected argument '<file>'",
        help: "<file>  A memory-graph snapshot or growth a test saved as JSON.",
        topic: .memoryGraph)
    }
    if arguments.count > 1 {
      throw UsageError(
        "Unexpected argument '\(arguments[1])'",
        help: "'coordaudit memory-graph' draws one file; an earlier snapshot goes after --since.",
        topic: .memoryGraph)
    }
    var command = MemoryGraphCommand(file: file, since: values[since.name])
    if let value = values[graphFormat.name] {
      command.format = try choice(value, for: graphFormat, limit: 2, topic: .memoryGraph)
    }
    for (option, path) in [(since, command.since), (nil, file)] where path == "" {
      throw UsageError(
        "The value '' is invalid for '\(option?.synopsis ?? "<file>")': a path cannot be empty",
        help: option.map(helpLine), topic: .memoryGraph)
    }
    return command
  }
}

extension CommandLineTool {
  /// `coordaudit memory-graph FILE`: draws a saved snapshot or growth, or the growth between
  /// two saved snapshots.
  ///
  /// - Returns: The drawing on standard output; status 1 when it is a growth in which a class
  ///   grew, else 0.
  /// - Throws: ``Stop`` with status 65 for a file that cannot be read or is no snapshot or
  ///   growth (or, with `--since`, no snapshot).
  static func execute(
    _ command: MemoryGraphCommand, environment: Environment
  ) throws(Stop) -> Outcome {
    var drawn = try SavedMemoryGraph.read(command.file, environment: environment)
    if let earlierFile = command.since {
      let earlier = try SavedMemoryGraph.read(earlierFile, environment: environment)
      guard case .snapshot(let earlierSnapshot) = earlier, case .snapshot(let snapshot) = drawn
      else {
        let growthFile = earlier.isGrowth ? earlierFile : command.file
        throw Stop(
          """
          Error: '\(growthFile)' is a growth, and --since compares two snapshots
          Help: draw a saved growth alone: 'coordaudit memory-graph \(growthFile)'.

          """, status: ExitStatus.dataError)
      }
      drawn = .growth(MemoryGraphGrowth(from: earlierSnapshot, to: snapshot))
    }
    return Outcome(
      standardOutput: drawn.drawing(in: command.format),
      status: drawn.hasGrown ? ExitStatus.failure : ExitStatus.success)
  }
}

/// A memory graph a test saved: a snapshot (`counts`, maybe `holders`) or a growth (`changes`).
package enum SavedMemoryGraph: Equatable {
  case snapshot(MemoryGraphSnapshot)
  case growth(MemoryGraphGrowth)

  /// Why bytes are no saved memory graph, as the error after the file's name says it.
  package enum ReadError: Error, CustomStringConvertible {
    /// Not LeakAudit's JSON of a snapshot or a growth.
    case notAMemoryGraph
    /// A snapshot or growth whose content cannot be used: why.
    case invalid(String)

    /// `is not a memory-graph snapshot or growth (LeakAudit's JSON)`, or `is not a valid
    /// memory graph: …`.
    package var description: String {
      switch self {
      case .notAMemoryGraph: "is not a memory-graph snapshot or growth (LeakAudit's JSON)"
      case .invalid(let problem): "is not a valid memory graph: \(problem)"
      }
    }
  }

  var isGrowth: Bool {
    if case .growth = self { return true }
    return false
  }

  /// Whether it is a growth in which some class grew.
  var hasGrown: Bool {
    if case .growth(let growth) = self { return !growth.changes.isEmpty }
    return false
  }

  /// The largest count a file may hold: more live objects than any process makes, and small
  /// enough that the sums of a file's counts cannot overflow.
  static let maximumCount = 1 << 32

  /// The drawing in a format.
  package func drawing(in format: MemoryGraphCommand.Format) -> String {
    switch (self, format) {
    case (.snapshot(let snapshot), .text): snapshot.text
    case (.snapshot(let snapshot), .json): snapshot.json
    case (.snapshot(let snapshot), .mermaid): snapshot.mermaid
    case (.snapshot(let snapshot), .dot): snapshot.dot
    case (.growth(let growth), .text): growth.text
    case (.growth(let growth), .json): growth.json
    case (.growth(let growth), .mermaid): growth.mermaid
    case (.growth(let growth), .dot): growth.dot
    }
  }

  /// Reads and checks a saved snapshot or growth.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Throws: ``ReadError`` saying what is wrong.
  package init(bytes: [UInt8]) throws(ReadError) {
    // One decoding of the text, whichever it holds: a snapshot of a million classes is
    // parsed once.
    guard let saved = try? JSONDecoder().decode(Saved.self, from: Data(bytes)) else {
      throw .notAMemoryGraph
    }
    switch (saved.counts, saved.changes) {
    case (_?, _?):
      // Which one it is cannot be told.
      throw .invalid("it has both 'counts' (a snapshot) and 'changes' (a growth)")
    case (let counts?, nil): self = .snapshot(.init(counts: counts, holders: saved.holders))
    case (nil, let changes?): self = .growth(.init(changes: changes))
    case (nil, nil): throw .notAMemoryGraph
    }
    if let duplicate = JSONDuplicateKeys.first(in: bytes) {
      throw .invalid(duplicate.description)
    }
    if let problem {
      throw .invalid(problem)
    }
  }

  /// Reads and checks a saved snapshot or growth.
  ///
  /// - Throws: ``CommandLineTool/Stop`` with status 65 naming the file and what is wrong.
  static func read(_ file: String, environment: Environment) throws(CommandLineTool.Stop) -> Self {
    let help = """
      Help: save one in a test: MemoryGraph.snapshot(holders: true)?.json, or \
      MemoryGraph.growth(since:)?.json.

      """
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(at: environment.resolve(file), kind: .memoryGraph)
    } catch {
      throw CommandLineTool.Stop(
        "Error: cannot read the memory graph '\(file)': \(error.reason)\n" + help,
        status: CommandLineTool.ExitStatus.dataError)
    }
    do {
      return try Self(bytes: bytes)
    } catch {
      let isNotAGraph = if case .notAMemoryGraph = error { true } else { false }
      throw CommandLineTool.Stop(
        "Error: '\(file)' \(error)\n" + (isNotAGraph ? help : ""),
        status: CommandLineTool.ExitStatus.dataError)
    }
  }

  /// What a saved snapshot (`counts`, maybe `holders`) or growth (`changes`) holds, read in
  /// one decoding.
  private struct Saved: Decodable {
    var counts: [String: Int]?
    var holders: [String: [MemoryGraphHolders]]?
    var changes: [MemoryGraphGrowth.Change]?
  }

  /// What makes the counts unusable: one that is negative or too large, holders of a class
  /// the snapshot does not count, or a growth whose class did not grow.
  private var problem: String? {
    func check(_ count: Int, _ what: String) -> String? {
      (0...Self.maximumCount).contains(count)
        ? nil : "\(what) is \(count), outside 0 to \(Self.maximumCount)"
    }
    func check(_ holders: [MemoryGraphHolders], of type: String) -> String? {
      holders.lazy.compactMap { check($0.count, "a holder count of \(type)") }.first
    }
    switch self {
    case .snapshot(let snapshot):
      // The problem of the first class by name, found in one pass (a million classes are not
      // sorted for it).
      var first: (type: String, problem: String)?
      for (type, count) in snapshot.counts where first.map({ type < $0.type }) ?? true {
        if let problem = check(count, "the count of \(type)")
          ?? check(snapshot.holders?[type] ?? [], of: type)
        {
          first = (type, problem)
        }
      }
      if let first { return first.problem }
      // What holds instances of a class that has none is no snapshot LeakAudit took.
      if let type = snapshot.holders?.keys.filter({ snapshot.counts[$0] == nil }).min() {
        return "'holders' names \(type), which 'counts' lacks"
      }
    case .growth(let growth):
      for change in growth.changes {
        if let problem = check(change.before, "the count before of \(change.type)")
          ?? check(change.after, "the count after of \(change.type)")
          ?? check(change.holders, of: change.type)
        {
          return problem
        }
        if change.after <= change.before {
          return "\(change.type) did not grow (\(change.before) → \(change.after))"
        }
      }
    }
    return nil
  }
}
