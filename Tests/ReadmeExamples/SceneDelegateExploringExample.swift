// docs/exploring.md's "Starting the app as iOS does", verbatim: the explorer starts the app of
// UIKitExploringExample.swift through a scene delegate (compiled, never run here;
// ExplorerExampleTests runs Tests/ExplorerExampleApps/StoryboardedApp.swift this way).
import CoordinatorTree
import CoordinatorTreeTesting
import HeadlessUIKit
import Testing

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var coordinator: ShopCoordinator?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    coordinator = ShopCoordinator(window: window)
    self.window = window
    window.makeKeyAndVisible()
  }
}

@MainActor @Test func everyFlowStartedByTheSceneDelegateEndsWithItsScreens() async {
  await assertExplorationFindsNothing(FlowExplorer(sceneDelegate: SceneDelegate.init, depth: 5))
}
