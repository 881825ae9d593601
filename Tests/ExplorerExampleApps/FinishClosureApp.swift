#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Coordinators that tell their parent they finished through a closure, as many apps write
// them: the parent sets `onFinish` when it starts the child, and removes the child there. The
// leaking form's closure names the child it is stored in, which captures it strongly: the
// child keeps itself alive after its parent lets go. Written for this project; no code copied.

/// The app's coordinator.
public final class ArticlesCoordinator {
  /// The app's stack.
  public let navigationController = UINavigationController()
  var children: [AnyObject] = []
  /// Whether the finish closure captures the child weakly.
  let capturesChildWeakly: Bool

  /// Builds the app on its window and shows the list.
  public init(window: UIWindow, capturesChildWeakly: Bool) {
    self.capturesChildWeakly = capturesChildWeakly
    let list = ArticleListViewController()
    list.onSelect = { [weak self] in self?.showArticle() }
    navigationController.viewControllers = [list]
    window.rootViewController = navigationController
    window.makeKeyAndVisible()
  }

  func showArticle() {
    let child = ArticleCoordinator(navigationController: navigationController)
    if capturesChildWeakly {
      child.onFinish = { [weak self, weak child] in
        self?.children.removeAll { $0 === child }
      }
    } else {
      child.onFinish = { [weak self] in
        self?.children.removeAll { $0 === child }
      }
    }
    children.append(child)
    child.start()
  }
}

/// One article's flow: it finishes when its screen is popped, however the user leaves it.
final class ArticleCoordinator {
  var onFinish: (() -> Void)?
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let screen = ArticleViewController()
    screen.onClose = { [weak self] in self?.onFinish?() }
    navigationController.pushViewController(screen, animated: true)
  }
}

final class ArticleListViewController: UIViewController {
  var onSelect: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Read", primaryAction: UIAction { [weak self] _ in self?.onSelect?() })
  }
}

final class ArticleViewController: UIViewController {
  var onClose: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Article"
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { onClose?() }
  }
}
