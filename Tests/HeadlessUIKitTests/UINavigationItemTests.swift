import CoordinatorTree
import HeadlessUIKit
import Testing

/// `UINavigationItem`, as far as coordinators touch it.
@MainActor @Suite struct UINavigationItemTests {
  @Test func aViewControllersNavigationItemCarriesItsTitleAndBackButtonSettings() {
    let detail = Screen("Memo")
    #expect(detail.navigationItem.title == "Memo")
    detail.navigationItem.backButtonTitle = ""
    detail.navigationItem.prompt = "Edit"
    #expect(detail.navigationItem === detail.navigationItem)
    #expect(UINavigationItem(title: "Other").title == "Other")
  }

  @Test func hidingTheBackButtonLeavesTheUserNothingToTap() {
    let (_, navigation) = shown("Main", "Detail")
    navigation.topViewController?.navigationItem.setHidesBackButton(true, animated: true)
    #expect(throws: NavigationError.self) { try navigation.userTapsBack() }
    #expect(titles(navigation.viewControllers) == ["Main", "Detail"])
  }

  /// The large title's display mode is kept as set: the model draws no title.
  @Test func theLargeTitleDisplayModeIsKeptAsSet() {
    let detail = UIViewController()
    #expect(detail.navigationItem.largeTitleDisplayMode == .automatic)
    detail.navigationItem.largeTitleDisplayMode = .never
    #expect(detail.navigationItem.largeTitleDisplayMode == .never)
  }
}
