import HeadlessUIKit
import Testing

/// `UISwipeGestureRecognizer`: one swipe per direction it takes.
@MainActor @Suite struct UISwipeGestureRecognizerTests {
  @Test func aSwipeIsOfferedForEachDirectionItTakes() throws {
    let listener = Listener()
    let card = UIView()
    card.accessibilityLabel = "Card"
    let swipe = UISwipeGestureRecognizer(target: listener, action: Listener.gesture)
    swipe.direction = [.left, .right]
    card.addGestureRecognizer(swipe)
    let (window, _) = screenShowing(card)
    #expect(offered(in: window) == ["swipes right on 'Card'", "swipes left on 'Card'"])
    try card.userSwipes(.left)
    #expect(listener.calls == ["ended"])
    #expect(throws: (any Error).self) { try card.userSwipes(.up) }
  }
}
