import CoordinatorTree

/// Plays every sequence of user and app actions up to a depth, breadth first, auditing every
/// step, and keeps each distinct bug with the shortest sequence that produces it.
///
/// A state is a live object graph, which cannot be copied: a state is reached again by
/// replaying its actions from the start in a fresh session (the model is deterministic, so a
/// replay reaches the same state). The session that reached a state is reused for the first
/// action tried from it; every other action replays. States are told apart by an address-free
/// key (``ExploreSession/stateKey()``), so a state reached two ways is explored once.
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
      shard: options.shard)
    let encoder = StateEncoder()
    let figures = await search.run(
      start: {
        let session = ExploreSession(scenario, allowList: options.allowList, encoder: encoder)
        session.keyOverride = stateKey
        let ready = await session.runSetup()
        setupSteps = session.steps.count
        if isFirst {
          // The setup's own steps are audited too.
          isFirst = false
          record(
            session, actions: [], order: SearchOrder(), into: &exploration, reported: &reported)
          used.note(session, after: nil)
        }
        guard ready else {
          session.end()
          return nil
        }
        return session
      },
      visit: { session, actions, order in
        record(session, actions: actions, order: order, into: &exploration, reported: &reported)
        used.note(session, after: actions.last)
      },
      progress: { figures in
        var snapshot = exploration
        snapshot.figures = figures
        progress?(snapshot)
      })
    exploration.figures = figures
    exploration.stepsRun = figures.sessions * setupSteps + figures.actionsPerformed
    exploration.idle = used.idle(in: scenario)
    return exploration
  }

  /// What the declarations did in the states explored: the app actions played, the `ref`s
  /// installed.
  private struct Used {
    var actions: Set<Int> = []
    var references: Set<Int> = []

    /// Notes what a session did: the action it just played, the `ref`s its app installed.
    @MainActor mutating func note(_ session: ExploreSession, after action: ExploreAction?) {
      if case .app(let index, _)? = action { actions.insert(index) }
      references.formUnion(session.app.everInstalled)
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

  /// Adds the bugs of the session's last step that were not met before.
  ///
  /// Its leaks are explained now, while their survivors are alive: the retain paths name
  /// each bug's cause and group the survivors one cause keeps.
  private func record(
    _ session: ExploreSession, actions: [ExploreAction], order: SearchOrder,
    into exploration: inout Exploration, reported: inout Set<String>
  ) {
    guard var last = session.steps.last else { return }
    if last.findings.contains(where: { $0.kind == .leak }) {
      last.findings = session.app.relabel(session.audit.tracker.explain(last.findings))
    }
    var steps = session.steps
    steps[steps.count - 1] = last
    for (position, (key, findings, error)) in Self.bugs(in: last).enumerated()
    where reported.insert(key).inserted {
      exploration.bugs.append(
        Exploration.Bug(
          key: key, actions: actions, actionTexts: actions.map { $0.description(in: scenario) },
          order: order.appending(position), steps: steps, findings: findings, error: error,
          graph: session.app.snapshot(after: last)))
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
