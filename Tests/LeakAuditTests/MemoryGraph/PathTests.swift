import LeakAudit
import LeakAuditTesting
import Testing

/// Who holds a survivor, found in the whole heap with no retain root given: a parent the test
/// never tracked, a static, a local variable of the test. Each has its positive control (the
/// same leak without the graph names no holder) and its negative one (the correct form is
/// clean).
extension MemoryGraphTests {
  @Suite struct PathTests {
    /// A cache that outlives every screen, as LeakCanary's growth tests keep their leaks.
    enum ScreenCache {
      nonisolated(unsafe) static var screens: [SearchCoordinator] = []
      nonisolated(unsafe) static var current: SearchCoordinator?
    }

    func recording() throws {
      try #require(MemoryGraph.startRecording(), "\(MemoryGraph.unavailableReason ?? "")")
    }

    // MARK: A parent the test never tracked

    /// `assertReleased` on a child whose parent keeps it: the parent is named without being
    /// given as a root.
    func finishSearch(removesChild: Bool) async -> [ReportedIssue] {
      let main = MainCoordinator()
      main.childCoordinators.append(SearchCoordinator())
      let issues = await withCapturedIssues {
        await assertReleased([main.childCoordinators[0]], configuration: quick) {
          if removesChild { main.childCoordinators.removeAll() }
        }
      }
      withExtendedLifetime(main) {}
      return issues
    }

    @Test func aChildKeptByAParentTheTestNeverTrackedIsNamed() async throws {
      try recording()
      defer { MemoryGraph.stopRecording() }
      let issues = await finishSearch(removesChild: false)
      #expect(issues.count == 1)
      #expect(
        issues.first?.message.contains(
          "held by MainCoordinator.childCoordinators[0] → SearchCoordinator (no root reaches MainCoordinator)"
        ) == true, "\(issues.first?.message ?? "")")
      #expect(await finishSearch(removesChild: true).isEmpty)
    }

    @Test func withoutTheGraphTheParentIsNotFound() async {
      #expect(!MemoryGraph.isRecording)
      let issues = await finishSearch(removesChild: false)
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("MainCoordinator") == false)
      #expect(issues.first?.message.contains("1 owner not found") == true)
    }

    // MARK: A static

    func leaveCachedScreen(intoArray: Bool, forgets: Bool) -> Report {
      let tracker = LeakTracker(configuration: quick)
      let screen = SearchCoordinator()
      if intoArray { ScreenCache.screens.append(screen) } else { ScreenCache.current = screen }
      tracker.beginStep("close the screen")
      tracker.expectReleased([tracker.track(screen)])
      _ = consume screen
      if !forgets {
        ScreenCache.screens.removeAll()
        ScreenCache.current = nil
      }
      let report = tracker.check()
      ScreenCache.screens.removeAll()
      ScreenCache.current = nil
      return report
    }

    /// A static array, read through its type, and a static one reference wide.
    @Test(arguments: [
      (
        true,
        "held by the global MemoryGraphTests.PathTests.ScreenCache.screens[0] → SearchCoordinator"
      ),
      (
        false,
        "held by the global MemoryGraphTests.PathTests.ScreenCache.current → SearchCoordinator"
      ),
    ])
    func aStaticThatKeepsAScreenIsNamedBySymbol(intoArray: Bool, path: String) throws {
      try recording()
      defer { MemoryGraph.stopRecording() }
      let report = leaveCachedScreen(intoArray: intoArray, forgets: true)
      #expect(report.text.contains(path), "\(report.text)")
      #expect(leaveCachedScreen(intoArray: intoArray, forgets: false).isClean)
    }

    @Test func withoutTheGraphAStaticIsNotFound() {
      let report = leaveCachedScreen(intoArray: true, forgets: true)
      #expect(!report.isClean)
      #expect(!report.text.contains("ScreenCache"))
      #expect(report.text.contains("1 owner not found"))
    }

    // MARK: A local variable of the test

    @Test func aSheetHeldByALocalVariableOfTheTestIsNamedWithItsFrame() throws {
      try recording()
      defer { MemoryGraph.stopRecording() }
      let tracker = LeakTracker(configuration: quick)
      let sheet = RegisterScreen()
      tracker.beginStep("dismiss the sheet")
      tracker.expectReleased([tracker.track(sheet)])
      let report = tracker.check()
      #expect(
        report.text.contains(
          "held by a local variable in MemoryGraphTests.PathTests.aSheetHeldByALocalVariableOfTheTestIsNamedWithItsFrame() (conservative) → RegisterScreen"
        ), "\(report.text)")
      withExtendedLifetime(sheet) {}
    }

    // MARK: The trait

    @Test func theTraitRecordsForTheTestAndItsChecksSearchTheGraph() async throws {
      #expect(!MemoryGraph.isRecording)
      try await MemoryGraphTrait().provideScope(for: try #require(Test.current), testCase: nil) {
        #expect(MemoryGraph.isRecording)
        let report = leaveCachedScreen(intoArray: false, forgets: true)
        #expect(
          report.text.contains(
            "held by the global MemoryGraphTests.PathTests.ScreenCache.current → SearchCoordinator")
        )
      }
      #expect(!MemoryGraph.isRecording)
      #expect(!leaveCachedScreen(intoArray: false, forgets: true).text.contains("ScreenCache"))
    }
  }
}
