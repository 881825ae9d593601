import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A chat's keyboard observer, explored with no declared action.
@MainActor @Suite struct NotificationAppTests {
  /// The positive control: the notification center keeps the block, which keeps the chat. (The
  /// observers it leaks stay registered in the process's center, so later runs of the same
  /// sequence see another center: the exploration says its replays disagree, truly.)
  @Test func aNotificationBlockThatCapturesItsScreenIsFound() async {
    let exploration = await FlowExplorer(depth: 2) {
      ChatAppCoordinator(window: $0, removesObserver: false)
    }.run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'ChatViewController' after user taps 'Open chat', user taps back"
      ], "\(exploration.text)")
  }

  @Test func aNotificationBlockThatCapturesItsScreenWeaklyAndIsRemovedIsClean() async {
    let exploration = await FlowExplorer(depth: 2) {
      ChatAppCoordinator(window: $0, removesObserver: true)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
