#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 003: MainCoordinator, as the note writes it, but for its typo
// `childCoordinator.append` (the property is `childCoordinators`), which fails on iOS too.

final class MainCoordinator: Coordinator {
  let navigationController: UINavigationController
  weak var parentCoordinator: Coordinator?
  var childCoordinators: [Coordinator] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let viewModel = MainViewModel()
    let mainVC = MainViewController(viewModel: viewModel)
    mainVC.coordinator = self
    navigationController.pushViewController(mainVC, animated: true)
  }

  func showSearchView() {
    let searchCoordinator = SearchCoordinator(navigationController: navigationController)
    childCoordinators.append(searchCoordinator)
    searchCoordinator.parentCoordinator = self
    searchCoordinator.start()
  }
}
