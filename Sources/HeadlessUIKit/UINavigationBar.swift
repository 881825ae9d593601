public import CoordinatorTree

/// UIKit's navigation bar: the model's ``CoordinatorTree/NavigationBar``, a navigation
/// controller's `navigationBar`.
///
/// Its `isHidden` is the navigation controller's `isNavigationBarHidden` (a hidden bar takes
/// the back button and the bar buttons from the user); `prefersLargeTitles`, `tintColor`,
/// `barTintColor`, `isTranslucent`, `barStyle`, the title attributes, `shadowImage`,
/// `setBackgroundImage(_:for:)` and `appearance()` are kept and drawn by nothing; `items`,
/// `topItem` and `backItem` are the stack's navigation items.
///
/// ```swift
/// navigationController.navigationBar.prefersLargeTitles = true
/// navigationController.navigationBar.isHidden = true  // no back button for the user
/// ```
public typealias UINavigationBar = NavigationBar

/// UIKit's bar style: the model's ``CoordinatorTree/NavigationBar/Style``.
public typealias UIBarStyle = NavigationBar.Style

/// UIKit's bar metrics, for a bar's background image: the model's
/// ``CoordinatorTree/NavigationBar/Metrics``.
public typealias UIBarMetrics = NavigationBar.Metrics
