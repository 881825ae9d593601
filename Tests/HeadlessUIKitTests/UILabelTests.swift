import HeadlessUIKit
import Testing

/// `UILabel`: a view holding its text.
@MainActor @Suite struct UILabelTests {
  @Test func aLabelKeepsItsText() {
    let label = UILabel()
    #expect(label.text == nil && label.numberOfLines == 1)
    label.text = "Inbox"
    label.numberOfLines = 0
    label.textColor = UIColor(white: 0.5, alpha: 1)
    #expect(label.text == "Inbox" && label.numberOfLines == 0 && label.textColor != nil)
  }
}
