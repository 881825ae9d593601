import HeadlessUIKit
import LeakAuditTesting
import Testing

/// Light and dark mode as apps override it: kept as set, read through `traitCollection`.
@MainActor @Suite struct UITraitCollectionTests {
  @Test func aViewUsesTheStyleOverriddenNearestToIt() {
    let window = makeWindow()
    let screen = Screen("Settings")
    window.rootViewController = screen
    let row = UIView()
    screen.view.addSubview(row)
    #expect(row.traitCollection.userInterfaceStyle == .light)
    window.overrideUserInterfaceStyle = .dark
    #expect(window.overrideUserInterfaceStyle == .dark)
    #expect(row.traitCollection.userInterfaceStyle == .dark)
    #expect(screen.traitCollection.userInterfaceStyle == .dark)
    screen.overrideUserInterfaceStyle = .light
    #expect(row.traitCollection.userInterfaceStyle == .light)
    row.overrideUserInterfaceStyle = .dark
    #expect(row.traitCollection.userInterfaceStyle == .dark)
    row.overrideUserInterfaceStyle = .unspecified
    #expect(row.traitCollection.userInterfaceStyle == .light)
    #expect(UITraitCollection.current.userInterfaceStyle == .light)
  }

  @Test func colorsLookDifferentOnlyWhenTheStyleDiffers() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    #expect(
      !light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
    #expect(
      light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(light.hasDifferentColorAppearance(comparedTo: nil))
  }

  /// The style is kept beside the view, which it does not keep alive.
  @Test func anOverriddenStyleKeepsNothingAlive() async {
    var view: UIView? = UIView()
    view?.overrideUserInterfaceStyle = .dark
    await assertReleased([view!], configuration: quick) { view = nil }
    // A new view, perhaps at the same address, inherits nothing.
    #expect(UIView().overrideUserInterfaceStyle == .unspecified)
  }
}
