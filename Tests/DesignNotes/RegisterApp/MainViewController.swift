// swift-format-ignore-file
// Quoted code: the note's own formatting is kept, so swift-format leaves this file alone.
#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Design note 004: MainView, as the note writes it but for what Linux has no counterpart
// for: the two lazy views the note elides ("생략": a UIStackView and a UIButton) are left out,
// and the action is not `@objc` (there is no Objective-C runtime); the test calls it as the
// button would.

protocol MainViewControllerDelegate {
    func goRegister()
}

class MainViewController: UIViewController {
    // MARK: - Properties
    var delegate: MainViewControllerDelegate?

    // MARK: - Lifecycle
    override func viewDidLoad() {
        super.viewDidLoad()
        configureUI()
    }

    // MARK: - Actions
    private func goRegisterFlow() {
        delegate?.goRegister()
    }

    // MARK: - Helpers
    func configureUI() {
        // 생략
    }
}
