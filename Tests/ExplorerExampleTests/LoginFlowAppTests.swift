import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A login flow made at launch and replaced by the main flow, explored with no registration.
@MainActor @Suite struct LoginFlowAppTests {
  static func explorer(removesFinishedLogin: Bool) -> FlowExplorer<AppCoordinator> {
    FlowExplorer(depth: 2) { window in
      AppCoordinator(window: window, removesFinishedLogin: removesFinishedLogin)
    }
  }

  /// The positive control: the login child stays in `childCoordinators` after the window's
  /// root is replaced; the service made at launch, which the login screen held, is no leak.
  @Test func aLoginFlowKeptAfterTheRootIsReplacedIsFoundAndTheServiceIsNot() async {
    let exploration = await Self.explorer(removesFinishedLogin: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'LoginFlowCoordinator' after user taps bar button 'Log in'"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "held by AppCoordinator.childCoordinators[0] → LoginFlowCoordinator\n"))
    #expect(!exploration.text.contains("AuthService"))
  }

  @Test func aRemovedLoginFlowIsReleased() async {
    let exploration = await Self.explorer(removesFinishedLogin: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
