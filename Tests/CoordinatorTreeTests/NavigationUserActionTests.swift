import CoordinatorTree
import LeakAuditTesting
import Testing

@MainActor @Suite struct NavigationUserActionTests {
  @Test func backTapPopsAnimatedAndReleasesTheTopScreen() async throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let spy = NavigationSpy()
    navigation.delegate = spy
    try await assertReleased([navigation.topViewController!], configuration: quick) {
      try navigation.userTapsBack()
    }
    #expect(
      window.log.lines == [
        "userTapsBack(Nav)", "willMove(Detail, nil)", "stack(Nav: List)", "viewDidLoad(List)",
        "viewWillDisappear(Detail)", "viewWillAppear(List)", "willShow(List)",
        "viewDidDisappear(Detail)", "viewDidAppear(List)", "didMove(Detail, nil)",
        "didShow(List)",
      ])
    #expect(spy.coordinatorSeen == [true])
    #expect(navigation.viewControllers.map(\.logName) == ["List"])
  }

  @Test func backTapAtTheRootIsAnErrorBecauseThereIsNoBackButton() throws {
    let (window, navigation) = try makeNavigation("List")
    #expect { try navigation.userTapsBack() } throws: { error in
      (error as? NavigationError)?.message == """
        The user cannot tap back on 'Nav': its stack holds only 'List', so there is no back \
        button.
        """
    }
    #expect(window.log.lines.isEmpty)
  }

  @Test func backTapIsAnErrorWhileTheTopHidesItsBackButton() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    navigation.topViewController?.navigationItem.hidesBackButton = true
    #expect { try navigation.userTapsBack() } throws: { error in
      (error as? NavigationError)?.message == """
        The user cannot tap back on 'Nav': 'Detail' hides the back button \
        (navigationItem.hidesBackButton). Pop from code instead.
        """
    }
    #expect(window.log.lines.isEmpty)
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
  }

  @Test func backMenuJumpPopsSeveralScreensAtOnce() async throws {
    let (window, navigation) = try makeNavigation("Main", "A", "B", "C")
    let main = navigation.viewControllers[0]
    await #expect(throws: Never.self) {
      try await assertReleased(
        Array(navigation.viewControllers.dropFirst()), configuration: quick
      ) {
        try navigation.userJumpsBack(to: main)
      }
    }
    #expect(window.log.lines.first == "userJumpsBack(Nav, Main)")
    #expect(window.log.lines.contains("stack(Nav: Main)"))
    #expect(throws: NavigationError.self) { try navigation.userJumpsBack(to: main) }
  }

  @Test func finishedSwipeBackPopsWithDelegateCallsAtStartAndEnd() async throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let spy = NavigationSpy()
    navigation.delegate = spy
    try await assertReleased([navigation.topViewController!], configuration: quick) {
      try navigation.userSwipesBack()
    }
    #expect(
      window.log.lines == [
        "userBeginsSwipeBack(Nav)", "willMove(Detail, nil)", "viewDidLoad(List)",
        "viewWillDisappear(Detail)", "viewWillAppear(List)", "willShow(List)",
        "userFinishesSwipeBack(Nav)", "stack(Nav: List)", "viewDidDisappear(Detail)",
        "viewDidAppear(List)", "didMove(Detail, nil)", "didShow(List)",
      ])
    #expect(spy.calls == ["willShow(List)", "didShow(List) stack=[\"List\"]"])
  }

  @Test func cancelledSwipeBackUndoesTheAppearanceReleasesNothingAndSkipsTheDelegate() async throws
  {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let spy = NavigationSpy()
    navigation.delegate = spy
    let tracker = LeakTracker(configuration: quick)
    tracker.expectAlive(navigation.viewControllers.map { tracker.track($0) })
    try navigation.userSwipesBackButCancels()
    #expect(
      window.log.lines == [
        "userBeginsSwipeBack(Nav)", "willMove(Detail, nil)", "viewDidLoad(List)",
        "viewWillDisappear(Detail)", "viewWillAppear(List)", "willShow(List)",
        "userCancelsSwipeBack(Nav)", "viewWillDisappear(List)", "viewDidDisappear(List)",
        "viewWillAppear(Detail)", "viewDidAppear(Detail)", "didMove(Detail, Nav)",
      ])
    // The delegate heard willShow at the start and nothing after the cancel.
    #expect(spy.calls == ["willShow(List)"])
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    #expect(navigation.topViewController?.isVisible == true)
    #expect(window.topViewController?.logName == "Detail")
    #expect(await tracker.settle().findings.isEmpty)
  }

  @Test func navigationDuringASwipeIsAnErrorUntilItEnds() throws {
    let (_, navigation) = try makeNavigation("List", "Detail")
    let swipe = try navigation.userBeginsSwipeBack()
    #expect(navigation.transitionCoordinator?.isInteractive == true)
    #expect { try navigation.strict.pushViewController(Screen("Other"), animated: true) } throws: {
      error in
      (error as? NavigationError)?.code == .transitionInProgress
    }
    #expect(navigation.popViewController(animated: true) == nil)
    try swipe.cancel()
    #expect { try swipe.finish() } throws: { error in
      (error as? NavigationError)?.code == .noTransition
    }
    #expect(navigation.transitionCoordinator == nil)
    try navigation.strict.pushViewController(Screen("Other"), animated: false)
    #expect(navigation.viewControllers.count == 3)
  }
}
