// No `import Foundation`: a file that imports it as well calls Foundation's block timer (see
// `Timer+Block.swift`), as the last test shows.
import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// A screen with a clock whose timer's block captures it strongly, as many apps write it,
/// stopped when the screen leaves (correct) or only in `deinit` (the leak).
final class BlockClockScreen: UIViewController {
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
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      MainActor.assumeIsolated { self.ticks += 1 }
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if invalidatesOnDisappear { timer?.invalidate() }
  }

  deinit { MainActor.assumeIsolated { timer?.invalidate() } }
}

/// A screen that hides its banner with a timer that does not repeat, whose block captures it
/// strongly: on a device it goes once the timer fires.
final class BannerScreen: UIViewController {
  let delay: TimeInterval
  var bannerHidden = false

  init(delay: TimeInterval) {
    self.delay = delay
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    Timer.scheduledTimer(withTimeInterval: delay, repeats: false) { _ in
      MainActor.assumeIsolated { self.bannerHidden = true }
    }
  }
}

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`: the block, and what it captures,
/// held until invalidation, as Apple's Foundation holds it (Foundation's own on Linux never lets
/// go of it).
@MainActor @Suite struct TimerBlockTests {
  @Test func aTimerHoldsItsBlockUntilItIsInvalidated() async {
    var listener: Listener? = Listener()
    let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) {
      [listener = listener!] _ in
      MainActor.assumeIsolated { listener.tick() }
    }
    timer.fire()
    #expect(listener?.calls == ["tick"] && timer.isValid)
    weak let survivor = listener
    // The positive control: while the timer runs, what its block captures cannot go.
    await withKnownIssue {
      await assertReleased([listener!], configuration: quick) { listener = nil }
    } matching: {
      isLeak(of: "Listener")($0)
    }
    await assertReleased([survivor!], configuration: quick) { timer.invalidate() }
    #expect(!timer.isValid)
  }

  @Test func aTimerThatDoesNotRepeatLetsGoOfItsBlockOnceFired() async {
    var listener: Listener? = Listener()
    let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) {
      [listener = listener!] _ in
      MainActor.assumeIsolated { listener.tick() }
    }
    await assertReleased([listener!], configuration: quick) {
      timer.fire()
      #expect(listener?.calls == ["tick"])
      listener = nil
    }
    #expect(!timer.isValid)
  }

  @Test func aBlockFiredAfterInvalidationDoesNotRun() {
    let recorder = Recorder()
    let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in
      recorder.lines.append("fired")
    }
    timer.invalidate()
    timer.fire()
    #expect(recorder.lines.isEmpty)
  }

  @Test func aTimerMadeOffTheMainThreadHoldsAndLetsGoTheSame() async {
    let (fired, validAfterInvalidation, released) = await Task.detached {
      var recorder: Recorder? = Recorder()
      weak let watched = recorder
      let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) {
        [recorder = recorder!] _ in
        recorder.lines.append("fired")
      }
      timer.fire()
      let fired = recorder?.lines ?? []
      recorder = nil
      timer.invalidate()
      return (fired, timer.isValid, watched == nil)
    }.value
    #expect(fired == ["fired"] && !validAfterInvalidation && released)
  }

  @Test func aFileThatImportsHeadlessUIKitAloneSchedulesTheModelsTimer() {
    let timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in }
    defer { timer.invalidate() }
    #expect(String(describing: type(of: timer)) == "ScheduledTimer")
    #expect(String(describing: type(of: foundationsBlockTimer())) == "Timer")
  }

  /// A timer that does not repeat and is due within a second fires before the step is judged
  /// (on a later turn of the main loop), and lets go of the screen, as on a device.
  @Test func aScreenKeptByATimerDueWithinASecondGoesWhenItFires() async {
    await checkPop(of: { BannerScreen(delay: 0.5) }, leaks: false)
  }

  /// The positive control: one due later never fires by itself (the model has no clock), and
  /// the screen it keeps is reported.
  @Test func aScreenKeptByATimerDueLaterIsReported() async {
    await checkPop(of: { BannerScreen(delay: 5) }, leaks: true)
  }

  @Test func aTimerDueWithinASecondFiresOnALaterTurnNotInTheCall() {
    let recorder = Recorder()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
      recorder.lines.append("fired")
    }
    #expect(recorder.lines.isEmpty && timer.isValid)
    MainLoop.runUntilIdle()
    #expect(recorder.lines == ["fired"] && !timer.isValid)
  }

  @Test func aTimerInvalidatedBeforeItsTurnDoesNotFire() {
    let recorder = Recorder()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in
      recorder.lines.append("fired")
    }
    timer.invalidate()
    MainLoop.runUntilIdle()
    #expect(recorder.lines.isEmpty)
  }

  @Test func aRepeatingTimerNeverFiresByItself() {
    let recorder = Recorder()
    let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
      recorder.lines.append("fired")
    }
    defer { timer.invalidate() }
    MainLoop.runUntilIdle()
    #expect(recorder.lines.isEmpty && timer.isValid)
  }

  /// Foundation's block timer on Linux (called from a file that imports Foundation too) keeps
  /// its block after `invalidate()`: the screen survives, and the report says that the leak
  /// may be Linux's and what to do.
  @Test func aScreenKeptByFoundationsInvalidatedBlockTimerIsExplained() async {
    let (_, navigation) = shown("List")
    navigation.pushViewController(FoundationTimerScreen(), animated: false)
    _ = navigation.topViewController?.view
    await withKnownIssue {
      await assertReleased([navigation.topViewController!], configuration: quick) {
        navigation.popViewController(animated: false)
      }
    } matching: { issue in
      let text = String(describing: issue)
      return text.contains("Leak: FoundationTimerScreen")
        && text.contains("Timer._fire{closure captures}")
        && text.contains("on Linux, swift-corelibs-foundation keeps a timer made with a block")
    }
  }

  @Test func aScreenThatInvalidatesItsTimerOnlyInDeinitNeverGoes() async {
    await checkPop(of: { BlockClockScreen(invalidatesOnDisappear: false) }, leaks: true)
  }

  /// Fails with Foundation's block timer on Linux, which keeps the block for ever.
  @Test func aScreenThatInvalidatesItsTimerWhenItLeavesGoes() async {
    await checkPop(of: { BlockClockScreen(invalidatesOnDisappear: true) }, leaks: false)
  }
}
