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

/// UIKit's window is a view, made as app delegates and scene delegates make it.
@MainActor @Suite struct UIWindowViewTests {
  @Test func aWindowIsAViewThatKeepsWhatTheAppSetsOnIt() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    let view: UIView = window
    #expect(view.frame == UIScreen.main.bounds)
    let splash = UIView()
    window.addSubview(splash)
    #expect(window.subviews == [splash] && splash.superview === window)
    window.overrideUserInterfaceStyle = .light
    #expect(window.traitCollection.userInterfaceStyle == .light)
    window.isHidden = true
    window.makeKeyAndVisible()
    #expect(!window.isHidden && window.isKeyWindow)
  }

  /// A window holds its subviews, as any view; its root view controller is not one of them.
  @Test func aWindowHoldsTheViewsAddedToItAndNotItsRootsView() async {
    let window = UIWindow()
    window.rootViewController = Screen("Main")
    #expect(window.subviews.isEmpty)
    window.addSubview(UIView())
    await assertReleased([window.subviews[0]], configuration: quick) {
      window.subviews[0].removeFromSuperview()
    }
  }

  @Test func aWindowMadeForASceneIsInIt() {
    let scene = makeWindowScene()
    let window = UIWindow(windowScene: scene)
    #expect(window.windowScene === scene)
    #expect(scene.windows == [window])
    window.windowScene = nil
    #expect(scene.windows.isEmpty)
  }
}
