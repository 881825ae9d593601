import HeadlessUIKit
import TemplateApp
import Testing

/// What importing HeadlessUIKit in place of UIKit brings, as importing UIKit does: UIKit's names
/// and Foundation, and none of the model's own names.
@MainActor @Suite struct HeadlessUIKitTests {
  @Test func foundationComesWithTheImportAsWithUIKit() {
    let bundle: Bundle? = nil
    let screen = UIViewController(nibName: "Main", bundle: bundle)
    #expect(screen.title == nil)
    #expect(Date.distantPast < Date.distantFuture)
  }

  /// Xcode's template names the first screen `ViewController`.
  ///
  /// When HeadlessUIKit re-exported
  /// the model's `ViewController` (a scoped import, which wins over a plain one), the name here
  /// silently meant the model's class, and this file did not compile: `value of type
  /// 'ViewController' has no member 'loaded'`.
  @Test func anAppClassNamedViewControllerIsTheAppsOwnBesideHeadlessUIKit() {
    let screen = ViewController()
    let navigation = UINavigationController(rootViewController: screen)
    makeWindow().rootViewController = navigation
    #expect(screen.loaded)
    #expect(navigation.topViewController === screen)
    #expect(type(of: screen) == TemplateApp.ViewController.self)
    let view: any BaseView = screen
    view.showLoading()
    #expect(screen.isLoading && view.isEqual(screen))
  }
}

/// The template app's tab coordinator, in the Swift 5 language mode: its bar button's target is
/// the coordinator, held weakly.
@MainActor @Suite struct TemplateAppTabCoordinatorTests {
  @Test func theCoordinatorsBarButtonCallsItWhileItLives() throws {
    let coordinator = TabCoordinator()
    coordinator.start()
    let window = UIWindow()
    window.rootViewController = coordinator.tabBarController
    #expect(coordinator.tabBarController.tabBar.items?.map(\.title) == ["Home", nil])
    let add = try #require(window.barButtonItemsOnScreen.first)
    try window.userTapsBarButton(add)
    #expect(coordinator.addRequests == 1)
    #expect(add.target === coordinator)
  }
}
