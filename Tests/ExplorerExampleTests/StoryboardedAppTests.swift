import CoordinatorTree
import ExplorerExampleApps
import HeadlessUIKit
import Testing

/// The tutorials' storyboarded coordinator app, started through its own scene delegate (or,
/// before scenes, its app delegate) with one line and no declared action: its screens come from
/// the "Main" storyboard by class name, its buttons are found on the bars.
@MainActor @Suite struct StoryboardedAppTests {
  /// The positive control: the user's back tap bypasses the coordinators, and the subscribe
  /// flow stays in `childCoordinators`.
  @Test func theSubscribeFlowKeptAfterTheBackTapIsFoundThroughTheSceneDelegate() async {
    let exploration = await FlowExplorer(sceneDelegate: LeakySceneDelegate.init, depth: 3).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'SubscribeCoordinator' after user taps bar button 'Subscribe', user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "held by LeakySceneDelegate.coordinator → MainCoordinator.childCoordinators[0] → "
          + "SubscribeCoordinator"),
      "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "SubscribeCoordinator belonged to 'Subscribe', which left the window"),
      "\(exploration.text)")
  }

  /// The tutorial's fix ends the child in `didShow`: nothing is found.
  @Test func theFixedAppStartedThroughItsSceneDelegateReportsNothing() async {
    let exploration = await FlowExplorer(sceneDelegate: SceneDelegate.init, depth: 3).run()
    #expect(exploration.isClean, "\(exploration.text)")
    // The offers, the subscribe screen, the account screen.
    #expect(exploration.states == 3, "\(exploration.text)")
  }

  /// The same app before scenes, started through its app delegate.
  @Test func theAppStartedThroughItsAppDelegateFindsTheSameLeakAndItsFixReportsNothing() async {
    let leaking = await FlowExplorer(appDelegate: LeakyAppDelegate.init, depth: 3).run()
    #expect(
      leaking.bugs.map(\.headline) == [
        "A leak of 'SubscribeCoordinator' after user taps bar button 'Subscribe', user taps back"
      ], "\(leaking.text)")
    let fixed = await FlowExplorer(appDelegate: AppDelegate.init, depth: 3).run()
    #expect(fixed.isClean, "\(fixed.text)")
  }
}
