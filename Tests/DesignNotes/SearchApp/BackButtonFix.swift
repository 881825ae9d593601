#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// The back-button fix that coordinator apps copy, for design note 003's flows, as a
// navigation delegate of its own: in didShow, the screen the transition came from, if it left
// the stack, finishes the child that owned it. It hears animated pops only: a transition that
// is not animated has no transition coordinator.

final class BackButtonFix: NSObject, UINavigationControllerDelegate {
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
      !navigationController.viewControllers.contains(from)
    else { return }

    if let searchViewController = from as? SearchViewController {
      searchViewController.coordinator?.removeCoordinator()
    }
  }
}
