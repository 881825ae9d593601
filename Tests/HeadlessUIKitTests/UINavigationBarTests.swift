import CoordinatorTree
import HeadlessUIKit
import Testing

/// The navigation bar as coordinators touch it: hidden or not, and the back button that left
/// bar buttons replace.
@MainActor @Suite struct UINavigationBarTests {
  /// The refusal of the user's tap on the back button, if any.
  func backRefusal(_ navigation: UINavigationController) -> NavigationError? {
    do {
      try navigation.userTapsBack()
      return nil
    } catch { return error }
  }

  @Test func setNavigationBarHiddenHidesItAndTheUserHasNoBackButton() {
    let (_, navigation) = shown("List", "Detail")
    #expect(!navigation.isNavigationBarHidden)
    navigation.setNavigationBarHidden(true, animated: true)
    #expect(navigation.isNavigationBarHidden)
    #expect(backRefusal(navigation)?.code == .notOnScreen)
    #expect(titles(navigation.viewControllers) == ["List", "Detail"])
    navigation.isNavigationBarHidden = false
    #expect(backRefusal(navigation) == nil)
    #expect(titles(navigation.viewControllers) == ["List"])
  }

  @Test func aLeftBarButtonReplacesTheBackButtonUnlessItSupplementsIt() {
    let (_, navigation) = shown("List", "Detail")
    let detail = navigation.topViewController!
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Close", style: .plain, target: nil, action: nil)
    #expect(backRefusal(navigation)?.code == .nothingToPop)
    #expect(backRefusal(navigation)?.message.contains("replace the back button") == true)
    detail.navigationItem.leftItemsSupplementBackButton = true
    #expect(backRefusal(navigation) == nil)
    #expect(titles(navigation.viewControllers) == ["List"])
  }

  @Test func theSwipeBackIsLeftAsItIsWhenTheBarIsHidden() throws {
    let (_, navigation) = shown("List", "Detail")
    navigation.setNavigationBarHidden(true, animated: false)
    try navigation.userSwipesBack()
    #expect(titles(navigation.viewControllers) == ["List"])
  }
}
