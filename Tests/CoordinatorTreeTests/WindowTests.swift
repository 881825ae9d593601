import CoordinatorTree
import LeakAuditTesting
import Testing

@MainActor @Suite struct WindowTests {
  @Test func replacingTheRootReleasesTheOldHierarchy() async throws {
    let window = try makeNavigation("Login", "Password").0
    let navigation = { window.rootViewController as! NavigationController }
    try await assertReleased(
      [navigation()] + navigation().viewControllers, configuration: quick
    ) {
      try window.setRootViewController(Screen("Home"))
    }
    #expect(
      window.log.lines == [
        "root(Home)", "viewWillDisappear(Nav)", "viewWillDisappear(Password)",
        "viewDidLoad(Home)", "viewWillAppear(Home)", "viewDidDisappear(Nav)",
        "viewDidDisappear(Password)", "viewDidAppear(Home)",
      ])
  }

  @Test func replacingARootThatPresentsSomethingLeavesBothAliveAsUIKitDoes() async throws {
    // The reported UIKit leak, reproduced: the presentation owns its presenter until dismissed.
    let window = try makeNavigation("Main").0
    try window.rootViewController!.strict.present(Screen("Sheet"), animated: true)
    let tracker = LeakTracker(configuration: quick)
    let navigation = tracker.track(window.rootViewController!, label: "old root")
    let sheet = tracker.track(window.rootViewController!.presentedViewController!)
    weak let weakSheet = window.rootViewController!.presentedViewController
    let report = await tracker.step("replace the root", expectReleased: [navigation, sheet]) {
      try? window.setRootViewController(Screen("Home"))
    }
    #expect(report.findings.map(\.kind) == [.leak, .leak])
    #expect(report.findings[0].objects[0].label == "old root")
    // Dismissing breaks the cycle.
    try await assertReleased([weakSheet!.presentingViewController!], configuration: quick) {
      try weakSheet!.strict.dismiss(animated: false)
    }
  }

  @Test func discardingTheHierarchyReleasesAChainOfPresentationsWithoutACallback() async throws {
    // For harnesses that throw a window away (exploration's sessions): the presentations that
    // hold their presenters are unlinked, and no app code hears of it.
    let window = try makeNavigation("Main").0
    let tracker = LeakTracker(configuration: quick)
    var probes: [Probe] = []
    do {
      let root = window.rootViewController!
      try root.strict.present(Screen("Sheet"), animated: false)
      try root.presentedViewController!.strict.present(Screen("Above"), animated: false)
      probes = [
        tracker.track(root, label: "root"),
        tracker.track(root.presentedViewController!, label: "sheet"),
        tracker.track(root.presentedViewController!.presentedViewController!, label: "above"),
      ]
    }
    let events = window.log.events.count
    let report = await tracker.step("discard", expectReleased: probes) {
      window.discardHierarchy()
    }
    #expect(report.isClean, "\(report.text)")
    #expect(window.rootViewController == nil)
    #expect(window.log.events.count == events)
  }

  @Test func theTopViewControllerIsTheContentThroughContainersAndPresentations() throws {
    let (window, navigation) = try makeNavigation("List", "Detail")
    #expect(window.topViewController?.logName == "Detail")
    let tabs = TabBarController(
      viewControllers: [NavigationController(rootViewController: Screen("Inner"))], title: "Tabs")
    try navigation.strict.present(tabs, animated: true)
    #expect(window.topViewController?.logName == "Inner")
    #expect(navigation.contentViewController.logName == "Detail")
  }

  @Test func aViewControllerInAHierarchyCannotBecomeTheRoot() throws {
    let (window, navigation) = try makeNavigation("List")
    #expect { try Window().setRootViewController(navigation.viewControllers[0]) } throws: { error in
      (error as? NavigationError)?.code == .alreadyInHierarchy
    }
    #expect { try Window().setRootViewController(navigation) } throws: { error in
      (error as? NavigationError)?.code == .alreadyInHierarchy
    }
    #expect(window.rootViewController === navigation)
  }
}
