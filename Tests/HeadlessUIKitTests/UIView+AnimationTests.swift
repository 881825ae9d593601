import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIView.animate`: the changes at once, the completion on a later turn, the blocks held
/// until then.
@MainActor @Suite struct UIViewAnimationTests {
  @Test func theAnimationsRunAtOnceAndTheCompletionOnALaterTurn() {
    let banner = UIView()
    var finished: [Bool] = []
    UIView.animate(withDuration: 0.3) {
      banner.alpha = 0
    } completion: { done in
      finished.append(done)
    }
    #expect(banner.alpha == 0)
    #expect(finished.isEmpty && !MainLoop.isIdle)
    MainLoop.runUntilIdle()
    #expect(finished == [true])
    UIView.animate(
      withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [.curveEaseOut], animations: { banner.alpha = 1 },
      completion: { finished.append($0) })
    UIView.transition(with: banner, duration: 0.2, options: .transitionCrossDissolve) {
      banner.isHidden = true
    }
    #expect(banner.alpha == 1 && banner.isHidden)
    MainLoop.runUntilIdle()
    #expect(finished == [true, true])
  }

  @Test func theCompletionIsHeldUntilItRunsAndNoLonger() async {
    var captured: Listener? = Listener()
    UIView.animate(
      withDuration: 0.3, animations: {}, completion: { [captured] _ in captured?.tapped() })
    weak let survivor = captured
    captured = nil
    // Until the completion runs, on a later turn, it holds what it captures.
    #expect(survivor != nil)
    await assertReleased([survivor!], configuration: quick) { MainLoop.runUntilIdle() }
  }

  @Test func aTransitionBetweenViewsReplacesOneWithTheOther() {
    let container = UIView()
    let old = UIView()
    let new = UIView()
    container.addSubview(old)
    UIView.transition(from: old, to: new, duration: 0.3, options: [])
    #expect(old.superview == nil && new.superview === container)
    UIView.performWithoutAnimation { new.alpha = 0.5 }
    #expect(new.alpha == 0.5)
    MainLoop.runUntilIdle()
  }
}
