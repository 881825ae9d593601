import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A recognizer that keeps a closure, as the helpers blog posts write
/// (`view.addGestureRecognizer(TapGesture { self.open() })`).
final class ClosureTap: UITapGestureRecognizer {
  let handler: () -> Void
  init(_ handler: @escaping () -> Void) {
    self.handler = handler
    super.init()
    addTarget(self, action: ClosureTap.fire)
  }
  func fire() { handler() }
}

/// A screen whose avatar's tap recognizer runs a closure that captures the screen.
final class AvatarTapScreen: TwinScreen {
  let avatar = UIImageView(image: UIImage(systemName: "person"))
  var opened = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    avatar.isUserInteractionEnabled = true
    if capturesWeakly {
      avatar.addGestureRecognizer(ClosureTap { [weak self] in self?.opened += 1 })
    } else {
      avatar.addGestureRecognizer(ClosureTap { self.opened += 1 })
    }
    view.addSubview(avatar)
  }
}

/// A delegate that refuses every gesture.
final class RefusingDelegate: NSObject, UIGestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// `UIGestureRecognizer` and the view that holds it: who holds whom, and what the user's
/// gesture calls.
@MainActor @Suite struct UIGestureRecognizerTests {
  @Test func aRecognizerHoldsItsTargetWeaklyAndTheViewHoldsTheRecognizer() async {
    let view = UIView()
    var listener: Listener? = Listener()
    view.addGestureRecognizer(UITapGestureRecognizer(target: listener, action: Listener.gesture))
    #expect(view.gestureRecognizers?.first?.view === view)
    await assertReleased([listener!], configuration: quick) { listener = nil }
    await assertReleased([view.gestureRecognizers![0]], configuration: quick) {
      view.removeGestureRecognizer(view.gestureRecognizers![0])
    }
    #expect(view.gestureRecognizers == nil)
  }

  @Test func aRecognizerPointsBackToItsViewWeakly() async {
    let recognizer = UITapGestureRecognizer()
    var view: UIView? = UIView()
    view?.addGestureRecognizer(recognizer)
    await assertReleased([view!], configuration: quick) { view = nil }
    #expect(recognizer.view == nil)
  }

  /// The positive control: a recognizer's closure that captures the screen keeps it, through
  /// the screen's own view.
  @Test func aRecognizerClosureThatCapturesItsScreenKeepsIt() async {
    await checkPop(of: { AvatarTapScreen(capturesWeakly: false) }, leaks: true)
  }

  @Test func aRecognizerClosureThatCapturesItsScreenWeaklyLetsItGo() async {
    await checkPop(of: { AvatarTapScreen(capturesWeakly: true) }, leaks: false)
  }

  @Test func aRecognizerMovesToTheViewItIsAddedTo() {
    let recognizer = UITapGestureRecognizer()
    let first = UIView()
    let second = UIView()
    first.addGestureRecognizer(recognizer)
    second.addGestureRecognizer(recognizer)
    #expect(first.gestureRecognizers == nil && second.gestureRecognizers?.count == 1)
    #expect(recognizer.view === second)
    first.gestureRecognizers = [recognizer]
    #expect(second.gestureRecognizers == nil && recognizer.view === first)
  }

  @Test func theDelegateMayRefuseTheGestureAndTheStateReturnsToPossible() throws {
    let listener = Listener()
    let label = UILabel()
    label.text = "Forgot password?"
    label.isUserInteractionEnabled = true
    let tap = UITapGestureRecognizer(target: listener, action: Listener.gesture)
    label.addGestureRecognizer(tap)
    let (window, _) = screenShowing(label)
    #expect(offered(in: window) == ["taps 'Forgot password?'"])
    try label.userTaps()
    #expect(listener.calls == ["ended"] && tap.state == .possible)
    let delegate = RefusingDelegate()
    tap.delegate = delegate
    try label.userTaps()
    #expect(listener.calls == ["ended"])
    tap.isEnabled = false
    #expect(offered(in: window).isEmpty)
  }

  @Test func aRecognizerWithoutTargetOrOnAViewThatTakesNoTouchesIsNotOffered() {
    let image = UIImageView(image: nil)
    image.addGestureRecognizer(UITapGestureRecognizer(target: Listener(), action: Listener.tapped))
    let bare = UIView()
    bare.addGestureRecognizer(UITapGestureRecognizer())
    let (window, _) = screenShowing(image, bare)
    #expect(offered(in: window).isEmpty, "an image view takes no touches until told")
    image.isUserInteractionEnabled = true
    #expect(offered(in: window) == ["taps the UIImageView 1"])
  }
}
