// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
import Foundation

// Design note 004: RegisterViewModel, as the note writes it (its import is Foundation's,
// which Linux has).

protocol RegisterViewModelDelegate: AnyObject {
    func showRegisterStepTwoVC()
    func toParent()
}

class RegisterViewModel {
    var delegate: RegisterViewModelDelegate?

    init() {
        print("init - ViewModel")
    }
    deinit {
        print("deinit - ViewModel")
    }
}

extension RegisterViewModel: RegisterStepOneViewControllerDelegate {
    func showRegisterStepTwoVC() {
        self.delegate?.showRegisterStepTwoVC()
    }
}
extension RegisterViewModel: RegisterStepTwoViewControllerDelegate {
    func toParent() {
        self.delegate?.toParent()
    }
}
