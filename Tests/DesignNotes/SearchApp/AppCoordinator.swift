#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 003: AppCoordinator, as the note writes it, but for its typo
// `childCoordinator.append` (the property is `childCoordinators`), which fails on iOS too.

final class AppCoordinator: Coordinator {
  let navigationController: UINavigationController
  weak var parentCoordinator: Coordinator?
  var childCoordinators: [Coordinator] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let mainCoordinator = MainCoordinator(navigationController: navigationController)

    mainCoordinator.parentCoordinator = self
    childCoordinators.append(mainCoordinator)
    mainCoordinator.start()
  }
}
