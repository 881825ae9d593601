#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A tab bar controller shown inside the app's navigation stack, as several apps do after
// login (`setViewControllers([tabBar])`): the login screen's "Log in" replaces the stack with
// the tabs, whose "Log out" puts the login screen back. The tabs' coordinator is a child of
// the app's, removed when the user logs out (or, in the leaking form, forgotten there).
// "Details" pushes onto the outer stack, through the tab bar controller's navigation
// controller. Written for this project; no code copied.

/// The app's coordinator, as the scene delegate holds it.
public final class StackedTabsCoordinator {
  /// The app's one stack, which shows the login screen or the tabs.
  public let navigationController = UINavigationController()
  var childCoordinators: [AnyObject] = []
  let removesTabsOnLogout: Bool

  /// Builds the app on its window and shows the login screen.
  public init(window: UIWindow, removesTabsOnLogout: Bool) {
    self.removesTabsOnLogout = removesTabsOnLogout
    window.rootViewController = navigationController
    showLogin(animated: false)
  }

  func showLogin(animated: Bool) {
    let login = UIViewController()
    login.title = "Login"
    login.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Log in", primaryAction: UIAction { [weak self] _ in self?.showTabs() })
    navigationController.setViewControllers([login], animated: animated)
  }

  func showTabs() {
    let tabs = LoggedInTabsCoordinator(navigationController: navigationController)
    tabs.parentCoordinator = self
    childCoordinators.append(tabs)
    tabs.start()
  }

  func tabsDidLogOut(_ tabs: LoggedInTabsCoordinator) {
    if removesTabsOnLogout { childCoordinators.removeAll { $0 === tabs } }
    showLogin(animated: true)
  }
}

/// The tabs, inside the outer stack.
final class LoggedInTabsCoordinator {
  weak var parentCoordinator: StackedTabsCoordinator?
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let tabBarController = UITabBarController()
    tabBarController.title = "Tabs"
    tabBarController.viewControllers = ["Feed", "Profile"].enumerated().map { index, title in
      let screen = LoggedInTabScreen()
      screen.title = title
      screen.coordinator = self
      screen.tabBarItem = UITabBarItem(title: title, image: nil, tag: index)
      return screen
    }
    // The outer navigation bar shows the tab bar controller's item, not its tabs': the
    // buttons go there, as apps that stack their tabs learn.
    tabBarController.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Details",
      primaryAction: UIAction { [weak self, weak tabBarController] _ in
        guard let tabBarController else { return }
        self?.showDetails(from: tabBarController)
      })
    tabBarController.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Log out", primaryAction: UIAction { [weak self] _ in self?.logOut() })
    navigationController.setViewControllers([tabBarController], animated: true)
  }

  func showDetails(from tabBarController: UITabBarController) {
    let details = UIViewController()
    details.title = "Details"
    tabBarController.navigationController?.pushViewController(details, animated: true)
  }

  func logOut() {
    parentCoordinator?.tabsDidLogOut(self)
  }
}

final class LoggedInTabScreen: UIViewController {
  weak var coordinator: LoggedInTabsCoordinator?
}
