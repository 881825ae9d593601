import HeadlessUIKit
import Testing

/// `UILabel`: its text and styling kept as set, no touches until told, its text as its
/// accessibility label.
@MainActor @Suite struct UILabelTests {
  @Test func aLabelKeepsItsTextAndTakesNoTouchesUntilTold() {
    let title = UILabel()
    #expect(!title.isUserInteractionEnabled && !title.isReachableByUser)
    title.text = "Welcome"
    title.font = .preferredFont(forTextStyle: .title1)
    title.textAlignment = .center
    title.numberOfLines = 0
    title.lineBreakMode = .byWordWrapping
    #expect(title.accessibilityLabel == "Welcome")
    title.accessibilityLabel = "Greeting"
    #expect(title.accessibilityLabel == "Greeting")
    #expect(title.font.pointSize == 28 && title.textColor == .label)
    title.attributedText = NSAttributedString(
      string: "Sale",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
    #expect(title.text == "Sale")
    #expect(title.attributedText?.attribute(.font, at: 0, effectiveRange: nil) is UIFont)
    title.text = "Plain"
    #expect(title.attributedText?.string == "Plain")
  }

  @Test func aLabelKeepsItsText() {
    let label = UILabel()
    #expect(label.text == nil && label.numberOfLines == 1)
    label.text = "Inbox"
    label.numberOfLines = 0
    label.textColor = UIColor(white: 0.5, alpha: 1)
    #expect(label.text == "Inbox" && label.numberOfLines == 0 && label.textColor != nil)
  }
}
