import HeadlessUIKit
import LeakAuditTesting
import Testing

import enum CoordinatorTree.MainLoop

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

  /// UIKit shows the selection of tabs given to a tab bar on screen at the next layout pass:
  /// code after `setViewControllers` (a callback, a list's data) runs before the selected tab's
  /// `viewDidLoad`, and the other tabs do not load. (Main loaded it inside the call.)
  @Test func tabsGivenToATabBarOnScreenLoadTheSelectedOneAtTheNextLayoutPass() {
    let tabs = UITabBarController()
    let window = makeWindow()
    window.rootViewController = tabs
    let list = Screen("List")
    var seen: String?
    list.onDidLoad = { [weak list] in seen = list?.title }
    let settings = Screen("Settings")
    tabs.setViewControllers(
      [UINavigationController(rootViewController: list), settings], animated: false)
    #expect(!list.isViewLoaded, "not inside setViewControllers")
    list.title = "List, configured after the call"
    MainLoop.runUntilIdle()
    #expect(seen == "List, configured after the call")
    #expect(list.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(!settings.isViewLoaded, "only the selected tab loads")
    #expect(window.topViewController === list && list.isVisible)
  }

  /// Replaced before the layout pass, a selection never shown does not load; the one selected
  /// then does, and the tab that was on screen disappears inside the call.
  @Test func onlyTheTabSelectedAtTheLayoutPassLoads() {
    let first = Screen("First")
    let tabs = UITabBarController()
    tabs.viewControllers = [first]
    makeWindow().rootViewController = tabs
    let skipped = Screen("Skipped")
    let shown = Screen("Shown")
    tabs.viewControllers = [skipped]
    #expect(
      first.calls == [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear moving",
        "viewDidDisappear moving",
      ])
    tabs.viewControllers = [shown]
    MainLoop.runUntilIdle()
    #expect(
      !skipped.isViewLoaded && shown.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }

  /// Tabs given before the tab bar is shown load the selected one as the tab bar appears, as
  /// UIKit's (unchanged from main).
  @Test func tabsGivenBeforeTheTabBarIsShownLoadTheSelectedOneAsItAppears() {
    let list = Screen("List")
    let settings = Screen("Settings")
    let tabs = UITabBarController()
    tabs.viewControllers = [list, settings]
    #expect(!list.isViewLoaded)
    makeWindow().rootViewController = tabs
    #expect(list.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(!settings.isViewLoaded)
  }
}
