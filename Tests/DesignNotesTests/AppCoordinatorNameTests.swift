import CoordinatorTree
import HeadlessUIKit
import Testing

@testable import SearchApp

/// An app's own `Coordinator` protocol (design note 003's, in SearchApp) beside the whole of
/// CoordinatorTree, as a test of the app imports both: `Coordinator` unqualified is the app's,
/// and the kit's protocol goes by its own name, `ChildArrayCoordinator`.
///
/// A name declared in the test's own module would shadow CoordinatorTree's; two imported
/// modules do not. When the kit's protocol was `Coordinator` too, this file did not compile:
/// `'Coordinator' is ambiguous for type lookup in this context`.
@MainActor @Suite struct AppCoordinatorNameTests {
  @Test func theAppsOwnCoordinatorIsUsedUnqualifiedBesideCoordinatorTree() {
    let app = AppCoordinator(navigationController: UINavigationController())
    let main = MainCoordinator(navigationController: app.navigationController)
    let children: [Coordinator] = [main]
    app.childCoordinators = children
    app.removeChildCoordinator(child: main)
    #expect(app.childCoordinators.isEmpty)
    #expect(!(main is ChildArrayCoordinator))
    let kit: ChildArrayCoordinator.Type = FlowCoordinator.self
    #expect(kit == FlowCoordinator.self)
  }
}
