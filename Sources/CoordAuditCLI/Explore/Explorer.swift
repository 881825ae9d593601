import CoordinatorTree

/// Plays every sequence of user and app actions up to a depth, breadth first, auditing every
/// step, and keeps each distinct bug with the shortest sequence that produces it.
///
/// A state is a live object graph, which cannot be copied: a state is reached again by
/// replaying its actions from the start in a fresh session (the model is deterministic, so a
/// replay reaches the same state). The session that reached a state is reused for the first
/// action tried from it; every other action replays. States are told apart by an address-free
/// key (``ScenarioApp/stateKey()``), so a state reached two ways is explored once.
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
  }

  let scenario: Scenario
  let options: Options

  /// Explores.
  ///
  /// - Parameter progress: Called after each state is explored, with the figures so far.
  /// - Returns: The bugs and the figures.
  func run(progress: ((Exploration) -> Void)? = nil) async -> Exploration {
    var exploration = Exploration(
      name: scenario.name, file: scenario.file, systems: ScenarioRunner.systems(of: scenario),
      depth: options.depth)
    var keys = BugKeys()
    var setupSteps = 0
    var isFirst = true
    let search = StateSpaceSearch<ExploreSession>(
      depth: options.depth, maxStates: options.maxStates)
    let figures = await search.run(
      start: {
        let session = ExploreSession(scenario, allowList: options.allowList)
        let ready = await session.runSetup()
        setupSteps = session.steps.count
        if isFirst {
          // The setup's own steps are audited too.
          isFirst = false
          record(session, actions: [], into: &exploration, keys: &keys)
        }
        return ready ? session : nil
      },
      visit: { session, actions in
        record(session, actions: actions, into: &exploration, keys: &keys)
      },
      progress: { figures in
        var snapshot = exploration
        snapshot.figures = figures
        progress?(snapshot)
      })
    exploration.figures = figures
    exploration.stepsRun = figures.sessions * setupSteps + figures.actionsPerformed
    return exploration
  }

  /// What the bugs met so far are known by.
  struct BugKeys {
    /// The keys of the bugs already reported.
    var reported: Set<String> = []
    /// The bug each survivor's first leak belonged to, by declared name; `nil` for a known
    /// leak (an allow-list entry names it).
    var leaks: [String: String?] = [:]
  }

  /// Adds the bugs of the session's last step that were not met before.
  ///
  /// The first leak of each survivor (by declared name) is explained now, while it is alive:
  /// its retain path names the bug and groups the survivors it keeps. A later leak of the same
  /// survivor belongs to that bug.
  private func record(
    _ session: ExploreSession, actions: [ExploreAction], into exploration: inout Exploration,
    keys: inout BugKeys
  ) {
    guard var last = session.steps.last else { return }
    let leaks = last.findings.filter { $0.kind == .leak }.compactMap { $0.objects.first?.label }
    if leaks.contains(where: { keys.leaks[$0] == nil }) {
      last.findings = session.app.relabel(session.audit.tracker.explain(last.findings))
    }
    var steps = session.steps
    steps[steps.count - 1] = last
    for (key, findings, error) in Self.bugs(in: last, leaks: &keys.leaks)
    where keys.reported.insert(key).inserted {
      exploration.bugs.append(
        Exploration.Bug(
          key: key, actions: actions, actionTexts: actions.map { $0.description(in: scenario) },
          steps: steps, findings: findings, error: error,
          graph: session.app.snapshot(after: last)))
    }
  }

  /// The bugs of one step: its findings grouped by root cause (see ``BugGrouping``), then
  /// its error.
  static func bugs(in step: StepResult, leaks: inout [String: String?]) -> [(
    key: String, findings: [Finding], error: StepError?
  )] {
    var result = BugGrouping.groups(of: step.findings, leaks: &leaks).map {
      (key: $0.key, findings: $0.findings, error: StepError?.none)
    }
    if let error = step.error {
      result.append(("error \(error.code) in \"\(step.name)\"", [], error))
    }
    return result
  }
}
