import HeadlessUIKit
import Testing

/// `@main` on an app delegate compiles: the delegate has UIKit's `main()`.
@MainActor @Suite struct UIApplicationDelegateMainTests {
  /// `@main` needs a `static func main()` of type `() -> Void` on the annotated type; every
  /// app delegate has one (calling it would end the test process, so its message is checked).
  @Test func everyAppDelegateHasTheEntryPointThatMainNeeds() {
    let entry: @MainActor () -> Void = ConfiguringAppDelegate.main
    _ = entry
    #expect(
      headlessMainMessage(ConfiguringAppDelegate.self)
        == "Error: 'ConfiguringAppDelegate' is the app's entry point (@main), and HeadlessUIKit "
        + "has no device to run an app on. Run it in a test instead, started as iOS starts it: "
        + "FlowExplorer(appDelegate: ConfiguringAppDelegate.init), or "
        + "FlowExplorer(sceneDelegate: SceneDelegate.init, appDelegate: "
        + "ConfiguringAppDelegate.init) for an app with scenes (see docs/exploring.md).")
  }
}
