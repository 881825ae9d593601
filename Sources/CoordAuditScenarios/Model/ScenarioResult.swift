package import LeakAudit

/// What running one scenario found: the steps, their findings, whether the scenario did what
/// it declares, and what the reports need to show it.
///
/// Objects in findings carry the scenario's names: a finding's `label` is the declared name
/// (`Search`, `SearchModel`), and its `site` the scenario file and the line of the statement
/// that made the object, so that the same file gives the same result byte for byte.
package struct ScenarioResult: Hashable, Sendable, Codable {
  /// The scenario's name (`scenario "…"`, or the file's name without its extension).
  package var name: String
  /// The file as given on the command line, or `catalog/NAME.scenario` for a built-in one.
  package var file: String
  /// The systems its flows use, in the order of the flows' declarations, each once.
  package var systems: [String]
  /// What the file declares: `caught` if it expects a finding or an error, else `clean`.
  package var expected: Outcome
  /// What happened.
  package var outcome: Outcome
  /// The declared names of the objects the findings name (leaks first), each once, in order.
  package var survivors: [String]
  /// Every step that ran, in order (the steps of a `repeat` once per repetition).
  package var steps: [StepResult]
  /// Why the outcome is `failed`.
  ///
  /// Each expectation that did not hold, each finding or error that nothing expected. Empty
  /// when the scenario did what it declares.
  package var mismatches: [Mismatch]
  /// Live instances per declared name after the last step (names with none are absent).
  package var liveCounts: [String: Int]
  /// One entry per `repeat` block that ran.
  package var loops: [LoopResult]
  /// Findings about memory: heap growth in a loop, and regressions against a baseline.
  package var memoryFindings: [MemoryFinding]
  /// Who holds whom at the step where the scenario first found something (or its last step),
  /// for the Mermaid report.
  package var graph: OwnershipGraph?
  /// For a result of `coordaudit explore`: the search and the bug, so that the reports of a
  /// search's shards merge (absent from `run`'s results).
  package var exploration: ExplorationRecord?

  /// Whether the scenario did what it declares: its outcome is the expected one.
  package var isAsExpected: Bool { outcome == expected }

  package init(
    name: String, file: String, systems: [String], expected: Outcome, outcome: Outcome,
    survivors: [String] = [], steps: [StepResult] = [], mismatches: [Mismatch] = [],
    liveCounts: [String: Int] = [:], loops: [LoopResult] = [],
    memoryFindings: [MemoryFinding] = [], graph: OwnershipGraph? = nil
  ) {
    self.name = name
    self.file = file
    self.systems = systems
    self.expected = expected
    self.outcome = outcome
    self.survivors = survivors
    self.steps = steps
    self.mismatches = mismatches
    self.liveCounts = liveCounts
    self.loops = loops
    self.memoryFindings = memoryFindings
    self.graph = graph
  }

  /// The outcome of a scenario.
  package enum Outcome: String, Hashable, Sendable, Codable {
    /// Nothing was found: no finding, no error.
    case clean
    /// Something was found, and the scenario expected every bit of it.
    case caught
    /// An expectation did not hold, or something was found that nothing expected.
    case failed
  }

  /// Every finding of every step, in step order.
  package var findings: [Finding] { steps.flatMap(\.findings) }
}

/// One audited step of a scenario.
package struct StepResult: Hashable, Sendable, Codable {
  /// The step's number in the scenario's run, from 1.
  package var number: Int
  /// What the step does, as the file says it (`user taps back`), or a `step "…"` block's name.
  package var name: String
  /// The line of the statement in the file.
  package var line: Int
  /// What the audit found after the step settled.
  package var findings: [Finding]
  /// The indices in ``findings`` of those that no expectation of the scenario expected.
  package var unexpectedFindings: [Int]
  /// The error the step's action threw, if it threw: the code (`navigationControllerMissing`)
  /// and the message.
  package var error: StepError?
  /// The declared names of what the step released of what left the screen, in the order the
  /// objects died.
  package var released: [String]

  package init(
    number: Int, name: String, line: Int, findings: [Finding], unexpectedFindings: [Int] = [],
    error: StepError? = nil, released: [String] = []
  ) {
    self.number = number
    self.name = name
    self.line = line
    self.findings = findings
    self.unexpectedFindings = unexpectedFindings
    self.error = error
    self.released = released
  }

  /// An entry of the step's findings as JSON carries it: one bug (see `Report.entries`), by
  /// its headline and the positions of its findings in `findings`.
  private struct EncodedEntry: Encodable {
    var headline: String
    var findings: [Int]
  }

  private enum EntryKeys: String, CodingKey {
    case entries
  }

  /// Writes the step, and its findings grouped one entry per bug under `entries`, which is
  /// derived and not read back.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(name, forKey: .name)
    try container.encode(line, forKey: .line)
    try container.encode(findings, forKey: .findings)
    try container.encode(unexpectedFindings, forKey: .unexpectedFindings)
    try container.encodeIfPresent(error, forKey: .error)
    try container.encode(released, forKey: .released)
    // Report puts findings in report order; the positions are the step's own.
    var positions: [Finding: [Int]] = [:]
    for (index, finding) in findings.enumerated() { positions[finding, default: []].append(index) }
    let entries = Report(findings: findings).entries.map { entry in
      EncodedEntry(
        headline: entry.headline,
        findings: entry.findings.map { positions[$0]!.removeFirst() }.sorted())
    }
    var extra = encoder.container(keyedBy: EntryKeys.self)
    try extra.encode(entries, forKey: .entries)
  }
}

/// An error a step's action threw.
package struct StepError: Hashable, Sendable, Codable {
  /// The error's code, as a scenario's `expect error` names it.
  package var code: String
  /// What went wrong.
  package var message: String

  package init(code: String, message: String) {
    self.code = code
    self.message = message
  }
}

/// Why a scenario did not do what it declares.
package struct Mismatch: Hashable, Sendable, Codable {
  /// The line of the statement concerned (the expectation, or the step that found something).
  package var line: Int
  /// A sentence: `expected a leak of 'Search' after step 4 "user taps back", found none`.
  package var message: String

  package init(line: Int, message: String) {
    self.line = line
    self.message = message
  }
}

/// What a `repeat` block did, repetition by repetition.
package struct LoopResult: Hashable, Sendable, Codable {
  /// The line of the `repeat` statement.
  package var line: Int
  /// The loop's name, which a baseline knows it by: its label (`repeat 10 "login" {`), or its
  /// first step's name, `#2` added when another loop of the scenario has it.
  package var name: String
  /// How many repetitions ran.
  package var repetitions: Int
  /// Live instances per declared name after each repetition.
  package var liveCounts: [[String: Int]]
  /// Heap bytes in use after each repetition, minus those in use before the loop, measured in
  /// a second run of the scenario without the audit (whose own records would grow); `nil`
  /// when heap was not measured.
  package var heapBytes: [Int]?

  package init(
    line: Int, name: String, repetitions: Int, liveCounts: [[String: Int]],
    heapBytes: [Int]? = nil
  ) {
    self.line = line
    self.name = name
    self.repetitions = repetitions
    self.liveCounts = liveCounts
    self.heapBytes = heapBytes
  }
}

/// A finding about memory rather than about one object.
package struct MemoryFinding: Hashable, Sendable, Codable {
  /// What kind of memory finding this is.
  package enum Kind: String, Hashable, Sendable, Codable {
    /// Heap bytes in use grew on every repetition of a loop.
    case heapGrowth
    /// More live instances of a name than the baseline allows.
    case countRegression
    /// More heap bytes after a loop than the baseline allows.
    case heapRegression
  }

  package var kind: Kind
  /// The declared name (for counts), or `heap` (for bytes).
  package var subject: String
  /// The line of the `repeat` concerned, if any.
  package var line: Int?
  /// The numbers: the series for growth; the baseline and current value for a regression.
  package var values: [Int]
  /// A sentence naming the subject and the numbers.
  package var message: String
  /// Whether the scenario expected it (`expect growth heap`); an expected finding does not
  /// fail the scenario.
  package var isExpected: Bool

  package init(
    kind: Kind, subject: String, line: Int?, values: [Int], message: String,
    isExpected: Bool = false
  ) {
    self.kind = kind
    self.subject = subject
    self.line = line
    self.values = values
    self.message = message
    self.isExpected = isExpected
  }
}

/// Who holds whom among a scenario's live objects at one step: the real references of the
/// objects, read from them.
package struct OwnershipGraph: Hashable, Sendable, Codable {
  /// An object: a declared one, or one the kits made (a navigation controller, the window).
  package struct Node: Hashable, Sendable, Codable {
    /// A stable identifier: `n1`, `n2`, … in the order the graph lists nodes.
    package var id: String
    /// The declared name, or a description (`Nav of Main`, `window`).
    package var name: String
    /// The role: `coordinator`, `router`, `view`, `view model`, `container`, `window`.
    package var role: String
    /// Whether it is a survivor of the step: alive although it had to go.
    package var isSurvivor: Bool

    package init(id: String, name: String, role: String, isSurvivor: Bool) {
      self.id = id
      self.name = name
      self.role = role
      self.isSurvivor = isSurvivor
    }
  }

  /// A reference from one node to another.
  package struct Edge: Hashable, Sendable, Codable {
    /// How the reference holds.
    package enum Strength: String, Hashable, Sendable, Codable {
      case strong, weak, unowned
    }

    package var from: String
    package var to: String
    /// The property (`childCoordinators`, `viewModel`, `closure`, …).
    package var label: String
    package var strength: Strength

    package init(from: String, to: String, label: String, strength: Strength) {
      self.from = from
      self.to = to
      self.label = label
      self.strength = strength
    }
  }

  /// The step the graph shows.
  package var step: Int
  package var nodes: [Node]
  package var edges: [Edge]

  package init(step: Int, nodes: [Node], edges: [Edge]) {
    self.step = step
    self.nodes = nodes
    self.edges = edges
  }
}
