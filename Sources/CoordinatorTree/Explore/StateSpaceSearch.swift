/// A run of an app that exploration can drive: fresh, brought to its start, then one action at
/// a time.
@MainActor
package protocol ExplorationSession: AnyObject {
  /// What can be done in a state.
  associatedtype Action: Hashable

  /// The actions that apply now, in a fixed order.
  func applicableActions() -> [Action]

  /// Performs one action as one audited step.
  ///
  /// - Returns: Whether exploration may go on from the state it reached (`false` when the
  ///   action threw: the branch ends).
  func perform(_ action: Action) async -> Bool

  /// A key that is the same for the same state however it was reached, and holds no address.
  func stateKey() -> String
}

/// Breadth-first search of the states an app reaches by sequences of actions, to a depth.
///
/// A state is a live object graph, which cannot be copied: it is reached again by replaying
/// its actions in a fresh session (the model is deterministic, so a replay reaches the same
/// state). The session that reached a state is reused for the first action tried from it,
/// every other action replays. States are told apart by ``ExplorationSession/stateKey()``, so
/// a state reached two ways is explored once. Breadth first, the first sequence that reaches
/// anything is a shortest one.
@MainActor
package struct StateSpaceSearch<Session: ExplorationSession> {
  /// How many actions after the start, at most.
  package var depth: Int
  /// How many distinct states to explore, at most.
  package var maxStates: Int

  package init(depth: Int, maxStates: Int) {
    self.depth = depth
    self.maxStates = maxStates
  }

  /// What the search did.
  package typealias Figures = SearchFigures

  /// Searches.
  ///
  /// - Parameters:
  ///   - start: Makes a fresh session brought to the start; `nil` when the start itself fails
  ///     (nothing is explored then).
  ///   - visit: Called after each action, with the session in the state it reached and the
  ///     actions from the start (the first time a sequence is played, never on replays).
  ///   - progress: Called after each state is explored.
  /// - Returns: What the search did.
  package func run(
    start: () async -> Session?, visit: (Session, [Session.Action]) -> Void,
    progress: ((Figures) -> Void)? = nil
  ) async -> Figures {
    var figures = Figures()
    guard let first = await start() else { return figures }
    figures.sessions = 1
    var known: Set<String> = [first.stateKey()]
    figures.states = 1
    var frontier: [[Session.Action]] = [[]]
    var reusable: Session? = first
    var level = 1
    while level <= depth, !frontier.isEmpty {
      figures.depthReached = level
      var next: [[Session.Action]] = []
      for path in frontier {
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
        var session: Session
        if let live = reusable {
          session = live
          reusable = nil
        } else {
          guard let replayed = await replay(path, start: start, figures: &figures) else { continue }
          session = replayed
        }
        for (index, action) in session.applicableActions().enumerated() {
          if index > 0 {
            guard let replayed = await replay(path, start: start, figures: &figures) else { break }
            session = replayed
          }
          let goesOn = await session.perform(action)
          figures.actionsPerformed += 1
          figures.transitions += 1
          visit(session, path + [action])
          guard goesOn else { continue }
          guard known.insert(session.stateKey()).inserted else {
            figures.revisits += 1
            continue
          }
          figures.states += 1
          if level < depth { next.append(path + [action]) }
        }
        progress?(figures)
      }
      if figures.stoppedAtMaxStates || figures.wasCancelled { break }
      frontier = next
      level += 1
    }
    return figures
  }

  /// A fresh session brought to the state at the end of `path`.
  private func replay(
    _ path: [Session.Action], start: () async -> Session?, figures: inout Figures
  ) async -> Session? {
    guard let session = await start() else { return nil }
    figures.sessions += 1
    for action in path {
      _ = await session.perform(action)
      figures.actionsPerformed += 1
    }
    return session
  }
}

/// What the search did.
package struct SearchFigures: Sendable, Equatable {
  /// Distinct states seen, the start's included.
  package var states = 0
  /// Actions played from a known state, replays not counted.
  package var transitions = 0
  /// Of those, how many led to a state already seen.
  package var revisits = 0
  /// Actions performed in all, replays included.
  package var actionsPerformed = 0
  /// Sessions made: the start's and one per replay.
  package var sessions = 0
  /// Whether the limit of states stopped it before the depth was reached.
  package var stoppedAtMaxStates = false
  /// Whether its task was cancelled before the depth was reached (see
  /// `Task.isCancelled`): it stopped with what it had found.
  package var wasCancelled = false
  /// The depth of the states being explored when it stopped.
  package var depthReached = 0

  package init() {}
}
