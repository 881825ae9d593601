/// Plays every sequence of user and app actions on an app's own coordinators, up to a depth,
/// and finds what outlives the screens it belonged to.
///
/// Give it a closure that builds the app on a fresh window (as an app delegate would), and the
/// app's own actions by name. It plays, breadth first, every sequence of them and of the
/// user's actions (a back tap, a back-menu jump to each earlier screen, a swipe back finished
/// or cancelled, a sheet swiped down, a tap on each tab, on each bar button and on what the
/// views of the screen on top offer: buttons, rows, tap gestures) and audits every step with a
/// ``FlowAudit``, with no written expectation:
///
/// - every view controller of the model registers itself with the audit when it is made
///   (``FlowAudit/current``): one that leaves the window must be released, one on screen must
///   stay;
/// - your coordinators, view models and other objects need no registration: after each
///   settled step, an object made no earlier than a screen that, while it was shown, pointed
///   to the screen or was pointed to by it weakly (a weak `coordinator`, a weak capture)
///   belongs to it, and must be released once all its screens left the window and it is
///   linked to no screen still shown.
///   A survivor is reported when the window or the app reaches it, or a cycle keeps it; one
///   that only a global keeps is not (see `docs/exploring.md`);
/// - a cycle of actions that comes back to the screens it left with one more of something the
///   window or the app reaches each time (a binding never undone), confirmed by playing it four
///   times, is growth (see ``GrowthCheck``).
///
/// ```swift
/// @MainActor final class BuyCoordinator {
///   func start() {
///     let screen = BuyViewController()
///     screen.coordinator = self  // weak: the screen points back to its flow
///     navigationController.pushViewController(screen, animated: true)
///   }
/// }
///
/// let explorer = FlowExplorer(depth: 4) { window in ShopCoordinator(window: window) }
/// let exploration = await explorer.run()
/// print(exploration.text)  // A leak of 'BuyCoordinator' after user taps bar button 'Buy', …
/// ```
///
/// Objects your code registers with ``FlowAudit/current`` are judged by their registration
/// instead.
///
/// A state is reached again by replaying its actions on a fresh window (the model is
/// deterministic); states in which the window, the app and the audit reach the same objects
/// holding the same values (see `docs/exploring.md`) are explored once. What your app keeps
/// where neither reaches (a global, a singleton) is not in that key: reset it in `reset`, and
/// the exploration says when two replays of one sequence disagree. Each bug is reported once,
/// with the shortest sequence; an action that throws is a bug too, and ends its branch. Steps
/// settle within `configuration`'s deadlines (by default 50 ms, then a survivor is a leak):
/// enough for work your app queues on the main queue.
@MainActor
public struct FlowExplorer<App: AnyObject> {
  /// How many actions after the start, at most.
  public var depth: Int
  /// How many distinct states, at most.
  public var maxStates: Int
  /// The settle deadlines and allow-list of each step's audit.
  public var configuration: LeakTracker.Configuration
  /// How many cycles that came back to the screens they left to check for growth, at most, in
  /// the search's order (see ``GrowthCheck``); the exploration counts the rest
  /// (``FlowExploration/cyclesNotChecked``).
  public var maxGrowthChecks = 500
  /// Whether a session that reaches a new state goes on with its first action (see
  /// ``StateSpaceSearch/playsAhead``); off only in the tests that compare the two.
  package var playsAhead = true
  /// Whether the search merges states whose keys are equal (see
  /// ``StateSpaceSearch/merges``); off only in the tests that prove the key.
  package var merges = true
  let build: @MainActor (Window) throws -> App
  let actions: [Action]
  /// Runs before each build: puts back what the app keeps outside the window and itself.
  let reset: (@MainActor () -> Void)?

  /// The settle deadlines of exploration: a release is late after 25 ms, a survivor a leak
  /// after 50 ms.
  public static var defaultConfiguration: LeakTracker.Configuration {
    LeakTracker.Configuration(softDeadline: .milliseconds(25), hardDeadline: .milliseconds(50))
  }

  /// Creates an explorer.
  ///
  /// - Parameters:
  ///   - depth: How many actions after the start, at most.
  ///   - maxStates: How many distinct states, at most.
  ///   - configuration: Each step's settle deadlines and allow-list.
  ///   - app: Builds the app on a fresh window and shows its first screen; the explorer keeps
  ///     what it returns, as an app delegate keeps its root coordinator.
  ///   - actions: The app's own actions.
  ///   - reset: Runs before every build, the first and each replay's: resets what the app
  ///     keeps where neither the window nor `app`'s result reaches (a login flag in a global
  ///     or in `UserDefaults`, a singleton's cache), so that a sequence replays as it first
  ///     ran. When two runs of one sequence differ anyway, the exploration says so (see
  ///     ``FlowExploration/replayDisagreement``).
  public init(
    depth: Int = 6, maxStates: Int = 10_000,
    configuration: LeakTracker.Configuration = defaultConfiguration,
    app: @escaping @MainActor (Window) throws -> App, actions: [Action] = [],
    reset: (@MainActor () -> Void)? = nil
  ) {
    self.depth = depth
    self.maxStates = maxStates
    self.configuration = configuration
    build = app
    self.actions = actions
    self.reset = reset
  }

  /// Explores.
  ///
  /// - Returns: The bugs, each with its shortest sequence, and how far it went.
  public func run() async -> FlowExploration {
    var bugs: [FlowExploration.Bug] = []
    var reported: Set<String> = []
    var isFirst = true
    var unread: [UnreadPart: [String]] = [:]
    var unreadOrder: [UnreadPart] = []
    var workNotWaitedFor: [String]?
    /// Reads what the session's last step found, and returns how to record it: the bugs not
    /// reported before, each with the actions that led to it.
    func read(
      _ session: AppSession<App>, _ path: [AppSession<App>.Step]
    ) -> StateSpaceSearch<AppSession<App>>.StepRecord {
      let parts = session.audit.unreadParts
      let groups = BugGrouping.groups(of: session.lastFindings)
      let error = session.lastError
      let notWaited = workNotWaitedFor == nil && session.audit.hasQueuedWorkNotWaitedFor
      // Most steps find nothing: their sequence is said only when something is recorded.
      guard !parts.isEmpty || !groups.isEmpty || error != nil || notWaited else { return {} }
      let actions = path.map { session.describe($0) }
      return {
        if notWaited && workNotWaitedFor == nil { workNotWaitedFor = actions }
        for part in parts where unread[part] == nil {
          unread[part] = actions
          unreadOrder.append(part)
        }
        for group in groups where reported.insert(group.key).inserted {
          bugs.append(FlowExploration.Bug(actions: actions, findings: group.findings, error: nil))
        }
        if let error, reported.insert("error \(error)").inserted {
          bugs.append(FlowExploration.Bug(actions: actions, findings: [], error: error))
        }
      }
    }
    let search = StateSpaceSearch<AppSession<App>>(
      depth: depth, maxStates: maxStates, merges: merges, checksReplays: true,
      playsAhead: playsAhead)
    let encoder = StateEncoder()
    let tally = SettleTally()
    let waits = BlocksElsewhereWaits()
    var disagreement: String?
    var cycles: [GrowthCheck<AppSession<App>>.Candidate] = []
    let figures = await search.run(
      start: {
        let (session, ready) = await startSession(encoder: encoder, tally: tally, waits: waits)
        if isFirst {
          isFirst = false
          read(session, [])()
        }
        guard ready else {
          session.end()
          return nil
        }
        return session
      },
      visit: { session, path, _ in read(session, path) },
      disagreement: { session, path, difference in
        guard disagreement == nil else { return }
        disagreement = Self.describe(difference, of: path.map { session.describe($0) })
      },
      cycle: { candidate, session in
        // A cycle that ends in a finding finds it again on its first repetition: not judged
        // for growth (see GrowthCheck).
        let isClean = !session.lastStepFoundSomething
        return { if isClean { cycles.append(candidate) } }
      })
    if !figures.wasCancelled {
      bugs += await checkGrowth(
        of: cycles.prefix(maxGrowthChecks), encoder: encoder, tally: tally, waits: waits,
        reported: &reported)
    }
    var exploration = FlowExploration(
      bugs: bugs, states: figures.states, transitions: figures.transitions,
      revisits: figures.revisits, stoppedAtMaxStates: figures.stoppedAtMaxStates)
    exploration.cyclesNotChecked = figures.wasCancelled ? 0 : max(cycles.count - maxGrowthChecks, 0)
    exploration.replayDisagreement = disagreement
    exploration.replayDisagreements = figures.replayDisagreements
    exploration.figures = figures
    exploration.settlesJudgedAtOnce = tally.atOnce
    exploration.settlesThatWaited = tally.waited
    exploration.workNotWaitedFor = workNotWaitedFor
    for part in unreadOrder {
      let described = FlowExploration.UnreadPart(what: part.description, actions: unread[part]!)
      if part.isReadConservatively {
        exploration.readConservatively.append(described)
      } else {
        exploration.unjudged.append(described)
      }
    }
    return exploration
  }

  /// A fresh session, after `reset`, with the app built: the session, and whether it built.
  private func startSession(
    encoder: StateEncoder, tally: SettleTally, waits: BlocksElsewhereWaits
  ) async -> (AppSession<App>, ready: Bool) {
    reset?()
    let session = AppSession(
      configuration: configuration, build: build, actions: actions, encoder: encoder)
    session.tally = tally
    session.audit.sharesBlocksElsewhereWaits(waits)
    return (session, await session.start())
  }

  /// Confirms each cycle the search offered (see ``GrowthCheck``) in a fresh session, and
  /// makes a bug of each growth not met before.
  private func checkGrowth(
    of cycles: ArraySlice<GrowthCheck<AppSession<App>>.Candidate>, encoder: StateEncoder,
    tally: SettleTally, waits: BlocksElsewhereWaits, reported: inout Set<String>
  ) async -> [FlowExploration.Bug] {
    let check = GrowthCheck<AppSession<App>>()
    var bugs: [FlowExploration.Bug] = []
    for candidate in cycles {
      guard
        let confirmed = await check.confirm(
          candidate,
          start: {
            let (session, ready) = await startSession(encoder: encoder, tally: tally, waits: waits)
            if !ready { session.end() }
            return ready ? session : nil
          },
          isClean: { $0.lastFindings.isEmpty && $0.lastError == nil })
      else { continue }
      defer { confirmed.session.end() }
      let session = confirmed.session
      for growth in confirmed.growth {
        let finding = growth.finding(after: session.audit.tracker.currentStep)
        guard reported.insert(BugGrouping.describe(finding)).inserted else { continue }
        var bug = FlowExploration.Bug(
          actions: candidate.path.map { session.describe($0) }, findings: [finding], error: nil)
        bug.cycleStart = candidate.cycleStart
        bug.repetitions = check.repetitions
        bugs.append(bug)
      }
    }
    return bugs
  }

  /// `replaying "log in", user taps back reached another state than its first run`, or
  /// `replaying "log in": step 1, "log in", was not offered as on its first run`.
  static func describe(
    _ difference: StateSpaceSearch<AppSession<App>>.ReplayDifference, of actions: [String]
  ) -> String {
    let sequence = actions.isEmpty ? "the start" : actions.joined(separator: ", ")
    switch difference {
    case .otherState:
      return "replaying \(sequence) reached another state than its first run"
    case .actionNotOffered(let index):
      return "replaying \(sequence): step \(index + 1), \(actions[index]), was not offered as "
        + "on its first run (it was not performed: the branch ended there)"
    }
  }
}
