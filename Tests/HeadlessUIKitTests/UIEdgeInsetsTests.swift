import HeadlessUIKit
import Testing

/// `UIEdgeInsets`: an inert value.
@Suite struct UIEdgeInsetsTests {
  @Test func insetsAreValues() {
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(insets != .zero)
    #expect(UIEdgeInsets() == .zero)
    var changed = insets
    changed.left = 0
    #expect(changed.left == 0 && insets.left == 2)
  }
}
