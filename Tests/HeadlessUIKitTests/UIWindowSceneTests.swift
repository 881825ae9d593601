import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIWindowScene` and its windows, as scene delegates use them.
@MainActor @Suite struct UIWindowSceneTests {
  /// As reported of UIKit: the scene does not keep its windows, which is why a scene delegate
  /// keeps its window in `window`.
  @Test func aSceneHoldsItsWindowsWeakly() async {
    let scene = makeWindowScene()
    var window: UIWindow? = UIWindow(windowScene: scene)
    #expect(scene.windows == [window!])
    await assertReleased([window!], configuration: quick) { window = nil }
    #expect(scene.windows.isEmpty)
  }

  /// The positive control: a window the scene delegate keeps stays, and a window holds its
  /// scene weakly.
  @Test func aWindowTheDelegateKeepsStaysAndHoldsItsSceneWeakly() async {
    let delegate = RecordingSceneDelegate()
    var scene: UIWindowScene? = makeWindowScene()
    delegate.window = UIWindow(windowScene: scene!)
    await withKnownIssue {
      await assertReleased([delegate.window!], configuration: quick) {}
    } matching: { issue in
      String(describing: issue).contains("Leak: Window still alive")
    }
    await assertReleased([scene!], configuration: quick) { scene = nil }
    #expect(delegate.window?.windowScene == nil)
  }

  @Test func makingAWindowKeyMakesItTheScenesKeyWindowAndTheFormerResigns() {
    let scene = makeWindowScene()
    let main = UIWindow(windowScene: scene)
    let overlay = UIWindow(windowScene: scene)
    #expect(scene.keyWindow == nil)
    main.makeKeyAndVisible()
    #expect(scene.keyWindow === main && main.isKeyWindow)
    overlay.makeKey()
    #expect(scene.keyWindow === overlay && !main.isKeyWindow)
    // A window moved to another scene leaves the first one's list.
    let other = makeWindowScene()
    overlay.windowScene = other
    #expect(scene.windows == [main] && other.windows == [overlay])
    #expect(scene.keyWindow == nil && other.keyWindow === overlay)
  }

  @Test func aWindowInASceneIsAsLargeAsItsScreen() {
    let scene = makeWindowScene()
    let window = UIWindow(windowScene: scene)
    #expect(window.frame == UIScreen.main.bounds)
    #expect(window.screen === UIScreen.main && scene.screen === UIScreen.main)
    #expect(scene.traitCollection.userInterfaceStyle == .light)
  }
}
