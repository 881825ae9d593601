// docs/exploring.md's "An app that registers nothing", verbatim (its test is the README's too):
// a UIKit-spelled child-array app and the test that explores it with no registration (compiled,
// never run here; ExplorerExampleTests runs Tests/ExplorerExampleApps/ChildArrayApp.swift, whose
// "Buy" flow is this one, and checks the README's output against it).
import CoordinatorTree
import CoordinatorTreeTesting
import HeadlessUIKit
import Testing

@MainActor final class ShopCoordinator {
  var childCoordinators: [AnyObject] = []
  let navigationController = UINavigationController()

  init(window: UIWindow) {
    let home = UIViewController()
    home.title = "Home"
    home.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Buy", primaryAction: UIAction { [weak self] _ in self?.buySubscription() })
    navigationController.pushViewController(home, animated: false)
    window.rootViewController = navigationController
  }

  func buySubscription() {
    let child = BuyCoordinator(navigationController: navigationController)
    childCoordinators.append(child)  // never removed: the user's back tap ends nothing
    child.start()
  }
}

@MainActor final class BuyCoordinator {
  let navigationController: UINavigationController

  init(navigationController: UINavigationController) {
    self.navigationController = navigationController
  }

  func start() {
    let screen = BuyViewController()
    screen.coordinator = self
    navigationController.pushViewController(screen, animated: true)
  }
}

final class BuyViewController: UIViewController {
  weak var coordinator: BuyCoordinator?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Buy"
  }
}

@MainActor @Test func everyFlowEndsWithItsScreens() async {
  await assertExplorationFindsNothing(
    FlowExplorer(depth: 4) { window in ShopCoordinator(window: window) })
}

// docs/exploring.md's one test of the user's own actions, audited with no assertion per step.
@MainActor @Test func buyingThenGoingBackReleasesWhatLeft() async {
  await assertUserActionsReleaseWhatLeaves(
    app: { ShopCoordinator(window: $0) },
    playing: { shop in
      let navigation = shop.navigationController
      let buy = navigation.topViewController!.navigationItem.rightBarButtonItem!
      try navigation.userTapsBarButton(buy)
      try navigation.userTapsBack()
    })
}

// docs/exploring.md's `reset:` example: an app that keeps its login in a global.
enum LoginState {
  @MainActor static var isLoggedIn = false
}

@MainActor final class LoginCoordinator {
  init(window: UIWindow) {
    let first = UIViewController()
    first.title = LoginState.isLoggedIn ? "Home" : "Login"
    window.rootViewController = UINavigationController(rootViewController: first)
  }
}

@MainActor func explorerThatResetsTheLogin() -> FlowExplorer<LoginCoordinator> {
  FlowExplorer(
    depth: 3, app: { window in LoginCoordinator(window: window) },
    reset: { LoginState.isLoggedIn = false })
}
