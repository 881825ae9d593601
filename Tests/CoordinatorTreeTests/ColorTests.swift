import CoordinatorTree
import Foundation
import Testing

/// A colour of an app's own, in an extension, as apps write them against UIKit.
extension Color {
  fileprivate convenience init(gray: Double) {
    self.init(white: gray, alpha: 1)
  }
}

/// The model's colour is a class, as `UIColor`: extended with convenience initializers, equal
/// when it names the same colour, hashed alike.
@MainActor @Suite struct ColorTests {
  @Test func coloursAreEqualWhenTheyNameTheSameColour() {
    #expect(Color(gray: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    #expect(Color(gray: 0.5).hash == Color(white: 0.5, alpha: 1).hash)
    #expect(Color.systemBlue != Color.systemRed && Color.systemBlue == Color(named: "systemBlue"))
    #expect(Color(named: "Accent")?.description == "Accent")
    #expect(
      Color(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1).components?.red == 1)
  }

  @Test func aTabBarsTintIsAColour() {
    let tabs = TabBarController()
    tabs.tabBar.tintColor = .systemBlue
    #expect(tabs.tabBar.tintColor === Color.systemBlue)
  }
}
