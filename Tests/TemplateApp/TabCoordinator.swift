#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A tab coordinator written as Swift 5 apps write one (not isolated to the main actor): tab
/// bar items, the tab bar's tint, and a bar button whose target is the coordinator.
public final class TabCoordinator {
  /// The tabs it shows.
  public let tabBarController = UITabBarController()
  /// How many times the user asked to add something.
  public private(set) var addRequests = 0

  /// Creates the coordinator.
  public init() {}

  /// Makes the tabs: Home, in a navigation controller with an Add button, and Favourites.
  public func start() {
    let home = ViewController()
    home.title = "Home"
    home.tabBarItem = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"),
      selectedImage: UIImage(systemName: "house.fill"))
    #if canImport(UIKit)
      home.navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: self, action: #selector(addTapped))
    #else
      home.navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: self, action: TabCoordinator.addTapped)
    #endif
    let favourites = UINavigationController(rootViewController: ViewController())
    favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    tabBarController.viewControllers = [
      UINavigationController(rootViewController: home), favourites,
    ]
    tabBarController.tabBar.tintColor = .systemBlue
  }

  #if canImport(UIKit)
    @objc private func addTapped() { addRequests += 1 }
  #else
    private func addTapped() { addRequests += 1 }
  #endif
}
