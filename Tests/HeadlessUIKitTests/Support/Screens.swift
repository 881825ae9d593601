import CoordinatorTree
import HeadlessUIKit

/// A screen written as app code writes one for UIKit: `super.init(nibName:bundle:)`, a title,
/// `init(coder:)`; it records its callbacks, with the movement flags seen inside each.
final class Screen: UIViewController {
  /// The callbacks, a disappearance marked `moving` when `isMovingFromParent` was true in it.
  var calls: [String] = []
  /// The appearance callbacks, each with every movement flag that was true inside it
  /// (`viewWillAppear isMovingToParent`).
  var flags: [String] = []
  var onDidLoad: (() -> Void)?

  init(_ title: String) {
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
    onDidLoad?()
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note("viewDidDisappear")
  }

  private func note(_ callback: String) {
    calls.append(isMovingFromParent ? "\(callback) moving" : callback)
    let set: [String?] = [
      isMovingToParent ? "isMovingToParent" : nil, isMovingFromParent ? "isMovingFromParent" : nil,
      isBeingPresented ? "isBeingPresented" : nil, isBeingDismissed ? "isBeingDismissed" : nil,
    ]
    flags.append(([callback] + set.compactMap { $0 }).joined(separator: " "))
  }
}

/// The windows the tests made, kept for the whole run: a view controller holds its window
/// weakly, as in UIKit, and a test that ignores the window must not lose it.
@MainActor private var keptWindows: [UIWindow] = []

/// A window, kept for the whole run.
@MainActor
func makeWindow() -> UIWindow {
  let window = UIWindow()
  keptWindows.append(window)
  return window
}

/// A window showing a navigation controller titled `Nav` with the given screens, log cleared.
@MainActor
func shown(_ titles: String...) -> (UIWindow, UINavigationController) {
  let navigation = UINavigationController()
  navigation.title = "Nav"
  for title in titles { navigation.pushViewController(Screen(title), animated: false) }
  let window = makeWindow()
  window.rootViewController = navigation
  window.log.removeAll()
  return (window, navigation)
}

/// The titles of a stack.
@MainActor
func titles(_ viewControllers: [UIViewController]?) -> [String]? {
  viewControllers?.map { $0.title ?? "nil" }
}

/// Deadlines for ownership checks: the model releases synchronously, so a survivor is a leak.
let quick = LeakTracker.Configuration(
  softDeadline: .milliseconds(20), hardDeadline: .milliseconds(50))
