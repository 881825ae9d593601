/// Breadth-first search of the states an app reaches by sequences of actions, to a depth.
///
/// A state is a live object graph, which cannot be copied: it is reached again by replaying
/// its actions in a fresh session (the model is deterministic, so a replay reaches the same
/// state). States are told apart by ``ExplorationSession/stateKey()``, so a state reached two
/// ways is explored once; a state that cannot be keyed is never merged with another, and
/// without merging (`merges` off) the search plays every sequence. Breadth first, the first
/// sequence that reaches anything is a shortest one.
///
/// Fewer replays: a session that reaches a state not seen yet, and cannot be brought back for
/// the next action of the state it came from (below), goes on at once with that state's
/// actions, returning to it between them, and from the state its last action reaches (or one
/// no return leaves) does the same, to the depth, while each state reached is not known yet.
/// Only one session is alive at a time, as with replays. A step played ahead is read while its
/// session is in the state it reached (``StepRecord``), and taken into the search when its place
/// in the breadth-first order comes: what the search finds, and in which order, is what it finds
/// replaying every action; a step played ahead of a state that turns out to be known already,
/// or beyond a limit the search stops at, is dropped. With replays checked nothing returns, so
/// only a new state's first action is played ahead (a state with one action or none is still
/// replayed once, to check it).
///
/// Fewer replays still: when a state's action leaves the session in the state it reached (it played
/// nothing ahead), the session's ``ExplorationSession/returnAction()`` (a back tap after a push),
/// or, without one, the way below from the state it reached, may bring it back, by the key, to the
/// state it came from, whose next action it then plays instead of a replay. When a state is done,
/// its session is kept, and the next state to explore is reached from it: up by the return actions
/// that undid each action when its state was first reached (``Node``), down by the next state's own
/// actions, when that takes no more actions than a replay (its fresh start counted as one) and ends
/// at the next state's key, offering no action that names things by the session's history
/// (``ExplorationSession/namesByHistory(_:)``). The key is what merging states trusts already: a
/// session in a state of that key does next what any other does. What a step finds is read with its
/// session's history, though (a report lists the steps run; a finding names its step), so a step
/// after a return that finds anything (``ExplorationSession/lastStepFoundSomething``) is played
/// again after a replay, and only that play is read; whether a growth cycle's steps found anything
/// comes from their first plays, not from the session. Without merging nothing returns, nor with
/// replays checked: those checks are for apps whose state may lie outside the key (a global), which
/// only replays show.
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
  /// Whether a session that reaches a new state goes on with that state's actions (see
  /// above); off, nothing is played ahead: the two find the same, which tests compare.
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
    /// is not known and will be explored (`level`, its depth, is less than the search's), and
    /// the caller will not use the session again (`mayReturn` off: the last action played
    /// ahead, or a state that cannot be returned to) or no return action leads back from there,
    /// plays that state's actions ahead too (see ``playAhead``). With `mayReturn` on (every
    /// action of a state explored in its turn, even its last: its session is kept for the next
    /// state), a new state with a return action waits for its turn.
    /// `lastFound` is the index in `path` of the last action before this one whose step found
    /// anything. `nil` when the session `returned` (see above) and the step found anything: it
    /// was not read, and must be played again after a replay.
    func play(
      _ action: Session.Action, in session: Session, returned: Bool, path: [Session.Action],
      order: SearchOrder, before: [Int], lastFound: Int?, level: Int, mayReturn: Bool
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
      guard level < depth, !isKnown(step.key, known: known) else { return step }
      if navigates { step.back = session.returnAction() }
      guard playsAhead, isSplit, !Task.isCancelled else { return step }
      // The session can return: the caller's next action is worth more than this state's
      // (a replay saved for each), and this state's actions wait for their turn.
      if mayReturn, step.back != nil { return step }
      step.ahead = await playAhead(
        in: session, key: step.key, returned: returned, path: path, order: order,
        before: before + step.screens, lastFound: step.lastFound, level: level + 1)
      return step
    }
    /// Plays the actions of the state `session` is in (a new one, of key `key`, reached by
    /// `path`) ahead of their turn, returning to it between them (see ``comesBack``); stops at
    /// the first action it cannot return for, and after a step that went ahead itself (its
    /// session is elsewhere). The last action played may go ahead: nothing returns after it.
    func playAhead(
      in session: Session, key: StateEncoder.Outcome?, returned: Bool, path: [Session.Action],
      order: SearchOrder, before: [Int], lastFound: Int?, level: Int
    ) async -> Ahead? {
      let actions = session.applicableActions()
      // A state's actions are taken from a session that returned only when they do not
      // depend on its history.
      if returned, session.namesByHistory(actions) { return nil }
      var stateKey: StateKey?
      if case .key(let key)? = key { stateKey = key }
      let mayReturn = navigates && stateKey != nil
      var steps: [Step] = []
      var returned = returned
      let lastIndex = actions.count - 1
      for (index, action) in actions.enumerated() {
        if index > 0 {
          guard let last = steps.last, last.goesOn, last.ahead == nil, !Task.isCancelled,
            await comesBack(session, to: stateKey, at: path, from: last.key, offering: action)
          else { break }
          returned = true
        }
        figures.playedAhead += 1
        guard
          let step = await play(
            action, in: session, returned: returned, path: path + [action],
            order: order.appending(index), before: before, lastFound: lastFound, level: level,
            mayReturn: mayReturn && index < lastIndex)
        else { break }
        steps.append(step)
      }
      return Ahead(actions: actions, steps: steps)
    }
    /// Whether `session`, in the state its last action reached (`reached`, its key), is or
    /// can be brought back to the state of `key` (reached by `path`): by its return action,
    /// or, when it has none there and that state was explored, the way a kept session is (see
    /// ``navigate``); and, for `action`, whether that state offers it there (a return saved).
    func comesBack(
      _ session: Session, to key: StateKey?, at path: [Session.Action],
      from reached: StateEncoder.Outcome?, offering action: Session.Action?
    ) async -> Bool {
      guard navigates, let key else { return false }
      // What the state offers, when a navigation asked it already.
      var offered: [Session.Action]?
      if reached != .key(key) {
        if let back = session.returnAction(), session.offers(back) {
          let goesOn = await session.perform(back)
          figures.actionsPerformed += 1
          guard goesOn, session.stateKey() == .key(key) else {
            figures.returnsMissed += 1
            return false
          }
        } else {
          guard case .key(let reachedKey)? = reached, let node = nodes[reachedKey],
            let actions = await navigate(
              Cursor(session: session, node: node, isFresh: false), to: key, at: path)
          else { return false }
          offered = actions
        }
      }
      guard let action else { return true }
      let isOffered: Bool
      if let offered {
        isOffered = offered.contains(action)
      } else {
        isOffered = session.offers(action)
      }
      guard isOffered else {
        figures.returnsMissed += 1
        return false
      }
      figures.returns += 1
      return true
    }
    /// Brings the session kept in `cursor`'s state to the state of `key` (reached by `path`):
    /// by the return actions of the states between them and their common state before (each
    /// as its first run offered it, see ``Node``), then by `path`'s actions from there.
    /// Returns the actions offered there; `nil` when that would take more actions than a
    /// replay (its fresh start counted as one), or an action is not offered on the way, or it
    /// ends in a state of another key, or one whose actions name things by the session's
    /// history. Only the key at the end is checked: a session in a state of that key does
    /// next what any other does.
    func navigate(
      _ cursor: Cursor, to key: StateKey?, at path: [Session.Action]
    ) async -> [Session.Action]? {
      let session = cursor.session
      let from = cursor.node.path
      let common = zip(from, path).prefix { $0 == $1 }.count
      let up = from.count - common
      let down = path[common...]
      if up + down.count == 0 {
        let offered = session.applicableActions()
        if cursor.isFresh { return offered }
        return session.namesByHistory(offered) ? nil : offered
      }
      guard navigates, let key, up + down.count <= path.count + 1 else { return nil }
      var way: [Session.Action] = []
      var node = cursor.node
      while way.count < up, let back = node.back, let parent = node.parent {
        way.append(back)
        node = parent
      }
      guard way.count == up else { return nil }
      way += down
      for action in way {
        guard session.offers(action) else {
          figures.navigationsMissed += 1
          return nil
        }
        let goesOn = await session.perform(action)
        figures.actionsPerformed += 1
        guard goesOn else {
          figures.navigationsMissed += 1
          return nil
        }
      }
      guard session.stateKey() == .key(key) else {
        figures.navigationsMissed += 1
        return nil
      }
      let offered = session.applicableActions()
      guard !session.namesByHistory(offered) else {
        figures.navigationsMissed += 1
        return nil
      }
      figures.navigations += 1
      return offered
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
      let node = Node(parent: entry.node, action: path.last, back: step.back)
      if navigates, let key { nodes[key] = node }
      return Entry(
        path: path, order: order, key: key, screens: entry.screens + step.screens, node: node,
        lastFound: step.lastFound, ahead: step.ahead)
    }
    let root = Node(parent: nil, action: nil, back: nil)
    // The node of each state explored, by its key, when sessions go from one to another.
    var nodes: [StateKey: Node] = [:]
    if navigates, let firstKey { nodes[firstKey] = root }
    var frontier: [Entry] = [
      Entry(
        path: [], order: SearchOrder(), key: firstKey, screens: cycles.screens(first), node: root)
    ]
    // A session kept from the last state explored, for the next (see ``navigate``); at
    // first, the start's.
    var cursor: Cursor? = Cursor(session: first, node: root, isFresh: true)
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
        /// A session in this state: the one kept from the last state explored, brought here,
        /// or a replay; whether its history is not its sequence's own; and what it offers.
        func reach() async -> (Session, returned: Bool, actions: [Session.Action])? {
          if let kept = cursor {
            cursor = nil
            if let offered = await navigate(kept, to: entry.key, at: path) {
              let isOwn = kept.isFresh ? path.isEmpty : false
              return (kept.session, !isOwn, offered)
            }
            kept.session.end()
          }
          guard let replayed = await replay(path) else { return nil }
          return (replayed, false, replayed.applicableActions())
        }
        // The session, when one is alive, and whether it is in this state (not yet played
        // from, or returned), and whether its history is not its sequence's own.
        var session: Session?
        var isHere = false
        var returned = false
        let actions: [Session.Action]
        if let ahead = entry.ahead {
          actions = ahead.actions
          // With replays checked, every state explored is replayed once, as without playing
          // ahead: a state with one action or none has no other action to replay for.
          if checksReplays, actions.count <= 1 {
            await replay(path)?.end()
          }
        } else {
          guard let (reached, hasReturned, offered) = await reach() else { continue }
          (session, isHere, returned) = (reached, true, hasReturned)
          actions = offered
        }
        // The key the session's last action reached, when it stayed there (it may return).
        var lastReached: StateEncoder.Outcome??
        let mayReturn = navigates && entry.key != nil
        for (index, action) in actions.enumerated() {
          let reached = order.appending(index)
          func playAction(in session: Session, returned: Bool) async -> Step? {
            await play(
              action, in: session, returned: returned, path: path + [action], order: reached,
              before: entry.screens, lastFound: entry.lastFound, level: level,
              mayReturn: mayReturn)
          }
          var step: Step?
          if let ahead = entry.ahead, index < ahead.steps.count {
            step = ahead.steps[index]
            figures.playedAheadTaken += 1
          } else if let live = session, isHere {
            step = await playAction(in: live, returned: returned)
          } else if let live = session, let last = lastReached,
            await comesBack(live, to: entry.key, at: path, from: last, offering: action)
          {
            step = await playAction(in: live, returned: true)
          } else if session == nil, let kept = cursor {
            cursor = nil
            session = kept.session
            if let offered = await navigate(kept, to: entry.key, at: path),
              offered.contains(action)
            {
              step = await playAction(in: kept.session, returned: true)
            }
          }
          isHere = false
          if step == nil {
            session?.end()
            session = await replay(path)
            guard let replayed = session else { break }
            // The first run offered it; a replay that does not is never made to play it.
            guard replayed.offers(action) else {
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
        // Kept for the next state: where its last action went, when that state was explored
        // (or will be), or back here.
        if let live = session, navigates {
          var node: Node?
          if case .key(let key)?? = lastReached { node = nodes[key] }
          if node == nil, isHere {
            node = entry.node
          } else if node == nil, let last = lastReached,
            await comesBack(live, to: entry.key, at: path, from: last, offering: nil)
          {
            node = entry.node
          }
          if let node {
            cursor = Cursor(session: live, node: node, isFresh: false)
          } else {
            live.end()
          }
        } else {
          session?.end()
        }
        progress?(figures)
      }
      if figures.stoppedAtMaxStates || figures.wasCancelled { break }
      frontier = next
      level += 1
    }
    cursor?.session.end()
    return figures
  }

  /// Whether sessions go from one state to another (returns, ``navigate``): only when states
  /// merge (the key is trusted), and replays are not checked (those checks are for apps whose
  /// state may lie outside the key).
  private var navigates: Bool { merges && !checksReplays }
}
