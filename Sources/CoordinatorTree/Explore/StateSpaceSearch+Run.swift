// One run of the search: what it found so far, the level it explores, and one state's
// exploration. Its steps are in StateSpaceSearch+RunSteps.swift, its session's moves between
// states in StateSpaceSearch+RunNavigation.swift.
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
          let parts = shard.parts(ofWeights: frontier.map(\.weight))
          frontier = frontier.indices.filter { parts[$0] == shard.index }.map { frontier[$0] }
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
          guard replayed.offers(action) else {
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
        lastFound: step.lastFound, ahead: step.ahead, weight: step.weight)
    }

    /// With replays checked, notes the key `path` first reached, for its replays.
    func remember(_ path: [Session.Action], _ key: StateKey?) {
      if search.checksReplays, let key { keys[path] = key }
    }

    /// A fresh session brought to the state at the end of `path`, checked when replays are;
    /// `nil` when the start fails, or an action of `path` is not offered on the way.
    func replay(_ path: [Session.Action]) async -> Session? {
      guard let session = await start() else { return nil }
      figures.sessions += 1
      for (index, action) in path.enumerated() {
        // An action the replay is not offered is never performed (the app's code may not
        // expect it there: a force cast in its handler would end the process): the branch ends.
        guard session.offers(action) else {
          figures.replayDisagreements += 1
          if search.checksReplays { disagreement?(session, path, .actionNotOffered(index)) }
          session.end()
          return nil
        }
        _ = await session.perform(action)
        figures.actionsPerformed += 1
      }
      guard search.checksReplays else { return session }
      if let difference = search.check(session, expected: keys[path]) {
        figures.replayDisagreements += 1
        disagreement?(session, path, difference)
      }
      return session
    }
  }
}
