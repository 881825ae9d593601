// docs/exploring.md's test, verbatim, with the app it explores: coordinators written without
// the kits, which register themselves with the running audit. Compiled, never run here
// (FlowExplorerTests runs an app of this shape).
import CoordinatorTree
import CoordinatorTreeTesting
import Testing

/// The app's root: Home in a navigation controller, and a search flow it starts.
@MainActor final class AppCoordinator: NavigationControllerDelegate {
  let navigationController: NavigationController
  private var children: [SearchFlow] = []

  init(window: Window) throws {
    let home = ViewController(title: "Home")
    navigationController = NavigationController(rootViewController: home)
    FlowAudit.current?.registerCoordinator(self, label: "App", isRoot: true)
    FlowAudit.current?.registerScreen(home, label: "Home", owner: self)
    navigationController.delegate = self
    try window.setRootViewController(navigationController)
  }

  var isOnHome: Bool { navigationController.viewControllers.count == 1 }

  func showSearch() throws {
    let search = ViewController(title: "Search")
    let child = SearchFlow(screen: search)
    FlowAudit.current?.registerCoordinator(child, label: "Search", parent: self)
    FlowAudit.current?.registerScreen(search, label: "Search", owner: child)
    children.append(child)
    navigationController.pushViewController(search, animated: true)
  }

  // Ends every child whose screen left the stack, however it left.
  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController,
    animated: Bool
  ) {
    children.removeAll { child in
      !navigationController.viewControllers.contains { $0 === child.screen }
    }
  }
}

/// The search flow: its screen, weakly.
@MainActor final class SearchFlow {
  weak var screen: ViewController?

  init(screen: ViewController) {
    self.screen = screen
  }
}

@MainActor @Test func everySequenceReleasesWhatLeaves() async {
  await assertExplorationFindsNothing(
    FlowExplorer(
      depth: 5, app: { window in try AppCoordinator(window: window) },
      actions: [.init("open search", when: { $0.isOnHome }) { try $0.showSearch() }]))
}
