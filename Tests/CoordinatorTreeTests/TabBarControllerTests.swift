import CoordinatorTree
import LeakAuditTesting
import Testing

@MainActor @Suite struct TabBarControllerTests {
  func makeTabs() throws -> (Window, TabBarController, NavigationController) {
    let memos = NavigationController(rootViewController: Screen("Memos"), title: "MemosNav")
    try memos.strict.pushViewController(Screen("Memo"), animated: false)
    let tabs = TabBarController(viewControllers: [memos, Screen("Settings")], title: "Tabs")
    let window = Window()
    try window.setRootViewController(tabs)
    window.log.removeAll()
    return (window, tabs, memos)
  }

  @Test func programmaticSelectionSwitchesTabsWithoutTheDelegate() throws {
    let (window, tabs, _) = try makeTabs()
    let spy = TabSpy()
    tabs.delegate = spy
    try tabs.select(index: 1)
    #expect(tabs.selectedViewController?.logName == "Settings")
    #expect(spy.selected.isEmpty)
    #expect(
      window.log.lines == [
        "selected(Tabs: Settings)", "viewWillDisappear(MemosNav)", "viewWillDisappear(Memo)",
        "viewDidLoad(Settings)", "viewWillAppear(Settings)", "viewDidDisappear(MemosNav)",
        "viewDidDisappear(Memo)", "viewDidAppear(Settings)",
      ])
  }

  @Test func aUserTapSelectsAndTellsTheDelegate() throws {
    let (window, tabs, _) = try makeTabs()
    let spy = TabSpy()
    tabs.delegate = spy
    try tabs.userTapsTab(at: 1)
    #expect(spy.selected == ["Settings"])
    #expect(window.log.lines.first == "userTapsTab(Tabs, Settings)")
    #expect(window.log.lines.last == "didSelect(Settings)")
  }

  @Test func reTappingTheSelectedTabPopsItsStackToTheRoot() async throws {
    let (window, tabs, memos) = try makeTabs()
    let spy = TabSpy()
    tabs.delegate = spy
    try await assertReleased([memos.topViewController!], configuration: quick) {
      try tabs.userTapsTab(at: 0)
    }
    #expect(memos.viewControllers.map(\.logName) == ["Memos"])
    #expect(spy.selected == ["MemosNav"])
    #expect(window.log.lines.contains("stack(MemosNav: Memos)"))
    // The delegate hears the tap at once; the pop to the root ends on a later turn, before the
    // user's tap returns.
    let lines = window.log.lines
    #expect(lines.last == "didShow(Memos)")
    #expect(lines.firstIndex(of: "didSelect(MemosNav)")! < lines.firstIndex(of: "didShow(Memos)")!)
  }

  @Test func anIndexOutOfRangeIsAnError() throws {
    let (window, tabs, _) = try makeTabs()
    #expect { try tabs.select(index: 2) } throws: { error in
      (error as? NavigationError)?.message == """
        Cannot select tab 2 of 'Tabs': it has 2 tabs (indices 0..<2).
        """
    }
    #expect(throws: NavigationError.self) { try tabs.userTapsTab(at: -1) }
    #expect(tabs.selectedIndex == 0)
    #expect(window.log.lines.isEmpty)
  }

  @Test func replacingTheTabsReleasesTheRemovedOnes() async throws {
    let (_, tabs, memos) = try makeTabs()
    let profile = Screen("Profile")
    await assertReleased([tabs.viewControllers![1]], configuration: quick) {
      tabs.setViewControllers([memos, profile], animated: false)
    }
    #expect(tabs.viewControllers?.map(\.logName) == ["MemosNav", "Profile"])
    #expect(tabs.selectedViewController === memos)
  }
}
