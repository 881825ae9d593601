#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// An app whose coordinator keeps a raw pointer (a C buffer), which no walk can describe, and
// keeps its finished children: the explorer reads the pointer's word conservatively, judges the
// rest, and says what it read that way. Written for this project.

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
