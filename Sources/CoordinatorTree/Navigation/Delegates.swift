/// Observes a navigation controller's transitions, as `UINavigationControllerDelegate` does;
/// every method is optional.
///
/// A navigation controller holds its delegate weakly and has one: a second object that sets
/// itself as the delegate replaces the first.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
  /// Called before `viewController` is shown: after its `viewWillAppear`, and at the start of an
  /// interactive swipe back (which may still be cancelled).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller about to be on top.
  ///   - animated: Whether the transition is animated.
  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool)

  /// Called after `viewController` was shown: the stack is already updated. Not called when
  /// an interactive swipe back is cancelled.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller now on top.
  ///   - animated: Whether the transition was animated.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool)
}

extension NavigationControllerDelegate {
  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller about to be on top.
  ///   - animated: Whether the transition is animated.
  public func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {}

  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - viewController: The view controller now on top.
  ///   - animated: Whether the transition was animated.
  public func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {}
}

/// Observes the user's tab taps, as `UITabBarControllerDelegate` does; weak, one at a time.
///
/// Every method is optional.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
  /// Asked when the user taps a tab (the selected one too), before anything changes; never for
  /// programmatic selection.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The view controller of the tapped tab.
  /// - Returns: `false` to ignore the tap.
  func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool

  /// Called after the user tapped a tab (the selected one too); never for programmatic
  /// selection.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The view controller of the tapped tab.
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
  /// Lets the tap select the tab.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The view controller of the tapped tab.
  /// - Returns: `true`.
  public func tabBarController(
    _ tabBarController: TabBarController, shouldSelect viewController: ViewController
  ) -> Bool { true }

  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - tabBarController: The tab bar controller.
  ///   - viewController: The view controller of the tapped tab.
  public func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {}
}

/// Observes the user's attempts to swipe a sheet down, as
/// `UIAdaptivePresentationControllerDelegate` does; never called for a programmatic dismiss.
///
/// Every method is optional.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the sheet may go; by default it may.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  /// - Returns: `false` to keep the sheet.
  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  /// Called when the user tried to swipe down a sheet that may not go.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
  /// Called before the sheet goes.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  func presentationControllerWillDismiss(_ presentationController: PresentationController)
  /// Called after the sheet went: the place to finish the flow it showed.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  func presentationControllerDidDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
  /// Lets the sheet go.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: PresentationController
  ) -> Bool { true }
  /// Does nothing by default.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: PresentationController
  ) {}
  /// Does nothing by default.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  public func presentationControllerWillDismiss(
    _ presentationController: PresentationController
  ) {}
  /// Does nothing by default.
  ///
  /// - Parameter presentationController: The sheet's presentation.
  public func presentationControllerDidDismiss(
    _ presentationController: PresentationController
  ) {}
}

/// A view controller's presentation, as `UIPresentationController`: owned by the presented
/// view controller, it holds the presenting view controller strongly until the dismissal ends.
///
/// That strong reference is UIKit's, and it is why replacing a window's root while the root
/// presents something leaks both: the presenter owns the presented view controller, which owns
/// this presentation, which owns the presenter.
///
/// As in UIKit, a view controller's ``ViewController/presentationController`` exists before it
/// is presented, so that apps set its ``delegate`` first:
///
/// ```swift
/// let sheet = NavigationController(rootViewController: compose)
/// sheet.presentationController?.delegate = self   // hears the user's swipe down
/// list.present(sheet, animated: true)
/// ```
@preconcurrency @MainActor
public final class PresentationController {
  /// The view controller that presents; strong.
  ///
  /// UIKit types it as non-optional; it is `nil` only before the presentation begins.
  public internal(set) var presentingViewController: ViewController!
  /// The view controller presented; unowned (it owns this presentation).
  public unowned let presentedViewController: ViewController
  /// The object told about the user's swipes; weak.
  public weak var delegate: (any AdaptivePresentationControllerDelegate)?

  /// What the kits run when this presentation's dismissal has ended, however it came (the
  /// presenter's `dismiss`, one lower in a chain of presentations, the user's swipe), as a
  /// custom presentation controller's `dismissalTransitionDidEnd` would.
  private var dismissalObservers: [@MainActor () -> Void] = []

  init(presented: ViewController) {
    presentedViewController = presented
  }

  /// Runs `observer` once, when this presentation has been dismissed.
  func observeDismissal(_ observer: @escaping @MainActor () -> Void) {
    dismissalObservers.append(observer)
  }

  /// The dismissal has ended: every observer runs, once.
  func dismissalDidEnd() {
    let observers = dismissalObservers
    dismissalObservers.removeAll()
    for observer in observers { observer() }
  }
}
