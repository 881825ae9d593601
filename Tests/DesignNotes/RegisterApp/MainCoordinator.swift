// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 004: MainCoordinator, as the note writes it.

class MainCoordinator: Coordinator {

    var navigationController: UINavigationController?
    weak var childCoordinator: Coordinator?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    deinit {
        print("main coordi deinit")
    }

    func start() {
        let vc = MainViewController()
        vc.delegate = self
        navigationController?.pushViewController(vc, animated: false)
    }

}

extension MainCoordinator: MainViewControllerDelegate {
    func goRegister() {
        let registerVM = RegisterViewModel()
        let child = RegisterCoordinator(navigationController: navigationController, viewModel: registerVM)
        child.parentCoordinator = self
        self.childCoordinator = child
        child.start()
    }
}
