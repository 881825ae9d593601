import CoordinatorTree
import Foundation
import HeadlessUIKit

// An app in the shape public apps have, for `coordaudit-bench explore-examples`: a login that
// a home of tabs replaces (and that a logout brings back), a feed whose router runs a
// completion when each screen it pushed leaves, a search that presents a filter as a sheet,
// and a profile whose settings flow is the one that leaks in the leaking form (its parent
// keeps it after a back tap). Written against UIKit's names; every action is a bar button,
// so the explorer needs no declared action. Written for this benchmark; no code copied.

/// The app's root, as a scene delegate keeps it: the login, then the tabs.
@MainActor final class StoreCoordinator {
  let window: UIWindow
  /// Whether the profile forgets its settings flow when the user leaves it (the fixed form).
  let endsSettings: Bool
  private var childCoordinators: [AnyObject] = []

  init(window: UIWindow, endsSettings: Bool) {
    self.window = window
    self.endsSettings = endsSettings
    showLogin()
  }

  func showLogin() {
    let login = UIViewController()
    login.title = "Login"
    login.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Log in", primaryAction: UIAction { [weak self] _ in self?.showHome() })
    childCoordinators = []
    window.rootViewController = UINavigationController(rootViewController: login)
  }

  func showHome() {
    let feed = StoreFeedCoordinator()
    let search = StoreSearchCoordinator()
    let profile = StoreProfileCoordinator(endsSettings: endsSettings) { [weak self] in
      self?.showLogin()
    }
    childCoordinators = [feed, search, profile]
    let tabs = UITabBarController()
    tabs.viewControllers = [
      feed.router.navigationController, search.navigationController,
      profile.navigationController,
    ]
    window.rootViewController = tabs
  }
}

/// Pushes screens and runs each one's completion when it leaves the stack, whoever popped it.
@MainActor final class StoreRouter: NSObject, UINavigationControllerDelegate {
  let navigationController = UINavigationController()
  private var completions: [UIViewController: () -> Void] = [:]

  override init() {
    super.init()
    navigationController.delegate = self
  }

  func push(_ screen: UIViewController, completion: @escaping () -> Void) {
    completions[screen] = completion
    navigationController.pushViewController(screen, animated: true)
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    for (pushed, completion) in completions
    where !navigationController.viewControllers.contains(pushed) {
      completions.removeValue(forKey: pushed)
      completion()
    }
  }
}

/// The feed: a list whose "Open" pushes a product flow through the router.
@MainActor final class StoreFeedCoordinator {
  let router = StoreRouter()
  private var childCoordinators: [StoreProductCoordinator] = []

  init() {
    let feed = UIViewController()
    feed.title = "Feed"
    feed.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open", primaryAction: UIAction { [weak self] _ in self?.openProduct() })
    router.navigationController.viewControllers = [feed]
  }

  func openProduct() {
    let child = StoreProductCoordinator(router: router)
    childCoordinators.append(child)
    child.start { [weak self, weak child] in
      self?.childCoordinators.removeAll { $0 === child }
    }
  }
}

/// What a product's screens share.
@MainActor final class StoreProductModel {
  weak var coordinator: StoreProductCoordinator?
  var reviews = ["good", "fine"]
}

/// A screen backed by the product's model.
final class StoreProductViewController: UIViewController {
  let model: StoreProductModel

  init(title: String, model: StoreProductModel) {
    self.model = model
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A product, then its reviews: two screens that share one model, the way most flows are
/// written.
@MainActor final class StoreProductCoordinator {
  let router: StoreRouter
  let model = StoreProductModel()

  init(router: StoreRouter) {
    self.router = router
  }

  func start(completion: @escaping () -> Void) {
    model.coordinator = self
    let product = StoreProductViewController(title: "Product", model: model)
    product.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Reviews", primaryAction: UIAction { [weak self] _ in self?.showReviews() })
    router.push(product, completion: completion)
  }

  func showReviews() {
    router.push(StoreProductViewController(title: "Reviews", model: model)) {}
  }
}

/// The search: "Filter" presents a sheet, which "Done" or a swipe down ends.
@MainActor final class StoreSearchCoordinator: NSObject, UIAdaptivePresentationControllerDelegate {
  let navigationController = UINavigationController()
  private var childCoordinators: [StoreFilterCoordinator] = []

  override init() {
    super.init()
    let search = UIViewController()
    search.title = "Search"
    search.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Filter", primaryAction: UIAction { [weak self] _ in self?.showFilter() })
    navigationController.viewControllers = [search]
  }

  func showFilter() {
    let child = StoreFilterCoordinator(presenter: navigationController)
    child.onDone = { [weak self, weak child] in
      self?.childCoordinators.removeAll { $0 === child }
    }
    childCoordinators.append(child)
    child.start(delegate: self)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    childCoordinators.removeAll { !$0.isPresented }
  }
}

/// The filter sheet.
@MainActor final class StoreFilterCoordinator {
  let presenter: UIViewController
  var onDone: (() -> Void)?
  private weak var sheet: UIViewController?

  init(presenter: UIViewController) {
    self.presenter = presenter
  }

  var isPresented: Bool { sheet?.presentingViewController != nil }

  func start(delegate: any UIAdaptivePresentationControllerDelegate) {
    let filter = UIViewController()
    filter.title = "Filter"
    filter.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", primaryAction: UIAction { [weak self] _ in self?.done() })
    let sheet = UINavigationController(rootViewController: filter)
    sheet.presentationController?.delegate = delegate
    self.sheet = sheet
    presenter.present(sheet, animated: true)
  }

  func done() {
    presenter.dismiss(animated: true) { [weak self] in self?.onDone?() }
  }
}

/// The profile: "Settings" pushes the settings flow, "Log out" brings the login back.
@MainActor final class StoreProfileCoordinator: NSObject, UINavigationControllerDelegate {
  let navigationController = UINavigationController()
  let endsSettings: Bool
  private var childCoordinators: [StoreSettingsCoordinator] = []

  init(endsSettings: Bool, logOut: @escaping () -> Void) {
    self.endsSettings = endsSettings
    super.init()
    let profile = UIViewController()
    profile.title = "Profile"
    profile.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(
        title: "Settings", primaryAction: UIAction { [weak self] _ in self?.showSettings() }),
      UIBarButtonItem(title: "Log out", primaryAction: UIAction { _ in logOut() }),
    ]
    navigationController.viewControllers = [profile]
    navigationController.delegate = self
  }

  func showSettings() {
    let child = StoreSettingsCoordinator(navigationController: navigationController)
    childCoordinators.append(child)
    child.start()
  }

  /// The fixed form ends the flows whose screen left the stack; the leaking one never does.
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard endsSettings else { return }
    childCoordinators.removeAll { !$0.isOnStack }
  }
}

/// The settings flow: one screen, which points back to its coordinator.
@MainActor final class StoreSettingsCoordinator {
  let navigationController: UINavigationController
  private weak var screen: UIViewController?

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  var isOnStack: Bool { navigationController.viewControllers.contains { $0 === screen } }

  func start() {
    let settings = UIViewController()
    settings.title = "Settings"
    settings.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Save", primaryAction: UIAction { [weak self] _ in self?.save() })
    screen = settings
    navigationController.pushViewController(settings, animated: true)
  }

  func save() {
    navigationController.popViewController(animated: true)
  }
}
