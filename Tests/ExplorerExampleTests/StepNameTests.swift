import ExplorerExampleApps
import LeakAudit
import Testing

@testable import CoordinatorTree

/// Back-menu jumps in an app whose every screen is Xcode's untitled `ViewController`.
@MainActor @Suite struct StepNameTests {
  @Test func jumpsToScreensThatShareATitleAreNamedByPosition() async throws {
    let session = AppSession<TemplateNamesApp>(
      configuration: FlowExplorer<TemplateNamesApp>.defaultConfiguration,
      build: { window in TemplateNamesApp(window: window) }, actions: [], encoder: StateEncoder())
    defer { session.end() }
    #expect(await session.start())
    for _ in 0..<2 {
      let next = try #require(
        session.applicableActions().first { session.describe($0) == "user taps bar button 'Next'" })
      #expect(await session.perform(next))
    }
    let names = session.applicableActions().map(session.describe)
    #expect(
      names == [
        "user taps back", "user jumps back to ViewController at position 1",
        "user jumps back to ViewController at position 2", "user swipes back",
        "user swipes back and cancels", "user taps bar button 'Next'",
      ])
  }

  /// A title that no other screen of the stack has names its jump alone, as before.
  @Test func aTitleOfItsOwnNamesTheJumpAlone() {
    let navigation = NavigationController(
      rootViewController: CoordinatorTree.ViewController(title: "Home"))
    navigation.pushViewController(CoordinatorTree.ViewController(title: "Detail"), animated: false)
    #expect(AppSession<NavigationController>.jumpTarget(0, on: navigation) == "Home")
  }
}
