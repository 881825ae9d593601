import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIScene`, its session, configuration and connection options, as scene delegates read them.
@MainActor @Suite struct UISceneTests {
  /// UIKit's header: the scene holds its delegate strongly, for the scene's life.
  @Test func aSceneHoldsItsDelegateStrongly() async {
    var scene: UIWindowScene? = makeWindowScene()
    scene?.delegate = RecordingSceneDelegate()
    #expect(scene?.delegate is RecordingSceneDelegate)
    await assertReleased([scene!, scene!.delegate!], configuration: quick) { scene = nil }
  }

  /// The positive control: a delegate the scene alone holds survives while the scene does.
  @Test func aSceneDelegateOutlivesEveryOtherReferenceWhileItsSceneLives() async {
    let scene = makeWindowScene()
    scene.delegate = RecordingSceneDelegate()
    await withKnownIssue {
      await assertReleased([scene.delegate!], configuration: quick) {}
    } matching: { issue in
      String(describing: issue).contains("Leak: RecordingSceneDelegate still alive")
    }
  }

  /// The session names its scene weakly; the scene holds its session.
  @Test func theSessionNamesItsSceneWeakly() async {
    var scene: UIWindowScene? = makeWindowScene()
    let session = scene!.session
    #expect(session.scene === scene)
    await assertReleased([scene!], configuration: quick) { scene = nil }
    #expect(session.scene == nil)
  }

  @Test func aSessionCarriesItsRoleAndConfiguration() {
    let configuration = UISceneConfiguration(
      name: "Default Configuration", sessionRole: .windowApplication)
    configuration.delegateClass = RecordingSceneDelegate.self
    configuration.storyboard = UIStoryboard(name: "Main", bundle: nil)
    let session = UISceneSession(role: .windowApplication, configuration: configuration)
    #expect(session.role == .windowApplication)
    #expect(session.configuration.name == "Default Configuration")
    #expect(session.configuration.role == .windowApplication)
    #expect(session.configuration.delegateClass == RecordingSceneDelegate.self)
    #expect(session.persistentIdentifier == "Session 1")
    #expect(session.scene == nil)
  }

  @Test func connectionOptionsCarryTheURLsTheSceneOpensWith() throws {
    let url = try #require(URL(string: "shop://offers/42"))
    let options = UIScene.ConnectionOptions(
      urlContexts: [UIOpenURLContext(url: url)], sourceApplication: "com.example.mail")
    #expect(options.urlContexts.first?.url == url)
    #expect(options.sourceApplication == "com.example.mail")
    #expect(UIScene.ConnectionOptions().urlContexts.isEmpty)
  }

  /// The optional methods of the delegates have defaults: an empty delegate compiles.
  @Test func theDelegatesOptionalMethodsDoNothingByDefault() {
    final class EmptySceneDelegate: UIResponder, UIWindowSceneDelegate {}
    final class EmptyAppDelegate: UIResponder, UIApplicationDelegate {}
    let scene = makeWindowScene()
    let sceneDelegate = EmptySceneDelegate()
    sceneDelegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
    sceneDelegate.window = UIWindow(windowScene: scene)
    #expect(sceneDelegate.window == nil)
    let appDelegate = EmptyAppDelegate()
    let application = UIApplication.shared
    #expect(appDelegate.application(application, didFinishLaunchingWithOptions: nil))
    let configuration = appDelegate.application(
      application, configurationForConnecting: scene.session, options: UIScene.ConnectionOptions())
    #expect(configuration.name == "Default Configuration")
    #expect(configuration.role == .windowApplication)
  }
}
