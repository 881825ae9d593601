import Foundation
import HeadlessUIKit
import Testing

/// `UIImage`: a name, never decoded; what apps call on it compiles and answers.
@MainActor @Suite struct UIImageTests {
  @Test func imagesFromDataAndFilesAreNamedAndTintedAsTemplates() {
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImage(data: Data([1, 2, 3]))?.name == "data")
    #expect(UIImage(contentsOfFile: "/tmp/a.png")?.name == "/tmp/a.png")
    let star = UIImage(systemName: "star")!
    #expect(star.withTintColor(.systemYellow).renderingMode == .alwaysTemplate)
    #expect(star.size == .zero && star.scale == 1)
  }

  /// `UIImage()` is an empty image, named by nothing, equal to another empty one and to no
  /// named image.
  @Test func anEmptyImageIsNamedByNothing() {
    #expect(UIImage().name == "")
    #expect(UIImage() == UIImage())
    #expect(UIImage() != UIImage(named: "bar"))
    #expect(UIImage().size == .zero)
  }
}
