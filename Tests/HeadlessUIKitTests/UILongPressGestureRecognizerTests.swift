import HeadlessUIKit
import Testing

/// `UILongPressGestureRecognizer`: a press begins, then ends.
@MainActor @Suite struct UILongPressGestureRecognizerTests {
  @Test func aLongPressCallsTheTargetsWithBeganThenEnded() throws {
    let listener = Listener()
    let cell = UIView()
    cell.accessibilityLabel = "Message"
    cell.addGestureRecognizer(
      UILongPressGestureRecognizer(target: listener, action: Listener.gesture))
    let (window, _) = screenShowing(cell)
    #expect(offered(in: window) == ["long-presses 'Message'"])
    try cell.userLongPresses()
    #expect(listener.calls == ["began", "ended"])
    #expect(throws: (any Error).self) { try cell.userTaps() }
  }
}
