#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// An app whose coordinator keeps a raw pointer (a C buffer), which no walk can read, and keeps
// its finished children: the explorer cannot tell what belonged to which screen, and says so.
// Written for this project.

/// The app's coordinator.
public final class PointerCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  let buffer = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 8)
  var childCoordinators: [AnyObject] = []

  /// Builds the app on its window.
  public init(window: UIWindow) {
    let home = UIViewController()
    home.title = "Home"
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open", primaryAction: UIAction { [weak self] _ in self?.open() })
    navigationController.viewControllers = [home]
    window.rootViewController = navigationController
  }

  deinit {
    buffer.deallocate()
  }

  func open() {
    let child = PointerChildCoordinator()
    childCoordinators.append(child)
    let screen = PointerChildViewController()
    screen.coordinator = child
    navigationController.pushViewController(screen, animated: true)
  }
}

final class PointerChildCoordinator {}

final class PointerChildViewController: UIViewController {
  weak var coordinator: PointerChildCoordinator?
}
