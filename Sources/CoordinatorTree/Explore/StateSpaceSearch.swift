/// Breadth-first search of the states an app reaches by sequences of actions, to a depth.
///
/// A state is a live object graph, which cannot be copied: it is reached again by replaying
/// its actions in a fresh session (the model is deterministic, so a replay reaches the same
/// state). States are told apart by ``ExplorationSession/stateKey()``, so a state reached two
/// ways is explored once; a state that cannot be keyed is never merged with another, and
/// without merging (`merges` off) the search plays every sequence. Breadth first, the first
/// sequence that reaches anything is a shortest one.
///
/// Fewer replays: a session that reaches a state not seen yet goes on at once with that
/// state's first action, and with the first action of the state that reaches, and so on to the
/// depth (while each state reached is not known yet), so a state's first action never replays,
/// only the others do (with replays checked, a state with one action or none is still replayed
/// once, to check it). Only one session is alive at a time, as with replays. A step played
/// ahead is read while its session is in the state it reached (``StepRecord``), and taken into
/// the search when its place in the breadth-first order comes: what the search finds, and in
/// which order, is what it finds replaying every action; a step played ahead of a state that
/// turns out to be known already, or beyond a limit the search stops at, is dropped.
///
/// Fewer replays still: when a state's action leaves the session in the state it reached (it
/// played nothing ahead), the session's ``ExplorationSession/returnAction()`` (a back tap after
/// a push) may bring it back, by the key, to the state it came from, whose next action it then
/// plays instead of a replay. The key is what merging states trusts already: a session in a
/// state of that key does next what any other does. What a step finds is read with its
/// session's history, though (a report lists the steps run; a finding names its step), so a
/// step after a return that finds anything (``ExplorationSession/lastStepFoundSomething``) is
/// played again after a replay, and only that play is read; whether a growth cycle's steps
/// found anything comes from their first plays, not from the session. Without merging nothing returns, nor with replays checked: those checks are for apps
/// whose state may lie outside the key (a global), which only replays show.
@MainActor
package struct StateSpaceSearch<Session: ExplorationSession> {
  /// How many actions after the start, at most.
  package var depth: Int
  /// How many distinct states to explore, at most.
  package var maxStates: Int
  /// Whether states with the same key are explored once; off, every sequence is played.
  package var merges: Bool
  /// The part of the search this run takes, when several runs share it.
  package var shard: Shard?
  /// Whether each replay is checked against the run that first reached its state: every
  /// action offered again, the same state key at its end (see ``ReplayCheck``).
  package var checksReplays: Bool
  /// Whether a session that reaches a new state goes on with that state's first action
  /// (see above); off, every action but the start's first replays its sequence, as the search
  /// did before: the two find the same, which tests compare.
  package var playsAhead: Bool

  package init(
    depth: Int, maxStates: Int, merges: Bool = true, shard: Shard? = nil,
    checksReplays: Bool = false, playsAhead: Bool = true
  ) {
    self.depth = depth
    self.maxStates = maxStates
    self.merges = merges
    self.shard = shard
    self.checksReplays = checksReplays
    self.playsAhead = playsAhead
  }

  /// How a replay differed from the run that first reached its state: the app's behaviour
  /// depends on something outside what a fresh start rebuilds (a global, a file), so the
  /// search's states are not what their sequences make.
  package enum ReplayDifference: Sendable, Equatable {
    /// The action at this index of the sequence was not offered on the replay.
    case actionNotOffered(Int)
    /// The replay ended in a state with another key.
    case otherState
  }

  /// One of `count` parts of a search, numbered from 0.
  ///
  /// Every part plays the same first levels, until the states to explore next number at least
  /// ``splitFactor`` per part (or the last level is reached); each then keeps every `count`th
  /// of them, from its `index`, and explores below those alone. The model is deterministic, so
  /// every part lists the same states in the same order there. A bug that the whole search
  /// finds after a sequence, some part finds after the same sequence (the part that holds its
  /// first states below the split), so the parts' results, each bug kept once with its
  /// earliest sequence (see ``SearchOrder``), are the whole search's.
  package struct Shard: Hashable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
      precondition(count >= 1 && (0..<count).contains(index), "shard \(index) of \(count)")
      self.index = index
      self.count = count
    }
  }

  /// How many states to explore next, per part, before the parts split.
  package static var splitFactor: Int { 8 }

  /// What the search did.
  package typealias Figures = SearchFigures

  /// What a step found, read from its session in the state it reached: the search runs it
  /// when the step's place in its order comes (at once, or later for a step played ahead),
  /// never on a replay.
  package typealias StepRecord = () -> Void

  /// Searches.
  ///
  /// - Parameters:
  ///   - start: Makes a fresh session brought to the start; `nil` when the start itself fails
  ///     (nothing is explored then).
  ///   - visit: Called after each action, with the session in the state it reached, the
  ///     actions from the start, and their place in the search's order (the first time a
  ///     sequence is played, never on replays): reads what the step found, and returns what to
  ///     record of it (see ``StepRecord``), which the search runs in its order.
  ///   - progress: Called after each state is explored.
  ///   - disagreement: With ``checksReplays``, called for each replay that differed, with the
  ///     replayed session, the sequence and how.
  ///   - cycle: Called for a state that shows the screens of a state before it on its
  ///     sequence, with the cycle between them (see ``GrowthCheck``) and the session in that
  ///     state: returns what to record of it, which the search runs, in its order, when the
  ///     state is new and its cycle was not offered from those screens before.
  /// - Returns: What the search did.
  package func run(
    start: () async -> Session?, visit: (Session, [Session.Action], SearchOrder) -> StepRecord,
    progress: ((Figures) -> Void)? = nil,
    disagreement: ((Session, [Session.Action], ReplayDifference) -> Void)? = nil,
    cycle: ((GrowthCheck<Session>.Candidate, Session) -> StepRecord)? = nil
  ) async -> Figures {
    var figures = Figures()
    guard let first = await start() else { return figures }
    figures.sessions = 1
    var known: Set<StateKey> = []
    var keys: [[Session.Action]: StateKey] = [:]
    func remember(_ path: [Session.Action], _ key: StateKey?) {
      if checksReplays, let key { keys[path] = key }
    }
    let firstKey = isNew(keyOutcome(first), known: &known, figures: &figures).key
    remember([], firstKey)
    figures.states = 1
    func replay(_ path: [Session.Action]) async -> Session? {
      guard let (session, notOffered) = await self.replay(path, start: start, figures: &figures)
      else { return nil }
      // An action the replay was not offered is never performed (the app's code may not
      // expect it there: a force cast in its handler would end the process): the branch ends.
      if let notOffered {
        figures.replayDisagreements += 1
        if checksReplays { disagreement?(session, path, .actionNotOffered(notOffered)) }
        session.end()
        return nil
      }
      guard checksReplays else { return session }
      if let difference = check(session, expected: keys[path]) {
        figures.replayDisagreements += 1
        disagreement?(session, path, difference)
      }
      return session
    }
    var cycles = GrowthCheck<Session>.Cycles(isOn: cycle != nil)
    var isSplit = shard == nil
    /// Plays `action` in `session` and reads what it found; then, when the state it reached
    /// is not known and will be explored (`level`, its depth, is less than the search's), plays
    /// that state's first action too, and so on. `lastFound` is the index in `path` of the
    /// last action before this one whose step found anything. `nil` when the session
    /// `returned` (see above) and the step found anything: it was not read, and must be
    /// played again after a replay.
    func play(
      _ action: Session.Action, in session: Session, returned: Bool, path: [Session.Action],
      order: SearchOrder, before: [Int], lastFound: Int?, level: Int
    ) async -> Step? {
      let goesOn = await session.perform(action)
      figures.actionsPerformed += 1
      let found = session.lastStepFoundSomething
      if returned, found {
        figures.returnedStepsReplayed += 1
        return nil
      }
      var step = Step(goesOn: goesOn, record: visit(session, path, order))
      step.lastFound = found ? path.count - 1 : lastFound
      guard goesOn else { return step }
      step.key = keyOutcome(session)
      step.screens = cycles.screens(session)
      if let cycle,
        var candidate = cycles.peek(path, order: order, screens: step.screens, before: before)
      {
        candidate.stepsFoundNothing = step.lastFound.map { $0 < candidate.cycleStart } ?? true
        step.cycle = (candidate, cycle(candidate, session))
      }
      if playsAhead, isSplit, level < depth, !Task.isCancelled, !isKnown(step.key, known: known) {
        let actions = session.applicableActions()
        var firstStep: Step?
        if let firstAction = actions.first {
          figures.playedAhead += 1
          firstStep = await play(
            firstAction, in: session, returned: returned, path: path + [firstAction],
            order: order.appending(0), before: before + step.screens, lastFound: step.lastFound,
            level: level + 1)
        }
        step.ahead = Ahead(actions: actions, first: firstStep)
      }
      return step
    }
    /// Whether `session`, in the state its last action reached (`reached`, its key), is or
    /// can be brought back to the state of `key` by its return action, and offers `action`
    /// there.
    func returns(
      _ session: Session, to key: StateKey?, from reached: StateEncoder.Outcome?,
      for action: Session.Action
    ) async -> Bool {
      guard merges, !checksReplays, let key else { return false }
      if reached != .key(key) {
        guard let back = session.returnAction(), session.applicableActions().contains(back)
        else { return false }
        let goesOn = await session.perform(back)
        figures.actionsPerformed += 1
        guard goesOn, session.stateKey() == .key(key) else {
          figures.returnsMissed += 1
          return false
        }
      }
      guard session.applicableActions().contains(action) else {
        figures.returnsMissed += 1
        return false
      }
      figures.returns += 1
      return true
    }
    /// Takes a step into the search in its order: records it, and returns the state to explore
    /// next when it reached a new one.
    func take(
      _ step: Step, path: [Session.Action], order: SearchOrder, from entry: Entry, level: Int
    ) -> Entry? {
      figures.transitions += 1
      step.record()
      guard step.goesOn else { return nil }
      let (isNew, key) = isNew(step.key, known: &known, figures: &figures)
      guard isNew else {
        figures.revisits += 1
        return nil
      }
      remember(path, key)
      figures.states += 1
      if let (candidate, record) = step.cycle, cycles.offer(candidate, screens: step.screens) {
        record()
      }
      guard level < depth else { return nil }
      return Entry(
        path: path, order: order, key: key, screens: entry.screens + step.screens,
        lastFound: step.lastFound, ahead: step.ahead)
    }
    var frontier: [Entry] = [
      Entry(path: [], order: SearchOrder(), key: firstKey, screens: cycles.screens(first))
    ]
    var reusable: Session? = first
    var level = 1
    while level <= depth, !frontier.isEmpty {
      figures.depthReached = level
      if !isSplit, let shard,
        frontier.count >= Self.splitFactor * shard.count || level == depth
      {
        frontier = frontier.indices.filter { $0 % shard.count == shard.index }.map {
          frontier[$0]
        }
        // From here on every state to explore is this part's: steps are played ahead.
        isSplit = true
        figures.splitLevel = level
        // The start's session stays for the empty sequence only.
        if frontier.first?.path.isEmpty != true {
          reusable?.end()
          reusable = nil
        }
      }
      var next: [Entry] = []
      for entry in frontier {
        let (path, order) = (entry.path, entry.order)
        guard figures.states < maxStates else {
          figures.stoppedAtMaxStates = true
          break
        }
        // An interrupted command (or one at its memory limit) cancels the task: stop here,
        // with what was found so far.
        guard !Task.isCancelled else {
          figures.wasCancelled = true
          break
        }
        var session: Session?
        let actions: [Session.Action]
        if let ahead = entry.ahead {
          actions = ahead.actions
          // With replays checked, every state explored is replayed once, as without playing
          // ahead: a state with one action or none has no other action to replay for.
          if checksReplays, actions.count <= 1 {
            await replay(path)?.end()
          }
        } else {
          if let live = reusable {
            session = live
            reusable = nil
          } else {
            guard let replayed = await replay(path) else { continue }
            session = replayed
          }
          actions = session?.applicableActions() ?? []
        }
        // The key the session's last action reached, when it stayed there (it may return).
        var lastReached: StateEncoder.Outcome??
        for (index, action) in actions.enumerated() {
          let reached = order.appending(index)
          func playAction(in session: Session, returned: Bool) async -> Step? {
            await play(
              action, in: session, returned: returned, path: path + [action], order: reached,
              before: entry.screens, lastFound: entry.lastFound, level: level)
          }
          var step: Step?
          if index == 0, let played = entry.ahead?.first {
            step = played
            figures.playedAheadTaken += 1
          } else if index == 0, let live = session {
            step = await playAction(in: live, returned: false)
          } else if let live = session, let last = lastReached,
            await returns(live, to: entry.key, from: last, for: action)
          {
            step = await playAction(in: live, returned: true)
          }
          if step == nil {
            session?.end()
            session = await replay(path)
            guard let replayed = session else { break }
            // The first run offered it; a replay that does not is never made to play it.
            guard replayed.applicableActions().contains(action) else {
              figures.replayDisagreements += 1
              if checksReplays {
                disagreement?(replayed, path + [action], .actionNotOffered(path.count))
              }
              lastReached = nil
              continue
            }
            step = await playAction(in: replayed, returned: false)
          }
          // A session that did not return is in its sequence's own history: never `nil`.
          guard let step else { break }
          lastReached = step.goesOn && step.ahead == nil ? .some(step.key) : nil
          if let new = take(step, path: path + [action], order: reached, from: entry, level: level)
          {
            next.append(new)
          }
        }
        session?.end()
        progress?(figures)
      }
      if figures.stoppedAtMaxStates || figures.wasCancelled { break }
      frontier = next
      level += 1
    }
    reusable?.end()
    return figures
  }

  /// A state to explore: the sequence that reached it, its place in the search's order, the
  /// screens of every state on the way (see ``GrowthCheck/Cycles``), and its first action's
  /// step when it was played ahead.
  private struct Entry {
    var path: [Session.Action]
    var order: SearchOrder
    /// Its key, when the search keys states.
    var key: StateKey?
    var screens: [Int]
    /// The index in ``path`` of the last action whose step found anything.
    var lastFound: Int? = nil
    var ahead: Ahead?
  }

  /// A step played, as read in the state it reached, not yet taken into the search.
  private struct Step {
    /// Whether exploration may go on from the state it reached.
    var goesOn: Bool
    /// What the visit found.
    var record: StepRecord
    /// The reached state's key; `nil` when it was not computed.
    var key: StateEncoder.Outcome?
    /// The reached state's screens.
    var screens: [Int] = []
    /// The index in its sequence of the last action whose step found anything, this one's
    /// included.
    var lastFound: Int?
    /// The cycle the reached state makes, if any, and what to record of it.
    var cycle: (GrowthCheck<Session>.Candidate, StepRecord)?
    /// The reached state's actions and its first action's step, played ahead.
    var ahead: Ahead?

    init(goesOn: Bool, record: @escaping StepRecord) {
      self.goesOn = goesOn
      self.record = record
    }
  }

  /// A state's actions, as its first run offered them, and its first action's step.
  private final class Ahead {
    let actions: [Session.Action]
    let first: Step?

    init(actions: [Session.Action], first: Step?) {
      self.actions = actions
      self.first = first
    }
  }

  /// The session's key, when the search merges or checks replays.
  private func keyOutcome(_ session: Session) -> StateEncoder.Outcome? {
    merges || checksReplays ? session.stateKey() : nil
  }

  /// Whether a key is known already (a state that cannot be keyed never is).
  private func isKnown(_ outcome: StateEncoder.Outcome?, known: Set<StateKey>) -> Bool {
    guard merges, case .key(let key)? = outcome else { return false }
    return known.contains(key)
  }

  /// Whether a state was not seen before (always, for a state that cannot be keyed or when
  /// the search does not merge), from its key outcome (see ``keyOutcome(_:)``), and its key.
  private func isNew(
    _ outcome: StateEncoder.Outcome?, known: inout Set<StateKey>, figures: inout Figures
  ) -> (isNew: Bool, key: StateKey?) {
    switch outcome {
    case nil:
      return (true, nil)
    case .key(let key)?:
      return (merges ? known.insert(key).inserted : true, key)
    case .unkeyable(let reason)?:
      figures.unkeyedStates += 1
      if figures.unkeyedReason == nil { figures.unkeyedReason = reason }
      return (true, nil)
    }
  }

  /// Whether a replayed session ended in another state than the first run of its sequence.
  private func check(_ session: Session, expected: StateKey?) -> ReplayDifference? {
    guard let expected, case .key(let key) = session.stateKey() else { return nil }
    return key == expected ? nil : .otherState
  }

  /// A fresh session brought to the state at the end of `path`; or, when an action of `path`
  /// is not offered on the way, the session stopped before it, with its index.
  private func replay(
    _ path: [Session.Action], start: () async -> Session?, figures: inout Figures
  ) async -> (Session, notOffered: Int?)? {
    guard let session = await start() else { return nil }
    figures.sessions += 1
    for (index, action) in path.enumerated() {
      guard session.applicableActions().contains(action) else { return (session, index) }
      _ = await session.perform(action)
      figures.actionsPerformed += 1
    }
    return (session, nil)
  }
}
