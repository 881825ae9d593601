public import CoordinatorTree

/// UIKit's tab bar controller delegate: the model's ``CoordinatorTree/TabBarControllerDelegate``;
/// both methods, `tabBarController(_:shouldSelect:)` and `tabBarController(_:didSelect:)`, are
/// optional and called only for the user's taps, never for selection from code.
///
/// ```swift
/// func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
///   analytics.tabSelected(viewController.title)
/// }
/// ```
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
