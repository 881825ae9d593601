import Testing

@testable import CoordinatorTree

/// The child-array system on every exit path, correct and faulty (catalog C1–C4, C6, C7, C10).
@MainActor @Suite struct ChildArrayCoordinatorTests {
  /// Main → Search (screens Search, Results), log cleared.
  func appWithSearch(_ variant: ChildArrayVariant = .correct) async throws -> ChildArrayApp {
    let app = try await ChildArrayApp(variant: variant)
    #expect(try await app.startChild("Search", titles: ["Search", "Results"]).findings.isEmpty)
    app.window.log.removeAll()
    return app
  }

  /// The child-array parent lets go of a finished child in the navigation delegate's
  /// `didShow`, before the transition lets go of the popped screens: the coordinator goes
  /// first, then each screen with its view model.
  static let searchFlowGone = [
    "Search", "Search/Search", "Search/SearchViewModel",
  ]

  @Test(arguments: ["back taps", "finished swipes", "pops", "non-animated pops"])
  func leavingTheChildScreenByScreenFinishesItOnceAndReleasesEverything(way: String) async throws {
    let app = try await appWithSearch()
    let navigation = app.navigation
    let leave: () throws -> Void =
      switch way {
      case "back taps": { try navigation.userTapsBack() }
      case "finished swipes": { try navigation.userSwipesBack() }
      case "pops": { navigation.popViewController(animated: true) }
      default: { navigation.popViewController(animated: false) }
      }
    #expect(try await app.audit.step("leave Results", leave).findings.isEmpty)
    #expect(app.main.childCoordinators.count == 1, "Search still shows its first screen")
    #expect(try await app.audit.step("leave Search", leave).findings.isEmpty)
    #expect(app.main.childCoordinators.isEmpty)
    #expect(app.released == ["Search/Results", "Search/ResultsViewModel"] + Self.searchFlowGone)
    #expect(app.audit.liveLabels == ["Main", "Main/Nav", "Main/Main", "Main/MainViewModel"])
  }

  @Test func aBackMenuJumpFinishesTheChild() async throws {
    let app = try await appWithSearch()
    let main = app.navigation.viewControllers[0]
    let report = try await app.audit.step("jump to Main") {
      try app.navigation.userJumpsBack(to: main)
    }
    #expect(report.findings.isEmpty)
    #expect(app.main.childCoordinators.isEmpty)
    #expect(
      app.released == Self.searchFlowGone + ["Search/Results", "Search/ResultsViewModel"])
  }

  @Test func aCancelledSwipeFinishesAndReleasesNothing() async throws {
    let app = try await appWithSearch()
    let report = try await app.audit.step("swipe back, let go early") {
      try app.navigation.userSwipesBackButCancels()
    }
    #expect(report.findings.isEmpty)
    #expect(app.released.isEmpty)
    #expect(app.main.childCoordinators.count == 1)
    #expect((app.main.childCoordinators[0] as? FlowCoordinator)?.isFinished == false)
    #expect(app.window.topViewController?.logName == "Results")
  }

  @Test func popToRootAcrossThreeNestedFlowsFinishesEveryOneDeepestFirst() async throws {
    let app = try await ChildArrayApp()
    _ = try await app.startChild("A", titles: ["A"])
    _ = try await app.startChild("B", titles: ["B"], under: app.child(depth: 1))
    _ = try await app.startChild("C", titles: ["C"], under: app.child(depth: 2))
    #expect(app.child(depth: 3)?.name == "C")
    app.window.log.removeAll()
    let report = try await app.audit.step("pop to root") {
      app.navigation.popToRootViewController(animated: true)
    }
    #expect(report.findings.isEmpty)
    #expect(app.main.childCoordinators.isEmpty)
    #expect(
      Set(app.released) == [
        "A", "A/A", "A/AViewModel", "B", "B/B", "B/BViewModel", "C", "C/C", "C/CViewModel",
      ])
  }

  @Test func aMultiPopThatFinishesOnlyTheLastChildLeaksTheOthers() async throws {
    let app = try await ChildArrayApp(variant: .removesOnlyLastChild)
    _ = try await app.startChild("A", titles: ["A"])
    _ = try await app.startChild("B", titles: ["B"], under: app.child(depth: 1))
    _ = try await app.startChild("C", titles: ["C"], under: app.child(depth: 2))
    let report = try await app.audit.step("pop to root") {
      app.navigation.popToRootViewController(animated: true)
    }
    #expect(report.findings.map(\.kind) == [.leak, .leak])
    #expect(report.findings.flatMap(\.objects).map(\.label) == ["A", "B"])
    #expect(
      report.text.hasPrefix(
        "Leak: PagesFlow \"A\" and PagesFlow \"B\" still alive after step 5 \"pop to root\"."))
  }

  @Test func aFlowLeftGoneByAMultiPopIsFinishedAtTheNextTransitionEvenAPush() async throws {
    let app = try await ChildArrayApp(variant: .removesOnlyLastChild)
    _ = try await app.startChild("A", titles: ["A"])
    _ = try await app.startChild("B", titles: ["B"], under: app.child(depth: 1))
    let a = try #require(app.child(depth: 1))
    _ = try await app.audit.step("pop to root") {
      app.navigation.popToRootViewController(animated: true)
    }
    #expect(!a.isFinished, "only the deepest gone flow, B, finishes at the pop")
    // Nothing leaves the stack at this push, but a gone flow was left unfinished.
    _ = try await app.startChild("C", titles: ["C"])
    #expect(a.isFinished)
  }

  @Test func aFlowThatShowedAScreenJoiningTheTreeIsReconciledAtTheNextPush() async throws {
    let app = try await ChildArrayApp()
    _ = try await app.startChild("A", titles: ["A"])
    let a = try #require(app.child(depth: 1))
    // A flow that showed a screen, on no stack now, joins the tree without a pop.
    let stray = PagesFlow(
      "Stray", titles: ["Stray"], navigationController: app.navigation, audit: app.audit)
    try stray.start()
    _ = try await app.audit.step("pop Stray") {
      app.navigation.popViewController(animated: false)
    }
    a.childCoordinators.append(stray)
    _ = try await app.startChild("B", titles: ["B"], under: a)
    #expect(stray.isFinished)
  }

  @Test func withoutRemovalOnBackTheChildCoordinatorLeaks() async throws {
    let app = try await appWithSearch(.noRemovalOnBack)
    _ = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    let report = try await app.audit.step("back again") { try app.navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings[0].objects.map(\.label) == ["Search"])
    #expect(app.main.childCoordinators.count == 1)
    // The screens and view models went; only the coordinator stayed.
    #expect(
      app.released == [
        "Search/Results", "Search/ResultsViewModel", "Search/Search", "Search/SearchViewModel",
      ])
  }

  @Test func aSheetSwipedDownFinishesThePresentedFlowAndReleasesItsWholeStack() async throws {
    let app = try await ChildArrayApp()
    try await app.presentCompose(titles: ["Compose", "Attach"])
    #expect(app.window.topViewController?.logName == "Attach")
    app.window.log.removeAll()
    let report = try await app.audit.step("swipe the sheet down") {
      try app.window.topViewController!.userSwipesDownSheet()
    }
    #expect(report.findings.isEmpty)
    #expect(app.main.childCoordinators.isEmpty)
    #expect(
      Set(app.released) == [
        "Compose", "Compose/SheetNav", "Compose/Compose", "Compose/ComposeViewModel",
        "Compose/Attach", "Compose/AttachViewModel",
      ])
  }

  @Test func aPresentedFlowThatFinishesItselfIsDismissedAndReleased() async throws {
    let app = try await ChildArrayApp()
    try await app.presentCompose()
    let report = try await app.audit.step("Compose is done") {
      (app.main.childCoordinators[0] as? FlowCoordinator)?.finish()
    }
    #expect(report.findings.isEmpty)
    #expect(app.navigation.presentedViewController == nil)
    #expect(app.main.childCoordinators.isEmpty)
  }

  @Test func finishingASheetFlowThatPresentsAnotherFinishesBothAndKeepsTheScreenBelow()
    async throws
  {
    let app = try await ChildArrayApp()
    try await app.presentCompose()
    // Weak: a local of the test would keep the flows alive.
    weak let compose = app.main.childCoordinators.first as? PagesFlow
    weak var attach: PagesFlow?
    let presented = try await app.audit.step("present Attach") {
      let flow = PagesFlow(
        "Attach", titles: ["Attach"],
        navigationController: NavigationController(
          rootViewController: BoundScreen<PageViewModel>(title: "Attach"), title: "AttachNav"),
        isRoot: true, audit: app.audit)
      attach = flow
      try compose?.presentChild(flow)
    }
    #expect(presented.isClean)
    #expect(app.window.topViewController?.logName == "Attach")
    let report = try await app.audit.step("finish Compose") { compose?.finish() }
    // Both flows finished once (a second finish is a broken rule) and their parents let go.
    #expect(report.isClean, "\(report.text)")
    #expect(compose == nil && attach == nil)
    #expect(app.main.childCoordinators.isEmpty)
    #expect(app.window.topViewController?.logName == "Main")
    #expect(app.audit.liveLabels == ["Main", "Main/Nav", "Main/Main", "Main/MainViewModel"])
  }

  @Test func aScreenThatKeepsItsCoordinatorStronglyInAPresentedFlowLeaksTheWholeCycle()
    async throws
  {
    // C6: coordinator → navigation controller → screen → view model → coordinator.
    let app = try await ChildArrayApp()
    try await app.presentCompose(viewModelsHoldCoordinatorStrongly: true)
    let report = try await app.audit.step("swipe the sheet down") {
      try app.window.topViewController!.userSwipesDownSheet()
    }
    #expect(report.findings.map(\.kind) == [.leak, .leak, .leak, .leak])
    #expect(
      report.findings.flatMap(\.objects).map(\.label) == [
        "Compose", "Compose/SheetNav", "Compose/Compose", "Compose/ComposeViewModel",
      ])
    #expect(app.main.childCoordinators.isEmpty, "the parent let go; the cycle did not")
  }

  @Test func replacingTheWindowsRootAndDroppingTheMainFlowReleasesTheWholeTree() async throws {
    let app = try await appWithSearch()
    let report = try await app.audit.step("log out") {
      try app.window.setRootViewController(BoundScreen<PageViewModel>(title: "Login"))
      app.owner = nil
    }
    #expect(report.findings.isEmpty)
    #expect(
      Set(app.released) == [
        "Main", "Main/Nav", "Main/Main", "Main/MainViewModel", "Search", "Search/Search",
        "Search/SearchViewModel", "Search/Results", "Search/ResultsViewModel",
      ])
    #expect(app.audit.liveLabels.isEmpty)
  }

  @Test func anAppThatKeepsItsOldMainFlowAfterLogoutLeaksTheWholeTree() async throws {
    let app = try await appWithSearch()
    let report = try await app.audit.step("log out") {
      try app.window.setRootViewController(BoundScreen<PageViewModel>(title: "Login"))
    }
    #expect(report.findings.count == 9)
    #expect(report.findings.first?.objects.first?.label == "Main")
  }

  @Test func finishedByTheUserThenByItsOwnCodeTheParentHearsOnce() async throws {
    let app = try await appWithSearch()
    weak let search = app.main.childCoordinators.first as? FlowCoordinator
    _ = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    let report = try await app.audit.step("back, then Search's own finish") {
      let flow = search
      try app.navigation.userTapsBack()
      flow?.finish()
      #expect(flow?.finishCount == 1)
    }
    #expect(report.findings.isEmpty)
    #expect(app.main.childCoordinators.isEmpty)
    #expect(search == nil)
  }

  @Test func aFinishWithoutAGuardIsHeardTwiceAndCaught() async throws {
    let app = try await appWithSearch(.finishesTwice)
    _ = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    let report = try await app.audit.step("back, then Search's own finish") {
      let flow = app.main.childCoordinators.first as? FlowCoordinator
      try app.navigation.userTapsBack()
      flow?.finish()
    }
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(report.findings[0].message == "'Search' finished 2 times; a flow finishes at most once")
    #expect(app.main.childCoordinators.isEmpty, "no double removal, no crash")
  }

  @Test func aChildHeldOnlyWeaklyIsReleasedWhileItsScreenIsOnScreen() async throws {
    // C7: the premature release.
    let app = try await ChildArrayApp(variant: .childHeldWeakly)
    let report = try await app.startChild("Search", titles: ["Search"])
    #expect(report.findings.map(\.kind) == [.prematureRelease])
    #expect(report.findings[0].objects.map(\.label) == ["Search"])
    #expect(app.window.topViewController?.logName == "Search")
  }

  /// Logs out (a new root replaces the old tree) and back in, `times` times; with
  /// `keepingOldSessions`, the app keeps every old main flow in a list (the C5 fault).
  func logOutAndIn(_ app: ChildArrayApp, times: Int, keepingOldSessions: Bool) async throws
    -> Report
  {
    var oldSessions: [PagesFlow] = []
    let report = try await app.audit.tracker.repeatChecked("log out and in", times: times) { _ in
      try await app.audit.step("log out") {
        try app.window.setRootViewController(BoundScreen<PageViewModel>(title: "Login"))
        if keepingOldSessions, let old = app.owner { oldSessions.append(old) }
        app.owner = nil
      }
      try await app.audit.step("log in") {
        let navigation = NavigationController(
          rootViewController: BoundScreen<PageViewModel>(title: "Main"), title: "Nav")
        let main = PagesFlow(
          "Main", titles: ["Main"], navigationController: navigation, isRoot: true,
          audit: app.audit)
        app.owner = main
        try app.window.setRootViewController(navigation)
        try main.start()
        try main.startChild(
          PagesFlow(
            "Search", titles: ["Search"], navigationController: navigation, audit: app.audit))
      }
    }
    withExtendedLifetime(oldSessions) {}
    return report
  }

  @Test func aLogoutLoginLoopKeepsLiveCountsFlat() async throws {
    // C5, correct: after every loop the same objects are alive.
    let app = try await ChildArrayApp()
    let report = try await logOutAndIn(app, times: 10, keepingOldSessions: false)
    #expect(report.findings.isEmpty)
    #expect(app.audit.report.findings.isEmpty)
    #expect(
      app.audit.tracker.liveCounts
        == [
          "PagesFlow": 2, "NavigationController": 1, "BoundScreen<PageViewModel>": 2,
          "PageViewModel": 2,
        ].filter { $0.value > 0 })
  }

  @Test func anAppThatKeepsOldSessionsGrowsOnEveryLoopAndIsCaught() async throws {
    // C5, faulty: each logout leaves the old tree alive.
    let app = try await ChildArrayApp()
    let report = try await logOutAndIn(app, times: 10, keepingOldSessions: true)
    let growth = report.findings.filter { $0.kind == .growth }
    #expect(growth.map(\.group).contains("PagesFlow"))
    #expect(
      growth.first { $0.group == "PagesFlow" }?.counts == [3, 5, 7, 9, 11, 13, 15, 17, 19, 21])
    // Each step's own findings went to the audit's report: the old main flow, every logout.
    let leakedMains = app.audit.report.findings.filter {
      $0.kind == .leak && $0.objects.first?.label == "Main"
    }
    #expect(leakedMains.count == 10)
  }

  @Test func finishingFlowsWhenASwipeStartsFinishesOneWhoseScreenStaysAfterACancel()
    async throws
  {
    // C2, faulty: the flow is finished at willShow; the user lets go; its screen stays.
    let app = try await appWithSearch(.finishesOnWillShow)
    _ = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    let report = try await app.audit.step("swipe back, let go early") {
      try app.navigation.userSwipesBackButCancels()
    }
    #expect(report.findings.map(\.kind) == [.prematureRelease])
    #expect(report.findings[0].objects.map(\.label) == ["Search"])
    #expect(app.window.topViewController?.logName == "Search")
  }

  @Test func aSheetSwipeThatNoOneHandlesLeavesThePresentedFlowAlive() async throws {
    // C4, faulty: the parent never learns of the swipe; the flow and its stack stay.
    let app = try await ChildArrayApp(variant: .noRemovalOnBack)
    try await app.presentCompose(titles: ["Compose", "Attach"])
    let report = try await app.audit.step("swipe the sheet down") {
      try app.window.topViewController!.userSwipesDownSheet()
    }
    #expect(report.findings.allSatisfy { $0.kind == .leak })
    #expect(report.findings.first?.objects.first?.label == "Compose")
    #expect(report.findings.count == 6)
    #expect(app.main.childCoordinators.count == 1)
  }
}
