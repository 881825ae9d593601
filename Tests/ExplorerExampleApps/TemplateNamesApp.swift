#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Every screen is Xcode's template class with no title, so every screen is named
// "ViewController": a back-menu jump must still say which one it goes to.

/// The template's only screen class, untitled; "Next" pushes another.
public final class ViewController: UIViewController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Next",
      primaryAction: UIAction { [weak self] _ in
        self?.navigationController?.pushViewController(ViewController(), animated: true)
      })
  }
}

/// The app: a navigation controller with one `ViewController`.
public final class TemplateNamesApp {
  /// The app's stack.
  public let navigationController = UINavigationController(rootViewController: ViewController())

  /// Builds the app on its window.
  public init(window: UIWindow) {
    window.rootViewController = navigationController
  }
}
