public import CoordinatorTree

/// UIKit's navigation controller: the model's ``CoordinatorTree/NavigationController``.
///
/// `UINavigationController()` has an empty stack and its first push shows the root;
/// `init(rootViewController:)` is the same with one push. `viewControllers` can be read and
/// set; `pushViewController(_:animated:)`, `popViewController(animated:)` (a
/// `UIViewController?`), `popToViewController(_:animated:)` and
/// `popToRootViewController(animated:)` (each a `[UIViewController]?`) and
/// `setViewControllers(_:animated:)` fire UIKit's callbacks in UIKit's order;
/// `topViewController`, `visibleViewController`, the weak `delegate` and
/// `transitionCoordinator` answer as UIKit's; `isNavigationBarHidden` and
/// `setNavigationBarHidden(_:animated:)` hide the bar, with its back button and bar buttons.
///
/// ```swift
/// let navigationController = UINavigationController()
/// navigationController.pushViewController(MainViewController(), animated: false)
/// window.rootViewController = navigationController
/// ```
///
/// No call throws. Where UIKit raises an exception (pushing a view controller that is already
/// on a stack, popping to one that is not on it), the call does nothing and the misuse is
/// recorded at its line (see ``CoordinatorTree/NavigationMisuse``); the same call through
/// `strict` throws.
public typealias UINavigationController = NavigationController
