public import CoordinatorTree

/// UIKit's navigation controller delegate: the model's
/// ``CoordinatorTree/NavigationControllerDelegate``; both methods are optional.
///
/// `navigationController(_:willShow:animated:)` fires before the shown view controller appears
/// (and when a swipe back begins, which may still be cancelled);
/// `navigationController(_:didShow:animated:)` after, with the stack already updated and,
/// for an animated transition, the transition coordinator still there:
///
/// ```swift
/// func navigationController(
///   _ navigationController: UINavigationController, didShow viewController: UIViewController,
///   animated: Bool
/// ) {
///   guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
///     !navigationController.viewControllers.contains(from)
///   else { return }
///   (from as? SearchViewController)?.coordinator?.finish()
/// }
/// ```
///
/// As in UIKit, the navigation controller holds its delegate weakly, and a second delegate
/// replaces the first. Unlike UIKit's, the optional methods are protocol requirements with
/// default implementations: a subclass that implements one its superclass did not is not
/// called through the superclass's conformance.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
