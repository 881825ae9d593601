public import CoordinatorTree

/// UIKit's navigation item: the model's ``CoordinatorTree/NavigationItem``.
///
/// As far as coordinators touch it: `title` (which a view controller's `title` sets),
/// `prompt`, `backButtonTitle` and `hidesBackButton` (while set on the top view controller,
/// the user has no back button to tap), the bar buttons `leftBarButtonItem(s)` (which replace
/// the back button unless `leftItemsSupplementBackButton`), `rightBarButtonItem(s)` and
/// `backBarButtonItem`, held strongly.
public typealias UINavigationItem = NavigationItem
