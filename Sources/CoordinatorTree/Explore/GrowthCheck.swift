import LeakAudit

/// Growth found by exploration: a cycle of actions that comes back to the screens it left
/// with more of something alive each time, though nothing leaks (an observer added on every
/// push whose block captures weakly and that is never removed).
///
/// The search offers candidates: a new state that shows the same screens as a state before it
/// on its sequence (the nearest), whose key differs (it is new), so something in the app
/// changed over the cycle between them. Each cycle is offered once per screens it starts from.
/// A candidate is confirmed in a fresh session: the sequence up to the cycle, then the cycle
/// ``repetitions`` times; a census of what the app's roots strongly reach is taken at the
/// cycle's start and after each repetition (see ``GrowthCensus``). It is growth when a
/// collection gained entries, or a class gained objects, in every census, with the same screens
/// shown each time. A cache that fills once and stops does not grow in every census; a cycle
/// whose steps report anything (a leak) is not judged for growth: the leak is the bug, found
/// with a shorter sequence (the explorers drop such a cycle when the search meets it, since
/// its first repetition would report the same).
///
/// ```swift
/// let check = GrowthCheck<ExploreSession>(repetitions: 4)
/// if let confirmed = await check.confirm(candidate, start: makeSession) {
///   for growth in confirmed.growth { print(growth.what, growth.counts) }
///   confirmed.session.end()
/// }
/// ```
@MainActor
package struct GrowthCheck<Session: ExplorationSession> {
  /// How many times the cycle is played after its start: growth must show in every one.
  package var repetitions: Int

  package init(repetitions: Int = 4) {
    self.repetitions = repetitions
  }

  /// A cycle the search met: the sequence to its end, and where the cycle starts in it.
  package struct Candidate {
    /// The actions from the start: those before ``cycleStart`` lead to the cycle, the rest are
    /// the cycle.
    package var path: [Session.Action]
    /// The index in ``path`` of the cycle's first action.
    package var cycleStart: Int
    /// Where the sequence comes in the search.
    package var order: SearchOrder
    /// Whether none of the cycle's steps found anything when the search played them (see
    /// ``ExplorationSession/lastStepFoundSomething``): a cycle that found something finds it
    /// again on its first repetition.
    package var stepsFoundNothing = true

    /// The actions before the cycle.
    package var prefix: ArraySlice<Session.Action> { path[..<cycleStart] }
    /// The cycle's actions.
    package var cycle: ArraySlice<Session.Action> { path[cycleStart...] }
  }

  /// A candidate confirmed: the session that played it (to be ended by the caller) and what
  /// grew.
  package struct Confirmed {
    package var session: Session
    package var growth: [GrowthCensus.Growth]
  }

  /// Plays a candidate in a fresh session and says what grew in every repetition.
  ///
  /// - Parameters:
  ///   - candidate: The cycle and the way to it.
  ///   - start: Makes a fresh session brought to the start.
  ///   - isClean: Whether the session's last step found nothing: a cycle that reports
  ///     something is not judged for growth.
  /// - Returns: The session and what grew; `nil` when nothing grew, when an action was not
  ///   offered or threw, when a step found something, or when the screens changed.
  package func confirm(
    _ candidate: Candidate, start: () async -> Session?, isClean: (Session) -> Bool
  ) async -> Confirmed? {
    guard let session = await start() else { return nil }
    var keeps = false
    defer { if !keeps { session.end() } }
    for action in candidate.prefix {
      guard session.offers(action), await session.perform(action) else {
        return nil
      }
    }
    guard let screens = session.shownScreenNames(), let first = session.growthCensus() else {
      return nil
    }
    var samples = [first]
    for _ in 0..<repetitions {
      for action in candidate.cycle {
        guard session.offers(action), await session.perform(action),
          isClean(session)
        else { return nil }
      }
      guard session.shownScreenNames() == screens, let census = session.growthCensus() else {
        return nil
      }
      samples.append(census)
      // Growth needs every census to grow: stop at the first repetition that shows none.
      guard !GrowthCensus.growth(in: samples).isEmpty else { return nil }
    }
    keeps = true
    return Confirmed(session: session, growth: GrowthCensus.growth(in: samples))
  }

  /// The search's part: the screens of each state, and the candidates, each cycle once per
  /// screens it starts from.
  @MainActor struct Cycles {
    /// Whether the search looks for cycles at all.
    let isOn: Bool
    /// The cycles offered: the screens they start from, and their actions.
    private var offered: Set<CycleKey> = []

    private struct CycleKey: Hashable {
      var screens: Int
      var cycle: ArraySlice<Session.Action>
    }

    init(isOn: Bool) {
      self.isOn = isOn
    }

    /// The screens a session shows, hashed, as one element to append to a state's list; empty
    /// when the search does not look for cycles or the session does not say.
    ///
    /// Equal screens hash alike; a collision only offers a candidate that confirmation, which
    /// compares the names, rejects.
    func screens(_ session: Session) -> [Int] {
      guard isOn, let names = session.shownScreenNames() else { return [] }
      return [names.hashValue]
    }

    /// The candidate a new state makes: the cycle from the nearest state before it on its
    /// sequence that showed the same screens; it is offered when ``offer(_:screens:)`` says
    /// that cycle was not offered from those screens before.
    ///
    /// - Parameters:
    ///   - path: The new state's sequence.
    ///   - order: Its place in the search.
    ///   - screens: Its screens (``screens(_:)``).
    ///   - before: The screens of the states on the way, the start's first: one per action of
    ///     `path` but the last.
    /// - Returns: The candidate, or `nil`.
    func peek(
      _ path: [Session.Action], order: SearchOrder, screens: [Int], before: [Int]
    ) -> Candidate? {
      guard let shown = screens.first, before.count == path.count,
        let start = before.lastIndex(of: shown)
      else { return nil }
      return Candidate(path: path, cycleStart: start, order: order)
    }

    /// Offers a candidate of ``peek(_:order:screens:before:)``, in the search's order: whether
    /// its cycle was not offered from its screens before.
    mutating func offer(_ candidate: Candidate, screens: [Int]) -> Bool {
      guard let shown = screens.first else { return false }
      return offered.insert(CycleKey(screens: shown, cycle: candidate.cycle)).inserted
    }
  }
}
