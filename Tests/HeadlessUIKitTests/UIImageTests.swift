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
}
