// Replays, and what the search reads of a state's key.
extension StateSpaceSearch {
  /// How a replay differed from the run that first reached its state: the app's behaviour
  /// depends on something outside what a fresh start rebuilds (a global, a file), so the
  /// search's states are not what their sequences make.
  package enum ReplayDifference: Sendable, Equatable {
    /// The action at this index of the sequence was not offered on the replay.
    case actionNotOffered(Int)
    /// The replay ended in a state with another key.
    case otherState
  }

  /// The session's key, when the search merges or checks replays.
  func keyOutcome(_ session: Session) -> StateEncoder.Outcome? {
    merges || checksReplays ? session.stateKey() : nil
  }

  /// Whether a key is known already (a state that cannot be keyed never is).
  func isKnown(_ outcome: StateEncoder.Outcome?, known: Set<StateKey>) -> Bool {
    guard merges, case .key(let key)? = outcome else { return false }
    return known.contains(key)
  }

  /// Whether a state was not seen before (always, for a state that cannot be keyed or when
  /// the search does not merge), from its key outcome (see ``keyOutcome(_:)``), and its key.
  func isNew(
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
  func check(_ session: Session, expected: StateKey?) -> ReplayDifference? {
    guard let expected, case .key(let key) = session.stateKey() else { return nil }
    return key == expected ? nil : .otherState
  }
}
