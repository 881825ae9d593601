/// A run of an app that exploration can drive: fresh, brought to its start, then one action at
/// a time.
@MainActor
package protocol ExplorationSession: AnyObject {
  /// What can be done in a state.
  associatedtype Action: Hashable

  /// The actions that apply now, in a fixed order.
  func applicableActions() -> [Action]

  /// Whether `action` is one of ``applicableActions()`` now: what the search asks before it
  /// plays an action again (a replay, a return). The default asks for every action; a session
  /// that can ask about one alone (a big app's state offers few of its many actions, and each
  /// costs its questions) answers exactly as the default would.
  func offers(_ action: Action) -> Bool

  /// Performs one action as one audited step.
  ///
  /// - Returns: Whether exploration may go on from the state it reached (`false` when the
  ///   action threw: the branch ends).
  func perform(_ action: Action) async -> Bool

  /// A key that is the same for the same state however it was reached, and holds no address
  /// (see ``StateEncoder``); or why the state cannot be keyed, and must not be merged.
  func stateKey() -> StateEncoder.Outcome

  /// The search is done with this session: let go of what it holds (a sheet left presented
  /// and its presenter hold each other), so that sessions do not pile up in memory.
  func end()

  /// What the window shows, as names from the bottom up; `nil` when the session does not look
  /// for growth (see ``GrowthCheck``).
  func shownScreenNames() -> [String]?

  /// A census of what the app's roots strongly reach (see ``GrowthCensus``); `nil` when the
  /// session does not look for growth.
  func growthCensus() -> GrowthCensus?

  /// An action that likely brings the session back to the state before its last action (a
  /// back tap after a push), for the search to play that state's next action without a
  /// replay; `nil` (the default) when none does. The search checks the key it reaches.
  func returnAction() -> Action?

  /// Whether any of `actions` names something by how the session made it (an instance's
  /// number), which its history decides, not its state key: such actions, offered by a
  /// session that came back to a state (a return), need not be those a replay of the state's
  /// sequence offers, so the search takes them only from a replay (the default, `false`:
  /// actions name things by the state alone).
  func namesByHistory(_ actions: [Action]) -> Bool

  /// Whether the last step found anything (a finding, an error). What a step finds is read
  /// with the session's history, so a step played after a return that finds anything is
  /// played again after a replay (the default, `true`, replays every such step).
  var lastStepFoundSomething: Bool { get }
}

extension ExplorationSession {
  package func offers(_ action: Action) -> Bool { applicableActions().contains(action) }
  package func shownScreenNames() -> [String]? { nil }
  package func growthCensus() -> GrowthCensus? { nil }
  package func returnAction() -> Action? { nil }
  package func namesByHistory(_ actions: [Action]) -> Bool { false }
  package var lastStepFoundSomething: Bool { true }
}
