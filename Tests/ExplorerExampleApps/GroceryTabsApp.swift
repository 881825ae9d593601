#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A tab bar shown first, then given its tabs, whose list gets its items and its callback after
// `setViewControllers`, before the list is shown: on iOS the list's viewDidLoad, at the next
// layout pass, sees both (issue 32's public app had this shape). The leaking form keeps every
// item screen it showed. Written for this project; no code copied.

/// The app's coordinator: a list of groceries and a settings tab.
public final class GroceryAppCoordinator {
  /// The tabs.
  public let tabBarController = UITabBarController()
  let listNavigation: UINavigationController
  let keepsShownItems: Bool
  var shownItems: [UIViewController] = []

  /// Builds the app on its window: the tab bar first, then its tabs, then the list's data.
  public init(window: UIWindow, keepsShownItems: Bool) {
    self.keepsShownItems = keepsShownItems
    window.rootViewController = tabBarController
    window.makeKeyAndVisible()
    let list = GroceryListViewController()
    listNavigation = UINavigationController(rootViewController: list)
    let settings = UIViewController()
    settings.title = "Settings"
    tabBarController.setViewControllers([listNavigation, settings], animated: false)
    list.items = ["Milk", "Bread"]
    list.onSelect = { [weak self] item in self?.show(item) }
  }

  func show(_ item: String) {
    let screen = UIViewController()
    screen.title = item
    if keepsShownItems { shownItems.append(screen) }
    listNavigation.pushViewController(screen, animated: true)
  }
}

final class GroceryListViewController: UIViewController {
  var items: [String] = []
  var onSelect: ((String) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groceries"
    let stack = UIStackView()
    stack.axis = .vertical
    for item in items {
      stack.addArrangedSubview(
        UIButton(primaryAction: UIAction(title: item) { [weak self] _ in self?.onSelect?(item) }))
    }
    view.addSubview(stack)
  }
}
