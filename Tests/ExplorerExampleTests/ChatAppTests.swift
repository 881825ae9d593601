import CoordinatorTree
import ExplorerExampleApps
import Testing

/// Survivors that pile up from session to session (observing the app-wide notification
/// center, ticking, queuing work) do not change what an exploration finds: the same
/// exploration gives the same text twice, and its replays agree.
@MainActor @Suite(.serialized) struct ChatAppTests {
  static func explorer(endsFinishedConversations: Bool) -> FlowExplorer<ChatListCoordinator> {
    FlowExplorer(depth: 4) { window in
      ChatListCoordinator(
        window: window, endsFinishedConversations: endsFinishedConversations)
    }
  }

  @Test func aLeakyExplorationGivesTheSameBytesTwice() async {
    let first = await Self.explorer(endsFinishedConversations: false).run()
    let second = await Self.explorer(endsFinishedConversations: false).run()
    #expect(
      first.bugs.first?.headline
        == "A leak of 'ConversationCoordinator' after user taps bar button 'Open', user taps back",
      "\(first.text)")
    #expect(first.replayDisagreement == nil, "\(first.text)")
    #expect(first.text == second.text)
    #expect(first.states == second.states && first.transitions == second.transitions)
  }

  @Test func theFixedAppIsCleanTwice() async {
    let first = await Self.explorer(endsFinishedConversations: true).run()
    let second = await Self.explorer(endsFinishedConversations: true).run()
    #expect(first.isClean, "\(first.text)")
    #expect(first.text == second.text)
  }
}
