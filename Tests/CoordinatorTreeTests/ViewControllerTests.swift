import CoordinatorTree
import LeakAuditTesting
import Testing

@MainActor @Suite struct ViewControllerTests {
  @Test func aChildRemovedFromItsContainerNoLongerLogsToTheWindow() throws {
    // A view controller keeps the window it found until something leaves a hierarchy.
    let container = Screen("Container")
    let navigation = NavigationController(rootViewController: Screen("N1"), title: "Nav")
    try container.strict.addChild(navigation)
    let window = Window()
    try window.setRootViewController(container)
    window.log.removeAll()
    try navigation.strict.pushViewController(Screen("N2"), animated: false)
    #expect(window.log.lines.contains("didShow(N2)"))
    navigation.removeFromParent()
    window.log.removeAll()
    try navigation.strict.pushViewController(Screen("N3"), animated: false)
    #expect(window.log.lines.isEmpty)
  }

  @Test func theViewLoadsLazilyAndOnce() {
    let screen = Screen("Detail")
    var loads = 0
    screen.onLoad = { loads += 1 }
    #expect(!screen.isViewLoaded)
    screen.loadViewIfNeeded()
    screen.loadViewIfNeeded()
    #expect(screen.isViewLoaded)
    #expect(loads == 1)
  }

  @Test func containmentHoldsChildrenStronglyAndTheParentWeakly() async throws {
    let container = ViewController(title: "Container")
    let window = Window()
    try window.setRootViewController(container)
    try container.strict.addChild(Screen("Child"))
    container.children[0].didMove(toParent: container)  // the caller's part, as in UIKit
    #expect(container.children[0].parent === container)
    #expect(container.children.map(\.logName) == ["Child"])
    #expect(window.log.lines.last == "willMove(Child, Container)")
    await assertReleased([container.children[0]], configuration: quick) {
      container.children[0].willMove(toParent: nil)
      container.children[0].removeFromParent()
    }
    #expect(container.children.isEmpty)
    #expect(window.log.lines.last == "didMove(Child, nil)")
  }

  @Test func queriesFindTheEnclosingContainers() throws {
    let detail = Screen("Detail")
    let navigation = NavigationController(rootViewController: detail)
    let tabs = TabBarController(viewControllers: [navigation])
    #expect(detail.navigationController === navigation)
    #expect(detail.tabBarController === tabs)
    #expect(navigation.navigationController == nil)
  }

  @Test func errorsNameWhatWasWrongAndWhatToDo() throws {
    let (_, navigation) = try makeNavigation("List")
    let error = #expect(throws: NavigationError.self) {
      try ViewController(title: "Other").strict.addChild(navigation.viewControllers[0])
    }
    #expect(
      error?.description == """
        Cannot add 'List' to 'Other': 'List' is already a child of 'Nav'. Remove it from there \
        first, or use a new view controller.
        """)
    #expect(error?.code.description == "alreadyInHierarchy")
  }
}
