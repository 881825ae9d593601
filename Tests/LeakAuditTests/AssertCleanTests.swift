import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct AssertCleanTests {
  /// A report of a real leak: the pair of a cycle, which nothing outside holds.
  static func leakReport() async -> Report {
    let tracker = LeakTracker(configuration: quick)
    let probes: [Probe] = {
      let (screen, viewModel) = makeCycle()
      return [
        tracker.track(screen, role: .view, label: "detail"),
        tracker.track(viewModel, role: .viewModel, label: "detail"),
      ]
    }()
    return await tracker.step("pop detail", expectReleased: probes) {}
  }

  @Test func aCleanReportIsNoIssue() {
    let issues = withCapturedIssues { assertClean(Report(releasedCount: 2)) }
    #expect(issues.isEmpty)
    #expect(verifyClean(Report(releasedCount: 2)) == nil)
  }

  @Test func eachBugIsOneIssueOnTheCallersLineNamedInItsHeadline() async {
    let report = await Self.leakReport()
    let line = #line + 1
    let issues = withCapturedIssues { assertClean(report) }
    #expect(issues.map(\.line) == [line])
    #expect(issues.map(\.fileID) == ["LeakAuditTests/AssertCleanTests.swift"])
    #expect(
      issues.map(\.headline) == [
        "Leak: Screen \"detail\" and ViewModel \"detail\" still alive after step 1 \"pop detail\""
      ])
    #expect(
      issues.first?.message.contains("in a cycle: Screen.viewModel → ViewModel.screen") == true)
    #expect(issues.first?.message.contains("\n    in the same cycle\n") == true)
    #expect(verifyClean(report) == issues.first?.message)
  }

  @Test func swiftTestingShowsTheFindingAsTheIssuesHeadline() async {
    let report = await Self.leakReport()
    let line = #line + 2
    withKnownIssue {
      assertClean(report)
    } matching: { issue in
      guard let leak = LeakIssue(issue) else { return false }
      return issue.sourceLocation?.line == line && leak.kind == .leak
        && issue.comments.first?.rawValue.hasPrefix(
          "Leak: Screen \"detail\" and ViewModel \"detail\" still alive after step 1 \"pop "
            + "detail\".\n\n  #1 view Screen \"detail\"") == true
    }
  }

  @Test func warningsAndKnownLeaksDoNotFail() {
    let late = Finding(
      kind: .lateRelease, step: .init(number: 1, name: "dismiss"),
      objects: [
        TrackedObject(
          number: 1, role: .view, label: nil, typeName: "Sheet",
          site: SourceSite(fileID: "App/Sheet.swift", line: 3))
      ], millisecondsLate: 12)
    let issues = withCapturedIssues { assertClean(Report(findings: [late])) }
    #expect(issues.map(\.isWarning) == [true])
    #expect(
      issues.map(\.headline) == [
        "Late release: Sheet released after step 1 \"dismiss\", but past the soft deadline"
      ])
    #expect(verifyClean(Report(findings: [late])) == nil)
  }
}
