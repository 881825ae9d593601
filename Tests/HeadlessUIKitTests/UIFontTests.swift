import HeadlessUIKit
import Testing

/// `UIFont`: system fonts, weights and text styles at UIKit's default sizes.
@MainActor @Suite struct UIFontTests {
  @Test func fontsHoldTheirSizeWeightAndStyle() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    let bold = UIFont.systemFont(ofSize: 22, weight: .bold)
    #expect(bold == UIFont.boldSystemFont(ofSize: 22))
    #expect(bold.withSize(12).pointSize == 12 && bold.withSize(12).weight == .bold)
    #expect(UIFont(name: "Avenir-Heavy", size: 15)?.familyName == "Avenir")
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: bold) === bold)
    #expect(UIFont.systemFont(ofSize: 10) != UIFont.systemFont(ofSize: 11))
  }
}
