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

  /// Apps hide the bar through the bar as often as through the navigation controller: both
  /// are one value, and either takes the back button from the user.
  @Test func hidingTheBarItselfHidesTheNavigationControllersBar() {
    let (_, navigation) = shown("List", "Detail")
    navigation.navigationBar.isHidden = true
    #expect(navigation.isNavigationBarHidden)
    #expect(backRefusal(navigation)?.code == .notOnScreen)
    navigation.setNavigationBarHidden(false, animated: false)
    #expect(!navigation.navigationBar.isHidden)
    #expect(backRefusal(navigation) == nil)
    #expect(titles(navigation.viewControllers) == ["List"])
  }

  /// The navigation controller owns its bar, which holds it weakly: a bar kept by the app
  /// keeps no navigation controller alive (and the bar lives as long as its controller).
  @Test func theNavigationControllerOwnsItsBarAndTheBarHoldsItWeakly() {
    weak var weakNavigation: UINavigationController?
    weak var weakBar: UINavigationBar?
    var kept: UINavigationBar?
    do {
      let navigation = UINavigationController(rootViewController: UIViewController())
      weakNavigation = navigation
      weakBar = navigation.navigationBar
      kept = navigation.navigationBar
      kept = nil
      #expect(weakBar != nil)
      kept = navigation.navigationBar
    }
    #expect(weakNavigation == nil)
    #expect(kept?.topItem == nil)
    kept = nil
    #expect(weakBar == nil)
  }

  /// The bar's items are the stack's navigation items: the top one, and the one whose title
  /// the back button shows.
  @Test func theBarsItemsAreTheStacksNavigationItems() {
    let (_, navigation) = shown("List", "Detail")
    let bar = navigation.navigationBar
    #expect(bar.topItem === navigation.topViewController?.navigationItem)
    #expect(bar.backItem === navigation.viewControllers.first?.navigationItem)
    #expect(bar.items?.map(\.title) == ["List", "Detail"])
    navigation.popViewController(animated: false)
    #expect(bar.backItem == nil)
  }

  /// Looks are kept as set, and change nothing the user can do.
  @Test func looksAreKeptAsSetAndChangeNothingTheUserCanDo() {
    let (_, navigation) = shown("List", "Detail")
    let bar = navigation.navigationBar
    bar.prefersLargeTitles = true
    bar.tintColor = .white
    bar.barTintColor = .systemIndigo
    bar.isTranslucent = false
    bar.barStyle = .black
    bar.titleTextAttributes = [.foregroundColor: UIColor.white]
    bar.shadowImage = UIImage()
    bar.setBackgroundImage(UIImage(named: "bar"), for: .default)
    #expect(bar.prefersLargeTitles && !bar.isTranslucent && bar.barStyle == .black)
    #expect(bar.tintColor == .white && bar.barTintColor == .systemIndigo)
    #expect(bar.backgroundImage(for: .default) == UIImage(named: "bar"))
    #expect(bar.backgroundImage(for: .compact) == nil)
    #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
    #expect(backRefusal(navigation) == nil)
  }

  /// `appearance()` is one proxy per bar class, which no bar reads.
  @Test func appearanceIsOneProxyPerClassThatNoBarReads() {
    final class BrandBar: UINavigationBar {}
    UINavigationBar.appearance().barTintColor = .systemPink
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    #expect(BrandBar.appearance() !== UINavigationBar.appearance())
    #expect(UINavigationController().navigationBar.barTintColor == nil)
  }
}
