// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 004: the second RegisterView, as the note writes it but for what Linux has no
// counterpart for: the lazy views the note elides ("생략") are left out, and the action is
// not `@objc` (there is no Objective-C runtime); the test calls it as the button would.

protocol RegisterStepTwoViewControllerDelegate: AnyObject {
    func toParent()
}

class RegisterStepTwoViewController: UIViewController {
    // MARK: - Properties
    var delegate: RegisterStepTwoViewControllerDelegate?
    var vm: RegisterViewModel?

    // MARK: - Lifecycle
    override func viewDidLoad() {
        super.viewDidLoad()
        configureUI()
        print("init - 2vc RegisterStepTwoVC")
    }

    deinit {
        print("deinit - 2vc RegisterStepTwoVC")
    }

    // MARK: - Actions
    func tapToMainVCButton() {
        delegate?.toParent()
    }

    // MARK: - Helpers
    func configureUI() {
        // 생략
    }

}
