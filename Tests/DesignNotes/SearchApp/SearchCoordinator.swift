#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 003: SearchCoordinator, as the note writes it, but for `start(book: Book)`:
// its caller, MainCoordinator.showSearchView(), calls `start()` and the body never reads
// `book`, so it is `start()` here (the note's form fails on iOS too).

final class SearchCoordinator: Coordinator {
  let navigationController: UINavigationController
  weak var parentCoordinator: Coordinator?
  var childCoordinators: [Coordinator] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let viewModel = SearchViewModel()
    let searchVC = SearchViewController(viewModel: viewModel)
    searchVC.coordinator = self
    navigationController.pushViewController(searchVC, animated: true)
  }

  func removeCoordinator() {
    parentCoordinator?.removeChildCoordinator(child: self)
  }
}
