import Testing

@testable import CoordinatorTree
@testable import LeakAudit

/// The search offers each cycle that comes back to the screens it left with another state, and
/// a check in a fresh session says whether something grew in every repetition of it: an
/// observer added on every visit grows; a cache that fills once, or a cycle whose steps report
/// something, does not.
@MainActor
@Suite struct GrowthCheckTests {
  enum Kind {
    /// Every "close" adds a subscriber that is never removed.
    case growing
    /// The first "close" fills a cache; the next ones change a counter only.
    case fillsOnce
    /// Every "close" adds a subscriber, and its step reports something (as a leak would).
    case reports
  }

  final class Subscriber {}

  final class ToyApp {
    var subscribers: [Subscriber] = []
    var cache: [String: Int] = [:]
    var closes = 0
  }

  final class Toy: ExplorationSession {
    let kind: Kind
    let app = ToyApp()
    var screens = ["Home"]
    var lastReported = false

    init(_ kind: Kind) { self.kind = kind }

    func applicableActions() -> [String] { screens.count == 1 ? ["open"] : ["close"] }
    func perform(_ action: String) async -> Bool {
      lastReported = false
      if action == "open" {
        screens.append("Detail")
        return true
      }
      screens.removeLast()
      app.closes += 1
      switch kind {
      case .growing: app.subscribers.append(Subscriber())
      case .fillsOnce: app.cache["detail"] = 1
      case .reports:
        app.subscribers.append(Subscriber())
        lastReported = true
      }
      return true
    }
    func stateKey() -> StateEncoder.Outcome {
      let value = UInt64(screens.count * 1_000 + app.closes)
      return .key(StateKey(high: value, low: value))
    }
    func end() {}
    func shownScreenNames() -> [String]? { screens }
    func growthCensus() -> GrowthCensus? {
      GrowthCensus(roots: [app], labels: [ObjectIdentifier(app): "app"])
    }
  }

  /// The candidates a search to `depth` offers.
  func candidates(_ kind: Kind, depth: Int) async -> [GrowthCheck<Toy>.Candidate] {
    var found: [GrowthCheck<Toy>.Candidate] = []
    let search = StateSpaceSearch<Toy>(depth: depth, maxStates: 1_000)
    _ = await search.run(
      start: { Toy(kind) }, visit: { _, _, _ in {} },
      cycle: { candidate, _ in { found.append(candidate) } })
    return found
  }

  func confirm(_ candidate: GrowthCheck<Toy>.Candidate, _ kind: Kind) async
    -> GrowthCheck<Toy>.Confirmed?
  {
    await GrowthCheck<Toy>(repetitions: 4).confirm(
      candidate, start: { Toy(kind) }, isClean: { !$0.lastReported })
  }

  @Test func aCycleBackToTheSameScreensIsOfferedOnceFromThem() async {
    let found = await candidates(.growing, depth: 6)
    // "open, close" from Home; then "close, open" from Detail; the same cycles from later
    // states are not offered again.
    #expect(found.map(\.path) == [["open", "close"], ["open", "close", "open"]])
    #expect(found.map(\.cycleStart) == [0, 1])
  }

  @Test func somethingThatGrowsInEveryRepetitionIsGrowth() async throws {
    let candidate = try #require(await candidates(.growing, depth: 2).first)
    let confirmed = try #require(await confirm(candidate, .growing))
    #expect(confirmed.growth.map(\.what) == ["app.subscribers"])
    #expect(confirmed.growth.first?.counts == [0, 1, 2, 3, 4])
    #expect(confirmed.session.screens == ["Home"])
  }

  @Test func aCacheThatFillsOnceIsOfferedButNotGrowth() async throws {
    let candidate = try #require(await candidates(.fillsOnce, depth: 2).first)
    #expect(await confirm(candidate, .fillsOnce) == nil)
  }

  @Test func aCycleWhoseStepsReportSomethingIsNotJudgedForGrowth() async throws {
    let candidate = try #require(await candidates(.reports, depth: 2).first)
    #expect(await confirm(candidate, .reports) == nil)
    // The positive control: the same app judged clean grows.
    #expect(
      await GrowthCheck<Toy>(repetitions: 4).confirm(
        candidate, start: { Toy(.reports) }, isClean: { _ in true }) != nil)
  }

  @Test func aSessionThatDoesNotSayItsScreensIsNeverOffered() async {
    final class Silent: ExplorationSession {
      var count = 0
      func applicableActions() -> [Int] { [1] }
      func perform(_ action: Int) async -> Bool {
        count += action
        return true
      }
      func stateKey() -> StateEncoder.Outcome {
        .key(StateKey(high: UInt64(count), low: UInt64(count)))
      }
      func end() {}
    }
    var offered = 0
    let search = StateSpaceSearch<Silent>(depth: 4, maxStates: 100)
    _ = await search.run(
      start: { Silent() }, visit: { _, _, _ in {} }, cycle: { _, _ in { offered += 1 } })
    #expect(offered == 0)
  }
}
