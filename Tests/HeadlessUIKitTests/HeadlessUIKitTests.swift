import HeadlessUIKit
import Testing

/// The Xcode template's first screen: a class named `ViewController`, which shadows the
/// model's type of that name in the app's module, as app code expects.
final class ViewController: UIViewController {
  var loaded = false
  override func viewDidLoad() {
    super.viewDidLoad()
    loaded = true
  }
}

/// What importing HeadlessUIKit in place of UIKit brings, as importing UIKit does.
@MainActor @Suite struct HeadlessUIKitTests {
  @Test func foundationComesWithTheImportAsWithUIKit() {
    let bundle: Bundle? = nil
    let screen = UIViewController(nibName: "Main", bundle: bundle)
    #expect(screen.title == nil)
    #expect(Date.distantPast < Date.distantFuture)
  }

  @Test func anAppClassNamedViewControllerIsTheAppsOwn() {
    let screen = ViewController()
    let navigation = UINavigationController(rootViewController: screen)
    makeWindow().rootViewController = navigation
    #expect(screen.loaded)
    #expect(navigation.topViewController === screen)
  }
}
