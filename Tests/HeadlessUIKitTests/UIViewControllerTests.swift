import HeadlessUIKit
import LeakAuditTesting
import Testing

import enum CoordinatorTree.MainLoop

/// `UIViewController` as coordinators use it, spelled as UIKit spells it.
@MainActor @Suite struct UIViewControllerTests {
  @Test func appearanceCallbacksComeInUIKitsOrderAroundAPushAndAPop() {
    let (_, navigation) = shown("List")
    let list = navigation.topViewController as! Screen
    let detail = Screen("Detail")
    navigation.pushViewController(detail, animated: true)
    navigation.popViewController(animated: true)  // the push ends first
    MainLoop.runUntilIdle()
    #expect(
      list.calls == [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
        "viewDidDisappear", "viewWillAppear", "viewDidAppear",
      ])
    #expect(
      detail.calls == [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear moving",
        "viewDidDisappear moving",
      ])
  }

  @Test func loadViewIfNeededRunsViewDidLoadOnceBeforeAnyAppearance() {
    let screen = Screen("Detail")
    #expect(!screen.isViewLoaded)
    screen.loadViewIfNeeded()
    screen.loadViewIfNeeded()
    #expect(screen.isViewLoaded)
    #expect(screen.calls == ["viewDidLoad"])
  }

  @Test func viewDidLoadRunsWhenTheViewIsFirstShownNotWhenTheScreenIsMade() {
    let (_, navigation) = shown("List")
    let detail = Screen("Detail")
    #expect(detail.calls.isEmpty)
    navigation.pushViewController(detail, animated: false)
    #expect(detail.calls.first == "viewDidLoad")
  }

  @Test func addChildHoldsTheChildAndRemoveFromParentLetsItGo() async {
    let container = Screen("Container")
    container.addChild(Screen("Child"))
    container.children[0].didMove(toParent: container)
    #expect(container.children[0].parent === container)
    await assertReleased([container.children[0]], configuration: quick) {
      container.children[0].willMove(toParent: nil)
      container.children[0].removeFromParent()
    }
    #expect(container.children.isEmpty)
  }

  @Test func addChildMovesAChildThatHasAnotherParentAsUIKitDoes() {
    let first = Screen("First")
    let second = Screen("Second")
    let child = Screen("Child")
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children == [child])
    #expect(child.parent === second)
  }

  @Test func presentRunsItsCompletionAfterThePresentedOneAppeared() {
    let (_, navigation) = shown("List")
    let sheet = Screen("Sheet")
    var seen: [String] = []
    navigation.topViewController!.present(sheet, animated: true) { seen = sheet.calls }
    #expect(seen == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(navigation.presentedViewController === sheet)
  }

  @Test func dismissRunsItsCompletionAfterThePresentedOneLeftAndReleasesIt() async {
    let (_, navigation) = shown("List")
    navigation.present(Screen("Sheet"), animated: false)
    var completed = false
    await assertReleased([navigation.presentedViewController!], configuration: quick) {
      navigation.presentedViewController!.dismiss(animated: true) { completed = true }
    }
    #expect(completed)
    #expect(navigation.presentedViewController == nil)
  }

  @Test func presentingWhileAlreadyPresentingIsIgnoredAndRecordedAsUIKitLogsIt() {
    let (window, navigation) = shown("List")
    navigation.present(Screen("First"), animated: false)
    var completed = false
    navigation.present(Screen("Second"), animated: false) { completed = true }
    #expect(!completed)
    #expect(navigation.presentedViewController?.title == "First")
    #expect(window.log.lines.last?.hasPrefix("misuse(alreadyPresenting, ") == true)
  }

  @Test func navigationControllerIsTheNearestOneAbove() {
    let (_, navigation) = shown("List")
    #expect(navigation.topViewController?.navigationController === navigation)
    #expect(navigation.navigationController == nil)
    #expect(Screen("Alone").navigationController == nil)
  }

  @Test func tabBarControllerIsTheNearestOneAbove() {
    let (_, navigation) = shown("List")
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: Screen("Memos"))]
    #expect(tabs.viewControllers?[0].children[0].tabBarController === tabs)
    #expect(navigation.topViewController?.tabBarController == nil)
  }

  @Test func presentingViewControllerIsSetOnThePresentedStackToo() {
    let (_, navigation) = shown("List")
    let compose = Screen("Compose")
    let sheet = UINavigationController(rootViewController: compose)
    navigation.topViewController!.present(sheet, animated: true)
    #expect(sheet.presentingViewController === navigation)
    #expect(compose.presentingViewController === navigation)
    #expect(navigation.presentingViewController == nil)
  }

  @Test func presentedViewControllerIsSeenFromAnywhereInsideThePresenter() {
    let (_, navigation) = shown("List")
    let sheet = Screen("Sheet")
    navigation.topViewController!.present(sheet, animated: false)
    #expect(navigation.presentedViewController === sheet)
    #expect(navigation.topViewController?.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
  }

  @Test func presentationControllerExistsBeforeThePresentationAndIsTheOneThatPresents() {
    let (_, navigation) = shown("List")
    let sheet = Screen("Sheet")
    let before = sheet.presentationController
    navigation.present(sheet, animated: false)
    #expect(before != nil)
    #expect(sheet.presentationController === before)
    #expect(sheet.presentationController?.presentingViewController === navigation)
    #expect(sheet.presentationController?.presentedViewController === sheet)
  }

  @Test func isModalInPresentationKeepsTheSheetWhenTheUserSwipesItDown() throws {
    let (_, navigation) = shown("List")
    let sheet = Screen("Sheet")
    sheet.isModalInPresentation = true
    navigation.present(sheet, animated: true)
    #expect(try sheet.userSwipesDownSheet() == false)
    #expect(navigation.presentedViewController === sheet)
  }

  @Test func isMovingFromParentIsTrueOnlyInsideThePoppedOnesDisappearance() {
    let (_, navigation) = shown("List", "Detail")
    let detail = navigation.topViewController as! Screen
    let list = navigation.viewControllers[0] as! Screen
    navigation.popViewController(animated: true)
    #expect(detail.calls.last == "viewWillDisappear moving")
    MainLoop.runUntilIdle()
    #expect(detail.calls.suffix(2) == ["viewWillDisappear moving", "viewDidDisappear moving"])
    #expect(!list.calls.contains { $0.hasSuffix("moving") })
    #expect(!detail.isMovingFromParent)
  }

  @Test func isMovingToParentIsTrueOnlyInsideThePushedOnesAppearance() {
    let (_, navigation) = shown("List")
    let detail = Screen("Detail")
    let next = Screen("Next")
    navigation.pushViewController(detail, animated: true)
    navigation.pushViewController(next, animated: true)
    navigation.popViewController(animated: true)
    MainLoop.runUntilIdle()
    #expect(
      detail.flags == [
        "viewWillAppear isMovingToParent", "viewDidAppear isMovingToParent", "viewWillDisappear",
        "viewDidDisappear", "viewWillAppear", "viewDidAppear",
      ])
    #expect(!detail.isMovingToParent)
  }

  @Test func isBeingPresentedAndIsBeingDismissedAreTrueOnlyInsideThePresentedOnesCallbacks() {
    let (_, navigation) = shown("List")
    let sheet = Screen("Sheet")
    navigation.present(sheet, animated: true)
    sheet.dismiss(animated: true)
    #expect(
      sheet.flags == [
        "viewWillAppear isBeingPresented", "viewDidAppear isBeingPresented",
        "viewWillDisappear isBeingDismissed", "viewDidDisappear isBeingDismissed",
      ])
    #expect(!sheet.isBeingPresented && !sheet.isBeingDismissed)
  }

  @Test func titleIsNilUntilSetAndSetsTheNavigationItemsTitle() {
    let screen = UIViewController()
    #expect(screen.title == nil)
    screen.title = "Memo"
    #expect(screen.navigationItem.title == "Memo")
    screen.navigationItem.title = "Other"
    #expect(screen.title == "Memo")
  }

  @Test func viewControllersAreEqualAndHashedByIdentityAsNSObjectsAre() {
    let first = Screen("Same")
    let second = Screen("Same")
    var completions: [UIViewController: String] = [:]
    completions[first] = "first"
    completions[second] = "second"
    #expect(first == first)
    #expect(first != second)
    #expect(completions[first] == "first")
    #expect(Set([first, first, second]).count == 2)
  }

  /// What the model loads inside the call, entry point by entry point, pinned (unchanged from
  /// main): a push, a presentation and a window's root load the view whose appearance they
  /// start; a view controller in no window loads nothing until its view is asked for. (UIKit is
  /// reported to start a navigation controller's transitions and a presentation at the end of
  /// the run-loop turn since iOS 7; docs/uikit-surface.md says where the model differs.)
  @Test func aPushAPresentationAndAWindowsRootLoadTheViewTheyShowInsideTheCall() {
    let (_, navigation) = shown("List")
    let detail = Screen("Detail")
    navigation.pushViewController(detail, animated: true)
    #expect(detail.calls == ["viewDidLoad", "viewWillAppear"])
    let sheet = Screen("Sheet")
    navigation.present(sheet, animated: true)
    #expect(sheet.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    let root = Screen("Root")
    let inside = Screen("Inside")
    let window = makeWindow()
    window.rootViewController = UINavigationController(rootViewController: root)
    #expect(root.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    let offWindow = UINavigationController(rootViewController: inside)
    offWindow.pushViewController(Screen("Above"), animated: false)
    #expect(!inside.isViewLoaded)
    _ = inside.view
    #expect(inside.calls == ["viewDidLoad"])
    MainLoop.runUntilIdle()
  }
}
