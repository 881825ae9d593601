import HeadlessUIKit
import Testing

/// `UITapGestureRecognizer`: a tap ends at once; a double tap is named as one.
@MainActor @Suite struct UITapGestureRecognizerTests {
  @Test func aTapCallsTheTargetsWithEndedAndADoubleTapIsNamedSo() throws {
    let listener = Listener()
    let first = UIView()
    first.addGestureRecognizer(UITapGestureRecognizer(target: listener, action: Listener.gesture))
    let second = UIView()
    let double = UITapGestureRecognizer(target: listener, action: Listener.tapped)
    double.numberOfTapsRequired = 2
    second.addGestureRecognizer(double)
    let (window, _) = screenShowing(first, second)
    #expect(offered(in: window) == ["taps the UIView 2", "double-taps the UIView 3"])
    try first.userTaps()
    try second.userDoubleTaps()
    #expect(listener.calls == ["ended", "tapped"])
  }
}
