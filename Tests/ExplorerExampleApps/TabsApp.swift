#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// Shapes that must report nothing: a tab bar whose tabs each have a coordinator made at
// launch; a detail flow pushed in a tab whose coordinator keeps its screens strongly, lets go
// of each in `didShow` once it left the stack, and ends when they all have; a list and a detail screen that share one view model;
// a sheet whose "Done" button dismisses it and ends its flow in the dismissal's completion.
// Written for this project; no code copied.

/// The app's coordinator: two tabs.
public final class TabsCoordinator {
  /// The tabs.
  public let tabBarController = UITabBarController()
  var childCoordinators: [AnyObject] = []

  /// Builds the app on its window.
  public init(window: UIWindow) {
    let feed = FeedCoordinator()
    let settings = SettingsTabCoordinator()
    childCoordinators = [feed, settings]
    tabBarController.viewControllers = [feed.navigationController, settings.navigationController]
    window.rootViewController = tabBarController
  }
}

/// The first tab: a list whose view model the detail screen shares, and a detail flow.
final class FeedCoordinator: NSObject, UINavigationControllerDelegate {
  let navigationController = UINavigationController()
  var childCoordinators: [DetailCoordinator] = []

  override init() {
    super.init()
    let viewModel = FeedViewModel()
    let list = FeedViewController(viewModel: viewModel)
    list.title = "Feed"
    list.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Detail",
        primaryAction: UIAction { [weak self, weak viewModel] _ in
          guard let viewModel else { return }
          self?.showDetail(sharing: viewModel)
        }),
      UIBarButtonItem(
        title: "Same model",
        primaryAction: UIAction { [weak self, weak viewModel] _ in
          guard let viewModel else { return }
          let screen = FeedViewController(viewModel: viewModel)
          screen.title = "Again"
          self?.navigationController.pushViewController(screen, animated: true)
        }),
    ]
    navigationController.viewControllers = [list]
    navigationController.delegate = self
  }

  func showDetail(sharing viewModel: FeedViewModel) {
    let child = DetailCoordinator(navigationController: navigationController)
    childCoordinators.append(child)
    child.start()
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    for child in childCoordinators {
      child.screens.removeAll { !navigationController.viewControllers.contains($0) }
    }
    childCoordinators.removeAll { $0.screens.isEmpty }
  }
}

/// A flow of two screens that it holds strongly.
final class DetailCoordinator {
  let navigationController: UINavigationController
  var screens: [UIViewController] = []

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let detail = UIViewController()
    detail.title = "Detail"
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "More", primaryAction: UIAction { [weak self] _ in self?.showMore() })
    screens.append(detail)
    navigationController.pushViewController(detail, animated: true)
  }

  func showMore() {
    let more = UIViewController()
    more.title = "More"
    screens.append(more)
    navigationController.pushViewController(more, animated: true)
  }
}

final class FeedViewModel {
  var items = ["a", "b"]
}

final class FeedViewController: UIViewController {
  let viewModel: FeedViewModel

  init(viewModel: FeedViewModel) {
    self.viewModel = viewModel
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// The second tab: a sheet with a "Done" button, ended in the dismissal's completion.
final class SettingsTabCoordinator {
  let navigationController = UINavigationController()
  var childCoordinators: [AnyObject] = []

  init() {
    let root = UIViewController()
    root.title = "Settings"
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", primaryAction: UIAction { [weak self] _ in self?.showEditor() })
    navigationController.viewControllers = [root]
  }

  func showEditor() {
    let editor = EditorCoordinator(presenter: navigationController)
    editor.onDone = { [weak self, weak editor] in
      self?.childCoordinators.removeAll { $0 === editor }
    }
    childCoordinators.append(editor)
    editor.start()
  }
}

/// A sheet the user closes with "Done" (swiping it down is blocked).
final class EditorCoordinator {
  let presenter: UIViewController
  var onDone: (() -> Void)?

  init(presenter: UIViewController) {
    self.presenter = presenter
  }

  func start() {
    let editor = UIViewController()
    editor.title = "Editor"
    editor.isModalInPresentation = true
    editor.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", primaryAction: UIAction { [weak self] _ in self?.done() })
    presenter.present(UINavigationController(rootViewController: editor), animated: true)
  }

  func done() {
    presenter.dismiss(animated: true) { [weak self] in self?.onDone?() }
  }
}
