// One run of the search: what it found so far, the level it explores, one state's exploration,
// its steps, and its session's moves between states.
extension StateSpaceSearch {
  /// One run of the search (``StateSpaceSearch/run(start:visit:progress:disagreement:cycle:)``
  /// makes one and runs it once): what it found so far, the session it keeps between states,
  /// and the caller's closures, which its methods share.
  ///
  /// A final class, so that its methods read and change that state in place and are called
  /// directly.
  @MainActor
  final class Run {
    /// The search's settings.
    let search: StateSpaceSearch
    let start: () async -> Session?
    let visit: (Session, [Session.Action], SearchOrder) -> StepRecord
    let progress: ((Figures) -> Void)?
    let disagreement: ((Session, [Session.Action], ReplayDifference) -> Void)?
    let cycle: ((GrowthCheck<Session>.Candidate, Session) -> StepRecord)?

    /// What the search did so far.
    var figures = Figures()
    /// The keys of the states seen.
    var known: Set<StateKey> = []
    /// With ``StateSpaceSearch/checksReplays``, the key each sequence first reached, for its
    /// replays to be checked against.
    var keys: [[Session.Action]: StateKey] = [:]
    /// The cycles offered so far (see ``GrowthCheck/Cycles``).
    var cycles: GrowthCheck<Session>.Cycles
    /// Whether every state to explore is this run's part's (always, without a shard): only
    /// then are steps played ahead.
    var isSplit: Bool
    /// The node of each state explored, by its key, when sessions go from one to another.
    var nodes: [StateKey: Node] = [:]
    /// A session kept from the last state explored, for the next (see
    /// ``navigate(_:to:at:)``); at first, the start's.
    var cursor: Cursor?
    /// The level explored: how many actions lead from the start to the states its steps reach
    /// (the states it explores are one action nearer).
    var level = 1
    /// The states to explore at the next level, as this level's steps reach them.
    var next: [Entry] = []

    init(
      _ search: StateSpaceSearch, start: @escaping () async -> Session?,
      visit: @escaping (Session, [Session.Action], SearchOrder) -> StepRecord,
      progress: ((Figures) -> Void)?,
      disagreement: ((Session, [Session.Action], ReplayDifference) -> Void)?,
      cycle: ((GrowthCheck<Session>.Candidate, Session) -> StepRecord)?
    ) {
      self.search = search
      self.start = start
      self.visit = visit
      self.progress = progress
      self.disagreement = disagreement
      self.cycle = cycle
      cycles = GrowthCheck<Session>.Cycles(isOn: cycle != nil)
      isSplit = search.shard == nil
    }

    /// Searches, level by level, from a fresh session at the start (see
    /// ``StateSpaceSearch/run(start:visit:progress:disagreement:cycle:)``).
    func run() async -> Figures {
      guard let first = await start() else { return figures }
      figures.sessions = 1
      let firstKey = search.isNew(search.keyOutcome(first), known: &known, figures: &figures).key
      remember([], firstKey)
      figures.states = 1
      let root = Node(parent: nil, action: nil, back: nil)
      if search.navigates, let firstKey { nodes[firstKey] = root }
      var frontier: [Entry] = [
        Entry(
          path: [], order: SearchOrder(), key: firstKey, screens: cycles.screens(first), node: root)
      ]
      cursor = Cursor(session: first, node: root, isFresh: true)
      while level <= search.depth, !frontier.isEmpty {
        figures.depthReached = level
        if !isSplit, let shard = search.shard,
          frontier.count >= StateSpaceSearch.splitFactor * shard.count || level == search.depth
        {
          frontier = frontier.indices.filter { $0 % shard.count == shard.index }.map {
            frontier[$0]
          }
          // From here on every state to explore is this part's: steps are played ahead.
          isSplit = true
          figures.splitLevel = level
        }
        next = []
        for entry in frontier {
          guard figures.states < search.maxStates else {
            figures.stoppedAtMaxStates = true
            break
          }
          // An interrupted command (or one at its memory limit) cancels the task: stop here,
          // with what was found so far.
          guard !Task.isCancelled else {
            figures.wasCancelled = true
            break
          }
          await explore(entry)
        }
        if figures.stoppedAtMaxStates || figures.wasCancelled { break }
        frontier = next
        level += 1
      }
      cursor?.session.end()
      return figures
    }

    /// Explores the state of `entry`, and reports progress.
    ///
    /// It takes the step of each of its actions into the search, in order (played ahead, or
    /// played now), adding the new states they reach to ``next``; then keeps its session for
    /// the next state. A state that no session reaches (its replay failed) is left, and no
    /// progress is reported for it.
    func explore(_ entry: Entry) async {
      let path = entry.path
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
        if search.checksReplays, actions.count <= 1 {
          await replay(path)?.end()
        }
      } else {
        guard let (reached, hasReturned, offered) = await reach(entry) else { return }
        (session, isHere, returned) = (reached, true, hasReturned)
        actions = offered
      }
      // The key the session's last action reached, when it stayed there (it may return).
      var lastReached: StateEncoder.Outcome??
      let mayReturn = search.navigates && entry.key != nil
      for (index, action) in actions.enumerated() {
        let reached = entry.order.appending(index)
        var step: Step?
        if let ahead = entry.ahead, index < ahead.steps.count {
          step = ahead.steps[index]
          figures.playedAheadTaken += 1
        } else if let live = session, isHere {
          step = await playAction(
            action, of: entry, order: reached, in: live, returned: returned, mayReturn: mayReturn)
        } else if let live = session, let last = lastReached,
          await comesBack(live, to: entry.key, at: path, from: last, offering: action)
        {
          step = await playAction(
            action, of: entry, order: reached, in: live, returned: true, mayReturn: mayReturn)
        } else if session == nil, let kept = cursor {
          cursor = nil
          session = kept.session
          if let offered = await navigate(kept, to: entry.key, at: path),
            offered.contains(action)
          {
            step = await playAction(
              action, of: entry, order: reached, in: kept.session, returned: true,
              mayReturn: mayReturn)
          }
        }
        isHere = false
        if step == nil {
          session?.end()
          session = await replay(path)
          guard let replayed = session else { break }
          // The first run offered it; a replay that does not is never made to play it.
          guard replayed.applicableActions().contains(action) else {
            figures.replayDisagreements += 1
            if search.checksReplays {
              disagreement?(replayed, path + [action], .actionNotOffered(path.count))
            }
            lastReached = nil
            continue
          }
          step = await playAction(
            action, of: entry, order: reached, in: replayed, returned: false, mayReturn: mayReturn)
        }
        // A session that did not return is in its sequence's own history: never `nil`.
        guard let step else { break }
        lastReached = step.goesOn && step.ahead == nil ? .some(step.key) : nil
        if let new = take(step, path: path + [action], order: reached, from: entry, level: level) {
          next.append(new)
        }
      }
      // Kept for the next state: where its last action went, when that state was explored
      // (or will be), or back here.
      if let live = session, search.navigates {
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

    /// A session in the state of `entry`: the one kept from the last state explored, brought
    /// here, or a replay; whether its history is not its sequence's own; and what it offers.
    func reach(_ entry: Entry) async -> (Session, returned: Bool, actions: [Session.Action])? {
      let path = entry.path
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

    /// Plays `action`, of the state of `entry`, in its turn (`order`), in `session` (see
    /// ``play(_:in:returned:path:order:before:lastFound:level:mayReturn:)``).
    func playAction(
      _ action: Session.Action, of entry: Entry, order: SearchOrder, in session: Session,
      returned: Bool, mayReturn: Bool
    ) async -> Step? {
      await play(
        action, in: session, returned: returned, path: entry.path + [action], order: order,
        before: entry.screens, lastFound: entry.lastFound, level: level, mayReturn: mayReturn)
    }

    /// Takes a step into the search in its order: records it, and returns the state to explore
    /// next when it reached a new one.
    func take(
      _ step: Step, path: [Session.Action], order: SearchOrder, from entry: Entry, level: Int
    ) -> Entry? {
      figures.transitions += 1
      step.record()
      guard step.goesOn else { return nil }
      let (isNew, key) = search.isNew(step.key, known: &known, figures: &figures)
      guard isNew else {
        figures.revisits += 1
        return nil
      }
      remember(path, key)
      figures.states += 1
      if let (candidate, record) = step.cycle, cycles.offer(candidate, screens: step.screens) {
        record()
      }
      guard level < search.depth else { return nil }
      let node = Node(parent: entry.node, action: path.last, back: step.back)
      if search.navigates, let key { nodes[key] = node }
      return Entry(
        path: path, order: order, key: key, screens: entry.screens + step.screens, node: node,
        lastFound: step.lastFound, ahead: step.ahead)
    }

    /// With replays checked, notes the key `path` first reached, for its replays.
    func remember(_ path: [Session.Action], _ key: StateKey?) {
      if search.checksReplays, let key { keys[path] = key }
    }

    /// A fresh session brought to the state at the end of `path`, checked when replays are;
    /// `nil` when the start fails, or an action of `path` is not offered on the way.
    func replay(_ path: [Session.Action]) async -> Session? {
      // Swift passes no isolated property `inout` to an async call: the replay counts in a copy
      // of the figures, which nothing else reads or changes meanwhile.
      var replayFigures = figures
      let replayed = await search.replay(path, start: start, figures: &replayFigures)
      figures = replayFigures
      guard let (session, notOffered) = replayed else { return nil }
      // An action the replay was not offered is never performed (the app's code may not
      // expect it there: a force cast in its handler would end the process): the branch ends.
      if let notOffered {
        figures.replayDisagreements += 1
        if search.checksReplays { disagreement?(session, path, .actionNotOffered(notOffered)) }
        session.end()
        return nil
      }
      guard search.checksReplays else { return session }
      if let difference = search.check(session, expected: keys[path]) {
        figures.replayDisagreements += 1
        disagreement?(session, path, difference)
      }
      return session
    }

    /// Plays `action` in `session` and reads what it found.
    ///
    /// Then, when the state it reached is not known and will be explored (`level`, its depth, is
    /// less than the search's), and the caller will not use the session again (`mayReturn` off:
    /// the last action played ahead, or a state that cannot be returned to) or no return action
    /// leads back from there, it plays that state's actions ahead too (see
    /// ``playAhead(in:key:returned:path:order:before:lastFound:level:)``). With `mayReturn` on
    /// (every action of a state explored in its turn, even its last: its session is kept for the
    /// next state), a new state with a return action waits for its turn.
    /// `lastFound` is the index in `path` of the last action before this one whose step found
    /// anything. Returns `nil` when the session `returned` (see ``StateSpaceSearch``) and the step
    /// found anything: it was not read, and must be played again after a replay.
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
      step.key = search.keyOutcome(session)
      step.screens = cycles.screens(session)
      if let cycle,
        var candidate = cycles.peek(path, order: order, screens: step.screens, before: before)
      {
        candidate.stepsFoundNothing = step.lastFound.map { $0 < candidate.cycleStart } ?? true
        step.cycle = (candidate, cycle(candidate, session))
      }
      guard level < search.depth, !search.isKnown(step.key, known: known) else { return step }
      if search.navigates { step.back = session.returnAction() }
      guard search.playsAhead, isSplit, !Task.isCancelled else { return step }
      // The session can return: the caller's next action is worth more than this state's
      // (a replay saved for each), and this state's actions wait for their turn.
      if mayReturn, step.back != nil { return step }
      step.ahead = await playAhead(
        in: session, key: step.key, returned: returned, path: path, order: order,
        before: before + step.screens, lastFound: step.lastFound, level: level + 1)
      return step
    }

    /// Plays the actions of the state `session` is in (a new one, of key `key`, reached by
    /// `path`) ahead of their turn.
    ///
    /// It returns to that state between them (see ``comesBack(_:to:at:from:offering:)``); stops
    /// at the first action it cannot return for, and after a step that went ahead itself (its
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
      let mayReturn = search.navigates && stateKey != nil
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
    /// ``navigate(_:to:at:)``); and, for `action`, whether that state offers it there (a return
    /// saved).
    func comesBack(
      _ session: Session, to key: StateKey?, at path: [Session.Action],
      from reached: StateEncoder.Outcome?, offering action: Session.Action?
    ) async -> Bool {
      guard search.navigates, let key else { return false }
      // What the state offers, when a navigation asked it already.
      var offered: [Session.Action]?
      if reached != .key(key) {
        if let back = session.returnAction(), session.applicableActions().contains(back) {
          let goesOn = await session.perform(back)
          figures.actionsPerformed += 1
          guard goesOn, session.stateKey() == .key(key) else {
            figures.returnsMissed += 1
            return false
          }
        } else {
          guard case .key(let reachedKey)? = reached, let node = nodes[reachedKey],
            let actions = await navigate(
              Cursor(session: session, node: node, isFresh: false), to: key, at: path
            )
          else { return false }
          offered = actions
        }
      }
      guard let action else { return true }
      let available: [Session.Action]
      if let offered { available = offered } else { available = session.applicableActions() }
      guard available.contains(action) else {
        figures.returnsMissed += 1
        return false
      }
      figures.returns += 1
      return true
    }

    /// Brings the session kept in `cursor`'s state to the state of `key` (reached by `path`).
    ///
    /// It goes by the return actions of the states between them and their common state before
    /// (each as its first run offered it, see ``StateSpaceSearch/Node``), then by `path`'s actions
    /// from there. Returns the actions offered there; `nil` when that would take more actions than a
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
      guard search.navigates, let key, up + down.count <= path.count + 1 else { return nil }
      var way: [Session.Action] = []
      var node = cursor.node
      while way.count < up, let back = node.back, let parent = node.parent {
        way.append(back)
        node = parent
      }
      guard way.count == up else { return nil }
      way += down
      for action in way {
        guard session.applicableActions().contains(action) else {
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
  }
}
