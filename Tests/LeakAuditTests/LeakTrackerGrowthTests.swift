import Testing

@testable import LeakAudit

/// Growth across repetitions: what grows, named by the path to it.
@Suite struct LeakTrackerGrowthTests {
  final class LoginCoordinator {}

  final class Session {
    let model = SessionModel()
  }

  final class SessionModel {}

  /// An app that keeps every old session (the leak), and logs lines as plain strings.
  final class App {
    var sessions: [Session] = []
    var log: [String] = []
    var current: Chain?
  }

  /// A session that keeps the one before it: growth along a chain, no collection.
  final class Chain {
    var previous: Chain?
  }

  @Test func countThatGrowsOnEveryRepetitionIsGrowth() async {
    let tracker = LeakTracker(configuration: quick)
    var kept: [LoginCoordinator] = []
    let report = await tracker.repeatChecked("log out and in", times: 4) { _ in
      let coordinator = LoginCoordinator()
      tracker.track(coordinator, role: .coordinator)
      kept.append(coordinator)  // the leak: every login stays
      tracker.track(Screen())  // released at once: flat
    }
    #expect(report.findings.map(\.kind) == [.growth])
    let finding = report.findings[0]
    #expect(finding.group == "LoginCoordinator")
    #expect(finding.counts == [1, 2, 3, 4])
    #expect(finding.objects.count == 4)
    #expect(finding.step?.name == "log out and in #4")
    #expect(
      report.text.hasPrefix(
        """
        Growth: live instances of LoginCoordinator grew on every repetition after step 4 \
        "log out and in #4": 1, 2, 3, 4.
        """))
    withExtendedLifetime(kept) {}
  }

  @Test func flatCountsAcrossRepetitionsAreNoGrowth() async {
    let tracker = LeakTracker(configuration: quick)
    var current: LoginCoordinator?
    let report = await tracker.repeatChecked("log out and in", times: 4) { _ in
      current = LoginCoordinator()
      tracker.track(current!)
    }
    #expect(report.findings.isEmpty)
    withExtendedLifetime(current) {}
  }

  @Test func growthInAnAppsCollectionNamesTheCollectionAndMergesWhatGrowsAlongIt() async {
    let tracker = LeakTracker(configuration: quick)
    let app = App()
    tracker.addRetainRoot(app)
    let report = await tracker.repeatChecked("log out and in", times: 3) { _ in
      let session = Session()
      tracker.track(session)
      tracker.track(session.model)
      app.sessions.append(session)
    }
    // Session and SessionModel grow along one path: one finding, for the collection.
    #expect(report.findings.map(\.kind) == [.growth])
    let finding = report.findings[0]
    #expect(finding.growingPath == "App.sessions")
    #expect(finding.counts == [1, 2, 3])
    #expect(
      finding.objects.map(\.typeName)
        == Array(repeating: ["Session", "SessionModel"], count: 3).flatMap { $0 })
    #expect(
      report.entries.map(\.headline) == [
        "Growth: App.sessions gained entries on every repetition after step 3 \"log out and in #3\": 1, 2, 3"
      ])
    #expect(finding.objects.first?.retainPath?.description == "App.sessions[0] → Session")
  }

  @Test func aGrowingCollectionOfPlainValuesIsSeenToo() async {
    let tracker = LeakTracker(configuration: quick)
    let app = App()
    tracker.addRetainRoot(app)
    let report = await tracker.repeatChecked("open", times: 3) { round in
      app.log.append("opened #\(round)")
    }
    #expect(report.findings.map(\.growingPath) == ["App.log"])
    #expect(report.findings.first?.objects == [])
  }

  @Test func aTypeThatGrowsAlongAChainNamesTheHolderOfItsNewestInstance() async {
    let tracker = LeakTracker(configuration: quick)
    let app = App()
    tracker.addRetainRoot(app)
    let report = await tracker.repeatChecked("log in", times: 3) { _ in
      let next = Chain()
      next.previous = app.current
      app.current = next
      tracker.track(next)
    }
    #expect(report.findings.map(\.group) == ["Chain"])
    #expect(report.findings.first?.growingPath == "App.current")
  }

  @Test func withoutARootGrowthNamesTheTypeAlone() async {
    let tracker = LeakTracker(configuration: quick)
    var kept: [LoginCoordinator] = []
    let report = await tracker.repeatChecked("log in", times: 3) { _ in
      kept.append(LoginCoordinator())
      tracker.track(kept.last!)
    }
    #expect(report.findings.map(\.group) == ["LoginCoordinator"])
    #expect(report.findings.first?.growingPath == nil)
  }

  @Test func aCollectionInsideAGrowingOneIsPartOfItsGrowth() {
    let paths = LeakTracker.growingCollections([
      ["App.sessions": 1, "App.sessions[] → Session.events": 2, "App.flat": 3],
      ["App.sessions": 2, "App.sessions[] → Session.events": 4, "App.flat": 3],
    ])
    #expect(paths.map(\.path) == ["App.sessions"])
  }

  @Test func whatGrowsByDesignCanBeLeftOut() async {
    let tracker = LeakTracker(configuration: quick)
    let app = App()
    tracker.addRetainRoot(app)
    tracker.excludeFromGrowth([.field("log", of: App.self)])
    let report = await tracker.repeatChecked("open", times: 3) { round in
      app.log.append("opened #\(round)")
    }
    #expect(report.findings.isEmpty)
  }

  @Test func aTrackersOwnRecordsAreNeverTheAppsGrowth() async {
    // The app holds the tracker, whose records grow with every step.
    final class Holder { var tracker: LeakTracker? }
    let tracker = LeakTracker(configuration: quick)
    let holder = Holder()
    holder.tracker = tracker
    tracker.addRetainRoot(holder)
    let report = await tracker.repeatChecked("open", times: 3) { _ in tracker.track(Screen()) }
    #expect(report.findings.isEmpty)
  }
}
