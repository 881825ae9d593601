import HeadlessUIKit
import LeakAuditTesting
import Testing

import class CoordinatorTree.FlowAudit
import enum CoordinatorTree.MainLoop

/// `UINavigationController` as coordinators use it, spelled as UIKit spells it.
@MainActor @Suite struct UINavigationControllerTests {
  @Test func anEmptyNavigationControllerShowsItsFirstPushAsTheRoot() {
    let navigation = UINavigationController()
    let window = UIWindow()
    window.rootViewController = navigation
    #expect(navigation.viewControllers.isEmpty)
    #expect(navigation.topViewController == nil)
    let main = Screen("Main")
    navigation.pushViewController(main, animated: true)
    #expect(navigation.viewControllers == [main])
    #expect(main.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(window.log.lines.contains("didShow(Main)"))
  }

  @Test func initWithARootViewControllerIsAnEmptyOneWithOnePush() {
    let main = Screen("Main")
    let navigation = UINavigationController(rootViewController: main)
    #expect(navigation.viewControllers == [main])
    #expect(main.parent === navigation)
  }

  @Test func settingViewControllersReplacesTheStackWithoutAnimation() async {
    let (window, navigation) = shown("Main", "Search", "Results")
    let main = navigation.viewControllers[0]
    let detail = Screen("Detail")
    await assertReleased(Array(navigation.viewControllers.dropFirst()), configuration: quick) {
      navigation.viewControllers = [main, detail]
    }
    #expect(titles(navigation.viewControllers) == ["Main", "Detail"])
    #expect(window.log.lines.contains("didShow(Detail)"))
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func pushViewControllerShowsTheNewTopAndOwnsIt() {
    let (_, navigation) = shown("Main")
    let search = Screen("Search")
    navigation.pushViewController(search, animated: true)
    #expect(navigation.topViewController === search)
    #expect(search.parent === navigation)
    #expect(search.navigationController === navigation)
  }

  @Test func pushingAViewControllerAlreadyOnTheStackDoesNothingAndIsRecordedAtItsLine() {
    let (window, navigation) = shown("Main", "Search")
    let line = #line + 1
    navigation.pushViewController(navigation.viewControllers[0], animated: true)
    #expect(titles(navigation.viewControllers) == ["Main", "Search"])
    #expect(
      window.log.lines == [
        "misuse(alreadyOnStack, pushViewController(_:animated:), "
          + "HeadlessUIKitTests/UINavigationControllerTests.swift:\(line))"
      ])
  }

  @Test func popViewControllerReturnsThePoppedOneReleasesItAndIsNilAtTheRoot() async {
    let (_, navigation) = shown("Main", "Search")
    await assertReleased([navigation.topViewController!], configuration: quick) {
      let popped: UIViewController? = navigation.popViewController(animated: true)
      #expect(popped?.title == "Search")
    }
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(titles(navigation.viewControllers) == ["Main"])
  }

  @Test func popToViewControllerReturnsThePoppedOnesOrNilForOneNotOnTheStack() {
    let (window, navigation) = shown("Main", "StepOne", "StepTwo")
    let main = navigation.viewControllers[0]
    let popped: [UIViewController]? = navigation.popToViewController(main, animated: true)
    #expect(titles(popped) == ["StepOne", "StepTwo"])
    #expect(navigation.popToViewController(main, animated: true) == [])
    #expect(navigation.popToViewController(Screen("Stranger"), animated: true) == nil)
    #expect(window.log.lines.last?.hasPrefix("misuse(notOnStack, ") == true)
  }

  @Test func poppingToOneNotOnTheStackIsLoggedAndAFindingOfTheAuditAtTheCallsLine()
    async throws
  {
    let (window, navigation) = shown("Main", "Search")
    let audit = FlowAudit(window: window, configuration: quick)
    let site = "HeadlessUIKitTests/UINavigationControllerTests.swift:\(#line + 3)"
    var popped: [UIViewController]? = []
    let report = try await audit.step("back to a stranger") {
      popped = navigation.popToViewController(Screen("Stranger"), animated: true)
    }
    #expect(popped == nil)
    #expect(titles(navigation.viewControllers) == ["Main", "Search"])
    #expect(
      window.log.lines.filter { $0.hasPrefix("misuse(") } == [
        "misuse(notOnStack, popToViewController(_:animated:), \(site))"
      ])
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(
      report.findings.first?.message?.hasPrefix(
        "misuse at \(site): popToViewController(_:animated:) did nothing. ") == true)
  }

  @Test func popToRootViewControllerReturnsEveryPoppedOneBottomFirst() async {
    let (_, navigation) = shown("Main", "Search", "Results", "Detail")
    await assertReleased(Array(navigation.viewControllers.dropFirst()), configuration: quick) {
      let popped: [UIViewController]? = navigation.popToRootViewController(animated: true)
      #expect(titles(popped) == ["Search", "Results", "Detail"])
    }
    #expect(navigation.popToRootViewController(animated: true) == [])
  }

  @Test func setViewControllersReplacesTheStackInOneTransition() {
    let (window, navigation) = shown("Main", "Search")
    let (main, search) = (navigation.viewControllers[0], navigation.viewControllers[1])
    let detail = Screen("Detail")
    window.log.removeAll()
    navigation.setViewControllers([search, main, detail], animated: true)
    #expect(titles(navigation.viewControllers) == ["Search", "Main", "Detail"])
    MainLoop.runUntilIdle()
    #expect(window.log.lines.filter { $0.hasPrefix("didShow") } == ["didShow(Detail)"])
  }

  @Test func topViewControllerIsTheLastOfTheStack() {
    let (_, navigation) = shown("Main", "Search")
    #expect(navigation.topViewController === navigation.viewControllers.last)
  }

  @Test func visibleViewControllerIsAPresentedOneElseTheTop() {
    let (_, navigation) = shown("Main", "Search")
    #expect(navigation.visibleViewController?.title == "Search")
    let sheet = Screen("Sheet")
    navigation.present(sheet, animated: false)
    #expect(navigation.visibleViewController === sheet)
  }

  @Test func aUINavigationControllerSubclassCallsSuperAsOnIOS() {
    final class AppNavigationController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.backButtonTitle = ""
      }
    }
    let navigation = AppNavigationController(rootViewController: Screen("Main"))
    let window = UIWindow()
    window.rootViewController = navigation
    #expect(navigation.navigationItem.backButtonTitle == "")
    #expect(titles(navigation.viewControllers) == ["Main"])
  }
}
