import LeakAudit
import Testing

@Suite struct LeakTrackerGraphTests {
  @Test func theRootAndEverythingItHoldsAreTrackedWithTheirPath() {
    let tracker = LeakTracker(configuration: quick)
    let cache = SharedCache()
    let screen = makeScreenGraph(leaky: false, cache: cache)
    let probes = tracker.trackGraph(from: screen, role: .view, label: "search")
    let objects = probes.map(tracker.describe)
    #expect(
      objects.map(\.typeName) == ["GraphScreen", "GraphViewModel", "SharedCache", "GraphChild"])
    #expect(
      objects.map(\.label) == [
        "search", "via GraphScreen.viewModel", "via GraphScreen.cache",
        "via GraphScreen.viewModel → GraphViewModel.child",
      ])
    #expect(objects.map(\.role) == [.view, .object, .object, .object])
    #expect(probes.allSatisfy(tracker.isAlive))
  }

  @Test func ignoredObjectsAndWhatOnlyTheyHoldAreLeftOut() {
    let tracker = LeakTracker(configuration: quick)
    let screen = makeScreenGraph(leaky: true, cache: SharedCache())
    let byType = tracker.trackGraph(from: screen, ignoring: [.type(GraphViewModel.self)])
    #expect(byType.map { tracker.describe($0).typeName } == ["GraphScreen", "SharedCache"])
    let other = LeakTracker(configuration: quick)
    let byField = other.trackGraph(
      from: screen, ignoring: [.field("child", of: GraphViewModel.self), .field("cache")])
    #expect(byField.map { other.describe($0).typeName } == ["GraphScreen", "GraphViewModel"])
    screen.viewModel?.child?.delegate = nil
  }

  @Test func objectsOfTheStandardLibraryAndFoundationAreNeverTracked() {
    final class Owner {
      let text = "a string"
      let numbers: [Int] = [1, 2, 3]
      let box: AnyObject = SharedCache()
    }
    let tracker = LeakTracker(configuration: quick)
    let probes = tracker.trackGraph(from: Owner())
    #expect(probes.map { tracker.describe($0).typeName } == ["Owner", "SharedCache"])
  }

  @Test func theRulesDescribeThemselves() {
    #expect(
      [
        IgnoreRule.type(SharedCache.self), .field("delegate"),
        .field("child", of: GraphViewModel.self),
      ]
      .map(\.description) == [
        "type SharedCache", "field delegate", "field GraphViewModel.child",
      ])
  }
}
