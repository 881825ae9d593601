// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 004: RegisterCoordinator, as the note writes it.

class RegisterCoordinator: Coordinator {

    var parentCoordinator: MainCoordinator?
    var navigationController: UINavigationController?
    weak var viewModel: RegisterViewModel?

    init(navigationController: UINavigationController?, viewModel: RegisterViewModel) {
        self.navigationController = navigationController
        self.viewModel = viewModel
        self.viewModel?.delegate = self

        print("init - RegisterCoordinator")
    }

    deinit {
        print("deinit - RegisterCoordinator")
    }

    func start() {
        let vc = RegisterStepOneViewController()
        vc.vm = self.viewModel
        vc.delegate = self.viewModel
        navigationController?.pushViewController(vc, animated: true)
    }
}

extension RegisterCoordinator: RegisterViewModelDelegate {
    func showRegisterStepTwoVC() {
        let vc = RegisterStepTwoViewController()
        vc.vm = self.viewModel
        vc.delegate = self.viewModel
        navigationController?.pushViewController(vc, animated: true)
    }

    func toParent() {
        for vc in navigationController!.viewControllers {
            if vc is MainViewController {
                navigationController?.popToViewController(vc, animated: true)
            }
        }
    }
}
