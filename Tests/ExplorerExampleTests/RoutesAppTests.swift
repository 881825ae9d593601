import CoordinatorTree
import CoordinatorTreeTesting
import ExplorerExampleApps
import LeakAuditTesting
import Testing

/// A run that could not judge everything never passes: the explorer, and both assertions
/// that judge unregistered objects, say what the walk could not read and fail.
@MainActor @Suite struct RoutesAppTests {
  static func explorer(capturesRoutesAlone: Bool) -> FlowExplorer<RoutesCoordinator> {
    FlowExplorer(depth: 2) { window in
      RoutesCoordinator(window: window, capturesRoutesAlone: capturesRoutesAlone)
    }
  }

  static let unjudged =
    "a closure that captures a collection alone (in a closure held by RoutesCoordinator)"

  /// The positive control: nothing leaks, but a closure the walk cannot read is there, so the
  /// exploration is not clean and names it.
  @Test func anExplorationThatCouldNotReadAClosureIsNotClean() async {
    let exploration = await Self.explorer(capturesRoutesAlone: true).run()
    #expect(exploration.bugs.isEmpty, "\(exploration.text)")
    #expect(!exploration.isClean)
    #expect(exploration.unjudged.map(\.what) == [Self.unjudged], "\(exploration.text)")
    #expect(exploration.unjudged.first?.actions == [])
    #expect(
      exploration.text.hasSuffix(
        "Could not judge everything: the walk could not read \(Self.unjudged), first at the "
          + "start.\n\nAn object that only this holds was not judged, so finding nothing proves "
          + "nothing. Register such objects with FlowAudit.current, or mark the type "
          + "ExcludedFromStateKey if it holds none of the app's objects.\n"),
      "\(exploration.text)")
  }

  @Test func theSameAppWithAClosureTheWalkReadsIsClean() async {
    let exploration = await Self.explorer(capturesRoutesAlone: false).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.unjudged.isEmpty && exploration.readConservatively.isEmpty)
  }

  @Test func assertExplorationFindsNothingFailsWhenItCouldNotJudge() async {
    let issues = await withCapturedIssues {
      await assertExplorationFindsNothing(Self.explorer(capturesRoutesAlone: true))
    }
    #expect(
      issues.map(\.headline) == [
        "Could not judge everything: the walk could not read \(Self.unjudged), first at the start"
      ])
    let clean = await withCapturedIssues {
      await assertExplorationFindsNothing(Self.explorer(capturesRoutesAlone: false))
    }
    #expect(clean.isEmpty)
  }

  @Test func assertUserActionsReleaseWhatLeavesFailsWhenItCouldNotJudge() async {
    func play(capturesRoutesAlone: Bool) async -> [ReportedIssue] {
      await withCapturedIssues {
        await assertUserActionsReleaseWhatLeaves(
          app: { RoutesCoordinator(window: $0, capturesRoutesAlone: capturesRoutesAlone) },
          playing: { app in
            let navigation = app.navigationController
            try navigation.userTapsBarButton(
              navigation.topViewController!.navigationItem.rightBarButtonItem!)
            MainLoop.runUntilIdle()
            try app.navigationController.userTapsBack()
          })
      }
    }
    let issues = await play(capturesRoutesAlone: true)
    #expect(
      issues.map(\.headline) == [
        "Could not judge everything: the walk could not read \(Self.unjudged)"
      ])
    #expect(await play(capturesRoutesAlone: false).isEmpty)
  }
}
