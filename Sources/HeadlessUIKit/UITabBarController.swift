public import CoordinatorTree

/// UIKit's tab bar controller: the model's ``CoordinatorTree/TabBarController``.
///
/// `viewControllers` (a `[UIViewController]?`) and `setViewControllers(_:animated:)` replace
/// the tabs and release the removed ones; `selectedIndex` and `selectedViewController` select
/// from code, without the delegate; the user's tap (`userTapsTab(at:)`) asks the delegate's
/// `shouldSelect`, then calls its `didSelect`, and a tap on the selected tab pops that tab's
/// stack to its root. `tabBar` is the bar (hide it, and the user cannot tap a tab), and
/// `customizableViewControllers` the tabs the user may rearrange.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [memosNavigation, settingsNavigation]
/// tabs.selectedIndex = 1
/// ```
public typealias UITabBarController = TabBarController
