import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A screen's button whose action captures its coordinator, explored with no declared action:
/// the explorer taps the in-view buttons and the back button itself.
@MainActor @Suite struct ButtonActionAppTests {
  /// The positive control: the profile's "Log out" action captures its coordinator, which keeps
  /// the screen: the parent lets go of the child, the cycle keeps both.
  @Test func aButtonActionThatCapturesItsCoordinatorIsFoundInItsCycle() async {
    let exploration = await FlowExplorer(depth: 2) {
      MemberAppCoordinator(window: $0, capturesCoordinatorWeakly: false)
    }.run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'MemberCoordinator' after user taps 'Open profile', user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "in a cycle: MemberProfileViewController.logOutButton → UIButton.registrations[0]"
          + ".handler(.action) → Action.handler{closure captures} → MemberCoordinator"
          + ".viewController → MemberProfileViewController"), "\(exploration.text)")
  }

  @Test func aButtonActionThatCapturesItsCoordinatorWeaklyIsClean() async {
    let exploration = await FlowExplorer(depth: 3) {
      MemberAppCoordinator(window: $0, capturesCoordinatorWeakly: true)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 2)
  }
}
