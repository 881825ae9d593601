import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UITabBarItem`, `UITabBar`, `hidesBottomBarWhenPushed` and the inert values coordinators
/// hand them (`UIImage`, `UIColor`), written as tab coordinators write them.
@MainActor @Suite struct UITabBarItemTests {
  /// A window showing tabs of two navigation controllers, Memos (List) and Settings (General).
  func tabs() -> (UIWindow, UITabBarController) {
    let memos = UINavigationController(rootViewController: Screen("List"))
    memos.tabBarItem = UITabBarItem(title: "Memos", image: UIImage(systemName: "note"), tag: 0)
    let settings = UINavigationController(rootViewController: Screen("General"))
    settings.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [memos, settings]
    let window = makeWindow()
    window.rootViewController = tabs
    return (window, tabs)
  }

  @Test func aViewControllersTabBarItemIsMadeOnFirstUseWithItsTitleAndFollowsIt() {
    let screen = Screen("Memos")
    let item: UITabBarItem = screen.tabBarItem
    #expect(item.title == "Memos")
    #expect(screen.tabBarItem === item)
    screen.title = "Notes"
    #expect(item.title == "Notes")
  }

  @Test func aNavigationControllerShowsItsRootsItemUnlessItHasItsOwn() {
    let home = Screen("Home")
    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let navigation = UINavigationController(rootViewController: home)
    #expect(navigation.tabBarItem === home.tabBarItem)
    navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    #expect(navigation.tabBarItem.systemItem == .favorites)
    #expect(UINavigationController().tabBarItem.title == nil)
  }

  @Test func theThreeInitializersKeepWhatTheyAreGiven() {
    let plain = UITabBarItem(title: "Memos", image: UIImage(named: "memos"), tag: 3)
    #expect(plain.title == "Memos" && plain.image == UIImage(named: "memos") && plain.tag == 3)
    let twoImages = UITabBarItem(
      title: "Home", image: UIImage(systemName: "house"),
      selectedImage: UIImage(systemName: "house.fill")?.withRenderingMode(.alwaysOriginal))
    #expect(twoImages.selectedImage?.name == "house.fill")
    #expect(twoImages.selectedImage?.renderingMode == .alwaysOriginal)
    #expect(twoImages.selectedImage?.isSymbolImage == true)
    let system = UITabBarItem(tabBarSystemItem: .search, tag: 2)
    #expect(system.systemItem == .search && system.tag == 2 && system.title == nil)
    system.badgeValue = "3"
    #expect(system.badgeValue == "3")
  }

  @Test func theTabBarListsTheTabsItemsInOrder() {
    let (_, tabs) = tabs()
    #expect(tabs.tabBar.items?.map(\.title) == ["Memos", nil])
    #expect(tabs.tabBar.selectedItem?.title == "Memos")
    tabs.tabBar.tintColor = .systemBlue
    tabs.tabBar.unselectedItemTintColor = UIColor(white: 0.5, alpha: 1)
    #expect(tabs.tabBar.tintColor == .systemBlue)
    #expect(
      tabs.tabBar.unselectedItemTintColor == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
  }

  @Test func customizableViewControllersAreTheTabsUntilSetAndResetWithTheTabs() {
    let (_, tabs) = tabs()
    #expect(tabs.customizableViewControllers == tabs.viewControllers)
    tabs.customizableViewControllers = []
    #expect(tabs.customizableViewControllers == [])
    tabs.viewControllers = [Screen("Only")]
    #expect(tabs.customizableViewControllers?.map(\.title) == ["Only"])
  }

  @Test func theUserCannotTapATabWhileTheBarIsHidden() throws {
    let (_, tabs) = tabs()
    tabs.tabBar.isHidden = true
    #expect(throws: NavigationError.self) { try tabs.userTapsTab(at: 1) }
    #expect(tabs.selectedIndex == 0)
    tabs.tabBar.isHidden = false
    try tabs.userTapsTab(at: 1)
    #expect(tabs.selectedIndex == 1)
  }

  @Test func aPushedScreenThatHidesTheBottomBarHidesTheTabsUntilItIsPopped() throws {
    let (_, tabs) = tabs()
    let memos = tabs.viewControllers![0] as! UINavigationController
    let detail = Screen("Detail")
    detail.hidesBottomBarWhenPushed = true
    memos.pushViewController(detail, animated: true)
    memos.pushViewController(Screen("Photo"), animated: true)
    #expect(!tabs.isTabBarShown)
    do {
      try tabs.userTapsTab(at: 1)
      Issue.record("the tap went through a hidden tab bar")
    } catch {
      #expect(error.code == .notOnScreen)
      #expect(error.message.contains("hidesBottomBarWhenPushed"))
    }
    memos.popToRootViewController(animated: true)
    #expect(tabs.isTabBarShown)
    try tabs.userTapsTab(at: 1)
  }

  /// Apple documents the property for pushed view controllers; for a root, which was never
  /// pushed, the model leaves the tab bar shown (a choice).
  @Test func aRootThatHidesTheBottomBarWasNotPushedAndLeavesTheTabs() {
    let root = Screen("List")
    root.hidesBottomBarWhenPushed = true
    let tabs = UITabBarController()
    tabs.viewControllers = [UINavigationController(rootViewController: root)]
    #expect(tabs.isTabBarShown)
  }

  @Test func preferredContentSizeIsKept() {
    let screen = Screen("Popover")
    #expect(screen.preferredContentSize == .zero)
    screen.preferredContentSize = CGSize(width: 320, height: 240)
    #expect(screen.preferredContentSize.height == 240)
  }

  @Test func theTabBarGoesWithItsController() async {
    let (window, _) = tabs()
    let controller = { window.rootViewController as! UITabBarController }
    await assertReleased([controller(), controller().tabBar], configuration: quick) {
      window.rootViewController = nil
    }
  }

  @Test func aTabBarItemGoesWithItsViewController() async {
    let (_, tabs) = tabs()
    await assertReleased(
      [tabs.viewControllers![1], tabs.viewControllers![1].tabBarItem], configuration: quick
    ) {
      tabs.viewControllers = [tabs.viewControllers![0]]
    }
  }
}
