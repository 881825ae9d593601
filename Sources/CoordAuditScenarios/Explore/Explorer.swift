import CoordinatorTree

/// Plays every sequence of user and app actions up to a depth, breadth first, auditing every
/// step, and keeps each distinct bug with the shortest sequence that produces it.
///
/// A state is a live object graph, which cannot be copied: a state is reached again by
/// replaying its actions from the start in a fresh session (the model is deterministic, so a
/// replay reaches the same state). A session that reaches a new state goes on with that
/// state's first action; every other action replays (see ``StateSpaceSearch``). States are
/// told apart by an address-free key (``ExploreSession/stateKey()``), so a state reached two
/// ways is explored once.
///
/// The oracle is the audit's, after every settled step, with no written expectation: what
/// left the window is released with the coordinators and view models that belonged to it,
/// what is on screen stays alive, the kits' rules hold; an action that applies and still
/// throws (a misuse of the navigation model) is a bug too. A step that throws ends its
/// branch.
@MainActor
struct Explorer {
  struct Options: Sendable {
    /// How many actions after the setup, at most.
    var depth = 6
    /// How many distinct states to explore, at most.
    var maxStates = 100_000
    /// Known leaks: notes, not bugs.
    var allowList: AllowList?
    /// Whether states with the same key are explored once; off, every sequence is played.
    var merges = true
    /// The part of the search to take, when several runs share it.
    var shard: StateSpaceSearch<ExploreSession>.Shard?
    /// How many cycles to check for growth, at most (see ``GrowthCheck``); the rest are
    /// counted in the figures.
    var maxGrowthChecks = 500
    /// Whether a session that reaches a new state goes on with its first action (see
    /// ``StateSpaceSearch/playsAhead``); off only in the tests that compare the two.
    var playsAhead = true
  }

  let scenario: Scenario
  let options: Options
  /// A key to use in place of each session's own, for tests that show what an unsound key
  /// does (the differential tests' positive control).
  var stateKey: (@MainActor (ExploreSession) -> StateEncoder.Outcome)?

  init(
    scenario: Scenario, options: Options,
    stateKey: (@MainActor (ExploreSession) -> StateEncoder.Outcome)? = nil
  ) {
    self.scenario = scenario
    self.options = options
    self.stateKey = stateKey
  }

  /// Explores.
  ///
  /// - Parameter progress: Called after each state is explored, with the figures so far.
  /// - Returns: The bugs and the figures.
  func run(progress: ((Exploration) -> Void)? = nil) async -> Exploration {
    var exploration = Exploration(
      name: scenario.name, file: scenario.file, systems: ScenarioRunner.systems(of: scenario),
      depth: options.depth)
    exploration.merges = options.merges
    exploration.shard = options.shard.map { .init(index: $0.index + 1, count: $0.count) }
    var reported: Set<String> = []
    var used = Used()
    var setupSteps = 0
    var isFirst = true
    let search = StateSpaceSearch<ExploreSession>(
      depth: options.depth, maxStates: options.maxStates, merges: options.merges,
      shard: options.shard, playsAhead: options.playsAhead)
    let encoder = StateEncoder()
    var cycles: [GrowthCheck<ExploreSession>.Candidate] = []
    let figures = await search.run(
      start: {
        let session = ExploreSession(scenario, allowList: options.allowList, encoder: encoder)
        session.keyOverride = stateKey
        let ready = await session.runSetup()
        setupSteps = session.steps.count
        if isFirst {
          // The setup's own steps are audited too.
          isFirst = false
          for bug in read(session, actions: [], order: SearchOrder(), reported: reported)
          where reported.insert(bug.key).inserted {
            exploration.bugs.append(bug)
          }
          used.note(session.app.everInstalled, after: nil)
        }
        guard ready else {
          session.end()
          return nil
        }
        return session
      },
      visit: { session, actions, order in
        let bugs = read(session, actions: actions, order: order, reported: reported)
        let installed = session.app.everInstalled
        return {
          for bug in bugs where reported.insert(bug.key).inserted { exploration.bugs.append(bug) }
          used.note(installed, after: actions.last)
        }
      },
      progress: { figures in
        var snapshot = exploration
        snapshot.figures = figures
        progress?(snapshot)
      },
      cycle: { candidate, _ in
        // A cycle whose steps found something here finds it again on its first repetition:
        // the leak is the bug, and the cycle is not judged for growth (see GrowthCheck).
        // The search says which (the session may have returned: its history is not the
        // cycle's).
        { if candidate.stepsFoundNothing { cycles.append(candidate) } }
      })
    exploration.figures = figures
    exploration.stepsRun = figures.sessions * setupSteps + figures.actionsPerformed
    if !figures.wasCancelled {
      let checked = cycles.prefix(options.maxGrowthChecks)
      exploration.stepsRun += await checkGrowth(
        of: checked, encoder: encoder, into: &exploration, reported: &reported)
      exploration.growthChecks = checked.count
      exploration.cyclesNotChecked = cycles.count - checked.count
    }
    // Growth is judged after the search: its bugs take their place by their sequences.
    exploration.bugs.sort { $0.order < $1.order }
    exploration.idle = used.idle(in: scenario)
    return exploration
  }

  /// Confirms each cycle the search offered in a fresh session (see ``GrowthCheck``), in the
  /// search's order, and adds a bug for each growth not met before: its key names what grew.
  ///
  /// - Returns: The steps the checks ran.
  private func checkGrowth(
    of cycles: ArraySlice<GrowthCheck<ExploreSession>.Candidate>, encoder: StateEncoder,
    into exploration: inout Exploration, reported: inout Set<String>
  ) async -> Int {
    let check = GrowthCheck<ExploreSession>(repetitions: Self.growthRepetitions)
    var steps = 0
    for candidate in cycles {
      var played: ExploreSession?
      let confirmed = await check.confirm(
        candidate,
        start: {
          let session = ExploreSession(scenario, allowList: options.allowList, encoder: encoder)
          played = session
          return await session.runSetup() ? session : nil
        },
        isClean: { session in
          session.steps.last.map { $0.findings.isEmpty && $0.error == nil } ?? false
        })
      steps += played?.steps.count ?? 0
      guard let confirmed else { continue }
      defer { confirmed.session.end() }
      var runSteps = confirmed.session.steps
      let last = runSteps.count - 1
      for (position, growth) in confirmed.growth.enumerated() {
        let finding = growth.finding(after: confirmed.session.audit.tracker.currentStep)
        let key = Execution.describe(finding)
        guard reported.insert(key).inserted else { continue }
        runSteps[last].findings.append(finding)
        exploration.bugs.append(
          Exploration.Bug(
            key: key, actions: candidate.path,
            actionTexts: candidate.path.map { $0.description(in: scenario) },
            order: candidate.order.appending(Self.growthOrder + position), steps: runSteps,
            findings: [finding], error: nil, graph: nil, cycleStart: candidate.cycleStart,
            repetitions: Self.growthRepetitions))
      }
    }
    return steps
  }

  /// How many times a cycle is played after its start to confirm growth.
  static let growthRepetitions = 4

  /// Where a growth bug comes among the bugs found after its sequence: after the step's own.
  static let growthOrder = 1_000_000

  /// What the declarations did in the states explored: the app actions played, the `ref`s
  /// installed.
  private struct Used {
    var actions: Set<Int> = []
    var references: Set<Int> = []

    /// Notes what a session did: the action it just played, the `ref`s its app installed.
    mutating func note(_ installed: Set<Int>, after action: ExploreAction?) {
      if case .app(let index, _)? = action { actions.insert(index) }
      references.formUnion(installed)
    }

    /// The declarations that did nothing, as sentences, in file order.
    func idle(in scenario: Scenario) -> [String] {
      var idle: [(line: Int, text: String)] = []
      for (index, action) in scenario.appActions.enumerated() where !actions.contains(index) {
        idle.append(
          (
            action.position.line,
            "action \(Scenario.quoted(action.name)) (line \(action.position.line)) was never "
              + "offered"
          ))
      }
      for (index, reference) in scenario.references.enumerated()
      where !references.contains(index) {
        idle.append(
          (
            reference.position.line,
            "\(Execution.quoted(reference)) (line \(reference.position.line)) was never installed"
          ))
      }
      return idle.sorted { $0.line < $1.line }.map(\.text)
    }
  }

  /// The bugs of the session's last step that were not reported before (`reported`): the
  /// caller adds those it has still not met when it records them.
  ///
  /// Its leaks are explained now, while their survivors are alive: the retain paths name
  /// each bug's cause and group the survivors one cause keeps.
  private func read(
    _ session: ExploreSession, actions: [ExploreAction], order: SearchOrder,
    reported: Set<String>
  ) -> [Exploration.Bug] {
    guard var last = session.steps.last else { return [] }
    if last.findings.contains(where: { $0.kind == .leak }) {
      last.findings = session.app.relabel(session.audit.tracker.explain(last.findings))
    }
    var steps = session.steps
    steps[steps.count - 1] = last
    return Self.bugs(in: last).enumerated().compactMap { position, bug in
      guard !reported.contains(bug.key) else { return nil }
      return Exploration.Bug(
        key: bug.key, actions: actions, actionTexts: actions.map { $0.description(in: scenario) },
        order: order.appending(position), steps: steps, findings: bug.findings, error: bug.error,
        graph: session.app.snapshot(after: last))
    }
  }

  /// The bugs of one step: its findings grouped by root cause (see ``BugGrouping``), then
  /// its error.
  static func bugs(in step: StepResult) -> [(
    key: String, findings: [Finding], error: StepError?
  )] {
    var result = BugGrouping.groups(of: step.findings).map {
      (key: $0.key, findings: $0.findings, error: StepError?.none)
    }
    if let error = step.error {
      result.append(("error \(error.code) in \"\(step.name)\"", [], error))
    }
    return result
  }
}
