import HeadlessUIKit
import LeakAuditTesting
import Testing

import enum CoordinatorTree.MainLoop

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
    await assertReleased([card!], configuration: quick) { MainLoop.runUntilIdle() }
  }

  @Test func theMessageForANibNobodyRegisteredSaysHowToRegisterIt() {
    let message = HeadlessNib.missingNibMessage("ProfileHeader")
    #expect(message.hasPrefix("There is no nib named 'ProfileHeader': nobody registered it, and "))
    #expect(message.contains("'BannerView', 'CardView'"))
    #expect(
      message.hasSuffix(
        "Register it before the app loads it, with the class of its top-level view (made with "
          + "init(coder:)): HeadlessNib.register(\"ProfileHeader\", ProfileHeader.self), or with "
          + "a closure that makes its top-level objects: "
          + "HeadlessNib.register(\"ProfileHeader\") { owner in [ … ] }."))
  }
}
