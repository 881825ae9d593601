import HeadlessUIKit
import Testing

/// `CGColor` is named in app code, and is the colour it came from.
@MainActor @Suite struct CGColorTests {
  @Test func aNamedCGColorIsTheColourItCameFrom() {
    let border: CGColor = UIColor.systemRed.cgColor
    let view = UIView()
    view.layer.borderColor = border
    #expect(view.layer.borderColor == UIColor.systemRed.cgColor)
    #expect(UIColor(cgColor: border) == .systemRed)
  }
}
