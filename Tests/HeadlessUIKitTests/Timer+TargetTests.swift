import CoordinatorTree
import Foundation
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A screen with a clock, as blog posts write it: the timer's target is the screen.
final class ClockScreen: UIViewController {
  var timer: Timer?
  var ticks = 0
  let invalidatesOnDisappear: Bool

  init(invalidatesOnDisappear: Bool) {
    self.invalidatesOnDisappear = invalidatesOnDisappear
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    timer = Timer.scheduledTimer(
      timeInterval: 1, target: self, selector: ClockScreen.tick, userInfo: nil, repeats: true)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if invalidatesOnDisappear { timer?.invalidate() }
  }

  func tick() { ticks += 1 }

  deinit { MainActor.assumeIsolated { timer?.invalidate() } }
}

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the target held
/// until invalidation, the user info, and a model with no clock.
@MainActor @Suite struct TimerTargetTests {
  @Test func aTimerHoldsItsTargetUntilItIsInvalidated() async {
    var listener: Listener? = Listener()
    let timer = Timer.scheduledTimer(
      timeInterval: 60, target: listener!, selector: Listener.tickWithTimer, userInfo: "info",
      repeats: true)
    timer.fire()
    #expect(listener?.calls == ["tick info"])
    weak let survivor = listener
    // The positive control: while the timer runs, the target cannot go.
    await withKnownIssue {
      await assertReleased([listener!], configuration: quick) { listener = nil }
    } matching: {
      isLeak(of: "Listener")($0)
    }
    #expect(timer.userInfo as? String == "info")
    await assertReleased([survivor!], configuration: quick) { timer.invalidate() }
    #expect(timer.userInfo == nil && !timer.isValid)
  }

  @Test func aTimerThatDoesNotRepeatLetsGoOnceFired() async {
    var listener: Listener? = Listener()
    let timer = Timer.scheduledTimer(
      timeInterval: 60, target: listener!, selector: Listener.tick, userInfo: nil, repeats: false)
    await assertReleased([listener!], configuration: quick) {
      timer.fire()
      #expect(listener?.calls == ["tick"])
      listener = nil
    }
    #expect(!timer.isValid)
  }

  @Test func aScreenThatInvalidatesItsTimerOnlyInDeinitNeverGoes() async {
    await checkPop(of: { ClockScreen(invalidatesOnDisappear: false) }, leaks: true)
  }

  @Test func aScreenThatInvalidatesItsTimerWhenItLeavesGoes() async {
    await checkPop(of: { ClockScreen(invalidatesOnDisappear: true) }, leaks: false)
  }

  @Test func theModelsTimerDoesNotFireByItself() async throws {
    let listener = Listener()
    let timer = Timer.scheduledTimer(
      timeInterval: 0.001, target: listener, selector: Listener.tick, userInfo: nil,
      repeats: true)
    defer { timer.invalidate() }
    // Whatever runs meanwhile (the main queue, the main loop), nothing fires it.
    try await Task.sleep(for: .milliseconds(20))
    MainLoop.runUntilIdle()
    #expect(listener.calls.isEmpty && timer.isValid)
  }
}
