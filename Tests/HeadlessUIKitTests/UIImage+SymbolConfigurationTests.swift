import HeadlessUIKit
import Testing

/// `UIImage.SymbolConfiguration`: kept as given, combined as UIKit's, drawn by nothing.
@MainActor @Suite struct UIImageSymbolConfigurationTests {
  @Test func aConfigurationKeepsWhatItIsGivenAndAppliesAnothersSetValues() {
    let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
    #expect(large.pointSize == 24 && large.weight == .semibold && large.scale == .unspecified)
    let combined = large.applying(UIImage.SymbolConfiguration(scale: .large))
    #expect(combined.pointSize == 24 && combined.weight == .semibold && combined.scale == .large)
    let styled = UIImage.SymbolConfiguration(textStyle: .headline).applying(nil)
    #expect(styled.textStyle == .headline && styled.pointSize == 0)
    #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17)).pointSize == 17)
  }

  @Test func aSymbolWithAConfigurationIsTheSymbol() {
    let configuration = UIImage.SymbolConfiguration(weight: .bold)
    let heart = UIImage(systemName: "heart.fill", withConfiguration: configuration)
    #expect(heart == UIImage(systemName: "heart.fill"))
    #expect(heart?.withConfiguration(configuration) == heart)
    #expect(heart?.applyingSymbolConfiguration(configuration) == heart)
  }
}
