import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A finish closure that captures its own coordinator, explored with no registration.
@MainActor @Suite struct FinishClosureAppTests {
  static func explorer(capturesChildWeakly: Bool) -> FlowExplorer<ArticlesCoordinator> {
    FlowExplorer(depth: 2) { window in
      ArticlesCoordinator(window: window, capturesChildWeakly: capturesChildWeakly)
    }
  }

  /// The positive control: the parent lets go of the child, which keeps itself alive through
  /// the closure it stores; the cycle is the explanation.
  @Test func aChildThatItsOwnFinishClosureKeepsIsFoundInItsCycle() async {
    let exploration = await Self.explorer(capturesChildWeakly: false).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'ArticleCoordinator' after user taps bar button 'Read', user taps back"
      ], "\(exploration.text)")
    #expect(exploration.text.contains("ArticleCoordinator belonged to 'Article'"))
    #expect(
      exploration.text.contains(
        "in a cycle: ArticleCoordinator.onFinish{closure captures} → ArticleCoordinator"),
      "\(exploration.text)")
  }

  @Test func aWeaklyCapturedChildIsReleased() async {
    let exploration = await Self.explorer(capturesChildWeakly: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
