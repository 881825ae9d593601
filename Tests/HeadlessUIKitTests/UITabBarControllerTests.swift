import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITabBarController` as coordinators use it, spelled as UIKit spells it.
@MainActor @Suite struct UITabBarControllerTests {
  /// Tabs `Memos`, `Settings` in a window.
  func tabs() -> (UIWindow, UITabBarController) {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: Screen("Memos")), Screen("Settings"),
    ]
    let window = makeWindow()
    window.rootViewController = tabs
    window.log.removeAll()
    return (window, tabs)
  }

  @Test func aTabBarControllerWithoutTabsHasNoViewControllers() {
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil)
    #expect(tabs.selectedViewController == nil)
  }

  @Test func settingViewControllersOwnsTheTabsAndReleasesReplacedOnes() async {
    let (_, tabs) = tabs()
    #expect(tabs.selectedIndex == 0)
    let profile = Screen("Profile")
    await assertReleased([tabs.viewControllers![1]], configuration: quick) {
      tabs.setViewControllers([tabs.viewControllers![0], profile], animated: false)
    }
    #expect(tabs.viewControllers?.count == 2)
    #expect(tabs.viewControllers?[1] === profile)
  }

  @Test func selectedIndexSelectsFromCodeWithoutTheDelegate() {
    final class Spy: NSObject, UITabBarControllerDelegate {
      var selected = 0
      func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
      ) { selected += 1 }
    }
    let (window, tabs) = tabs()
    let spy = Spy()
    tabs.delegate = spy
    tabs.selectedIndex = 1
    #expect(tabs.selectedViewController?.title == "Settings")
    #expect(spy.selected == 0)
    #expect(window.log.lines.contains("viewDidAppear(Settings)"))
  }

  @Test func selectedViewControllerSelectsThatTabAndAStrangerIsRecorded() {
    let (window, tabs) = tabs()
    let settings = tabs.viewControllers![1]
    tabs.selectedViewController = settings
    #expect(tabs.selectedIndex == 1)
    tabs.selectedViewController = Screen("Stranger")
    #expect(tabs.selectedIndex == 1)
    #expect(window.log.lines.last == "misuse(notOnStack, selectedViewController, no call site)")
  }
}
