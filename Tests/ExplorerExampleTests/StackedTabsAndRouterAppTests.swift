import CoordinatorTree
import CoordinatorTreeTesting
import ExplorerExampleApps
import HeadlessUIKit
import LeakAudit
import Testing

/// Two more shapes of public apps, explored with no registration and audited on a sequence
/// the test plays: a tab bar controller inside the app's stack, and a router that keeps a
/// completion per pushed screen.
@MainActor @Suite struct StackedTabsAndRouterAppTests {
  static func tabs(removesTabsOnLogout: Bool) -> FlowExplorer<StackedTabsCoordinator> {
    FlowExplorer(depth: 3) { window in
      StackedTabsCoordinator(window: window, removesTabsOnLogout: removesTabsOnLogout)
    }
  }

  /// The tabs are shown inside the stack: the explorer taps their bar buttons and the tabs.
  @Test func tabsInsideTheStackAreCleanWhenLogOutEndsTheirCoordinator() async {
    let exploration = await Self.tabs(removesTabsOnLogout: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states >= 4)
  }

  /// Positive control: the tabs' coordinator kept after logging out.
  @Test func aTabsCoordinatorKeptAfterLogOutIsFound() async {
    let exploration = await Self.tabs(removesTabsOnLogout: false).run()
    let bug = exploration.bugs.first
    #expect(
      bug?.headline
        == "A leak of 'LoggedInTabsCoordinator' after user taps bar button 'Log in', "
        + "user taps bar button 'Log out'", "\(exploration.text)")
    #expect(
      bug?.text.contains(
        "held by StackedTabsCoordinator.childCoordinators[0] → LoggedInTabsCoordinator")
        == true)
  }

  static func router(hearsBackTaps: Bool) -> FlowExplorer<CompletionRouter> {
    FlowExplorer(depth: 3) { window in
      CompletionRouter(window: window, hearsBackTaps: hearsBackTaps)
    }
  }

  /// The router forgets every screen that left, whoever popped it.
  @Test func aRouterThatHearsEveryPopIsClean() async {
    let exploration = await Self.router(hearsBackTaps: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }

  /// Positive control: a back tap leaves the detail in the router's dictionary; its own
  /// "Close" does not.
  @Test func aRouterThatHearsOnlyItsOwnPopKeepsTheDetailAfterABackTap() async {
    let exploration = await Self.router(hearsBackTaps: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'ViewController' after user taps bar button 'Open', user taps back"
      ], "\(exploration.text)")
    #expect(exploration.text.contains("CompletionRouter.completions"), "\(exploration.text)")
  }

  /// The same leak from the test's own sequence, with the completion counted.
  @Test func theTestsOwnBackTapFindsTheSameDetail() async {
    var report = Report()
    var completed = -1
    await withKnownIssue {
      report = await assertUserActionsReleaseWhatLeaves(
        app: { CompletionRouter(window: $0, hearsBackTaps: false) },
        playing: { router in
          let navigation = router.navigationController
          let open = navigation.topViewController!.navigationItem.rightBarButtonItem!
          try navigation.userTapsBarButton(open)
          try navigation.userTapsBack()
          completed = router.completed
        })
    }
    #expect(completed == 0, "the back tap ran no completion")
    #expect(report.text.contains("CompletionRouter.completions"), "\(report.text)")
  }

  /// The tabs from the test's own taps: log in, open the details, go back, log out.
  @Test func theTestsOwnLogOutFindsTheKeptTabsAndPassesTheFixedApp() async {
    func play(_ app: StackedTabsCoordinator) throws {
      let navigation = app.navigationController
      func tap(_ title: String) throws {
        let item = navigation.topViewController!.navigationItem
        let button = [item.leftBarButtonItem, item.rightBarButtonItem].compactMap { $0 }
          .first { $0.title == title }
        try navigation.userTapsBarButton(try #require(button))
      }
      try tap("Log in")
      try tap("Details")
      try navigation.userTapsBack()
      try tap("Log out")
    }
    var report = Report()
    await withKnownIssue {
      report = await assertUserActionsReleaseWhatLeaves(
        app: { StackedTabsCoordinator(window: $0, removesTabsOnLogout: false) }, playing: play)
    }
    #expect(
      report.text.contains(
        "held by StackedTabsCoordinator.childCoordinators[0] → LoggedInTabsCoordinator"),
      "\(report.text)")
    let fixed = await assertUserActionsReleaseWhatLeaves(
      app: { StackedTabsCoordinator(window: $0, removesTabsOnLogout: true) }, playing: play)
    #expect(fixed.findings.isEmpty && fixed.releasedCount >= 4, "\(fixed.text)")
  }
}
