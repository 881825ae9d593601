import Testing

@testable import LeakAudit

/// A census counts what the roots strongly reach, and a series of them says what grew in every
/// one: a collection that gains entries, a class that gains objects elsewhere; not a cache that
/// fills once, not what the app's bookkeeping holds.
@Suite struct GrowthCensusTests {
  final class Observer {
    let block: () -> Void
    init(_ block: @escaping () -> Void) { self.block = block }
  }

  final class Center {
    var observers: [Observer] = []
  }

  final class Node {
    var next: Node?
  }

  final class App {
    let center = Center()
    var cache: [String: Int] = [:]
    var head: Node?
    let log = Bookkeeping()
  }

  /// What a runner keeps of everything it made: no part of the app's state.
  final class Bookkeeping: ExcludedFromStateKey {
    var entries: [Observer] = []
  }

  func census(_ app: App) throws -> GrowthCensus {
    try #require(GrowthCensus(roots: [app], labels: [ObjectIdentifier(app): "app"]))
  }

  @Test func aCollectionThatGainsAnEntryInEveryCensusGrowsAndNamesItsPath() throws {
    let app = App()
    var samples: [GrowthCensus] = []
    for _ in 0..<4 {
      app.center.observers.append(Observer {})
      samples.append(try census(app))
    }
    let growth = GrowthCensus.growth(in: samples)
    // The observers sit in the growing collection: its growth says theirs.
    #expect(growth.map(\.what) == ["app.center → Center.observers"])
    #expect(growth.first?.counts == [1, 2, 3, 4])
    #expect(growth.first?.isCollection == true)
  }

  @Test func aClassThatGrowsOutsideAnyCollectionNamesWhereItsObjectsSit() throws {
    let app = App()
    var samples: [GrowthCensus] = []
    for _ in 0..<3 {
      let node = Node()
      node.next = app.head
      app.head = node
      samples.append(try census(app))
    }
    let growth = GrowthCensus.growth(in: samples)
    #expect(growth.map(\.what) == ["Node"])
    #expect(growth.first?.counts == [1, 2, 3])
    #expect(
      growth.first?.places == [
        "app.head", "app.head → Node.next", "app.head → Node.next → Node.next",
      ])
  }

  @Test func aCacheThatFillsOnceAndStopsIsNotGrowth() throws {
    let app = App()
    var samples = [try census(app)]
    for round in 0..<4 {
      // The same two keys every round after the first: full after one.
      app.cache["a"] = round
      app.cache["b"] = round
      samples.append(try census(app))
    }
    #expect(GrowthCensus.growth(in: samples).isEmpty)
    #expect(samples.map { $0.collections["app.cache"] ?? 0 } == [0, 2, 2, 2, 2])
  }

  @Test func whatTheAppsBookkeepingHoldsIsNotWalked() throws {
    let app = App()
    var samples: [GrowthCensus] = []
    for _ in 0..<4 {
      app.log.entries.append(Observer {})
      samples.append(try census(app))
    }
    #expect(GrowthCensus.growth(in: samples).isEmpty)
    // The positive control: the same objects in a part of the app's state grow.
    app.center.observers = app.log.entries
    let last = try census(app)
    #expect(
      GrowthCensus.growth(in: [samples[0], last]).map(\.what) == ["app.center → Center.observers"])
  }

  @Test func aCensusGrowthsReportSaysWhereItGrewAndListsNoObject() throws {
    let app = App()
    var samples: [GrowthCensus] = []
    for entry in 0..<3 {
      app.center.observers.append(Observer { _ = entry })
      samples.append(try census(app))
    }
    let growth = try #require(GrowthCensus.growth(in: samples).first)
    let text = Report(findings: [growth.finding(after: nil)]).text
    #expect(text.contains("app.center → Center.observers"), "\(text)")
    #expect(text.contains("in what the headline names"), "\(text)")
    // The advice of a growth of tracked objects speaks of the objects listed, which a census
    // does not list.
    #expect(!text.contains("the objects listed"), "\(text)")
  }

  @Test func oneCensusIsNoSeries() throws {
    #expect(GrowthCensus.growth(in: [try census(App())]).isEmpty)
  }
}
