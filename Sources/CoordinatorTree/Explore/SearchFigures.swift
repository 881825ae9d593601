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
  /// Of the actions performed, those played ahead of their turn (a new state's actions, see
  /// ``StateSpaceSearch``).
  package var playedAhead = 0
  /// Of those, the steps dropped, which playing ahead cost for nothing.
  ///
  /// A step is dropped when the state it was played from turned out to be known already when
  /// its turn came, or when the search stopped first.
  package var playedAheadDropped: Int { playedAhead - playedAheadTaken }
  /// Of those, the steps taken into the search when their turn came.
  package var playedAheadTaken = 0
  /// Actions played from a session that returned to their state (see
  /// ``ExplorationSession/returnAction()``), each a replay saved.
  package var returns = 0
  /// Return actions that reached another state, or one that does not offer the next action:
  /// a replay followed.
  package var returnsMissed = 0
  /// States explored by a session kept from the state explored before, brought there by
  /// return actions and actions (see ``StateSpaceSearch``), each a replay saved.
  package var navigations = 0
  /// Of the sessions kept, those that could not be brought to the next state (an action not
  /// offered on the way, another state at the end): a replay followed.
  package var navigationsMissed = 0
  /// Steps after a return that found something or closed a cycle, so were played again after
  /// a replay.
  package var returnedStepsReplayed = 0
  /// Whether the limit of states stopped it before the depth was reached.
  package var stoppedAtMaxStates = false
  /// Replays that differed from the first run of their sequence: an action not offered on
  /// the way (always counted: the branch ends there), or, with replays checked, another state
  /// at the end.
  package var replayDisagreements = 0
  /// Whether its task was cancelled before the depth was reached (see
  /// `Task.isCancelled`): it stopped with what it had found.
  package var wasCancelled = false
  /// The depth its steps were reaching when it stopped: how many actions led to the states
  /// they reached, one more than led to the states being explored (1 for the start's).
  package var depthReached = 0
  /// States that could not be keyed, so were never merged with another.
  package var unkeyedStates = 0
  /// Why the first of them could not be keyed.
  package var unkeyedReason: String?
  /// The level at which a shard kept its part of the states to explore, if it split.
  package var splitLevel: Int?

  package init() {}
}
