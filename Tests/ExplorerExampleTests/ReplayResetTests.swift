import CoordinatorTree
import CoordinatorTreeTesting
import ExplorerExampleApps
import Testing

@testable import LeakAuditTesting

/// An app that keeps its login in a global replays differently from run to run, unless the
/// explorer resets the global before each build.
@MainActor @Suite(.serialized) struct ReplayResetTests {
  static func explorer(resets: Bool) -> FlowExplorer<LoginCoordinator> {
    guard resets else {
      return FlowExplorer(depth: 2) { window in LoginCoordinator(window: window) }
    }
    return FlowExplorer(
      depth: 2, app: { window in LoginCoordinator(window: window) },
      reset: { LoginState.isLoggedIn = false })
  }

  /// The positive control: after "Log in" runs once, every fresh start shows Home, where
  /// there is nothing to log in to.
  @Test func aGlobalLoginFlagWithoutResetIsReportedAsDisagreeingReplays() async {
    LoginState.isLoggedIn = false
    let exploration = await Self.explorer(resets: false).run()
    #expect(!exploration.isClean)
    #expect(exploration.bugs.isEmpty)
    #expect(
      exploration.replayDisagreement
        == "replaying user taps bar button 'Log in': step 1, user taps bar button 'Log in', was "
        + "not offered as on its first run (it was not performed: the branch ended there)",
      "\(exploration.text)")
    #expect(exploration.text.contains("Reset it in FlowExplorer's `reset:`"))
    LoginState.isLoggedIn = false
    let issues = await withCapturedIssues {
      await assertExplorationFindsNothing(Self.explorer(resets: false))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Replays disagree: replaying user taps") == true)
    LoginState.isLoggedIn = false
  }

  @Test func theResetMakesEveryReplayAgree() async {
    LoginState.isLoggedIn = false
    let exploration = await Self.explorer(resets: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.replayDisagreements == 0)
    #expect(exploration.states == 2)
    LoginState.isLoggedIn = false
  }

  /// A launch counter kept in a global: the start's replay is another state than the first
  /// start (the key differs, though every action is still offered); the reset puts it back.
  @Test func aReplayThatReachesAnotherStateIsReportedAndTheResetAgrees() async {
    let counting = await FlowExplorer(depth: 1) { window in
      LaunchCountingCoordinator(window: window)
    }.run()
    #expect(
      counting.replayDisagreement
        == "replaying the start reached another state than its first run", "\(counting.text)")
    let reset = await FlowExplorer(
      depth: 1, app: { window in LaunchCountingCoordinator(window: window) },
      reset: { Launches.count = 0 }
    ).run()
    #expect(reset.isClean, "\(reset.text)")
  }
}
