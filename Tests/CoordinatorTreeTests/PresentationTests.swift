import CoordinatorTree
import LeakAuditTesting
import Testing

@MainActor @Suite struct PresentationTests {
  @Test func presentingASheetLeavesThePresenterOnScreenAndOwnsThePresented() throws {
    let (window, navigation) = try makeNavigation("List")
    let sheet = Screen("Sheet")
    var completed = false
    try navigation.viewControllers[0].strict.present(sheet, animated: true) { completed = true }
    #expect(
      window.log.lines == [
        "presented(Sheet, Nav)", "viewDidLoad(Sheet)", "viewWillAppear(Sheet)",
        "viewDidAppear(Sheet)",
      ])
    #expect(completed)
    // The presentation context is the top-most container.
    #expect(navigation.presentedViewController === sheet)
    #expect(navigation.viewControllers[0].presentedViewController === sheet)
    #expect(sheet.presentingViewController === navigation)
    #expect(navigation.viewControllers[0].isVisible)
  }

  @Test func aFullScreenPresentationMakesThePresenterDisappearAndReappear() throws {
    let (window, navigation) = try makeNavigation("List")
    let cover = Screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    try navigation.strict.present(cover, animated: false)
    try cover.strict.dismiss(animated: false)
    #expect(
      window.log.lines == [
        "presented(Cover, Nav)", "viewWillDisappear(Nav)", "viewWillDisappear(List)",
        "viewDidLoad(Cover)", "viewWillAppear(Cover)", "viewDidDisappear(Nav)",
        "viewDidDisappear(List)", "viewDidAppear(Cover)", "dismissed(Cover)",
        "viewWillDisappear(Cover)", "viewWillAppear(Nav)", "viewWillAppear(List)",
        "viewDidDisappear(Cover)", "viewDidAppear(Nav)", "viewDidAppear(List)",
      ])
  }

  func makeFlow() throws -> NavigationController {
    let flow = NavigationController(rootViewController: Screen("Step1"), title: "Flow")
    try flow.strict.pushViewController(Screen("Step2"), animated: false)
    return flow
  }

  @Test func thePresentedStackKnowsItsPresenter() throws {
    let (_, navigation) = try makeNavigation("Main")
    let flow = NavigationController(rootViewController: Screen("Step1"), title: "Flow")
    try flow.strict.pushViewController(Screen("Step2"), animated: false)
    try navigation.strict.present(flow, animated: true)
    #expect(flow.viewControllers.allSatisfy { $0.presentingViewController === navigation })
    #expect(flow.viewControllers[1].navigationController === flow)
  }

  @Test func presentingWhileAlreadyPresentingIsAnError() throws {
    let (window, navigation) = try makeNavigation("List")
    try navigation.strict.present(Screen("First"), animated: false)
    window.log.removeAll()
    #expect { try navigation.strict.present(Screen("Second"), animated: false) } throws: {
      error in
      (error as? NavigationError)?.message == """
        Cannot present 'Second' from 'Nav': it already presents 'First'. Present from \
        'First', or dismiss it first.
        """
    }
    #expect(navigation.presentedViewController?.logName == "First")
    #expect(window.log.lines.isEmpty)
  }

  @Test func dismissOnThePresentedViewControllerIsForwardedToItsPresenter() async throws {
    let (window, navigation) = try makeNavigation("List")
    try navigation.strict.present(Screen("Sheet"), animated: true)
    window.log.removeAll()
    try await assertReleased([navigation.presentedViewController!], configuration: quick) {
      try navigation.presentedViewController!.strict.dismiss(animated: true)
    }
    #expect(
      window.log.lines == [
        "dismissed(Sheet)", "viewWillDisappear(Sheet)", "viewDidDisappear(Sheet)",
      ])
    #expect(navigation.presentedViewController == nil)
  }

  @Test func dismissLowerInAChainRemovesEverythingAboveAtOnce() async throws {
    let (window, navigation) = try makeNavigation("Main")
    try navigation.strict.present(Screen("First"), animated: false)
    try navigation.presentedViewController!.strict.present(Screen("Second"), animated: false)
    let second = { navigation.presentedViewController!.presentedViewController! }
    try second().strict.present(Screen("Third"), animated: false)
    window.log.removeAll()
    try await assertReleased(
      [navigation.presentedViewController!, second(), second().presentedViewController!],
      configuration: quick
    ) {
      try navigation.strict.dismiss(animated: true)
    }
    #expect(
      window.log.lines == [
        "dismissed(Third, Second, First)", "viewWillDisappear(Third)",
        "viewWillDisappear(Second)", "viewWillDisappear(First)", "viewDidDisappear(Third)",
        "viewDidDisappear(Second)", "viewDidDisappear(First)",
      ])
    #expect(window.topViewController?.logName == "Main")
  }

  // A view controller keeps the window it found until something leaves a hierarchy: these
  // check that what left is no longer in the window, each against a push that logs before.
  @Test func aSheetDismissedLowerInAChainNoLongerLogsToTheWindow() throws {
    let (window, navigation) = try makeNavigation("Main")
    let first = NavigationController(rootViewController: Screen("A1"), title: "A")
    let second = NavigationController(rootViewController: Screen("B1"), title: "B")
    try navigation.strict.present(first, animated: false)
    try first.strict.present(second, animated: false)
    window.log.removeAll()
    try second.strict.pushViewController(Screen("B2"), animated: false)
    #expect(window.log.lines.contains("didShow(B2)"))
    try navigation.strict.dismiss(animated: false)
    window.log.removeAll()
    try second.strict.pushViewController(Screen("B3"), animated: false)
    #expect(window.log.lines.isEmpty)
  }

  @Test func aSheetOfARootThatWasReplacedNoLongerLogsToTheWindow() throws {
    let (window, navigation) = try makeNavigation("Main")
    let sheet = NavigationController(rootViewController: Screen("A1"), title: "A")
    try navigation.strict.present(sheet, animated: false)
    window.log.removeAll()
    try sheet.strict.pushViewController(Screen("A2"), animated: false)
    #expect(window.log.lines.contains("didShow(A2)"))
    try window.setRootViewController(Screen("Other"))
    window.log.removeAll()
    try sheet.strict.pushViewController(Screen("A3"), animated: false)
    #expect(window.log.lines.isEmpty)
    withExtendedLifetime(navigation) {}
  }

  @Test func dismissingWithNothingPresentedIsAnError() throws {
    let (_, navigation) = try makeNavigation("List")
    #expect { try navigation.strict.dismiss(animated: true) } throws: { error in
      (error as? NavigationError)?.code == .nothingToDismiss
    }
  }

  @Test func theUsersSheetSwipeCallsTheDelegateInOrderAndReleasesTheWholeStack() async throws {
    let (window, navigation) = try makeNavigation("Main")
    try navigation.strict.present(try makeFlow(), animated: true)
    // No local holds the flow: the test must not be what keeps it alive.
    let flow = { navigation.presentedViewController as! NavigationController }
    let spy = SheetSpy()
    flow().presentationController?.delegate = spy
    window.log.removeAll()
    try await assertReleased([flow()] + flow().viewControllers, configuration: quick) {
      let dismissed = try flow().viewControllers[1].userSwipesDownSheet()
      #expect(dismissed)
    }
    #expect(spy.calls == ["should", "will", "did"])
    #expect(
      window.log.lines == [
        "userSwipesDownSheet(Flow)", "presentationControllerShouldDismiss(Flow)",
        "presentationControllerWillDismiss(Flow)", "dismissed(Flow)",
        "viewWillDisappear(Flow)", "viewWillDisappear(Step2)", "viewDidDisappear(Flow)",
        "viewDidDisappear(Step2)", "presentationControllerDidDismiss(Flow)",
      ])
  }

  @Test func aProgrammaticDismissNeverCallsThePresentationDelegate() throws {
    let (_, navigation) = try makeNavigation("Main")
    let sheet = Screen("Sheet")
    try navigation.strict.present(sheet, animated: true)
    let spy = SheetSpy()
    sheet.presentationController?.delegate = spy
    try sheet.strict.dismiss(animated: true)
    #expect(spy.calls.isEmpty)
  }

  @Test func isModalInPresentationBlocksTheSwipeAndTellsTheDelegateOfTheAttempt() throws {
    let (window, navigation) = try makeNavigation("Main")
    let sheet = Screen("Sheet")
    sheet.isModalInPresentation = true
    try navigation.strict.present(sheet, animated: true)
    let spy = SheetSpy()
    sheet.presentationController?.delegate = spy
    window.log.removeAll()
    #expect(try sheet.userSwipesDownSheet() == false)
    #expect(spy.calls == ["didAttempt"])
    #expect(navigation.presentedViewController === sheet)
    #expect(
      window.log.lines == [
        "userSwipesDownSheet(Sheet)", "presentationControllerDidAttemptToDismiss(Sheet)",
      ])
  }

  @Test func aDelegateThatRefusesKeepsTheSheet() throws {
    let (_, navigation) = try makeNavigation("Main")
    let sheet = Screen("Sheet")
    try navigation.strict.present(sheet, animated: true)
    let spy = SheetSpy()
    spy.allow = false
    sheet.presentationController?.delegate = spy
    #expect(try sheet.userSwipesDownSheet() == false)
    #expect(spy.calls == ["should", "didAttempt"])
    #expect(navigation.presentedViewController === sheet)
  }

  @Test func onlyTheTopSheetOfAChainAndNoFullScreenPresentationCanBeSwipedDown() throws {
    let (_, navigation) = try makeNavigation("Main")
    let sheet = Screen("Sheet")
    try navigation.strict.present(sheet, animated: true)
    let cover = Screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    try sheet.strict.present(cover, animated: true)
    #expect { try sheet.userSwipesDownSheet() } throws: { error in
      (error as? NavigationError)?.code == .sheetIsCovered
    }
    #expect { try cover.userSwipesDownSheet() } throws: { error in
      (error as? NavigationError)?.code == .notASheet
    }
    #expect { try navigation.userSwipesDownSheet() } throws: { error in
      (error as? NavigationError)?.code == .nothingToDismiss
    }
  }
}
