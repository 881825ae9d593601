package import CoordAuditScenarios

/// What a run left in memory, per scenario, recorded to compare later runs with.
///
/// `coordaudit baseline record FILE` writes one; `coordaudit run --baseline FILE` compares each
/// scenario's live counts (instances per declared name after the run) and heap bytes after each
/// `repeat` loop with it, each loop known by its name (its label, or its first step's name; see
/// ``LoopResult/name``). The file is JSON with sorted keys (see ``jsonString``):
///
/// ```json
/// {
///   "format" : "coordaudit-baseline",
///   "scenarios" : {
///     "C5-logout-login" : {
///       "liveCounts" : {
///         "App" : 1,
///         "Session" : 1
///       },
///       "loops" : {
///         "logout and login" : {
///           "heapBytes" : 2048
///         }
///       }
///     }
///   },
///   "schemaVersion" : 2
/// }
/// ```
package struct Baseline: Hashable, Sendable {
  /// The value of the file's `format` field, which marks it as a coordaudit baseline.
  package static let formatMarker = "coordaudit-baseline"
  /// The schema version this version writes, and the only one it reads.
  ///
  /// It grows by one whenever a field changes meaning or goes away: version 1 keyed loops by
  /// the line of their `repeat`, version 2 by their name.
  package static let currentSchemaVersion = 2

  /// What one scenario left.
  package struct Scenario: Hashable, Sendable {
    /// Live instances per declared name after the run (names with none are absent).
    package var liveCounts: [String: Int]
    /// Each `repeat` loop, by its name.
    package var loops: [String: Loop]

    /// Creates a scenario's record.
    ///
    /// - Parameters:
    ///   - liveCounts: Live instances per declared name after the run.
    ///   - loops: Each loop, by name.
    package init(liveCounts: [String: Int], loops: [String: Loop] = [:]) {
      self.liveCounts = liveCounts
      self.loops = loops
    }
  }

  /// What one `repeat` loop left.
  package struct Loop: Hashable, Sendable {
    /// Heap bytes in use after the loop's last repetition, relative to before the loop; `nil`
    /// when heap was not measured.
    package var heapBytes: Int?

    /// Creates a loop's record.
    ///
    /// - Parameter heapBytes: Heap bytes after the loop, or `nil` when not measured.
    package init(heapBytes: Int?) {
      self.heapBytes = heapBytes
    }
  }

  /// The scenarios, by name.
  package var scenarios: [String: Scenario]

  /// Creates a baseline from its scenarios.
  ///
  /// - Parameter scenarios: The scenarios, by name.
  package init(scenarios: [String: Scenario]) {
    self.scenarios = scenarios
  }

  /// Records what each result left: its live counts, and the last heap figure of each loop.
  ///
  /// - Parameter results: The results, with distinct names (see ``duplicateName(in:)``).
  package init(recording results: [ScenarioResult]) {
    var scenarios: [String: Scenario] = [:]
    for result in results {
      var loops: [String: Loop] = [:]
      for loop in result.loops {
        loops[loop.name] = Loop(heapBytes: loop.heapBytes?.last)
      }
      scenarios[result.name] = Scenario(liveCounts: result.liveCounts, loops: loops)
    }
    self.init(scenarios: scenarios)
  }

  /// The first name that two results share, with the files of both: a baseline tells scenarios
  /// apart by name.
  ///
  /// - Parameter results: The results of a run.
  /// - Returns: The name and the two files, or `nil` when every name is distinct.
  package static func duplicateName(in results: [ScenarioResult]) -> (
    name: String, first: String, second: String
  )? {
    var files: [String: String] = [:]
    for result in results {
      if let first = files[result.name] { return (result.name, first, result.file) }
      files[result.name] = result.file
    }
    return nil
  }
}
