import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIWindow` as a scene delegate and an app coordinator use it.
@MainActor @Suite struct UIWindowTests {
  @Test func settingTheRootViewControllerReplacesTheHierarchyAndReleasesTheOldOne() async {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: Screen("Login"))
    let main = Screen("Main")
    await assertReleased(
      [window.rootViewController!, window.rootViewController!.children[0]], configuration: quick
    ) {
      window.rootViewController = UINavigationController(rootViewController: main)
    }
    #expect(window.rootViewController?.children == [main])
    #expect(main.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
  }

  @Test func makeKeyAndVisibleMakesItTheKeyWindow() {
    let window = UIWindow()
    #expect(!window.isKeyWindow)
    window.rootViewController = Screen("Main")
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
  }
}
