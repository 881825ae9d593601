// What the search holds between a step's play and its turn: the states to explore, the steps
// played, and the tree of states that a kept session moves in.
extension StateSpaceSearch {
  /// A state to explore: the sequence that reached it, its place in the search's order, the
  /// screens of every state on the way (see ``GrowthCheck/Cycles``), and the steps of its
  /// actions that were played ahead.
  struct Entry {
    var path: [Session.Action]
    var order: SearchOrder
    /// Its key, when the search keys states.
    var key: StateKey?
    var screens: [Int]
    /// Its place in the tree of states explored, for a session to come here
    /// (``Run/navigate(_:to:at:)``).
    var node: Node
    /// The index in ``path`` of the last action whose step found anything.
    var lastFound: Int? = nil
    var ahead: Ahead?
    /// Before a shard's split, how many actions it offers (see ``Shard/parts(ofWeights:)``).
    var weight = 0
  }

  /// A step played, as read in the state it reached, not yet taken into the search.
  struct Step {
    /// Whether exploration may go on from the state it reached.
    var goesOn: Bool
    /// What the visit found.
    var record: StepRecord
    /// The reached state's key; `nil` when it was not computed.
    var key: StateEncoder.Outcome?
    /// The reached state's screens.
    var screens: [Int] = []
    /// The index in its sequence of the last action whose step found anything, this one's
    /// included.
    var lastFound: Int?
    /// The cycle the reached state makes, if any, and what to record of it.
    var cycle: (GrowthCheck<Session>.Candidate, StepRecord)?
    /// The reached state's actions and the steps played ahead from it.
    var ahead: Ahead?
    /// The return action from the reached state to the one before, when that state is new
    /// (see ``ExplorationSession/returnAction()``).
    var back: Session.Action?
    /// Before a shard's split, how many actions the reached state offers, when it is new and
    /// will be explored (see ``Shard/parts(ofWeights:)``); otherwise 0.
    var weight = 0

    init(goesOn: Bool, record: @escaping StepRecord) {
      self.goesOn = goesOn
      self.record = record
    }
  }

  /// A state explored, in the tree of the sequences that first reached each: the one before,
  /// and the return action that led back there when this state was first reached (`nil`
  /// when none did, or the search does not return).
  final class Node {
    let parent: Node?
    /// The action from the one before.
    let action: Session.Action?
    let back: Session.Action?

    init(parent: Node?, action: Session.Action?, back: Session.Action?) {
      self.parent = parent
      self.action = action
      self.back = back
    }

    /// The sequence that first reached it.
    var path: [Session.Action] {
      var path: [Session.Action] = []
      var node = self
      while let action = node.action, let parent = node.parent {
        path.append(action)
        node = parent
      }
      return path.reversed()
    }
  }

  /// A session kept between two states explored: the state it is in, and whether it has
  /// played nothing but its sequence (the start's session).
  struct Cursor {
    var session: Session
    var node: Node
    var isFresh: Bool
  }

  /// A state's actions, as its first run offered them, and the steps of the first of them,
  /// played ahead.
  final class Ahead {
    let actions: [Session.Action]
    let steps: [Step]

    init(actions: [Session.Action], steps: [Step]) {
      self.actions = actions
      self.steps = steps
    }
  }
}
