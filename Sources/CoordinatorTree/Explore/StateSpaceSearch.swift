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
  /// `start` and `visit` are escaping only because the run (``Run``) holds them while it lasts:
  /// none of the closures is called after this returns, and a caller passes the same closures
  /// as when they did not escape.
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
    start: @escaping () async -> Session?,
    visit: @escaping (Session, [Session.Action], SearchOrder) -> StepRecord,
    progress: ((Figures) -> Void)? = nil,
    disagreement: ((Session, [Session.Action], ReplayDifference) -> Void)? = nil,
    cycle: ((GrowthCheck<Session>.Candidate, Session) -> StepRecord)? = nil
  ) async -> Figures {
    await Run(
      self, start: start, visit: visit, progress: progress, disagreement: disagreement,
      cycle: cycle
    ).run()
  }

  /// Whether sessions go from one state to another (returns, ``Run/navigate(_:to:at:)``): only
  /// when states merge (the key is trusted), and replays are not checked (those checks are for
  /// apps whose state may lie outside the key).
  var navigates: Bool { merges && !checksReplays }
}
