import LeakAudit
import Testing

@Suite struct LeakTrackerLimitsTests {
  final class LoginCoordinator {}

  @Test func moreLiveInstancesThanTheLimitIsOverLimitNamingThemAll() async {
    let tracker = LeakTracker(configuration: quick)
    tracker.limitLiveCount(of: LoginCoordinator.self, to: 1)
    let first = LoginCoordinator()
    let second = LoginCoordinator()
    tracker.track(first, role: .coordinator, label: "first login")
    tracker.track(second, role: .coordinator, label: "second login")
    tracker.beginStep("log in again")
    let report = await tracker.settle()
    #expect(report.findings.map(\.kind) == [.overLimit])
    let finding = report.findings[0]
    #expect(finding.group == "LoginCoordinator")
    #expect(finding.limit == 1)
    #expect(finding.objects.map(\.label) == ["first login", "second login"])
    #expect(
      report.text.hasPrefix(
        """
        Over limit: 2 instances of LoginCoordinator were alive after step 1 "log in again"; \
        at most 1 allowed.
        """))
    withExtendedLifetime((first, second)) {}
  }

  @Test func atTheLimitGivesNoFinding() async {
    let tracker = LeakTracker(configuration: quick)
    tracker.limitLiveCount(of: LoginCoordinator.self, to: 1)
    let only = LoginCoordinator()
    tracker.track(only)
    tracker.track(LoginCoordinator())  // already gone
    #expect(await tracker.settle().findings.isEmpty)
    withExtendedLifetime(only) {}
  }

  @Test func namedGroupsAreCountedAcrossTypes() {
    let tracker = LeakTracker()
    tracker.limitLiveCount(ofGroup: "flow", to: 1)
    let screen = Screen()
    let viewModel = ViewModel()
    tracker.track(screen, group: "flow")
    tracker.track(viewModel, group: "flow")
    #expect(tracker.liveCounts == ["Screen": 1, "ViewModel": 1, "flow": 2])
    let report = tracker.check()
    #expect(report.findings.map(\.group) == ["flow"])
    withExtendedLifetime((screen, viewModel)) {}
  }

  // MARK: Paths

  @Test func anOverLimitFindingSaysWhoKeepsEachInstance() async {
    final class App { var logins: [LoginCoordinator] = [] }
    let tracker = LeakTracker(configuration: quick)
    let app = App()
    tracker.addRetainRoot(app)
    tracker.limitLiveCount(of: LoginCoordinator.self, to: 1)
    app.logins = [LoginCoordinator(), LoginCoordinator()]
    for login in app.logins { tracker.track(login, role: .coordinator) }
    let report = await tracker.settle()
    #expect(
      report.findings.first?.objects.map { $0.retainPath?.description } == [
        "App.logins[0] → LoginCoordinator", "App.logins[1] → LoginCoordinator",
      ])
    #expect(report.text.contains("\n    held by App.logins[1] → LoginCoordinator\n"))
  }

  // MARK: Limits a class declares

  final class DetailModel: LiveCountLimited {
    static let liveCountLimit = LiveCountLimit(maxCount: 1, group: "models", groupMaxCount: 2)
    init() { LeakTracker.current?.track(self, role: .viewModel) }
  }

  final class ListModel: LiveCountLimited {
    static let liveCountLimit = LiveCountLimit(maxCount: 5, group: "models")
    init() { LeakTracker.current?.track(self, role: .viewModel) }
  }

  @Test func aClassThatDeclaresItsLimitIsReportedWhenTheInstanceIsMade() async {
    let tracker = LeakTracker(configuration: quick)
    var kept: [AnyObject] = []
    let report = await LeakTracker.$current.withValue(tracker) {
      await tracker.step("open detail") {
        kept.append(DetailModel())
        kept.append(DetailModel())  // one too many, the moment it is made
      }
    }
    #expect(report.findings.map(\.kind) == [.overLimit])
    #expect(
      report.entries.map(\.headline) == [
        """
        Over limit: 2 instances of DetailModel were alive when #2 was made during step 1 \
        "open detail"; at most 1 allowed
        """
      ])
    #expect(report.findings.first?.objects.map(\.number) == [1, 2])
    withExtendedLifetime(kept) {}
  }

  @Test func aDeclaredLimitIsReportedEvenIfTheExtraInstanceIsGoneByTheCheck() async {
    // The second model lives only while it is made: a check at the step's end sees one.
    let tracker = LeakTracker(configuration: quick)
    var kept: [AnyObject] = []
    let report = await LeakTracker.$current.withValue(tracker) {
      await tracker.step("open detail") {
        kept.append(DetailModel())
        _ = DetailModel()
      }
    }
    #expect(report.findings.map(\.kind) == [.overLimit])
    #expect(report.findings.first?.objects.map(\.number) == [1, 2])
    #expect(report.findings.first?.message == "when #2 was made")
    withExtendedLifetime(kept) {}
  }

  @Test func aDeclaredLimitsFindingSaysWhoKeepsEachInstance() async {
    final class Detail { var models: [DetailModel] = [] }
    let tracker = LeakTracker(configuration: quick)
    let detail = Detail()
    tracker.addRetainRoot(detail)
    let report = await LeakTracker.$current.withValue(tracker) {
      await tracker.step("open detail twice") {
        detail.models.append(DetailModel())
        detail.models.append(DetailModel())
      }
    }
    #expect(
      report.findings.first?.objects.map { $0.retainPath?.description } == [
        "Detail.models[0] → DetailModel", "Detail.models[1] → DetailModel",
      ])
  }

  @Test func aDeclaredGroupCountsTheClassesThatNameIt() async {
    let tracker = LeakTracker(configuration: quick)
    var kept: [AnyObject] = []
    let report = await LeakTracker.$current.withValue(tracker) {
      await tracker.step("open three") {
        kept += [DetailModel(), ListModel(), ListModel()]
      }
    }
    #expect(report.findings.map(\.group) == ["models"])
    #expect(report.findings.first?.limit == 2)
    #expect(tracker.liveCounts["models"] == 3)
    withExtendedLifetime(kept) {}
  }

  @Test func aLimitSetByTheTestWinsOverTheDeclaredOne() async {
    let tracker = LeakTracker(configuration: quick)
    tracker.limitLiveCount(of: DetailModel.self, to: 3)
    var kept: [AnyObject] = []
    let report = await LeakTracker.$current.withValue(tracker) {
      await tracker.step("open two") { kept += [DetailModel(), DetailModel()] }
    }
    #expect(report.findings.isEmpty)
    withExtendedLifetime(kept) {}
  }

  @Test func anInstanceReleasedBeforeTheNextOneIsNotCounted() async {
    let tracker = LeakTracker(configuration: quick)
    let report = await LeakTracker.$current.withValue(tracker) {
      await tracker.step("open twice") {
        _ = DetailModel()
        _ = DetailModel()
      }
    }
    #expect(report.findings.isEmpty)
  }
}
