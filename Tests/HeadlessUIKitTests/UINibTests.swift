import HeadlessUIKit
import LeakAuditTesting
import Testing

import struct CoordinatorTree.FlowExplorer
import enum CoordinatorTree.MainLoop

/// A view loaded from a nib named after it that nobody registers.
final class PosterView: UIView {}

/// A scene delegate whose first screen shows a `PosterView` from its nib.
final class PosterSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let home = UIViewController()
    if let poster = UINib(nibName: "PosterView", bundle: nil).instantiate(withOwner: nil).first
      as? PosterView
    {
      home.view.addSubview(poster)
    }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = home
    window?.makeKeyAndVisible()
  }
}

/// `UINib` and `Bundle.loadNibNamed`, making what a test registered with `HeadlessNib`.
@MainActor @Suite struct UINibTests {
  init() {
    HeadlessNib.register("CardView", CardView.self)
    HeadlessNib.register("BannerView") { owner in
      let content = UIView()
      content.accessibilityIdentifier = "banner content"
      (owner as? BannerView)?.contentView = content  // the File's Owner's outlet
      return [content]
    }
  }

  @Test func aNibMakesItsTopLevelViewWithInitCoderAndAwakesIt() {
    let objects = UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil, options: nil)
    let card = objects.first as? CardView
    #expect(objects.count == 1)
    #expect(card?.awakenings == 1)
  }

  /// A view that loads its own nib with itself as the owner, as custom views do.
  @Test func aViewLoadsItsNibAsTheFilesOwner() {
    let banner = BannerView(frame: .zero)
    #expect(banner.subviews.count == 1)
    #expect(banner.contentView === banner.subviews.first)
    #expect(banner.contentView?.accessibilityIdentifier == "banner content")
  }

  /// UIKit hands a nib's top-level objects back autoreleased.
  @Test func aNibsObjectsAreAutoreleasedUntilTheTurnEnds() async {
    weak let card = Bundle.main.loadNibNamed("CardView", owner: nil)?.first as? CardView
    #expect(card != nil, "only the autorelease pool holds it until the turn ends")
    // Not `card!`: a card gone already fails the expectation above, not the whole process.
    await assertReleased(card.map { [$0] } ?? [], configuration: quick) {
      MainLoop.runUntilIdle()
    }
  }

  /// A nib nobody registered, named after a view class of the app's module (that of the
  /// delegate the explorer starts the app through), is that view.
  @Test func aNibNamedAfterAViewClassOfTheAppNeedsNoRegistration() async {
    let exploration = await FlowExplorer(
      sceneDelegate: PosterSceneDelegate.init, depth: 1,
      actions: [
        .init("look") { delegate in
          guard delegate.window?.rootViewController?.view.subviews.first is PosterView else {
            throw CheckFailure(description: "no poster")
          }
        }
      ]
    ).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }

  @Test func theMessageForANibNobodyRegisteredSaysHowToRegisterIt() {
    let message = HeadlessNib.missingNibMessage("ProfileHeader")
    #expect(message.hasPrefix("There is no nib named 'ProfileHeader': nobody registered it, and "))
    #expect(message.contains("'BannerView', 'CardView'"))
    let howToRegister: String =
      "Register it before the app loads it, with the class of its top-level view (made with "
      + "init(coder:)): HeadlessNib.register(\"ProfileHeader\", ProfileHeader.self), or with "
      + "a closure that makes its top-level objects: "
      + "HeadlessNib.register(\"ProfileHeader\") { owner in [ … ] }."
    #expect(message.hasSuffix(howToRegister))
  }
}
