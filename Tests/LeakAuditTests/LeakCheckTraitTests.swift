import LeakAudit
import LeakAuditTesting
import Testing

@Suite struct LeakCheckTraitTests {
  @Test(.checksForLeaks) func traitPassesWhenEverythingTrackedIsReleased() {
    #expect(LeakTracker.current != nil)
    trackForLeaks(Screen(), role: .view)
  }

  @Test func traitReportsEverySurvivorAfterTheBody() async throws {
    let trait = LeakCheckTrait.checksForLeaks(quick)
    let test = try #require(Test.current)
    let lines = LockedBox<[Int]>([])
    let issues = try await withCapturedIssues {
      try await trait.provideScope(for: test, testCase: nil) {
        // Each cycle is unreachable once the body returns: a real leak.
        let (_, viewModel) = makeCycle()
        trackForLeaks(viewModel, role: .viewModel, label: "search")
        lines.withLock { $0.append(#line - 1) }
        trackForLeaks(Screen(), role: .view)
      }
    }
    #expect(issues.map(\.line) == lines.withLock { $0 })
    #expect(issues.first?.message.contains("#1 view model ViewModel \"search\"") == true)
  }

  @Test func trackingOutsideAnyScopeIsAnIssueNotASilentPass() {
    let line = #line + 2
    let issues = withCapturedIssues {
      trackForLeaks(Screen())
    }
    #expect(issues.map(\.line) == [line])
    #expect(
      issues.first?.message.hasPrefix(
        "trackForLeaks found no leak-checking scope, so Screen is not checked.") == true)
  }
}
