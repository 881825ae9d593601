// A run's session moves between states: back to the state it came from, or to the next state
// to explore.
extension StateSpaceSearch.Run {
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
            StateSpaceSearch.Cursor(session: session, node: node, isFresh: false), to: key, at: path
          )
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
    _ cursor: StateSpaceSearch.Cursor, to key: StateKey?, at path: [Session.Action]
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
}
