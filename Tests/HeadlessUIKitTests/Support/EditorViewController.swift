#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What the editor's coordinator hears.
@MainActor protocol EditorViewControllerDelegate: AnyObject {
  func editorDidFinish(_ editor: EditorViewController)
  func editorDidCancel(_ editor: EditorViewController)
}

/// docs/uikit-surface.md's bar button example, verbatim between the markers: a target and an
/// action written once for UIKit and HeadlessUIKit, and a closure written once for both.
// uikit-surface: bar-buttons
final class EditorViewController: UIViewController {
  weak var delegate: (any EditorViewControllerDelegate)?

  override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(UIKit)
      let done = UIBarButtonItem(
        barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
    #else
      let done = UIBarButtonItem(
        barButtonSystemItem: .done, target: self, action: EditorViewController.doneTapped)
    #endif
    navigationItem.rightBarButtonItem = done
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel,
      primaryAction: UIAction { [weak self] _ in
        guard let self else { return }
        self.delegate?.editorDidCancel(self)
      })
  }

  #if canImport(UIKit)
    @objc private func doneTapped() { finish() }
  #else
    private func doneTapped() { finish() }
  #endif

  private func finish() {
    delegate?.editorDidFinish(self)
  }
}
// uikit-surface: end
