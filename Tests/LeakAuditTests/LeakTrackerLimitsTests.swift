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
}
