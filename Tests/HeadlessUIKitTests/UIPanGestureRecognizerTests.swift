import HeadlessUIKit
import Testing

/// `UIPanGestureRecognizer`: never offered (a pan's path has no bound), its target weak as
/// every recognizer's.
@MainActor @Suite struct UIPanGestureRecognizerTests {
  @Test func aPanIsNotOfferedAndKeepsItsTranslation() {
    let sheet = UIView()
    let pan = UIPanGestureRecognizer(target: Listener(), action: Listener.gesture)
    sheet.addGestureRecognizer(pan)
    let (window, _) = screenShowing(sheet)
    #expect(offered(in: window).isEmpty)
    pan.setTranslation(CGPoint(x: 0, y: 40), in: sheet)
    #expect(pan.translation(in: sheet) == CGPoint(x: 0, y: 40))
    #expect(pan.velocity(in: sheet) == .zero)
  }
}
