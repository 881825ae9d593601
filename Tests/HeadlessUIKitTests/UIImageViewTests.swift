import HeadlessUIKit
import Testing

/// `UIImageView`: its image kept, no touches until told.
@MainActor @Suite struct UIImageViewTests {
  @Test func anImageViewKeepsItsImageAndTakesNoTouchesUntilTold() {
    let avatar = UIImageView(image: UIImage(systemName: "person"))
    #expect(avatar.image == UIImage(systemName: "person"))
    #expect(!avatar.isUserInteractionEnabled)
    avatar.contentMode = .scaleAspectFill
    avatar.startAnimating()
    #expect(avatar.isAnimating && avatar.contentMode == .scaleAspectFill)
    avatar.stopAnimating()
    #expect(!avatar.isAnimating)
    #expect(UIImageView(frame: .zero).image == nil)
  }
}
