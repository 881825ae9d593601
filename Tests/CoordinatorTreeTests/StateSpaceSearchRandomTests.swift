import Foundation
import Testing

@testable import CoordinatorTree
@testable import LeakAudit

/// Random apps as graphs: a search whose sessions return and go from state to state records
/// what a search that replays every state records, step by step, whatever the graph does
/// (actions that throw, steps that find something, return actions that undo, lead elsewhere or
/// are missing, states that cannot be keyed, screens that repeat), in parts or whole, stopped
/// at a limit of states or not; and it never uses a session after its end, ends one twice,
/// keeps two alive, performs an action not offered or leaves a session alive, cancelled or not.
@MainActor
@Suite(.serialized) struct StateSpaceSearchRandomTests {
  /// How many graphs: fewer in a debug build under a sanitizer (CI sets
  /// `COORDAUDIT_SANITIZER`), which looks for memory and thread errors, not for more graphs.
  nonisolated static let graphs: ClosedRange<UInt64> =
    ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] == nil ? 1...500 : 1...20

  /// An action from a state: where it leads, whether it throws or finds something, and the
  /// action that the session offers as its return.
  struct Edge {
    var action: Int
    var target: Int
    var throwsError: Bool
    var finds: Bool
    var back: Int?
  }

  /// A deterministic app: each state's actions, the states that cannot be keyed, and each
  /// state's screen (for growth cycles).
  struct Graph {
    var edges: [[Edge]]
    var unkeyable: Set<Int>
    var screens: [Int]

    /// A graph of 3 to 14 states with up to 6 actions each; most return actions lead back to
    /// the state before, some elsewhere, some are missing.
    init(seed: UInt64) {
      var random = FlowAuditRandomTests.Generator(state: seed)
      let count = 3 + random.next(12)
      edges = (0..<count).map { _ in
        var labels = Set<Int>()
        return (0..<random.next(6)).compactMap { _ in
          let action = random.next(6)
          guard labels.insert(action).inserted else { return nil }
          return Edge(
            action: action, target: random.next(count), throwsError: random.next(10) == 0,
            finds: random.next(5) == 0, back: nil)
        }
      }
      for state in 0..<count {
        for index in edges[state].indices {
          let target = edges[state][index].target
          let backs = edges[target].filter { $0.target == state }.map(\.action)
          switch random.next(4) {
          case 0: edges[state][index].back = nil
          case 1: edges[state][index].back = edges[target].randomAction(&random)
          default: edges[state][index].back = backs.first
          }
        }
      }
      unkeyable = Set((1..<count).filter { _ in random.next(8) == 0 })
      screens = (0..<count).map { _ in random.next(3) }
    }
  }

  /// What the sessions of one search did wrong, and how many are alive.
  final class Ledger {
    var alive = 0
    var problems: [String] = []
  }

  final class Session: ExplorationSession {
    let graph: Graph
    let ledger: Ledger
    var state = 0
    var history: [(action: Int, found: Bool)] = []
    var lastBack: Int?
    var hasEnded = false

    init(_ graph: Graph, ledger: Ledger) {
      self.graph = graph
      self.ledger = ledger
      if ledger.alive > 0 { ledger.problems.append("two sessions alive") }
      ledger.alive += 1
    }

    func applicableActions() -> [Int] {
      if hasEnded { ledger.problems.append("actions asked after the end") }
      return graph.edges[state].map(\.action)
    }
    func perform(_ action: Int) async -> Bool {
      if hasEnded { ledger.problems.append("performed after the end") }
      guard let edge = graph.edges[state].first(where: { $0.action == action }) else {
        ledger.problems.append("\(action) performed in \(state), where it is not offered")
        return false
      }
      state = edge.target
      lastBack = edge.back
      history.append((action, edge.finds))
      return !edge.throwsError
    }
    func stateKey() -> StateEncoder.Outcome {
      if hasEnded { ledger.problems.append("key asked after the end") }
      return graph.unkeyable.contains(state)
        ? .unkeyable("state \(state)") : .key(StateKey(high: UInt64(state), low: 7))
    }
    func end() {
      if hasEnded { ledger.problems.append("ended twice") } else { ledger.alive -= 1 }
      hasEnded = true
    }
    func shownScreenNames() -> [String]? { ["\(graph.screens[state])"] }
    func returnAction() -> Int? { lastBack }
    var lastStepFoundSomething: Bool { history.last?.found ?? false }
  }

  /// What a search records (each step, with the session's whole history when it found
  /// something, and each growth cycle with its verdict), what it did, and what its sessions
  /// did wrong.
  func search(
    _ graph: Graph, depth: Int, maxStates: Int, returns: Bool, playsAhead: Bool,
    shard: StateSpaceSearch<Session>.Shard?
  ) async -> (records: [String], figures: SearchFigures, ledger: Ledger) {
    var records: [String] = []
    let ledger = Ledger()
    // Replays checked: nothing returns, nothing goes from state to state.
    let search = StateSpaceSearch<Session>(
      depth: depth, maxStates: maxStates, shard: shard, checksReplays: !returns,
      playsAhead: playsAhead)
    let figures = await search.run(
      start: { Session(graph, ledger: ledger) },
      visit: { session, path, order in
        var text = "\(path) \(order.indices) at \(session.state)"
        if session.lastStepFoundSomething {
          text += " found after \(session.history.map(\.action))"
        }
        return { records.append(text) }
      },
      cycle: { candidate, _ in
        let text = "cycle \(candidate.path) from \(candidate.cycleStart)"
        return { records.append(text + " \(candidate.stepsFoundNothing)") }
      })
    return (records, figures, ledger)
  }

  @Test func goingFromStateToStateRecordsWhatReplayingRecords() async {
    var sessionsKept = 0
    for seed in Self.graphs {
      let graph = Graph(seed: seed)
      for depth in [2, 4, 6] {
        for maxStates in [3, 7, 1_000] {
          for shard in [nil, .init(index: 0, count: 2), .init(index: 1, count: 2)]
            as [StateSpaceSearch<Session>.Shard?]
          {
            let replaying = await search(
              graph, depth: depth, maxStates: maxStates, returns: false, playsAhead: false,
              shard: shard)
            let going = await search(
              graph, depth: depth, maxStates: maxStates, returns: true,
              playsAhead: seed.isMultiple(of: 2), shard: shard)
            sessionsKept += going.figures.navigations
            let place = "graph \(seed), depth \(depth), \(maxStates) states, shard \(shard as Any)"
            #expect(going.records == replaying.records, "\(place)")
            #expect(going.figures.states == replaying.figures.states, "\(place)")
            #expect(going.figures.transitions == replaying.figures.transitions, "\(place)")
            #expect(
              going.figures.stoppedAtMaxStates == replaying.figures.stoppedAtMaxStates,
              "\(place)")
            for ledger in [replaying.ledger, going.ledger] {
              #expect(ledger.problems.isEmpty, "\(place): \(ledger.problems.prefix(3))")
              #expect(ledger.alive == 0, "\(place): \(ledger.alive) sessions left alive")
            }
          }
        }
      }
    }
    // The proof says something: sessions went from state to state (about 9 times a graph).
    #expect(sessionsKept > 2 * Self.graphs.count, "sessions kept: \(sessionsKept)")
  }

  /// A cancelled search ends every session it made, wherever it stopped.
  @Test func aCancelledSearchLeavesNoSessionAlive() async {
    for seed in Self.graphs {
      let graph = Graph(seed: seed)
      for stopAt in [1, 3, 7, 15, 40] {
        let ledger = Ledger()
        var performed = 0
        let search = StateSpaceSearch<Cancelling>(depth: 5, maxStates: 1_000)
        let task = Task { @MainActor in
          await search.run(
            start: {
              Cancelling(Session(graph, ledger: ledger)) {
                performed += 1
                // As a signal handler does, from the task's own work so that it is certain.
                if performed == stopAt { withUnsafeCurrentTask { $0?.cancel() } }
              }
            }, visit: { _, _, _ in {} })
        }
        _ = await task.value
        #expect(ledger.problems.isEmpty, "graph \(seed), stopped at \(stopAt)")
        #expect(ledger.alive == 0, "graph \(seed), stopped at \(stopAt)")
      }
    }
  }

  final class Cancelling: ExplorationSession {
    let inner: Session
    let onPerform: () -> Void

    init(_ inner: Session, onPerform: @escaping () -> Void) {
      self.inner = inner
      self.onPerform = onPerform
    }

    func applicableActions() -> [Int] { inner.applicableActions() }
    func perform(_ action: Int) async -> Bool {
      onPerform()
      return await inner.perform(action)
    }
    func stateKey() -> StateEncoder.Outcome { inner.stateKey() }
    func end() { inner.end() }
    func returnAction() -> Int? { inner.returnAction() }
    var lastStepFoundSomething: Bool { inner.lastStepFoundSomething }
  }
}

extension StateSpaceSearchRandomTests {
  /// Items numbered in the order made, as `coordaudit explore` numbers a flow's instances,
  /// the numbers left out of the key.
  ///
  /// Items are made (undone by a drop), dropped by number, renumbered all at once (a reset)
  /// and spawned once with no action to undo it (so that a session that returned plays the
  /// state it reaches ahead); a toggle beside them is undone by itself. A step finds
  /// something when a given number of items is alive and the toggle is on.
  final class Items: ExplorationSession {
    enum Action: Hashable {
      case make
      case drop(Int)
      case toggle, reset, spawn
    }

    var live: [Int] = []
    var made = 0
    var lastMade = 0
    var isOn = false
    var hasSpawned = false
    var last: Action?
    var history: [Action] = []
    let most: Int
    let findsWith: Int
    /// Whether ``namesByHistory(_:)`` tells the truth.
    let admitsHistory: Bool
    /// Whether toggles, resets and spawns are offered besides makes and drops.
    let hasExtras: Bool

    init(most: Int, findsWith: Int, admitsHistory: Bool, hasExtras: Bool) {
      self.most = most
      self.findsWith = findsWith
      self.admitsHistory = admitsHistory
      self.hasExtras = hasExtras
    }

    func applicableActions() -> [Action] {
      let makes: [Action] = live.count < most ? [.make] : []
      guard hasExtras else { return makes + live.map { .drop($0) } }
      return makes + [.toggle] + live.map { .drop($0) } + (live.isEmpty ? [] : [.reset])
        + (hasSpawned || live.count >= most ? [] : [.spawn])
    }
    func perform(_ action: Action) async -> Bool {
      switch action {
      case .make:
        made += 1
        live.append(made)
        lastMade = made
      case .drop(let number): live.removeAll { $0 == number }
      case .toggle: isOn.toggle()
      case .spawn:
        made += 1
        live.append(made)
        hasSpawned = true
      case .reset:
        live = live.map { _ in
          made += 1
          return made
        }
      }
      last = action
      history.append(action)
      return true
    }
    func stateKey() -> StateEncoder.Outcome {
      .key(StateKey(high: UInt64(live.count), low: (isOn ? 1 : 0) + (hasSpawned ? 2 : 0)))
    }
    func end() {}
    func returnAction() -> Action? {
      switch last {
      case .make?: .drop(lastMade)
      case .toggle?: .toggle
      default: nil
      }
    }
    func namesByHistory(_ actions: [Action]) -> Bool {
      admitsHistory && actions.contains { if case .drop = $0 { true } else { false } }
    }
    var lastStepFoundSomething: Bool { live.count == findsWith && isOn }
  }

  /// Actions that name items by number are taken from replays only, for a state that a kept
  /// session reaches and for one played ahead by a session that returned (a spawn, which
  /// nothing undoes, after a toggle and its return): the search records what a search that
  /// replays records.
  @Test func itemsNamedByTheirNumbersAreTakenFromReplays() async {
    for most in 1...3 {
      for depth in 2...6 {
        for findsWith in 0...3 {
          for hasExtras in [true, false] {
            let replaying = await itemSearch(
              returns: false, most: most, depth: depth, findsWith: findsWith,
              hasExtras: hasExtras)
            let going = await itemSearch(
              returns: true, most: most, depth: depth, findsWith: findsWith,
              hasExtras: hasExtras)
            #expect(
              going.records == replaying.records,
              "at most \(most), depth \(depth), finds with \(findsWith), \(hasExtras)")
          }
        }
      }
    }
  }

  /// The positive control: items that do not say that their actions name them by number
  /// mislead a search whose sessions go from state to state into steps that no sequence from
  /// the start makes: a kept session, brought to two items by two makes, drops the third and
  /// the fourth; a session that returned, played ahead after a spawn (which makes the first),
  /// drops the second.
  @Test func itemsThatHideTheirNumbersMisleadTheSearch() async {
    for hasExtras in [false, true] {
      let replaying = await itemSearch(
        returns: false, most: 2, depth: 3, findsWith: -1, hasExtras: hasExtras)
      let misled = await itemSearch(
        returns: true, most: 2, depth: 3, findsWith: -1, admitsHistory: false,
        hasExtras: hasExtras)
      #expect(misled.records != replaying.records)
      if hasExtras {
        #expect(replaying.records.contains("[spawn, drop(1)]"))
        #expect(misled.records.contains("[spawn, drop(2)]"))
      } else {
        #expect(replaying.records.contains("[make, make, drop(1)]"))
        #expect(misled.figures.navigations > 0)
        #expect(misled.records.contains("[make, make, drop(3)]"))
      }
    }
  }

  /// What a search of items records: each step's sequence (with the session's history when it
  /// found something).
  func itemSearch(
    returns: Bool, most: Int, depth: Int, findsWith: Int, admitsHistory: Bool = true,
    hasExtras: Bool
  ) async -> (records: [String], figures: SearchFigures) {
    var records: [String] = []
    let search = StateSpaceSearch<Items>(depth: depth, maxStates: 1_000, checksReplays: !returns)
    let figures = await search.run(
      start: {
        Items(
          most: most, findsWith: findsWith, admitsHistory: admitsHistory, hasExtras: hasExtras)
      },
      visit: { session, path, _ in
        var text = "[" + path.map { "\($0)" }.joined(separator: ", ") + "]"
        if session.lastStepFoundSomething { text += " found after \(session.history)" }
        return { records.append(text) }
      })
    return (records, figures)
  }
}

extension FlowAuditRandomTests.Generator {
  /// A number in `0..<bound`.
  fileprivate mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}

extension [StateSpaceSearchRandomTests.Edge] {
  fileprivate func randomAction(_ random: inout FlowAuditRandomTests.Generator) -> Int? {
    isEmpty ? nil : self[random.next(count)].action
  }
}
