import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A binding to an app-wide value that is never undone: nothing leaks, the bindings pile up.
///
/// Explored with no declared action, no loop written.
@MainActor @Suite struct NowPlayingAppTests {
  /// The positive control: every player screen opened leaves its closure in the session.
  @Test func bindingsThatAreNeverUndoneAreGrowth() async throws {
    let exploration = await FlowExplorer(depth: 4) {
      NowPlayingAppCoordinator(window: $0, unbinds: false)
    }.run()
    let bug = try #require(exploration.bugs.first, "\(exploration.text)")
    #expect(exploration.bugs.count == 1, "\(exploration.text)")
    #expect(
      bug.headline
        == "Growth of 'NowPlayingAppCoordinator.session → PlayerSession.nowPlaying → "
        + "Observable<Optional<String>>.observers' after user taps 'Play', user taps back, "
        + "repeated 4 times", "\(exploration.text)")
    #expect(bug.findings.first?.counts == [0, 1, 2, 3, 4])
    #expect(bug.cycleStart == 0)
  }

  /// With no check allowed, the growth is not found, and the exploration says what it left.
  @Test func cyclesLeftUncheckedAreSaid() async {
    var explorer = FlowExplorer(depth: 4) {
      NowPlayingAppCoordinator(window: $0, unbinds: false)
    }
    explorer.maxGrowthChecks = 0
    let exploration = await explorer.run()
    #expect(exploration.bugs.isEmpty)
    #expect(exploration.cyclesNotChecked > 0)
    #expect(exploration.text.contains("not checked for growth"), "\(exploration.text)")
  }

  @Test func bindingsUndoneWhenTheScreenGoesAreClean() async {
    let exploration = await FlowExplorer(depth: 4) {
      NowPlayingAppCoordinator(window: $0, unbinds: true)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
