#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// An app whose coordinator keeps a closure that captures one array and nothing else: the
// closure's context is then the array's storage, whose elements' type the walk cannot learn
// from the storage met alone, so it cannot read them. The app releases what leaves; the
// explorer must still say it could not judge everything, never "no bug". Written for this
// project.

/// The app's coordinator.
public final class RoutesCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  var childCoordinators: [AnyObject] = []
  /// What the app runs to log the routes it knows.
  var logRoutes: (() -> Void)?

  /// Builds the app on its window.
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - capturesRoutesAlone: Whether `logRoutes` captures the array of routes and nothing
  ///     else (the form the walk cannot read), or the coordinator weakly too.
  public init(window: UIWindow, capturesRoutesAlone: Bool) {
    let routes = ["home", "detail", "settings"]
    if capturesRoutesAlone {
      logRoutes = { print(routes.joined(separator: ", ")) }
    } else {
      logRoutes = { [weak self] in
        guard self != nil else { return }
        print(routes.joined(separator: ", "))
      }
    }
    let home = UIViewController()
    home.title = "Home"
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open", primaryAction: UIAction { [weak self] _ in self?.open() })
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
  }

  func open() {
    let child = RouteCoordinator()
    child.onFinish = { [weak self, weak child] in
      self?.childCoordinators.removeAll { $0 === child }
    }
    childCoordinators.append(child)
    let screen = RouteViewController()
    screen.coordinator = child
    navigationController.pushViewController(screen, animated: true)
  }
}

final class RouteCoordinator {
  var onFinish: (() -> Void)?
}

final class RouteViewController: UIViewController {
  weak var coordinator: RouteCoordinator?

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { coordinator?.onFinish?() }
  }
}
