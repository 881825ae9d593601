import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIStackView`: arranged views are subviews; removing one from the arrangement leaves it a
/// subview, as UIKit's does.
@MainActor @Suite struct UIStackViewTests {
  @Test func removingAnArrangedViewLeavesItASubviewReachableByTheUser() throws {
    let keep = UIButton(primaryAction: UIAction(title: "Keep") { _ in })
    let remove = UIButton(primaryAction: UIAction(title: "Remove") { _ in })
    let stack = UIStackView(arrangedSubviews: [keep, remove])
    stack.axis = .vertical
    stack.spacing = 8
    stack.setCustomSpacing(20, after: keep)
    let (window, _) = screenShowing(stack)
    stack.removeArrangedSubview(remove)
    #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 2)
    #expect(offered(in: window) == ["taps 'Keep'", "taps 'Remove'"])
    #expect(stack.customSpacing(after: keep) == 20 && stack.customSpacing(after: remove) == 8)
  }

  @Test func aViewThatLeavesTheStackIsNoLongerArrangedAndIsReleased() async {
    let stack = UIStackView()
    stack.addArrangedSubview(UILabel())
    stack.insertArrangedSubview(UIView(), at: 0)
    #expect(stack.arrangedSubviews.count == 2 && stack.arrangedSubviews[0] === stack.subviews[1])
    await assertReleased([stack.arrangedSubviews[1]], configuration: quick) {
      stack.arrangedSubviews[1].removeFromSuperview()
    }
    #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 1)
    stack.alignment = .top
    #expect(stack.alignment == .leading)
  }
}
