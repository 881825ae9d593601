import CoordinatorTree
import ExplorerExampleApps
import Testing

/// Issue 32's tab app, explored with no declared action: the list's items, given after
/// `setViewControllers`, are there when the list loads, as on iOS, so the items are tapped
/// first (on main the list loaded inside the call, empty, and nothing could be tapped).
@MainActor @Suite struct GroceryTabsAppTests {
  /// The positive control: the coordinator keeps every item screen it showed.
  @Test func anItemScreenKeptByTheCoordinatorIsFoundFromTheListsFirstTap() async {
    let exploration = await FlowExplorer(depth: 2) {
      GroceryAppCoordinator(window: $0, keepsShownItems: true)
    }.run()
    #expect(
      exploration.bugs.map(\.actions) == [["user taps 'Milk'", "user taps back"]],
      "\(exploration.text)")
    #expect(exploration.text.contains("GroceryAppCoordinator.shownItems[0]"), "\(exploration.text)")
  }

  @Test func theCorrectFormIsCleanAndReachesEveryItem() async {
    let exploration = await FlowExplorer(depth: 2) {
      GroceryAppCoordinator(window: $0, keepsShownItems: false)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    // The list, each item on top of it, the settings tab over each: the list is not empty.
    #expect(exploration.states > 4, "\(exploration.text)")
  }
}
