import HeadlessUIKit
import Testing

/// `CGAffineTransform` is named in app code, and a view keeps the transform it is given.
@MainActor @Suite struct CGAffineTransformTests {
  @Test func aViewKeepsTheTransformItIsGivenAndScalingFollowsCoreGraphicsOrder() {
    let card = UIView()
    #expect(card.transform.isIdentity)
    let pressed: CGAffineTransform = CGAffineTransform(scaleX: 0.5, y: 0.5)
      .translatedBy(x: 10, y: 20)
    card.transform = pressed
    #expect(card.transform == pressed)
    // Core Graphics' order: the translation is scaled (it comes first in the product).
    #expect(pressed.tx == 5 && pressed.ty == 10 && pressed.a == 0.5)
    card.transform = .identity
    #expect(card.transform == CGAffineTransform.identity)
  }
}
