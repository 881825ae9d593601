import HeadlessUIKit
import Testing

extension UIColor {
  /// What apps write: a convenience initializer in an extension, and colours of their own.
  convenience init(hex: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }

  static let brand = UIColor(hex: 0x3366FF)
}

/// `UIColor` is a class, as UIKit's: apps extend it with convenience initializers.
@MainActor @Suite struct UIColorTests {
  @Test func anAppsConvenienceInitializerAndColoursCompileAndCompare() {
    #expect(UIColor.brand == UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))
    #expect(UIColor.brand != .systemBlue)
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    #expect(
      UIColor.brand.withAlphaComponent(0.5).getRed(&red, green: nil, blue: nil, alpha: &alpha))
    #expect(red == 0.2 && alpha == 0.5)
    #expect(!UIColor.label.getRed(&red, green: nil, blue: nil, alpha: nil))
    #expect(UIColor(cgColor: UIColor.brand.cgColor) == .brand)
    #expect(UIColor(named: "Accent") == UIColor(named: "Accent"))
    let tabs = UITabBarController()
    tabs.tabBar.tintColor = .brand
    #expect(tabs.tabBar.tintColor == .brand)
    #expect(Set([UIColor.red, UIColor.red, .blue]).count == 2)
  }

  /// iOS 15's system colours are named, and differ from each other.
  @Test func theNewerSystemColoursAreNamed() {
    #expect(
      [UIColor.systemMint, .systemCyan, .systemBrown].map(\.name) == [
        "systemMint", "systemCyan", "systemBrown",
      ])
    #expect(UIColor.systemMint != .systemTeal)
  }
}
