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
}

extension ExplorationSession {
  package func shownScreenNames() -> [String]? { nil }
  package func growthCensus() -> GrowthCensus? { nil }
}

/// Breadth-first search of the states an app reaches by sequences of actions, to a depth.
///
/// A state is a live object graph, which cannot be copied: it is reached again by replaying
/// its actions in a fresh session (the model is deterministic, so a replay reaches the same
/// state). The session that reached a state is reused for the first action tried from it,
/// every other action replays. States are told apart by ``ExplorationSession/stateKey()``, so
/// a state reached two ways is explored once; a state that cannot be keyed is never merged
/// with another, and without merging (`merges` off) the search plays every sequence.
/// Breadth first, the first sequence that reaches anything is a shortest one.
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

  package init(
    depth: Int, maxStates: Int, merges: Bool = true, shard: Shard? = nil,
    checksReplays: Bool = false
  ) {
    self.depth = depth
    self.maxStates = maxStates
    self.merges = merges
    self.shard = shard
    self.checksReplays = checksReplays
  }

  /// How a replay differed from the run that first reached its state: the app's behaviour
  /// depends on something outside what a fresh start rebuilds (a global, a file), so the
  /// search's states are not what their sequences make.
  package enum ReplayDifference: Sendable, Equatable {
    /// The action at this index of the sequence was not offered on the replay.
    case actionNotOffered(Int)
    /// The replay ended in a state with another key.
    case otherState
  }

  /// One of `count` parts of a search, numbered from 0.
  ///
  /// Every part plays the same first levels, until the states to explore next number at least
  /// ``splitFactor`` per part (or the last level is reached); each then keeps every `count`th
  /// of them, from its `index`, and explores below those alone. The model is deterministic, so
  /// every part lists the same states in the same order there. A bug that the whole search
  /// finds after a sequence, some part finds after the same sequence (the part that holds its
  /// first states below the split), so the parts' results, each bug kept once with its
  /// earliest sequence (see ``SearchOrder``), are the whole search's.
  package struct Shard: Hashable, Sendable {
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
      precondition(count >= 1 && (0..<count).contains(index), "shard \(index) of \(count)")
      self.index = index
      self.count = count
    }
  }

  /// How many states to explore next, per part, before the parts split.
  package static var splitFactor: Int { 8 }

  /// What the search did.
  package typealias Figures = SearchFigures

  /// Searches.
  ///
  /// - Parameters:
  ///   - start: Makes a fresh session brought to the start; `nil` when the start itself fails
  ///     (nothing is explored then).
  ///   - visit: Called after each action, with the session in the state it reached, the
  ///     actions from the start, and their place in the search's order (the first time a
  ///     sequence is played, never on replays).
  ///   - progress: Called after each state is explored.
  ///   - disagreement: With ``checksReplays``, called for each replay that differed, with the
  ///     replayed session, the sequence and how.
  ///   - cycle: Called for each new state that shows the screens of a state before it on its
  ///     sequence, with the cycle between them (see ``GrowthCheck``) and the session in that
  ///     state: each cycle once from a state's screens, in the search's order.
  /// - Returns: What the search did.
  package func run(
    start: () async -> Session?, visit: (Session, [Session.Action], SearchOrder) -> Void,
    progress: ((Figures) -> Void)? = nil,
    disagreement: ((Session, [Session.Action], ReplayDifference) -> Void)? = nil,
    cycle: ((GrowthCheck<Session>.Candidate, Session) -> Void)? = nil
  ) async -> Figures {
    var figures = Figures()
    guard let first = await start() else { return figures }
    figures.sessions = 1
    var known: Set<StateKey> = []
    var keys: [[Session.Action]: StateKey] = [:]
    func remember(_ path: [Session.Action], _ key: StateKey?) {
      if checksReplays, let key { keys[path] = key }
    }
    remember([], isNew(first, known: &known, figures: &figures).key)
    figures.states = 1
    func replay(_ path: [Session.Action]) async -> Session? {
      guard let (session, notOffered) = await self.replay(path, start: start, figures: &figures)
      else { return nil }
      // An action the replay was not offered is never performed (the app's code may not
      // expect it there: a force cast in its handler would end the process): the branch ends.
      if let notOffered {
        figures.replayDisagreements += 1
        if checksReplays { disagreement?(session, path, .actionNotOffered(notOffered)) }
        session.end()
        return nil
      }
      guard checksReplays else { return session }
      if let difference = check(session, expected: keys[path]) {
        figures.replayDisagreements += 1
        disagreement?(session, path, difference)
      }
      return session
    }
    var cycles = GrowthCheck<Session>.Cycles(isOn: cycle != nil)
    var frontier: [Entry] = [Entry(path: [], order: SearchOrder(), screens: cycles.screens(first))]
    var reusable: Session? = first
    var level = 1
    var isSplit = shard == nil
    while level <= depth, !frontier.isEmpty {
      figures.depthReached = level
      if !isSplit, let shard,
        frontier.count >= Self.splitFactor * shard.count || level == depth
      {
        frontier = frontier.indices.filter { $0 % shard.count == shard.index }.map {
          frontier[$0]
        }
        isSplit = true
        figures.splitLevel = level
        // The start's session stays for the empty sequence only.
        if frontier.first?.path.isEmpty != true {
          reusable?.end()
          reusable = nil
        }
      }
      var next: [Entry] = []
      for entry in frontier {
        let (path, order) = (entry.path, entry.order)
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
          guard let replayed = await replay(path) else { continue }
          session = replayed
        }
        defer { session.end() }
        for (index, action) in session.applicableActions().enumerated() {
          if index > 0 {
            session.end()
            guard let replayed = await replay(path) else { break }
            session = replayed
            // The first run offered it; a replay that does not is never made to play it.
            guard session.applicableActions().contains(action) else {
              figures.replayDisagreements += 1
              if checksReplays {
                disagreement?(session, path + [action], .actionNotOffered(path.count))
              }
              continue
            }
          }
          let goesOn = await session.perform(action)
          figures.actionsPerformed += 1
          figures.transitions += 1
          let reached = order.appending(index)
          visit(session, path + [action], reached)
          guard goesOn else { continue }
          let (isNew, key) = isNew(session, known: &known, figures: &figures)
          guard isNew else {
            figures.revisits += 1
            continue
          }
          remember(path + [action], key)
          figures.states += 1
          let screens = cycles.screens(session)
          if let candidate = cycles.candidate(
            path + [action], order: reached, screens: screens, before: entry.screens)
          {
            cycle?(candidate, session)
          }
          if level < depth {
            next.append(
              Entry(path: path + [action], order: reached, screens: entry.screens + screens))
          }
        }
        progress?(figures)
      }
      if figures.stoppedAtMaxStates || figures.wasCancelled { break }
      frontier = next
      level += 1
    }
    reusable?.end()
    return figures
  }

  /// A state to explore: the sequence that reached it, its place in the search's order, and
  /// the screens of every state on the way (see ``GrowthCheck/Cycles``).
  private struct Entry {
    var path: [Session.Action]
    var order: SearchOrder
    var screens: [Int]
  }

  /// Whether the session's state was not seen before (always, for a state that cannot be
  /// keyed or when the search does not merge), and its key when it was computed.
  private func isNew(
    _ session: Session, known: inout Set<StateKey>, figures: inout Figures
  ) -> (isNew: Bool, key: StateKey?) {
    guard merges || checksReplays else { return (true, nil) }
    switch session.stateKey() {
    case .key(let key):
      return (merges ? known.insert(key).inserted : true, key)
    case .unkeyable(let reason):
      figures.unkeyedStates += 1
      if figures.unkeyedReason == nil { figures.unkeyedReason = reason }
      return (true, nil)
    }
  }

  /// Whether a replayed session ended in another state than the first run of its sequence.
  private func check(_ session: Session, expected: StateKey?) -> ReplayDifference? {
    guard let expected, case .key(let key) = session.stateKey() else { return nil }
    return key == expected ? nil : .otherState
  }

  /// A fresh session brought to the state at the end of `path`; or, when an action of `path`
  /// is not offered on the way, the session stopped before it, with its index.
  private func replay(
    _ path: [Session.Action], start: () async -> Session?, figures: inout Figures
  ) async -> (Session, notOffered: Int?)? {
    guard let session = await start() else { return nil }
    figures.sessions += 1
    for (index, action) in path.enumerated() {
      guard session.applicableActions().contains(action) else { return (session, index) }
      _ = await session.perform(action)
      figures.actionsPerformed += 1
    }
    return (session, nil)
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
  /// Replays that differed from the first run of their sequence: an action not offered on
  /// the way (always counted: the branch ends there), or, with replays checked, another state
  /// at the end.
  package var replayDisagreements = 0
  /// Whether its task was cancelled before the depth was reached (see
  /// `Task.isCancelled`): it stopped with what it had found.
  package var wasCancelled = false
  /// The depth of the states being explored when it stopped.
  package var depthReached = 0
  /// States that could not be keyed, so were never merged with another.
  package var unkeyedStates = 0
  /// Why the first of them could not be keyed.
  package var unkeyedReason: String?
  /// The level at which a shard kept its part of the states to explore, if it split.
  package var splitLevel: Int?

  package init() {}
}

/// Where a sequence of actions comes in a breadth-first search: shorter sequences first, then,
/// among sequences of one length, in the order of each action's index among those its state
/// offers.
///
/// A search that merges states plays each state's actions from the earliest sequence that
/// reaches it, so the first sequence after which it meets anything is the earliest in this
/// order of all the sequences that do; shards of one search compare their finds by it.
package struct SearchOrder: Hashable, Sendable, Comparable, Codable {
  /// Each action's index among the actions its state offered.
  package var indices: [Int]

  package init(indices: [Int] = []) {
    self.indices = indices
  }

  package func appending(_ index: Int) -> SearchOrder {
    SearchOrder(indices: indices + [index])
  }

  package static func < (lhs: SearchOrder, rhs: SearchOrder) -> Bool {
    lhs.indices.count != rhs.indices.count
      ? lhs.indices.count < rhs.indices.count
      : lhs.indices.lexicographicallyPrecedes(rhs.indices)
  }
}

extension SearchOrder {
  /// What the parts of a search found, as the whole search finds it: each key once, from the
  /// item of the earliest order, in order.
  ///
  /// - Parameters:
  ///   - items: The parts' finds, in any order.
  ///   - key: What tells finds apart.
  ///   - order: Where a find came in its search.
  /// - Returns: One find per key, earliest first.
  package static func earliest<Item>(
    _ items: [Item], key: (Item) -> String, order: (Item) -> SearchOrder
  ) -> [Item] {
    var best: [String: Item] = [:]
    for item in items {
      let name = key(item)
      if let known = best[name], order(known) <= order(item) { continue }
      best[name] = item
    }
    return best.values.sorted { order($0) < order($1) }
  }
}
