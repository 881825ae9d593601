#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A coordinator app as the best-known coordinator tutorial writes it: a `Storyboarded`
// protocol that makes each screen from the "Main" storyboard by its class name, a
// `MainCoordinator` with `childCoordinators` and the navigation controller, a child
// coordinator for the "subscribe" flow with a weak `parentCoordinator`, screens with a weak
// `coordinator`, and the app started by its scene delegate (iOS 13) or, before scenes, by its
// app delegate. The correct form ends the child whose screen the user left, in the navigation
// controller's `didShow`, as the tutorial's second part does; the leaking form does not.
//
// Written for this project in the shape of that tutorial; no code copied. The screens' buttons
// are bar buttons, which the explorer finds: with UIKit they would be storyboard buttons
// connected to the same `@IBAction`s.

/// Makes a view controller from the "Main" storyboard, whose Storyboard ID is its class name.
protocol Storyboarded {
  static func instantiate() -> Self
}

extension Storyboarded where Self: UIViewController {
  static func instantiate() -> Self {
    // "ExplorerExampleApps.OffersViewController" → "OffersViewController"
    let fullName = NSStringFromClass(self)
    let className = fullName.components(separatedBy: ".")[1]
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
    return storyboard.instantiateViewController(withIdentifier: className) as! Self
  }
}

/// The app's main coordinator: the offers, then the subscribe flow as a child, or the account
/// screen pushed directly.
public final class MainCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
  /// The flows it started and keeps.
  public var childCoordinators = [Coordinator]()
  /// The app's stack.
  public var navigationController: UINavigationController
  /// Whether it ends the child whose screen the user left (the correct form).
  let endsFinishedFlows: Bool

  init(navigationController: UINavigationController, endsFinishedFlows: Bool) {
    self.navigationController = navigationController
    self.endsFinishedFlows = endsFinishedFlows
  }

  /// Shows the offers.
  public func start() {
    if endsFinishedFlows { navigationController.delegate = self }
    let vc = OffersViewController.instantiate()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: false)
  }

  func subscribe() {
    let child = SubscribeCoordinator(navigationController: navigationController)
    child.parentCoordinator = self
    childCoordinators.append(child)
    child.start()
  }

  func createAccount() {
    let vc = CreateAccountViewController.instantiate()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: true)
  }

  func childDidFinish(_ child: Coordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
      childCoordinators.remove(at: index)
      break
    }
  }

  /// Ends the subscribe flow when its screen left the stack (the tutorial's fix).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard
      let fromViewController = navigationController.transitionCoordinator?
        .viewController(forKey: .from)
    else { return }
    if navigationController.viewControllers.contains(fromViewController) { return }
    if let subscribeViewController = fromViewController as? SubscribeViewController {
      childDidFinish(subscribeViewController.coordinator)
    }
  }
}

/// The subscribe flow.
final class SubscribeCoordinator: Coordinator {
  var childCoordinators = [Coordinator]()
  var navigationController: UINavigationController
  weak var parentCoordinator: MainCoordinator?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let vc = SubscribeViewController.instantiate()
    vc.coordinator = self
    navigationController.pushViewController(vc, animated: true)
  }
}

/// The first screen: two buttons.
public final class OffersViewController: UIViewController, Storyboarded {
  weak var coordinator: MainCoordinator?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Offers"
    #if canImport(UIKit)
      let subscribe = UIBarButtonItem(
        title: "Subscribe", style: .plain, target: self, action: #selector(subscribeTapped(_:)))
      let account = UIBarButtonItem(
        title: "Account", style: .plain, target: self, action: #selector(accountTapped(_:)))
    #else
      let subscribe = UIBarButtonItem(
        title: "Subscribe", style: .plain, target: self,
        action: OffersViewController.subscribeTapped)
      let account = UIBarButtonItem(
        title: "Account", style: .plain, target: self, action: OffersViewController.accountTapped)
    #endif
    navigationItem.rightBarButtonItems = [subscribe, account]
  }

  @IBAction func subscribeTapped(_ sender: Any) {
    coordinator?.subscribe()
  }

  @IBAction func accountTapped(_ sender: Any) {
    coordinator?.createAccount()
  }
}

/// The subscribe flow's screen.
public final class SubscribeViewController: UIViewController, Storyboarded {
  weak var coordinator: SubscribeCoordinator?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Subscribe"
  }
}

/// The account screen, which the main coordinator pushes itself.
public final class CreateAccountViewController: UIViewController, Storyboarded {
  weak var coordinator: MainCoordinator?

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Create Account"
  }
}

/// The app's scene delegate (iOS 13 and later), in its correct form.
public class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  /// The app's window.
  public var window: UIWindow?
  /// The app's coordinator.
  public var coordinator: MainCoordinator?
  /// Whether the app ends finished flows (the correct form).
  class var endsFinishedFlows: Bool { true }

  /// Makes the window and starts the main coordinator.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = (scene as? UIWindowScene) else { return }
    let navController = UINavigationController()
    coordinator = MainCoordinator(
      navigationController: navController, endsFinishedFlows: Self.endsFinishedFlows)
    coordinator?.start()
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = navController
    window?.makeKeyAndVisible()
  }
}

/// The same app without the fix: the subscribe flow stays in `childCoordinators`.
public final class LeakySceneDelegate: SceneDelegate {
  override class var endsFinishedFlows: Bool { false }
}

/// The app's app delegate, as the tutorial wrote it before scenes, in its correct form.
public class AppDelegate: UIResponder, UIApplicationDelegate {
  /// The app's window.
  public var window: UIWindow?
  /// The app's coordinator.
  public var coordinator: MainCoordinator?
  /// Whether the app ends finished flows (the correct form).
  class var endsFinishedFlows: Bool { true }

  /// Makes the window and starts the main coordinator.
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    let navController = UINavigationController()
    coordinator = MainCoordinator(
      navigationController: navController, endsFinishedFlows: Self.endsFinishedFlows)
    coordinator?.start()
    window = UIWindow(frame: UIScreen.main.bounds)
    window?.rootViewController = navController
    window?.makeKeyAndVisible()
    return true
  }
}

/// The app delegate without the fix.
public final class LeakyAppDelegate: AppDelegate {
  override class var endsFinishedFlows: Bool { false }
}
