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
      nonisolated(unsafe) static var byName: [String: SearchCoordinator] = [:]

      static func forget() {
        screens.removeAll()
        current = nil
        byName.removeAll()
      }
    }

    /// Where the cache keeps the screen.
    enum Place {
      case array, variable, dictionary
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

    func leaveCachedScreen(in place: Place, forgets: Bool) -> Report {
      let tracker = LeakTracker(configuration: quick)
      let screen = SearchCoordinator()
      switch place {
      case .array: ScreenCache.screens.append(screen)
      case .variable: ScreenCache.current = screen
      case .dictionary: ScreenCache.byName["search"] = screen
      }
      tracker.beginStep("close the screen")
      tracker.expectReleased([tracker.track(screen)])
      _ = consume screen
      if !forgets { ScreenCache.forget() }
      let report = tracker.check()
      ScreenCache.forget()
      return report
    }

    /// A static array and a static dictionary, read through their types, and a static one
    /// reference wide.
    @Test(
      .enabled(
        if: MemoryGraph.searchesGlobalsAndFrames, "globals and frames are searched on Linux only"),
      arguments: [
        (
          Place.array,
          "held by the global MemoryGraphTests.PathTests.ScreenCache.screens[0] → SearchCoordinator"
        ),
        (
          .variable,
          "held by the global MemoryGraphTests.PathTests.ScreenCache.current → SearchCoordinator"
        ),
        (
          .dictionary,
          "held by the global MemoryGraphTests.PathTests.ScreenCache.byName[\"search\"] → SearchCoordinator"
        ),
      ])
    func aStaticThatKeepsAScreenIsNamedBySymbol(place: Place, path: String) throws {
      try recording()
      defer { MemoryGraph.stopRecording() }
      let report = leaveCachedScreen(in: place, forgets: true)
      #expect(report.text.contains(path), "\(report.text)")
      #expect(leaveCachedScreen(in: place, forgets: false).isClean)
    }

    /// A screen kept in a static set: read through the set's type.
    enum Visits {
      nonisolated(unsafe) static var screens: Set<VisitedScreen> = []
    }

    @Test(
      .enabled(
        if: MemoryGraph.searchesGlobalsAndFrames, "globals and frames are searched on Linux only"))
    func aStaticSetThatKeepsAScreenIsNamedBySymbol() throws {
      try recording()
      defer { MemoryGraph.stopRecording() }
      let report = leaveVisitedScreen()
      #expect(
        report.text.contains(
          "held by the global MemoryGraphTests.PathTests.Visits.screens[member] → VisitedScreen"),
        "\(report.text)")
    }

    @Test func withoutTheGraphAStaticSetIsNotFound() {
      let report = leaveVisitedScreen()
      #expect(!report.isClean)
      #expect(!report.text.contains("Visits"))
      #expect(report.text.contains("1 owner not found"))
    }

    func leaveVisitedScreen() -> Report {
      let tracker = LeakTracker(configuration: quick)
      let screen = VisitedScreen()
      Visits.screens.insert(screen)
      tracker.beginStep("close the screen")
      tracker.expectReleased([tracker.track(screen)])
      _ = consume screen
      let report = tracker.check()
      Visits.screens.removeAll()
      return report
    }

    @Test(arguments: [Place.array, .variable, .dictionary])
    func withoutTheGraphAStaticIsNotFound(place: Place) {
      let report = leaveCachedScreen(in: place, forgets: true)
      #expect(!report.isClean)
      #expect(!report.text.contains("ScreenCache"))
      #expect(report.text.contains("1 owner not found"))
    }

    // MARK: A local variable of the test

    @Test(
      .enabled(
        if: MemoryGraph.searchesGlobalsAndFrames, "globals and frames are searched on Linux only"))
    func aSheetHeldByALocalVariableOfTheTestIsNamedWithItsFrame() throws {
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

    @Test(
      .enabled(
        if: MemoryGraph.searchesGlobalsAndFrames, "globals and frames are searched on Linux only"))
    func theTraitRecordsForTheTestAndItsChecksSearchTheGraph() async throws {
      #expect(!MemoryGraph.isRecording)
      try await MemoryGraphTrait().provideScope(for: try #require(Test.current), testCase: nil) {
        #expect(MemoryGraph.isRecording)
        let report = leaveCachedScreen(in: .variable, forgets: true)
        #expect(
          report.text.contains(
            "held by the global MemoryGraphTests.PathTests.ScreenCache.current → SearchCoordinator")
        )
      }
      #expect(!MemoryGraph.isRecording)
      #expect(!leaveCachedScreen(in: .variable, forgets: true).text.contains("ScreenCache"))
    }
  }
}

/// A screen a set can hold.
final class VisitedScreen: Hashable {
  static func == (lhs: VisitedScreen, rhs: VisitedScreen) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
