import Testing

@testable import CoordinatorTree
@testable import LeakAudit

/// The search stops where it is when its task is cancelled (an interrupted `coordaudit
/// explore`, or one at its memory limit), with what it did so far; with replays checked, it
/// says when a replay differs from the first run of its sequence.
@MainActor
@Suite(.serialized) struct StateSpaceSearchTests {
  /// A counter that only goes up: every action reaches a new state, for ever.
  final class Counter: ExplorationSession {
    var value = 0
    let onPerform: () -> Void

    init(onPerform: @escaping () -> Void) { self.onPerform = onPerform }

    func applicableActions() -> [Int] { [1, 2] }
    func perform(_ action: Int) async -> Bool {
      value += action
      onPerform()
      return true
    }
    func stateKey() -> StateEncoder.Outcome {
      .key(StateKey(high: UInt64(value), low: UInt64(value)))
    }
    func end() {}
  }

  @Test func aCancelledTaskStopsTheSearchAndSaysSo() async {
    let search = StateSpaceSearch<Counter>(depth: 32, maxStates: 1_000_000_000)
    var performed = 0
    let task = Task { @MainActor in
      await search.run(
        start: {
          Counter {
            performed += 1
            // As a signal handler does, from the task's own work here so that it is certain.
            if performed == 50 { withUnsafeCurrentTask { $0?.cancel() } }
          }
        }, visit: { _, _, _ in {} })
    }
    let figures = await task.value
    #expect(figures.wasCancelled)
    #expect(!figures.stoppedAtMaxStates)
    #expect(figures.depthReached < 32)
    #expect(figures.states <= 51)
  }

  @Test func anUncancelledSearchGoesToItsDepth() async {
    let search = StateSpaceSearch<Counter>(depth: 4, maxStates: 1_000)
    let figures = await search.run(start: { Counter {} }, visit: { _, _, _ in {} })
    #expect(!figures.wasCancelled)
    #expect(figures.depthReached == 4)
    // 0 … 8: every sum of up to four 1s and 2s.
    #expect(figures.states == 9)
  }

  /// A counter whose start is the number of sessions made before it: what a global that
  /// survives from run to run does.
  final class Drifting: ExplorationSession {
    nonisolated(unsafe) static var made = 0
    var value: Int
    let offersTwoOnlyFirst: Bool

    init(drifts: Bool, offersTwoOnlyFirst: Bool = false) {
      Self.made += 1
      value = drifts ? Self.made * 100 : 0
      self.offersTwoOnlyFirst = offersTwoOnlyFirst
    }

    func applicableActions() -> [Int] { offersTwoOnlyFirst && Self.made > 1 ? [1] : [1, 2] }
    /// The actions performed where they were not offered, as an app's handler that
    /// force-casts what it expects on screen would crash on.
    nonisolated(unsafe) static var performedUnoffered: [Int] = []
    func perform(_ action: Int) async -> Bool {
      if !applicableActions().contains(action) { Self.performedUnoffered.append(action) }
      value += action
      return true
    }
    func stateKey() -> StateEncoder.Outcome {
      .key(StateKey(high: UInt64(value), low: 0))
    }
    func end() {}
  }

  @Test func aReplayThatReachesAnotherKeyIsADisagreement() async {
    Drifting.made = 0
    let search = StateSpaceSearch<Drifting>(depth: 2, maxStates: 100, checksReplays: true)
    var differences: [([Int], StateSpaceSearch<Drifting>.ReplayDifference)] = []
    let figures = await search.run(
      start: { Drifting(drifts: true) }, visit: { _, _, _ in {} },
      disagreement: { _, path, difference in differences.append((path, difference)) })
    #expect(figures.replayDisagreements > 0)
    #expect(differences.first?.0 == [])
    #expect(differences.first?.1 == .otherState)
  }

  @Test func aReplayThatIsNotOfferedAnActionIsADisagreement() async {
    Drifting.made = 0
    let search = StateSpaceSearch<Drifting>(depth: 3, maxStates: 100, checksReplays: true)
    var differences: [StateSpaceSearch<Drifting>.ReplayDifference] = []
    _ = await search.run(
      start: { Drifting(drifts: false, offersTwoOnlyFirst: true) }, visit: { _, _, _ in {} },
      disagreement: { _, _, difference in differences.append(difference) })
    #expect(differences.contains(.actionNotOffered(0)))
  }

  /// A replay never performs an action its state does not offer: the branch ends there, and
  /// the disagreement is counted, whether replays are checked or not (on the build before,
  /// the replay performed it anyway: an app's force cast there ended the test process).
  @Test(arguments: [true, false])
  func aReplayNeverPerformsAnActionThatIsNotOffered(checksReplays: Bool) async {
    Drifting.made = 0
    Drifting.performedUnoffered = []
    let search = StateSpaceSearch<Drifting>(
      depth: 3, maxStates: 100, checksReplays: checksReplays)
    let figures = await search.run(
      start: { Drifting(drifts: false, offersTwoOnlyFirst: true) }, visit: { _, _, _ in {} })
    #expect(Drifting.performedUnoffered.isEmpty)
    #expect(figures.replayDisagreements > 0)
  }

  @Test func replaysThatAgreeAndUncheckedSearchesSayNothing() async {
    Drifting.made = 0
    let checked = StateSpaceSearch<Drifting>(depth: 3, maxStates: 100, checksReplays: true)
    let agreeing = await checked.run(start: { Drifting(drifts: false) }, visit: { _, _, _ in {} })
    #expect(agreeing.replayDisagreements == 0)
    let unchecked = StateSpaceSearch<Drifting>(depth: 2, maxStates: 100)
    let drifting = await unchecked.run(start: { Drifting(drifts: true) }, visit: { _, _, _ in {} })
    #expect(drifting.replayDisagreements == 0)
  }

  /// Playing ahead (a session that reaches a new state goes on with that state's first
  /// action) records the same steps, in the same order, and reaches the same states as
  /// replaying every action, with fewer sessions, and fewer actions unless the limit of states
  /// stops it: it drops what it played ahead beyond the limit.
  @Test(arguments: [(true, 1_000), (false, 1_000), (true, 7), (false, 7)])
  func playingAheadRecordsWhatReplayingRecords(merges: Bool, maxStates: Int) async {
    func search(playsAhead: Bool, checksReplays: Bool) async -> ([String], SearchFigures) {
      var recorded: [String] = []
      let search = StateSpaceSearch<Counter>(
        depth: 5, maxStates: maxStates, merges: merges, checksReplays: checksReplays,
        playsAhead: playsAhead)
      let figures = await search.run(
        start: { Counter {} },
        visit: { session, path, order in
          let value = session.value
          return { recorded.append("\(path) \(order.indices) \(value)") }
        })
      return (recorded, figures)
    }
    for checksReplays in [false, true] {
      let replaying = await search(playsAhead: false, checksReplays: checksReplays)
      let ahead = await search(playsAhead: true, checksReplays: checksReplays)
      #expect(ahead.0 == replaying.0)
      #expect(ahead.0.count == replaying.1.transitions)
      #expect(ahead.1.states == replaying.1.states)
      #expect(ahead.1.transitions == replaying.1.transitions)
      #expect(ahead.1.revisits == replaying.1.revisits)
      #expect(ahead.1.stoppedAtMaxStates == replaying.1.stoppedAtMaxStates)
      #expect(ahead.1.replayDisagreements == 0)
      #expect(ahead.1.sessions < replaying.1.sessions)
      if !replaying.1.stoppedAtMaxStates {
        #expect(ahead.1.actionsPerformed < replaying.1.actionsPerformed)
      }
    }
  }

  /// Each state's first action is played ahead: of a counter's two actions, only the second
  /// replays, so a search to depth 3 that merges nothing makes 8 sessions (the start's, one
  /// for its second action, one for each of the 2 and 4 states below it), where replaying
  /// every action made 14 (two for each of the 2 and 4 states).
  @Test func aStatesFirstActionIsNeverReplayed() async {
    func sessions(playsAhead: Bool) async -> Int {
      let search = StateSpaceSearch<Counter>(
        depth: 3, maxStates: 1_000, merges: false, playsAhead: playsAhead)
      return await search.run(start: { Counter {} }, visit: { _, _, _ in {} }).sessions
    }
    #expect(await sessions(playsAhead: false) == 1 + 1 + 2 * 2 + 2 * 4)
    #expect(await sessions(playsAhead: true) == 1 + 1 + 2 + 4)
  }
}

extension StateSpaceSearchTests {
  /// The figures count what was played ahead, and what of it was dropped: nothing when every
  /// state is new (no merging: the 2 and 4 states of levels 1 and 2 each play their first
  /// action ahead), something when states merge (a counter reaches 2 by 1 + 1 and by 2).
  @Test func theFiguresCountWhatWasPlayedAheadAndDropped() async {
    func figures(merges: Bool) async -> SearchFigures {
      let search = StateSpaceSearch<Counter>(depth: 3, maxStates: 1_000, merges: merges)
      return await search.run(start: { Counter {} }, visit: { _, _, _ in {} })
    }
    let unmerged = await figures(merges: false)
    #expect(unmerged.playedAhead == 2 + 4)
    #expect(unmerged.playedAheadDropped == 0)
    let merged = await figures(merges: true)
    #expect(merged.playedAheadDropped > 0)
    #expect(merged.playedAheadTaken > 0)
  }
}

extension StateSpaceSearchTests {
  /// A stack of pushed numbers (push 1 or 2 while fewer than 3, pop while any), keyed by its
  /// contents (and, counting pops, by how many pops were made, up to 2), whose screens are its
  /// numbers: a pop returns to the state before a push.
  final class Stack: ExplorationSession {
    var stack: [Int] = []
    var pops = 0
    /// Every action performed, returns included, and whether its step found something.
    var history: [(action: Int, found: Bool)] = []
    let returns: ReturnKind
    /// The stacks whose reaching step finds something (only a push's, when `countsPops`).
    let findsAt: Set<[Int]>
    let countsPops: Bool

    enum ReturnKind { case none, pop }

    init(returns: ReturnKind, findsAt: Set<[Int]>, countsPops: Bool = false) {
      self.returns = returns
      self.findsAt = findsAt
      self.countsPops = countsPops
    }

    func applicableActions() -> [Int] {
      (stack.count < 3 ? [1, 2] : []) + (stack.isEmpty ? [] : [0])
    }
    func perform(_ action: Int) async -> Bool {
      if action == 0 {
        stack.removeLast()
        pops = min(pops + 1, 2)
      } else {
        stack.append(action)
      }
      history.append((action, findsAt.contains(stack) && (action != 0 || !countsPops)))
      return true
    }
    func stateKey() -> StateEncoder.Outcome {
      let contents = UInt64(stack.reduce(1) { $0 * 4 + $1 })
      return .key(StateKey(high: contents, low: countsPops ? UInt64(pops) : 0))
    }
    func end() {}
    func shownScreenNames() -> [String]? { stack.map(String.init) }
    func returnAction() -> Int? {
      switch returns {
      case .none: nil
      case .pop: history.last.map { $0.action != 0 } == true ? 0 : nil
      }
    }
    var lastStepFoundSomething: Bool { history.last?.found ?? false }
  }

  /// What a search of stacks records: each step (with the session's whole history when it
  /// found something), and each growth cycle offered, with whether its steps found anything;
  /// with replays (no return), that verdict is checked against the session's history, as the
  /// explorer read it before sessions returned.
  func stackSearch(
    _ returns: Stack.ReturnKind, depth: Int, findsAt: Set<[Int]>, countsPops: Bool = false
  ) async -> ([String], SearchFigures) {
    var recorded: [String] = []
    let search = StateSpaceSearch<Stack>(depth: depth, maxStates: 1_000)
    let figures = await search.run(
      start: { Stack(returns: returns, findsAt: findsAt, countsPops: countsPops) },
      visit: { session, path, order in
        let found = session.lastStepFoundSomething
        let history = session.history.map(\.action)
        let text = "\(path) \(order.indices) \(session.stack)"
        return { recorded.append(found ? "\(text) found after \(history)" : text) }
      },
      cycle: { candidate, session in
        if returns == .none {
          let steps = session.history.suffix(candidate.path.count - candidate.cycleStart)
          #expect(candidate.stepsFoundNothing == !steps.contains { $0.found })
        }
        let text = "cycle \(candidate.path) from \(candidate.cycleStart)"
        return { recorded.append("\(text) \(candidate.stepsFoundNothing)") }
      })
    return (recorded, figures)
  }

  /// A session that returns to a state (a pop after a push) plays that state's next action
  /// without a replay, and the search records what it records replaying: the same steps in
  /// the same order, every step that found something read in a session whose history is its
  /// own sequence (played again after a replay when it was found after a return).
  @Test(arguments: [Set<[Int]>(), [[1, 2], [1]]])
  func returningRecordsWhatReplayingRecords(findsAt: Set<[Int]>) async {
    let replaying = await stackSearch(.none, depth: 3, findsAt: findsAt)
    #expect(replaying.1.returns == 0)
    if !findsAt.isEmpty {
      #expect(replaying.0.contains { $0.hasSuffix("[1, 2] found after [1, 2]") })
    }
    let returning = await stackSearch(.pop, depth: 3, findsAt: findsAt)
    #expect(returning.0 == replaying.0)
    #expect(returning.1.states == replaying.1.states)
    #expect(returning.1.transitions == replaying.1.transitions)
    #expect(returning.1.returns > 0)
    #expect(returning.1.sessions < replaying.1.sessions)
    #expect((returning.1.returnedStepsReplayed > 0) == !findsAt.isEmpty)
    // A session kept from one state goes to the next (a pop and a push): fewer steps in all,
    // sessions and actions, though a return is an action where a replay of one action was a
    // session and an action.
    #expect(returning.1.navigations > 0)
    if findsAt.isEmpty {
      #expect(
        returning.1.sessions + returning.1.actionsPerformed
          < replaying.1.sessions + replaying.1.actionsPerformed)
    }
  }

  /// Growth cycles (a push and a pop back to the same screens, in a new state while the pops
  /// count) are offered alike with and without returns, each with the verdict on its steps
  /// that the session's history gives when it has none (a push that finds something just
  /// before a cycle that finds nothing, too); a return that reaches another state (a pop that
  /// counts) is replayed instead.
  @Test func returningOffersTheCyclesReplayingOffers() async {
    var figures: [Int: SearchFigures] = [:]
    for depth in [5, 6] {
      let replaying = await stackSearch(
        .none, depth: depth, findsAt: [[1], [1, 2]], countsPops: true)
      let returning = await stackSearch(
        .pop, depth: depth, findsAt: [[1], [1, 2]], countsPops: true)
      #expect(returning.0 == replaying.0)
      #expect(replaying.0.contains { $0.hasPrefix("cycle") && $0.hasSuffix(" true") })
      #expect(replaying.0.contains { $0.hasPrefix("cycle") && $0.hasSuffix(" false") })
      figures[depth] = returning.1
    }
    // At depth 5 a pop that counts for the first time misses; at 6, returns are made.
    #expect(figures[5]?.returnsMissed ?? 0 > 0)
    #expect(figures[6]?.returns ?? 0 > 0)
  }
}
