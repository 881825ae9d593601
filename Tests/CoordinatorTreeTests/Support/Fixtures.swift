import CoordinatorTree
import Foundation

/// A screen with a fixed title, so that logs read `viewWillAppear(Detail)`.
final class Screen: ViewController {
  var onLoad: (() -> Void)?
  var onWillAppear: (() -> Void)?
  /// The movement flags as seen inside each callback, by callback name.
  var flagsSeen: [String: (toParent: Bool, fromParent: Bool)] = [:]

  init(_ title: String) { super.init(title: title) }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() { onLoad?() }
  override func viewWillAppear(_ animated: Bool) {
    flagsSeen["viewWillAppear"] = (isMovingToParent, isMovingFromParent)
    onWillAppear?()
  }
  override func viewWillDisappear(_ animated: Bool) {
    flagsSeen["viewWillDisappear"] = (isMovingToParent, isMovingFromParent)
  }
  override func viewDidDisappear(_ animated: Bool) {
    flagsSeen["viewDidDisappear"] = (isMovingToParent, isMovingFromParent)
  }
}

/// Records what a navigation controller tells its delegate, and whether a transition
/// coordinator existed at the time.
final class NavigationSpy: NavigationControllerDelegate {
  var calls: [String] = []
  var coordinatorSeen: [Bool] = []

  func navigationController(
    _ navigationController: NavigationController, willShow viewController: ViewController,
    animated: Bool
  ) {
    calls.append("willShow(\(viewController.logName))")
    coordinatorSeen.append(navigationController.transitionCoordinator != nil)
  }

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    calls.append(
      "didShow(\(viewController.logName)) stack=\(navigationController.viewControllers.map(\.logName))"
    )
  }
}

final class SheetSpy: AdaptivePresentationControllerDelegate {
  var calls: [String] = []
  var allow = true

  func presentationControllerShouldDismiss(_ presentationController: PresentationController)
    -> Bool
  {
    calls.append("should")
    return allow
  }
  func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {
    calls.append("didAttempt")
  }
  func presentationControllerWillDismiss(_ presentationController: PresentationController) {
    calls.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: PresentationController) {
    calls.append("did")
  }
}

final class TabSpy: TabBarControllerDelegate {
  var selected: [String] = []
  func tabBarController(
    _ tabBarController: TabBarController, didSelect viewController: ViewController
  ) {
    selected.append(viewController.logName)
  }
}

/// A window showing a navigation controller with the given screens, log cleared.
@MainActor
func makeNavigation(_ titles: String...) throws -> (Window, NavigationController) {
  let navigation = NavigationController(rootViewController: Screen(titles[0]), title: "Nav")
  for title in titles.dropFirst() {
    try navigation.strict.pushViewController(Screen(title), animated: false)
  }
  let window = Window()
  try window.setRootViewController(navigation)
  window.log.removeAll()
  return (window, navigation)
}

/// Deadlines for ownership checks: the model releases synchronously, so a survivor is a leak.
let quick = LeakTracker.Configuration(
  softDeadline: .milliseconds(20), hardDeadline: .milliseconds(50))
