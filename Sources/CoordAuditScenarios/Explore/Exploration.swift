import CoordinatorTree

/// What exploring a scenario found: each distinct bug with the shortest sequence of actions
/// that produces it, and how much of the state space was seen.
struct Exploration: Sendable {
  /// One bug: the findings of one step that share a root cause, the first time (so the
  /// shortest way) exploration met them.
  struct Bug: Sendable {
    /// What identifies the bug across states: a leak's fingerprint (of the survivor nearest
    /// the root, when one survivor keeps the others), else the kind and the names.
    var key: String
    /// The actions after the setup, in order; empty for a bug of the setup itself.
    var actions: [ExploreAction]
    /// How the actions read, as the emitted scenario and reports say them.
    var actionTexts: [String]
    /// Where the step that found it comes in the search (its sequence's order, then the bug's
    /// place among the step's bugs): shards of one search keep each bug from its earliest.
    var order: SearchOrder
    /// Every step of the run that found it: the setup's, then one per action.
    var steps: [StepResult]
    /// The findings of the last step that belong to this bug.
    var findings: [Finding]
    /// The error the last step threw, when that is the bug.
    var error: StepError?
    /// Who keeps what alive in the failing state.
    var graph: OwnershipGraph?
    /// For growth: the index in ``actions`` of the cycle's first action (the actions from it
    /// on are the cycle, played ``repetitions`` times after the first: see ``GrowthCheck``).
    var cycleStart: Int? = nil
    /// For growth: how many times the cycle was played again to confirm it.
    var repetitions: Int? = nil

    /// The actions as a sentence: `open search, user taps back`; for growth, the cycle after
    /// the way to it, `open search, then show results, user taps back, repeated 4 times`.
    var way: String {
      guard let cycleStart, let repetitions else { return actionTexts.joined(separator: ", ") }
      let cycle = actionTexts[cycleStart...].joined(separator: ", ")
      let before = actionTexts[..<cycleStart].joined(separator: ", ")
      return (before.isEmpty ? "" : before + ", then ") + cycle + ", repeated \(repetitions) times"
    }

    /// The survivors' names: leaked first, then released too early, then the rest.
    var survivors: [String] { ScenarioRunner.survivors(findings) }

    /// What the bug is about, for a leak: the survivor its report names first (the first
    /// finding's, which the table and the lines of the report start with).
    var subject: String? {
      guard let first = findings.first, first.kind == .leak else { return nil }
      return first.objects.first.map { $0.label ?? $0.typeName }
    }

    /// One line: what was found, of whom; for a leak, its subject and who keeps it (its key,
    /// which tells apart two bugs of one survivor, after the subject when the key names
    /// another survivor: see ``ExplorationRecord/Bug/phrase(key:subject:)``).
    var summary: String {
      if let error { return "error \(error.code): \(error.message)" }
      guard let first = findings.first else { return key }
      return first.kind == .leak
        ? ExplorationRecord.Bug.phrase(key: key, subject: subject) : Execution.describe(first)
    }
  }

  var name: String
  var file: String
  var systems: [String]
  /// How deep it explored: actions after the setup.
  var depth: Int
  /// Whether it explored each state once (`false`: every sequence).
  var merges = true
  /// The part of the search it took, if only a part.
  var shard: ExplorationRecord.Shard?
  /// The bugs, in the order found (shortest first).
  var bugs: [Bug] = []
  /// What the search did: distinct states (the setup's included), transitions, revisits of a
  /// state already seen, sessions replayed.
  var figures = StateSpaceSearch<ExploreSession>.Figures()
  /// Every audited step run, the setup's and replays included.
  var stepsRun = 0
  /// The declarations that did nothing in any state explored: the app actions never offered,
  /// the `ref`s never installed, each as a sentence (see ``ExplorationRecord/idle``).
  var idle: [String] = []
  /// How many cycles were checked for growth.
  var growthChecks = 0
  /// How many cycles the search offered beyond the limit of checks (see
  /// ``Explorer/Options/maxGrowthChecks``).
  var cyclesNotChecked = 0

  /// The record that reports carry (see ``ExplorationRecord``).
  var record: ExplorationRecord {
    var record = ExplorationRecord(
      depth: depth, merges: merges, shard: shard,
      figures: ExplorationRecord.Figures(figures, steps: stepsRun))
    record.idle = idle.isEmpty ? nil : idle
    record.cyclesNotChecked = cyclesNotChecked > 0 ? cyclesNotChecked : nil
    return record
  }
}
