// A run's steps: an action played and read, and a new state's actions played ahead of their turn.
extension StateSpaceSearch.Run {
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
  ) async -> StateSpaceSearch.Step? {
    let goesOn = await session.perform(action)
    figures.actionsPerformed += 1
    let found = session.lastStepFoundSomething
    if returned, found {
      figures.returnedStepsReplayed += 1
      return nil
    }
    var step = StateSpaceSearch.Step(goesOn: goesOn, record: visit(session, path, order))
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
    // Before a shard's split, the weight its parts share the states by.
    if !isSplit, search.shard != nil { step.weight = session.applicableActions().count }
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
  ) async -> StateSpaceSearch.Ahead? {
    let actions = session.applicableActions()
    // A state's actions are taken from a session that returned only when they do not
    // depend on its history.
    if returned, session.namesByHistory(actions) { return nil }
    var stateKey: StateKey?
    if case .key(let key)? = key { stateKey = key }
    let mayReturn = search.navigates && stateKey != nil
    var steps: [StateSpaceSearch.Step] = []
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
    return StateSpaceSearch.Ahead(actions: actions, steps: steps)
  }
}
