import CoordinatorTree
import Testing

@testable import LeakAuditTesting

/// A tab bar controller on a navigation stack, as several apps' main flows put one there
/// (after a login screen, say): UIKit shows it; only a navigation controller pushed onto
/// another raises.
@MainActor @Suite struct TabBarInStackTests {
  func tabs() -> TabBarController {
    TabBarController(viewControllers: [Screen("Feed"), Screen("Profile")], title: "Tabs")
  }

  @Test(arguments: ["push", "setViewControllers", "viewControllers"])
  func aTabBarControllerOnAStackIsShown(_ way: String) throws {
    let (window, navigation) = try makeNavigation("Login")
    let tabBar = tabs()
    switch way {
    case "push": navigation.pushViewController(tabBar, animated: false)
    case "setViewControllers": navigation.setViewControllers([tabBar], animated: false)
    default: navigation.viewControllers = [tabBar]
    }
    #expect(!window.log.lines.contains { $0.hasPrefix("misuse") }, "\(window.log.lines)")
    #expect(navigation.topViewController === tabBar)
    #expect(window.topViewController?.logName == "Feed")
    #expect(window.topViewController?.tabBarController === tabBar)
    #expect(window.topViewController?.navigationController === navigation)
    #expect(window.log.lines.contains("viewDidAppear(Feed)"), "\(window.log.lines)")
  }

  @Test func theUserTapsTheTabsOfATabBarOnAStack() throws {
    let (window, navigation) = try makeNavigation("Login")
    let tabBar = tabs()
    navigation.pushViewController(tabBar, animated: false)
    #expect(window.userActions.contains(.tapTab(1)))
    try window.perform(.tapTab(1))
    #expect(window.topViewController?.logName == "Profile")
  }

  @Test func aTabBarPoppedFromTheStackGoesWithItsTabs() async throws {
    let (_, navigation) = try makeNavigation("Login")
    navigation.pushViewController(tabs(), animated: false)
    await assertReleased(
      [navigation.topViewController!] + navigation.topViewController!.children,
      configuration: quick
    ) {
      _ = navigation.popViewController(animated: false)
    }
  }

  @Test func aTabBarKeptAfterItsPopIsALeakNamed() async throws {
    // The positive control: something keeps the tab bar.
    let (_, navigation) = try makeNavigation("Login")
    navigation.pushViewController(tabs(), animated: false)
    var kept: [ViewController] = [navigation.topViewController!]
    let issues = await withCapturedIssues {
      await assertReleased(kept, configuration: quick) {
        _ = navigation.popViewController(animated: false)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.headline.contains("TabBarController") == true, "\(issues)")
    kept.removeAll()
  }

  @Test func aNavigationControllerPushedOntoAnotherIsStillAMisuse() throws {
    let (window, navigation) = try makeNavigation("Login")
    navigation.pushViewController(NavigationController(), animated: false)
    #expect(window.log.lines.contains { $0.hasPrefix("misuse(cannotPushContainer") })
    #expect(navigation.viewControllers.count == 1)
  }
}
