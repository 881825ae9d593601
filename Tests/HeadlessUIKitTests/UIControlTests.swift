import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A screen whose button's action closure captures the screen strongly: screen → view →
/// button → UIAction → closure → screen, a cycle on a device too.
final class StrongActionScreen: TwinScreen {
  var taps = 0
  let button = UIButton(type: .system)
  override func viewDidLoad() {
    super.viewDidLoad()
    button.setTitle("Like", for: .normal)
    if capturesWeakly {
      button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    } else {
      button.addAction(UIAction { _ in self.taps += 1 }, for: .touchUpInside)
    }
    view.addSubview(button)
  }
}

/// A screen that receives a button's action through the responder chain (no target).
final class ChainScreen: UIViewController {
  var calls: [String] = []
  func save() { calls.append("save") }
}

/// `UIControl`: what it holds (targets weakly, actions strongly), what it sends for which
/// event, and what it offers the user.
@MainActor @Suite struct UIControlTests {
  @Test func aControlHoldsItsTargetWeakly() async {
    let control = UIControl()
    var listener: Listener? = Listener()
    control.addTarget(listener, action: Listener.tapped, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(listener?.calls == ["tapped"])
    await assertReleased([listener!], configuration: quick) { listener = nil }
    #expect(control.allTargets.isEmpty)
  }

  /// The positive control of the rule above: an action's closure that captures the listener
  /// keeps it, for as long as the control lives.
  @Test func aControlHoldsItsActionAndWhatItsClosureCaptures() async {
    let control = UIControl()
    var listener: Listener? = Listener()
    control.addAction(UIAction { [listener] _ in listener?.tapped() }, for: .touchUpInside)
    await withKnownIssue {
      await assertReleased([listener!], configuration: quick) { listener = nil }
    } matching: {
      isLeak(of: "Listener")($0)
    }
    control.sendActions(for: .touchUpInside)
    #expect(control.allControlEvents == .touchUpInside)
  }

  @Test func removingAnActionLetsGoOfIt() async {
    let control = UIControl()
    var listener: Listener? = Listener()
    var action: UIAction? = UIAction { [listener] _ in listener?.tapped() }
    control.addAction(action!, for: [.touchUpInside, .valueChanged])
    weak let added = action
    action = nil
    control.removeAction(added!, for: .touchUpInside)
    #expect(control.allControlEvents == .valueChanged)
    await assertReleased([listener!], configuration: quick) {
      control.removeAction(added!, for: .valueChanged)
      listener = nil
    }
    #expect(control.allControlEvents.isEmpty && added == nil)
  }

  @Test func aScreenWhoseButtonActionCapturesItStrongly() async {
    // The positive control: the closure keeps the screen after it is popped.
    await checkPop(of: { StrongActionScreen(capturesWeakly: false) }, leaks: true)
  }

  @Test func aScreenWhoseButtonActionCapturesItWeaklyIsReleased() async {
    await checkPop(of: { StrongActionScreen(capturesWeakly: true) }, leaks: false)
  }

  @Test func theActionMayTakeTheSenderOrNothing() {
    let button = UIButton(type: .system)
    button.setTitle("Buy", for: .normal)
    let listener = Listener()
    button.addTarget(listener, action: Listener.tapped, for: .touchUpInside)
    button.addTarget(listener, action: Listener.tappedButton, for: .touchUpInside)
    button.addTarget(listener, action: Listener.changed, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(listener.calls == ["tapped", "tapped Buy", "changed"])
  }

  @Test func withNoTargetTheActionGoesUpTheResponderChain() throws {
    let screen = ChainScreen()
    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    button.addTarget(nil as ChainScreen?, action: ChainScreen.save, for: .touchUpInside)
    let (_, _) = onScreen(screen)
    let row = UIView()
    row.addSubview(button)
    screen.view.addSubview(row)
    try button.userTaps()
    #expect(screen.calls == ["save"])
  }

  @Test func aReleasedTargetSendsTheActionUpTheResponderChainAsUIKitsDoes() {
    let screen = ChainScreen()
    let button = UIButton(type: .system)
    screen.view.addSubview(button)
    var other: ChainScreen? = ChainScreen()
    button.addTarget(other, action: ChainScreen.save, for: .touchUpInside)
    other = nil
    button.sendActions(for: .touchUpInside)
    #expect(screen.calls == ["save"])
  }

  @Test func removingATargetStopsItsActions() {
    let control = UIControl()
    let listener = Listener()
    control.addTarget(listener, action: Listener.tapped, for: [.touchUpInside, .valueChanged])
    control.removeTarget(listener, action: nil, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(listener.calls == ["tapped"])
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.allTargets.isEmpty && control.allControlEvents.isEmpty)
  }

  @Test func aTapSendsTouchDownTouchUpInsideThenThePrimaryAction() throws {
    let control = UIControl()
    control.accessibilityLabel = "Card"
    var sent: [String] = []
    control.addAction(UIAction { _ in sent.append("primary") }, for: .primaryActionTriggered)
    control.addAction(UIAction { _ in sent.append("up") }, for: .touchUpInside)
    control.addAction(UIAction { _ in sent.append("down") }, for: .touchDown)
    control.addAction(UIAction { _ in sent.append("changed") }, for: .valueChanged)
    let (window, _) = screenShowing(control)
    #expect(offered(in: window) == ["taps 'Card'"])
    try control.userTaps()
    #expect(sent == ["down", "up", "primary"])
    #expect(window.log.lines.last == "userInteracts(taps 'Card')")
  }

  @Test func aDisabledHiddenOrUnheardControlIsNotOfferedAndItsTapIsRefused() throws {
    let heard = UIControl()
    heard.accessibilityLabel = "Heard"
    var taps = 0
    heard.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let unheard = UIControl()
    let (window, _) = screenShowing(heard, unheard)
    #expect(offered(in: window) == ["taps 'Heard'"])
    #expect(throws: NavigationError.self) { try unheard.userTaps() }
    heard.isEnabled = false
    #expect(offered(in: window).isEmpty)
    #expect(throws: NavigationError.self) { try heard.userTaps() }
    heard.isEnabled = true
    heard.superview?.isHidden = true
    #expect(offered(in: window).isEmpty)
    #expect(throws: NavigationError.self) { try heard.userTaps() }
    #expect(taps == 0)
    #expect(heard.state == .normal)
    heard.isSelected = true
    heard.isEnabled = false
    #expect(heard.state == [.selected, .disabled])
  }

  @Test func aControlNotOnTheScreenOnTopCannotBeTapped() throws {
    let (_, navigation) = shown("List")
    let button = UIButton(primaryAction: UIAction(title: "Open") { _ in })
    navigation.topViewController?.view.addSubview(button)
    navigation.pushViewController(Screen("Detail"), animated: false)
    #expect(throws: NavigationError.self) { try button.userTaps() }
    #expect(throws: NavigationError.self) { try UIButton(primaryAction: nil).userTaps() }
  }
}
