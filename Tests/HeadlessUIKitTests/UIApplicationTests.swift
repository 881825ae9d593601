import HeadlessUIKit
import LeakAuditTesting
import Testing

import class CoordinatorTree.FlowAudit
import enum CoordinatorTree.MainLoop

/// A scene delegate as apps write one, recording what it hears.
final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var onDisconnect: () -> Void = {}
  func sceneDidDisconnect(_ scene: UIScene) { onDisconnect() }
}

/// An app delegate as apps write one.
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?
}

/// A window scene with a fresh session, as UIKit makes one when a scene connects.
@MainActor
func makeWindowScene() -> UIWindowScene {
  UIWindowScene(
    session: UISceneSession(
      role: .windowApplication,
      configuration: UISceneConfiguration(
        name: "Default Configuration", sessionRole: .windowApplication)),
    connectionOptions: UIScene.ConnectionOptions())
}

/// `UIApplication` as app delegates, scene delegates and coordinators use it.
@MainActor @Suite struct UIApplicationTests {
  /// Each audit (each session of an exploration) has an application of its own; code under no
  /// audit shares the process's.
  @Test func sharedIsTheAuditsOwnApplicationUnderAnAuditAndTheProcessesElsewhere() {
    let outside = UIApplication.shared
    #expect(UIApplication.shared === outside)
    let first = FlowAudit(window: UIWindow())
    let second = FlowAudit(window: UIWindow())
    let firstApplication = FlowAudit.$current.withValue(first) { UIApplication.shared }
    #expect(FlowAudit.$current.withValue(first) { UIApplication.shared } === firstApplication)
    let secondApplication = FlowAudit.$current.withValue(second) { UIApplication.shared }
    #expect(firstApplication !== secondApplication)
    #expect(firstApplication !== outside && secondApplication !== outside)
  }

  /// An audit's application, and the scenes and delegates it holds, go with the audit: a
  /// replay starts from nothing.
  @Test func anAuditsApplicationGoesWithItsAudit() async {
    var audit: FlowAudit? = FlowAudit(window: UIWindow())
    FlowAudit.$current.withValue(audit) { UIApplication.shared.connect(makeWindowScene()) }
    weak let application = FlowAudit.$current.withValue(audit) { UIApplication.shared }
    await assertReleased([application!] + Array(application!.connectedScenes), configuration: quick)
    {
      audit = nil
      _ = UIApplication.shared  // the next use forgets the applications of audits gone
    }
  }

  /// The positive control: while its audit lives, the application and its scenes stay.
  @Test func anAuditsApplicationStaysWhileItsAuditLives() async {
    let audit = FlowAudit(window: UIWindow())
    FlowAudit.$current.withValue(audit) { UIApplication.shared.connect(makeWindowScene()) }
    weak let application = FlowAudit.$current.withValue(audit) { UIApplication.shared }
    await withKnownIssue {
      await assertReleased([application!], configuration: quick) { _ = UIApplication.shared }
    } matching: { issue in
      String(describing: issue).contains("Leak: UIApplication still alive")
    }
    #expect(application?.connectedScenes.count == 1)
    withExtendedLifetime(audit) {}
  }

  /// UIKit's application holds its delegate `assign`: the app keeps it, not the application.
  @Test func theApplicationHoldsItsDelegateWeakly() async {
    let application = FlowAudit.$current.withValue(FlowAudit(window: UIWindow())) {
      UIApplication.shared
    }
    var delegate: RecordingAppDelegate? = RecordingAppDelegate()
    application.delegate = delegate
    #expect(application.delegate === delegate)
    await assertReleased([delegate!], configuration: quick) { delegate = nil }
    #expect(application.delegate == nil)
  }

  /// The application holds its connected scenes, and through them their delegates (the
  /// positive control: nothing else holds them); a disconnected scene is let go, with its
  /// delegate, which hears `sceneDidDisconnect`.
  @Test func theApplicationHoldsItsScenesUntilTheyDisconnect() async {
    let audit = FlowAudit(window: UIWindow())
    let application = FlowAudit.$current.withValue(audit) { UIApplication.shared }
    var heard: [String] = []
    connectScene(to: application) { heard.append("sceneDidDisconnect") }
    await withKnownIssue {
      await assertReleased(sceneAndDelegate(of: application), configuration: quick) {}
    } matching: { issue in
      String(describing: issue).contains(
        "Leak: UIWindowScene and RecordingSceneDelegate still alive")
    }
    await assertReleased(sceneAndDelegate(of: application), configuration: quick) {
      application.disconnect(application.connectedScenes.first!)
    }
    #expect(heard == ["sceneDidDisconnect"])
    #expect(application.connectedScenes.isEmpty)
    withExtendedLifetime(audit) {}
  }

  /// Connects a scene whose delegate runs `onDisconnect`, keeping no reference.
  private func connectScene(
    to application: UIApplication, onDisconnect: @escaping () -> Void
  ) {
    let delegate = RecordingSceneDelegate()
    delegate.onDisconnect = onDisconnect
    let scene = makeWindowScene()
    scene.delegate = delegate
    application.connect(scene)
  }

  /// The application's one scene and its delegate.
  private func sceneAndDelegate(of application: UIApplication) -> [AnyObject] {
    let scene = application.connectedScenes.first!
    return [scene, scene.delegate!]
  }

  @Test func windowsAndKeyWindowAreThoseOfTheConnectedScenes() {
    let audit = FlowAudit(window: UIWindow())
    let application = FlowAudit.$current.withValue(audit) { UIApplication.shared }
    let scene = makeWindowScene()
    application.connect(scene)
    let main = UIWindow(windowScene: scene)
    let banner = UIWindow(windowScene: scene)
    #expect(application.windows == [main, banner])
    #expect(application.keyWindow == nil)
    main.makeKeyAndVisible()
    #expect(application.keyWindow === main)
    banner.makeKeyAndVisible()
    #expect(application.keyWindow === banner && !main.isKeyWindow)
    withExtendedLifetime(audit) {}
  }

  /// The window an audit watches, in no scene (an explorer's `app:` closure is given one), is
  /// listed once it is key, as UIKit lists a key window.
  @Test func theAuditedWindowInNoSceneIsListedOnceKey() {
    let window = UIWindow()
    let audit = FlowAudit(window: window)
    FlowAudit.$current.withValue(audit) {
      #expect(UIApplication.shared.windows.isEmpty)
      window.makeKeyAndVisible()
      #expect(UIApplication.shared.windows == [window])
      #expect(UIApplication.shared.keyWindow === window)
    }
  }

  /// Nothing is opened: the URL is recorded, and the completion runs on a later turn.
  @Test func openRecordsTheURLAndCallsBackOnALaterTurn() async throws {
    let application = FlowAudit.$current.withValue(FlowAudit(window: UIWindow())) {
      UIApplication.shared
    }
    let settings = try #require(URL(string: UIApplication.openSettingsURLString))
    #expect(application.canOpenURL(settings))
    var opened: [Bool] = []
    await withCheckedContinuation { continuation in
      application.open(settings, options: [:]) { success in
        opened.append(success)
        continuation.resume()
      }
      #expect(opened.isEmpty)
    }
    #expect(opened == [true])
    #expect(application.openedURLs == [settings])
  }

  @Test func whatAppsSetIsKept() {
    let application = FlowAudit.$current.withValue(FlowAudit(window: UIWindow())) {
      UIApplication.shared
    }
    #expect(application.applicationState == .inactive)
    application.isIdleTimerDisabled = true
    application.applicationIconBadgeNumber = 3
    application.registerForRemoteNotifications()
    #expect(application.isIdleTimerDisabled && application.applicationIconBadgeNumber == 3)
    #expect(application.isRegisteredForRemoteNotifications)
    #expect(!application.supportsMultipleScenes)
    let key: UIApplication.LaunchOptionsKey = .url
    #expect(key.rawValue == "UIApplicationLaunchOptionsURLKey")
    #expect(UIApplication.didBecomeActiveNotification.rawValue.hasPrefix("UIApplication"))
  }
}
