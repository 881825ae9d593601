#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A child-array coordinator app as tutorials write it: a `Coordinator` protocol with
// `childCoordinators`, a main coordinator that starts a child per flow and appends it, a
// child that holds a weak `parentCoordinator`, screens with a weak `coordinator`. "Buy" pushes
// a flow; "Account" presents one as a sheet. Nothing here knows of any audit.
//
// Written for this project in the shape of that pattern's best-known write-ups (the
// navigation delegate's back-button fix reads the transition coordinator's `.from` in
// `didShow`; sheets end their flow in `presentationControllerDidDismiss`); no code copied.

/// What every coordinator of the app is.
public protocol Coordinator: AnyObject {
  /// The flows it started and keeps.
  var childCoordinators: [Coordinator] { get set }
  /// Shows its first screen.
  func start()
}

/// The app's main coordinator, as an app delegate or scene delegate holds it.
public final class ShopCoordinator: NSObject, Coordinator, UINavigationControllerDelegate {
  /// The flows it started.
  public var childCoordinators = [Coordinator]()
  /// The app's stack.
  public let navigationController = UINavigationController()
  /// Whether the app has the fixes.
  ///
  /// With them, `didShow` ends a pushed child whose screen left the stack, and a sheet's flow
  /// ends when the user swipes it down. Without them, children stay.
  let endsFinishedFlows: Bool

  /// Builds the app on its window and shows the first screen.
  public init(window: UIWindow, endsFinishedFlows: Bool) {
    self.endsFinishedFlows = endsFinishedFlows
    super.init()
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
    start()
  }

  /// Shows the home screen.
  public func start() {
    navigationController.delegate = self
    let home = HomeViewController()
    home.coordinator = self
    navigationController.pushViewController(home, animated: false)
  }

  func buySubscription() {
    let child = BuyCoordinator(navigationController: navigationController)
    child.parentCoordinator = self
    childCoordinators.append(child)
    child.start()
  }

  func showAccount() {
    let child = AccountCoordinator(presenter: navigationController)
    child.parentCoordinator = self
    child.endsOnSwipeDown = endsFinishedFlows
    childCoordinators.append(child)
    child.start()
  }

  func childDidFinish(_ child: Coordinator?) {
    for (index, coordinator) in childCoordinators.enumerated() where coordinator === child {
      childCoordinators.remove(at: index)
      break
    }
  }

  /// The back-button fix: ends the child whose screen the transition took away.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard endsFinishedFlows,
      let fromViewController = navigationController.transitionCoordinator?.viewController(
        forKey: .from)
    else { return }
    if navigationController.viewControllers.contains(fromViewController) { return }
    if let buyViewController = fromViewController as? BuyViewController {
      childDidFinish(buyViewController.coordinator)
    }
  }
}

/// The pushed flow.
final class BuyCoordinator: Coordinator {
  var childCoordinators = [Coordinator]()
  weak var parentCoordinator: ShopCoordinator?
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let screen = BuyViewController()
    screen.coordinator = self
    navigationController.pushViewController(screen, animated: true)
  }
}

/// The flow shown as a sheet, in a navigation controller of its own.
final class AccountCoordinator: NSObject, Coordinator, UIAdaptivePresentationControllerDelegate {
  var childCoordinators = [Coordinator]()
  weak var parentCoordinator: ShopCoordinator?
  let presenter: UINavigationController
  let navigationController = UINavigationController()
  var endsOnSwipeDown = true

  init(presenter: UINavigationController) {
    self.presenter = presenter
  }

  func start() {
    let screen = AccountViewController()
    screen.coordinator = self
    navigationController.viewControllers = [screen]
    if endsOnSwipeDown { navigationController.presentationController?.delegate = self }
    presenter.present(navigationController, animated: true)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    parentCoordinator?.childDidFinish(self)
  }
}

/// The first screen: "Buy" and "Account" on its bar.
final class HomeViewController: UIViewController {
  weak var coordinator: ShopCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Account",
      primaryAction: UIAction { [weak self] _ in self?.coordinator?.showAccount() })
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Buy",
      primaryAction: UIAction { [weak self] _ in self?.coordinator?.buySubscription() })
  }
}

final class BuyViewController: UIViewController {
  weak var coordinator: BuyCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Buy"
  }
}

final class AccountViewController: UIViewController {
  weak var coordinator: AccountCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Account"
  }
}
