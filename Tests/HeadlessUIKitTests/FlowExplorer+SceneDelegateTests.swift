import HeadlessUIKit
import Testing

import struct CoordinatorTree.FlowExplorer

/// A scene delegate that counts its launches where it is told to, and shows the count.
class LaunchCountingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// Launches counted in a global, which a new application does not reset.
  @MainActor static var globalLaunches = 0

  /// The launch number this delegate counted.
  func countLaunch() -> Int {
    UIApplication.shared.applicationIconBadgeNumber += 1
    return UIApplication.shared.applicationIconBadgeNumber
  }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let home = UIViewController()
    home.title = "Launch \(countLaunch())"
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UINavigationController(rootViewController: home)
    window?.makeKeyAndVisible()
  }
}

/// The same, counting in a global.
final class GloballyCountingSceneDelegate: LaunchCountingSceneDelegate {
  override func countLaunch() -> Int {
    Self.globalLaunches += 1
    return Self.globalLaunches
  }
}

/// A scene delegate that makes its window and keeps it only in a local.
final class ForgetfulSceneDelegate: UIResponder, UIWindowSceneDelegate {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController()
    window.makeKeyAndVisible()
  }
}

/// A scene delegate that pushes its first screen twice, a misuse UIKit raises for, right
/// after it made its window.
final class TwicePushingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    let navigation = UINavigationController()
    window?.rootViewController = navigation
    let home = UIViewController()
    navigation.pushViewController(home, animated: false)
    navigation.pushViewController(home, animated: false)
    window?.makeKeyAndVisible()
  }

  /// Shows a lock screen in a window of its own, made key over the app's.
  func showLockScreen() {
    guard let scene = window?.windowScene else { return }
    let lock = UIWindow(windowScene: scene)
    lock.rootViewController = UIViewController()
    lock.makeKeyAndVisible()
    lockWindow = lock
  }
  var lockWindow: UIWindow?
}

/// A scene delegate of a storyboard app: UIKit gives it the window, with the storyboard's
/// initial view controller.
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  /// What the window showed when the scene connected.
  var rootAtConnection: UIViewController?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    rootAtConnection = window?.rootViewController
    guard rootAtConnection is UINavigationController else { return }
    // Keeps the window only if UIKit gave it one with the storyboard's navigation controller.
  }
}

/// An app delegate of a scene app, recording what the launch asked of it.
final class ConfiguringAppDelegate: UIResponder, UIApplicationDelegate {
  var launched = false
  var configured = false

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }

  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    configured = launched
    return UISceneConfiguration(name: "Shop", sessionRole: session.role)
  }
}

/// An app delegate that keeps no window.
final class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

/// The app coordinator of many tutorials: it is given the window, keeps it, and shows its
/// navigation controller there; the delegates keep only the coordinator.
@MainActor final class WindowOwningAppCoordinator {
  let window: UIWindow
  let navigationController = UINavigationController()
  var childCoordinators: [AnyObject] = []
  /// Whether a finished child leaves `childCoordinators` (the fix) or stays there (the leak).
  let removesFinishedChildren: Bool

  init(window: UIWindow, removesFinishedChildren: Bool) {
    self.window = window
    self.removesFinishedChildren = removesFinishedChildren
  }

  func start() {
    let home = UIViewController()
    home.title = "Home"
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Buy",
      primaryAction: UIAction { [weak self] _ in self?.buy() })
    navigationController.pushViewController(home, animated: false)
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func buy() {
    let buy = BuyScreen()
    buy.title = "Buy"
    let child = BuyFlow(screen: buy)
    buy.onLeave = { [weak self, weak child] in
      guard let self, self.removesFinishedChildren else { return }
      self.childCoordinators.removeAll { $0 === child }
    }
    childCoordinators.append(child)
    navigationController.pushViewController(buy, animated: true)
  }
}

/// The buy flow's coordinator, linked to its screen.
@MainActor final class BuyFlow {
  weak var screen: BuyScreen?
  init(screen: BuyScreen) { self.screen = screen }
}

/// The buy screen, which tells its app coordinator when it leaves its stack.
final class BuyScreen: UIViewController {
  var onLeave: (() -> Void)?
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { onLeave?() }
  }
}

/// A scene delegate that keeps its app coordinator, never the window, which the coordinator
/// keeps.
class CoordinatorKeepingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var appCoordinator: WindowOwningAppCoordinator?
  var removesFinishedChildren: Bool { true }

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    appCoordinator = WindowOwningAppCoordinator(
      window: UIWindow(windowScene: windowScene),
      removesFinishedChildren: removesFinishedChildren)
    appCoordinator?.start()
  }
}

/// The same app, whose buy flow stays in `childCoordinators` after the back tap.
final class LeakyCoordinatorKeepingSceneDelegate: CoordinatorKeepingSceneDelegate {
  override var removesFinishedChildren: Bool { false }
}

/// An app without scenes whose app delegate keeps only the coordinator that keeps the window.
final class CoordinatorKeepingAppDelegate: UIResponder, UIApplicationDelegate {
  var appCoordinator: WindowOwningAppCoordinator?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    appCoordinator = WindowOwningAppCoordinator(
      window: UIWindow(frame: UIScreen.main.bounds), removesFinishedChildren: true)
    appCoordinator?.start()
    return true
  }
}

/// Why a check inside an app action failed.
struct CheckFailure: Error, CustomStringConvertible {
  let description: String
}

/// `FlowExplorer` starting the app as iOS does, through its own delegates.
@MainActor @Suite struct FlowExplorerSceneDelegateTests {
  /// Every session launches on a new application: state the app keeps in
  /// `UIApplication.shared` starts afresh, so replays agree.
  @Test func eachSessionLaunchesOnANewApplication() async {
    // Two actions: the second is played on a replay of the start, in a session of its own.
    let check = { @MainActor (delegate: LaunchCountingSceneDelegate) throws in
      let title = delegate.window?.rootViewController?.children.first?.title
      guard title == "Launch 1" else { throw CheckFailure(description: "shows \(title ?? "")") }
    }
    let exploration = await FlowExplorer(
      sceneDelegate: LaunchCountingSceneDelegate.init, depth: 1,
      actions: [.init("check", perform: check), .init("check again", perform: check)]
    ).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.replayDisagreements == 0)
  }

  /// The positive control: the same count in a global survives the session, and the replays
  /// say so.
  @Test func aLaunchCountInAGlobalMakesReplaysDisagree() async {
    let exploration = await FlowExplorer(
      sceneDelegate: GloballyCountingSceneDelegate.init, depth: 1,
      actions: [.init("look") { _ in }, .init("look again") { _ in }]
    ).run()
    #expect(
      exploration.replayDisagreement
        == "replaying the start reached another state than its first run", "\(exploration.text)")
  }

  /// A scene holds its windows weakly: a delegate that keeps no window shows nothing, on a
  /// device as here, and the exploration says so first.
  @Test func aDelegateThatKeepsNoWindowIsTheFirstBug() async {
    let exploration = await FlowExplorer(sceneDelegate: ForgetfulSceneDelegate.init, depth: 2)
      .run()
    #expect(exploration.bugs.count == 1)
    let headline: String =
      "An error: The scene delegate 'ForgetfulSceneDelegate' kept no window after "
      + "scene(_:willConnectTo:options:): keep the window it makes in its 'window' property "
      + "(var window: UIWindow?) or in an object it keeps (an app coordinator); a scene holds "
      + "its windows weakly, so a window nothing keeps is gone and the screen stays empty, on "
      + "a device as here. after the start"
    #expect(exploration.bugs.first?.headline == headline, "\(exploration.text)")
  }

  /// A window the app coordinator keeps is kept: the delegate needs no `window` of its own,
  /// on a device as here (Snooker-MVVM-C's scene delegate keeps only its `AppCoordinator`).
  @Test func aWindowTheAppCoordinatorKeepsIsExploredAndItsFixedFlowReportsNothing() async {
    let exploration = await FlowExplorer(
      sceneDelegate: CoordinatorKeepingSceneDelegate.init, depth: 3
    ).run()
    #expect(exploration.isClean, "\(exploration.text)")
    // Home, then the buy screen.
    #expect(exploration.states == 2, "\(exploration.text)")
  }

  /// The positive control: the same app's kept buy flow is found, held through the
  /// coordinator that keeps the window.
  @Test func aLeakInAnAppWhoseCoordinatorKeepsTheWindowIsFound() async {
    let exploration = await FlowExplorer(
      sceneDelegate: LeakyCoordinatorKeepingSceneDelegate.init, depth: 3
    ).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'BuyFlow' after user taps bar button 'Buy', user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "held by LeakyCoordinatorKeepingSceneDelegate.appCoordinator → "
          + "WindowOwningAppCoordinator.childCoordinators[0] → BuyFlow"),
      "\(exploration.text)")
  }

  /// An app without scenes whose coordinator keeps the window starts as well.
  @Test func anAppDelegateWhoseCoordinatorKeepsTheWindowStarts() async {
    let exploration = await FlowExplorer(appDelegate: CoordinatorKeepingAppDelegate.init, depth: 3)
      .run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 2, "\(exploration.text)")
  }

  @Test func anAppDelegateThatKeepsNoWindowIsTheFirstBug() async {
    let exploration = await FlowExplorer(appDelegate: WindowlessAppDelegate.init, depth: 1).run()
    #expect(
      exploration.bugs.first?.error?.hasPrefix(
        "The app delegate 'WindowlessAppDelegate' kept no window after "
          + "application(_:didFinishLaunchingWithOptions:)") == true, "\(exploration.text)")
  }

  /// The audit watches the app's window from the moment it is made: a misuse made while the
  /// delegate builds it is reported at the start.
  @Test func aMisuseWhileTheDelegateBuildsItsWindowIsReported() async {
    let exploration = await FlowExplorer(sceneDelegate: TwicePushingSceneDelegate.init, depth: 0)
      .run()
    #expect(exploration.bugs.count == 1, "\(exploration.text)")
    #expect(
      exploration.text.contains("pushViewController(_:animated:) did nothing"),
      "\(exploration.text)")
  }

  /// A window made key after the start is not watched: the step that does it says so.
  @Test func aWindowMadeKeyAfterTheStartIsReported() async {
    let exploration = await FlowExplorer(
      sceneDelegate: TwicePushingSceneDelegate.init, depth: 1,
      actions: [.init("lock") { $0.showLockScreen() }]
    ).run()
    let lock = exploration.bugs.filter { $0.actions == ["\"lock\""] }
    #expect(
      lock.contains {
        $0.headline.hasPrefix(
          "Broken invariant: the app made another window key after it started; the exploration "
            + "watches the window its delegate kept at launch, so the screens of the new window "
            + "read as off screen and may be reported as leaks.")
      }, "\(exploration.text)")
    // The lock screen, which the new window shows, reads as off screen: the note explains it.
    #expect(lock.map(\.headline).contains("A leak of 'ViewController' after \"lock\""))
  }

  /// The app delegate launches first, then configures the scene; the application keeps it,
  /// as `UIApplicationMain` does.
  @Test func theAppDelegateLaunchesAndConfiguresTheSceneAndTheApplicationKeepsIt() async {
    let exploration = await FlowExplorer(
      sceneDelegate: LaunchCountingSceneDelegate.init, appDelegate: ConfiguringAppDelegate.init,
      depth: 1,
      actions: [
        .init("check") { delegate in
          let appDelegate = UIApplication.shared.delegate as? ConfiguringAppDelegate
          let scene = delegate.window?.windowScene
          guard appDelegate?.configured == true, scene?.session.configuration.name == "Shop",
            UIApplication.shared.connectedScenes.first === scene,
            scene?.activationState == .foregroundActive,
            UIApplication.shared.applicationState == .active
          else { throw CheckFailure(description: "not launched as iOS launches") }
        }
      ]
    ).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }

  /// A storyboard app: UIKit makes the window with the storyboard's initial view controller
  /// and hands it to the delegate before the scene connects.
  @Test func aStoryboardsInitialSceneIsShownInTheWindowTheDelegateIsGiven() async {
    HeadlessStoryboard.registerInitial("Launch") {
      UINavigationController(rootViewController: UIViewController())
    }
    let exploration = await FlowExplorer(
      sceneDelegate: StoryboardSceneDelegate.init, storyboard: "Launch", depth: 1,
      actions: [
        .init("check") { delegate in
          guard delegate.rootAtConnection is UINavigationController,
            delegate.window?.isKeyWindow == true
          else { throw CheckFailure(description: "no storyboard window") }
        }
      ]
    ).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
