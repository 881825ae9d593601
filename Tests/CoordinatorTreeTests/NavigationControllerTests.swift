import LeakAuditTesting
import Testing

@testable import CoordinatorTree

@MainActor @Suite struct NavigationControllerTests {
  /// An animated push returns after `willShow`, with the stack already changed; the rest
  /// comes on a later turn of the main loop, as in UIKit.
  @Test func pushLoadsTheViewThenRunsAppearanceAroundTheDelegateInUIKitOrder() throws {
    let (window, navigation) = try makeNavigation("List")
    let spy = NavigationSpy()
    navigation.delegate = spy
    try navigation.strict.pushViewController(Screen("Detail"), animated: true)
    let inTheCall = [
      "willMove(Detail, Nav)", "stack(Nav: List, Detail)", "viewDidLoad(Detail)",
      "viewWillDisappear(List)", "viewWillAppear(Detail)", "willShow(Detail)",
    ]
    #expect(window.log.lines == inTheCall)
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    #expect(navigation.topViewController?.parent === navigation)
    #expect(spy.calls == ["willShow(Detail)"])
    #expect(navigation.waitingEnd != nil)
    MainLoop.runUntilIdle()
    #expect(
      window.log.lines
        == inTheCall + [
          "viewDidDisappear(List)", "viewDidAppear(Detail)", "didMove(Detail, Nav)",
          "didShow(Detail)",
        ])
    #expect(spy.calls == ["willShow(Detail)", "didShow(Detail) stack=[\"List\", \"Detail\"]"])
    #expect(MainLoop.isIdle)
  }

  /// Without animation, the whole transition runs inside the call.
  @Test func aPushWithoutAnimationEndsInsideTheCall() throws {
    let (window, navigation) = try makeNavigation("List")
    navigation.pushViewController(Screen("Detail"), animated: false)
    #expect(navigation.waitingEnd == nil)
    #expect(window.log.lines.last == "didShow(Detail)")
  }

  /// The log's stack line is kept as the stack changes, not built from every view controller
  /// on each change: it must still follow pushes, pops, swipes, replacements and titles.
  @Test func theLogsStackLineFollowsEveryChangeAndEveryTitle() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    func lastStack() -> String? { window.log.lines.last { $0.hasPrefix("stack(") } }
    navigation.viewControllers[1].title = "Item"
    navigation.pushViewController(Screen("Edit"), animated: false)
    #expect(lastStack() == "stack(Nav: List, Item, Edit)")
    navigation.popToRootViewController(animated: false)
    #expect(lastStack() == "stack(Nav: List)")
    navigation.setViewControllers([Screen("A"), Screen("B"), Screen("C")], animated: false)
    #expect(lastStack() == "stack(Nav: A, B, C)")
    try navigation.userSwipesBack()
    #expect(lastStack() == "stack(Nav: A, B)")
    navigation.viewControllers[0].title = "First"
    try navigation.userTapsBack()
    #expect(lastStack() == "stack(Nav: First)")
  }

  @Test func theStackCountsTheTransitionsThatTakeAViewControllerOff() throws {
    let (_, navigation) = try makeNavigation("List", "Detail")
    let list = navigation.viewControllers[0]
    let detail = navigation.viewControllers[1]
    let before = navigation.stackRemovals
    navigation.pushViewController(Screen("More"), animated: true)
    navigation.setViewControllers(
      [detail, list, navigation.topViewController!], animated: false)
    #expect(navigation.stackRemovals == before, "a push and a reordering remove nothing")
    navigation.popViewController(animated: true)
    #expect(navigation.stackRemovals == before + 1)
    try navigation.userSwipesBack()
    #expect(navigation.stackRemovals == before + 2)
  }

  @Test func aTransitionsDifferenceIsTheSameForPushesPopsAndAnyOtherChange() {
    let (a, b, c) = (Screen("A"), Screen("B"), Screen("C"))
    let push = NavigationController.difference(from: [a, b], to: [a, b, c])
    #expect(push.removed.isEmpty && push.added.map(\.title) == ["C"] && !push.toWasOnStack)
    let pop = NavigationController.difference(from: [a, b, c], to: [a])
    #expect(pop.removed.map(\.title) == ["B", "C"] && pop.added.isEmpty && pop.toWasOnStack)
    #expect(pop.removedIDs == [ObjectIdentifier(b), ObjectIdentifier(c)])
    let reorder = NavigationController.difference(from: [a, b], to: [b, a])
    #expect(reorder.removed.isEmpty && reorder.added.isEmpty && reorder.toWasOnStack)
    let replace = NavigationController.difference(from: [a, b], to: [a, c])
    #expect(replace.removed.map(\.title) == ["B"] && replace.added.map(\.title) == ["C"])
    #expect(!replace.toWasOnStack)
  }

  @Test func popReturnsThePoppedViewControllerAndReleasesIt() async throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    await assertReleased([navigation.topViewController!], configuration: quick) {
      #expect(navigation.popViewController(animated: true)?.logName == "Detail")
    }
    #expect(
      window.log.lines == [
        "willMove(Detail, nil)", "stack(Nav: List)",
        // List was never shown (the stack was built before the window showed it): its view
        // loads now, as UIKit loads views lazily.
        "viewDidLoad(List)", "viewWillDisappear(Detail)", "viewWillAppear(List)", "willShow(List)",
        "viewDidDisappear(Detail)",
        "viewDidAppear(List)", "didMove(Detail, nil)", "didShow(List)",
      ])
    #expect(navigation.children.map(\.logName) == ["List"])
  }

  @Test func popAtTheRootDoesNothing() throws {
    let (window, navigation) = try makeNavigation("List")
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(window.log.lines.isEmpty)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func popToRootRemovesEveryScreenAboveAtOnceAndReleasesThemAll() async throws {
    let (window, navigation) = try makeNavigation("Main", "Search", "Results", "Detail")
    await assertReleased(Array(navigation.viewControllers.dropFirst()), configuration: quick) {
      #expect(
        navigation.popToRootViewController(animated: true)?.map(\.logName) == [
          "Search", "Results", "Detail",
        ])
    }
    #expect(
      window.log.lines == [
        "willMove(Search, nil)", "willMove(Results, nil)", "willMove(Detail, nil)",
        "stack(Nav: Main)", "viewDidLoad(Main)", "viewWillDisappear(Detail)",
        "viewWillAppear(Main)", "willShow(Main)",
        "viewDidDisappear(Detail)", "viewDidAppear(Main)", "didMove(Search, nil)",
        "didMove(Results, nil)", "didMove(Detail, nil)", "didShow(Main)",
      ])
  }

  @Test func popToAViewControllerReturnsThePoppedOnesBottomFirst() async throws {
    let (_, navigation) = try makeNavigation("Main", "Step1", "Step2", "Step3")
    let main = navigation.viewControllers[0]
    let step1 = navigation.viewControllers[1]
    await assertReleased(Array(navigation.viewControllers.suffix(2)), configuration: quick) {
      let popped = navigation.popToViewController(step1, animated: false)
      #expect(popped?.map(\.logName) == ["Step2", "Step3"])
    }
    #expect(navigation.popToViewController(step1, animated: true)?.isEmpty == true)
    #expect(navigation.viewControllers.map(\.logName) == ["Main", "Step1"])
    withExtendedLifetime(main) {}
  }

  @Test func popToAViewControllerNotOnTheStackIsAnErrorAndChangesNothing() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    let stranger = Screen("Stranger")
    #expect {
      try navigation.strict.popToViewController(stranger, animated: true)
    } throws: { error in
      let error = error as? NavigationError
      return error?.code == .notOnStack
        && error?.message == """
          Cannot pop to 'Stranger': it is not on the stack of 'Nav' (List, Detail). Pop to one \
          of those, or push it first.
          """
    }
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    #expect(window.log.lines.isEmpty)
  }

  @Test func pushingAViewControllerAlreadyOnTheStackIsAnError() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    #expect {
      try navigation.strict.pushViewController(navigation.viewControllers[0], animated: true)
    } throws: { error in
      (error as? NavigationError)?.message == """
        Cannot push 'List': it is already on the stack of 'Nav'. Pop back to it with \
        popToViewController(_:animated:) instead.
        """
    }
    #expect(navigation.viewControllers.map(\.logName) == ["List", "Detail"])
    #expect(window.log.lines.isEmpty)
  }

  @Test func pushingANavigationControllerOrAViewControllerWithAParentIsAnError() throws {
    // A tab bar controller can be pushed (TabBarInStackTests); a navigation controller cannot.
    let (_, navigation) = try makeNavigation("List")
    let other = NavigationController(rootViewController: Screen("Other"))
    #expect(throws: NavigationError.self) {
      try navigation.strict.pushViewController(other, animated: false)
    }
    #expect {
      try navigation.strict.pushViewController(other.viewControllers[0], animated: false)
    } throws: { error in
      (error as? NavigationError)?.code == .alreadyInHierarchy
    }
    #expect(navigation.viewControllers.count == 1)
  }

  @Test func setViewControllersRemovesInTheMiddleWithoutAppearanceOrDelegateCalls() async throws {
    let (window, navigation) = try makeNavigation("A", "B", "C")
    let spy = NavigationSpy()
    navigation.delegate = spy
    let a = navigation.viewControllers[0]
    let c = navigation.viewControllers[2]
    try await assertReleased([navigation.viewControllers[1]], configuration: quick) {
      try navigation.strict.setViewControllers([a, c], animated: true)
    }
    #expect(window.log.lines == ["willMove(B, nil)", "stack(Nav: A, C)", "didMove(B, nil)"])
    #expect(spy.calls.isEmpty)
  }

  @Test func setViewControllersReordersAddsAndRemovesInOneTransition() async throws {
    let (window, navigation) = try makeNavigation("A", "B", "C")
    let (a, b) = (navigation.viewControllers[0], navigation.viewControllers[1])
    let d = Screen("D")
    try await assertReleased([navigation.viewControllers[2]], configuration: quick) {
      try navigation.strict.setViewControllers([b, a, d], animated: false)
    }
    #expect(navigation.viewControllers.map(\.logName) == ["B", "A", "D"])
    #expect(
      window.log.lines == [
        "willMove(D, Nav)", "willMove(C, nil)", "stack(Nav: B, A, D)", "viewDidLoad(D)",
        "viewWillDisappear(C)", "viewWillAppear(D)", "willShow(D)", "viewDidDisappear(C)",
        "viewDidAppear(D)", "didMove(C, nil)", "didMove(D, Nav)", "didShow(D)",
      ])
  }

  @Test func setViewControllersRejectsDuplicatesAndAnEmptyArrayEmptiesTheStack() async throws {
    let (window, navigation) = try makeNavigation("A")
    #expect {
      let a = navigation.viewControllers[0]
      try navigation.strict.setViewControllers([a, a], animated: false)
    } throws: { error in
      (error as? NavigationError)?.code == .alreadyOnStack
    }
    #expect(navigation.viewControllers.map(\.logName) == ["A"])
    await assertReleased([navigation.viewControllers[0]], configuration: quick) {
      navigation.setViewControllers([], animated: true)
    }
    #expect(navigation.viewControllers.isEmpty)
    #expect(navigation.topViewController == nil)
    #expect(
      window.log.lines == [
        "willMove(A, nil)", "stack(Nav: )", "viewWillDisappear(A)", "viewDidDisappear(A)",
        "didMove(A, nil)",
      ])
  }

  @Test func anAnimatedTransitionHasACoordinatorAndANonAnimatedOneHasNone() throws {
    let (_, navigation) = try makeNavigation("List")
    let spy = NavigationSpy()
    navigation.delegate = spy
    try navigation.strict.pushViewController(Screen("Animated"), animated: true)
    try navigation.strict.pushViewController(Screen("Plain"), animated: false)
    navigation.popViewController(animated: false)
    #expect(spy.coordinatorSeen == [true, false, false])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func theDelegateIsWeakAndASecondDelegateReplacesTheFirst() throws {
    let (_, navigation) = try makeNavigation("List")
    var first: NavigationSpy? = NavigationSpy()
    weak let weakFirst = first
    navigation.delegate = first
    let second = NavigationSpy()
    navigation.delegate = second
    try navigation.strict.pushViewController(Screen("Detail"), animated: false)
    #expect(first?.calls.isEmpty == true)
    #expect(second.calls.count == 2)
    navigation.delegate = first
    first = nil
    #expect(weakFirst == nil)
    #expect(navigation.delegate == nil)
  }

  @Test func isMovingFromParentIsTrueOnlyInsideTheRemovedViewControllersCallbacks() throws {
    let (_, navigation) = try makeNavigation("List", "Detail")
    let list = navigation.viewControllers[0] as! Screen
    let detail = navigation.viewControllers[1] as! Screen
    navigation.popViewController(animated: true)
    #expect(detail.flagsSeen["viewWillDisappear"]?.fromParent == true)
    #expect(detail.flagsSeen["viewDidDisappear"]?.fromParent == true)
    #expect(!detail.isMovingFromParent)
    #expect(list.flagsSeen["viewWillAppear"]?.toParent == false)
    try navigation.strict.pushViewController(detail, animated: true)
    #expect(detail.flagsSeen["viewWillAppear"]?.toParent == true)
    #expect(list.flagsSeen["viewWillDisappear"]?.fromParent == false)
  }

  @Test func outsideAWindowThereAreNoAppearanceCallbacksButTheDelegateIsCalled() throws {
    let navigation = NavigationController(rootViewController: Screen("List"))
    let spy = NavigationSpy()
    navigation.delegate = spy
    let detail = Screen("Detail")
    try navigation.strict.pushViewController(detail, animated: false)
    #expect(!detail.isViewLoaded)
    #expect(detail.flagsSeen.isEmpty)
    #expect(spy.calls.count == 2)
  }

  @Test func aPositiveControlAPoppedScreenKeptByTheTestIsReportedAsALeak() async throws {
    let (_, navigation) = try makeNavigation("List", "Detail")
    let keeper = navigation.viewControllers[1]  // the deliberate owner
    let issues = await withCapturedIssues {
      await assertReleased([navigation.topViewController!], configuration: quick) {
        navigation.popViewController(animated: true)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("Screen, tracked at") == true)
    #expect(issues.first?.headline.hasPrefix("Leak: Screen") == true)
    #expect(issues.first?.message.contains("1 owner not found: a global, a local variable") == true)
    withExtendedLifetime(keeper) {}
  }
}
