#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// A router that runs a completion when the screen it pushed goes away, as router-based apps
// write it: a dictionary from each pushed view controller (an `NSObject`, hashed by identity)
// to its completion, read in the navigation delegate's `didShow`. The correct form runs and
// forgets the completion of every screen that left the stack, whoever popped it; the leaking
// form only handles its own `pop()`, so a back tap leaves the screen in the dictionary. Written
// for this project; no code copied.

/// Pushes screens and runs each one's completion when it leaves.
public final class CompletionRouter: NSObject, UINavigationControllerDelegate {
  /// The app's one stack.
  public let navigationController = UINavigationController()
  private var completions: [UIViewController: () -> Void] = [:]
  let hearsBackTaps: Bool
  /// How many completions ran.
  public private(set) var completed = 0

  /// Builds the app on its window: a list whose "Open" bar button pushes a detail.
  public init(window: UIWindow, hearsBackTaps: Bool) {
    self.hearsBackTaps = hearsBackTaps
    super.init()
    navigationController.delegate = self
    let list = UIViewController()
    list.title = "List"
    list.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Open", primaryAction: UIAction { [weak self] _ in self?.openDetail() })
    navigationController.pushViewController(list, animated: false)
    window.rootViewController = navigationController
  }

  func openDetail() {
    let detail = UIViewController()
    detail.title = "Detail"
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Close", primaryAction: UIAction { [weak self] _ in self?.pop() })
    detail.navigationItem.leftItemsSupplementBackButton = true
    push(detail) { [weak self] in self?.completed += 1 }
  }

  func push(_ viewController: UIViewController, completion: @escaping () -> Void) {
    completions[viewController] = completion
    navigationController.pushViewController(viewController, animated: true)
  }

  func pop() {
    guard let top = navigationController.popViewController(animated: true) else { return }
    completions.removeValue(forKey: top)?()
  }

  /// Runs and forgets the completion of every screen that left the stack (the correct form).
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    guard hearsBackTaps else { return }
    for (pushed, completion) in completions
    where !navigationController.viewControllers.contains(pushed) {
      completions.removeValue(forKey: pushed)
      completion()
    }
  }
}
