internal import CoordinatorTree
public import Foundation
internal import LeakAudit

/// Foundation's timer with a target and an action, as UIKit apps schedule it
/// (`Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`), which
/// swift-corelibs-foundation lacks: there is no `Selector` on Linux, so the selector is the
/// method itself, unapplied, as for `UIBarButtonItem`, in an `#if` that keeps one file:
///
/// ```swift
/// #if canImport(UIKit)
///   timer = Timer.scheduledTimer(
///     timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
/// #else
///   timer = Timer.scheduledTimer(
///     timeInterval: 1, target: self, selector: ClockViewController.tick, userInfo: nil, repeats: true)
/// #endif
/// ```
///
/// Ownership is Foundation's on Apple platforms: the run loop holds a scheduled timer, and the
/// timer holds its **target strongly until it is invalidated** (`invalidate()`, or after a
/// timer that does not repeat has fired), then lets go of it and of its user info. A screen
/// that invalidates its timer only in `deinit` therefore never goes: the best-known timer leak.
///
/// The model has no clock, so that exploration stays deterministic: a repeating timer never
/// fires by itself, nor does one that does not repeat and is due in more than a second;
/// `fire()` fires it, as Foundation's does. One that does not repeat and is due within a second
/// fires on a later turn of the main loop (before the user's next action, as on a device). The
/// block form is in `Timer+Block.swift`.
extension Timer {
  /// Schedules a timer that calls a method of `target`, holding the target until it is
  /// invalidated, as `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`.
  ///
  /// - Parameters:
  ///   - ti: The interval, in seconds (the model has no clock: see the extension's note).
  ///   - target: The object whose method runs; held strongly until the timer is invalidated.
  ///   - selector: The method, unapplied: `ClockViewController.tick`.
  ///   - userInfo: What ``Foundation/Timer/userInfo`` returns; held until invalidation.
  ///   - yesOrNo: Whether it repeats; one that does not is invalidated after it fires.
  /// - Returns: The timer, scheduled.
  @discardableResult @preconcurrency @MainActor
  public static func scheduledTimer<Target: AnyObject>(
    timeInterval ti: TimeInterval, target: Target,
    selector: @escaping @MainActor (Target) -> () -> Void, userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    ScheduledTimer.schedule(ti, userInfo, yesOrNo, .target(target, MethodAction(selector)))
  }

  /// Schedules a timer that calls a method of `target` taking the timer, holding the target
  /// until it is invalidated, as `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`
  /// with `@objc func tick(_ timer: Timer)`.
  ///
  /// - Parameters:
  ///   - ti: The interval, in seconds.
  ///   - target: The object whose method runs; held strongly until the timer is invalidated.
  ///   - selector: The method, unapplied: `ClockViewController.tick(_:)`.
  ///   - userInfo: What ``Foundation/Timer/userInfo`` returns; held until invalidation.
  ///   - yesOrNo: Whether it repeats.
  /// - Returns: The timer, scheduled.
  @discardableResult @preconcurrency @MainActor
  public static func scheduledTimer<Target: AnyObject, Sender>(
    timeInterval ti: TimeInterval, target: Target,
    selector: @escaping @MainActor (Target) -> (Sender) -> Void, userInfo: Any?,
    repeats yesOrNo: Bool
  ) -> Timer {
    ScheduledTimer.schedule(ti, userInfo, yesOrNo, .target(target, MethodAction(selector)))
  }
}

/// A timer of the model: it holds what it calls when it fires (a target and its method, or a
/// block, and what either captures) and its user info until it is invalidated, and the model's
/// run loop (``scheduled``) holds it until then.
///
/// Foundation's own timer is no base for this on Linux: swift-corelibs-foundation's Core
/// Foundation timer keeps a strong reference to its `Timer` for ever, so a block given to it
/// would outlive `invalidate()`. This one gives Foundation a block that holds it weakly, and lets
/// go of the app's call itself.
final class ScheduledTimer: Timer {
  /// What the timer calls when it fires.
  enum Call {
    /// A method of a target, which the timer holds strongly.
    case target(AnyObject, MethodAction)
    /// A block, which the timer holds with what it captures.
    case block(@Sendable (Timer) -> Void)
  }

  /// What the timer calls, and its user info, until invalidation: the target, or the block,
  /// each a field of its own so that a retain path names it (`Binding.target`).
  private final class Binding {
    let target: AnyObject?
    let action: MethodAction?
    let block: (@Sendable (Timer) -> Void)?
    let userInfo: Any?
    init(_ call: Call, userInfo: Any?) {
      switch call {
      case .target(let target, let action):
        (self.target, self.action, block) = (target, action, nil)
      case .block(let block):
        (target, action, self.block) = (nil, nil, block)
      }
      self.userInfo = userInfo
    }
  }

  /// The scheduled timers: the run loop's hold on them, until each is invalidated.
  ///
  /// A timer with a block may be scheduled, fired and invalidated on any thread, as Foundation's: this
  /// lock guards the list and every timer's ``binding``.
  private static let scheduled = LockedBox<[ScheduledTimer]>([])

  /// What the timer calls, until invalidation; read and written under ``scheduled``'s lock (a
  /// field of its own, so that a retain path reads `ScheduledTimer.binding → Binding.target`).
  nonisolated(unsafe) private var binding: Binding?

  /// Makes a timer that makes `call` when it fires, holding it until invalidation, and
  /// schedules it on the model's run loop.
  static func schedule(
    _ interval: TimeInterval, _ userInfo: Any?, _ repeats: Bool, _ call: Call
  ) -> Timer {
    let box = WeakTimerBox()
    let timer = ScheduledTimer(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats
    ) { _ in
      box.timer?.fireAction()
    }
    box.timer = timer
    let binding = Binding(call, userInfo: userInfo)
    scheduled.withLock { timers in
      timer.binding = binding
      timers.append(timer)
    }
    if !repeats, interval <= firesByItselfWithin, isOnMainQueue {
      // Due before a user could tap again: it fires on a later turn of the main loop, as a
      // `DispatchQueue.main.asyncAfter` that short runs before a step is judged.
      let due = WeakTimerBox()
      due.timer = timer
      MainActor.assumeIsolated {
        MainLoop.runOnLaterTurn {
          if let timer = due.timer, timer.isValid { timer.fire() }
        }
      }
    }
    return timer
  }

  /// The longest interval after which a timer that does not repeat fires by itself.
  ///
  /// Scheduled on the main queue, it fires on a later turn of the main loop. One second: the
  /// audit's default hard deadline for a release. One due later never fires by itself: the model has
  /// no clock, and firing it on the next turn would run, say, a session's time-out before the
  /// user's next tap.
  static let firesByItselfWithin: TimeInterval = 1

  /// Whether this code runs on the main queue, where main-actor code runs: on the main thread
  /// in an app, on whichever thread drains the main queue under Swift Testing on Linux (so
  /// `Thread.isMainThread` cannot tell).
  private static var isOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
  }

  /// The key the main queue is marked with, once, when first asked.
  private static let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Calls what the timer calls, as the run loop does when it fires: a target's method on the
  /// main actor, where UIKit code runs; a block where it is fired.
  private func fireAction() {
    guard let binding = Self.scheduled.withLock({ _ in binding }) else { return }
    if let target = binding.target, let action = binding.action {
      nonisolated(unsafe) let (target, timer) = (target, self)
      MainActor.assumeIsolated { _ = action.perform(target, timer) }
    } else {
      binding.block?(self)
    }
  }

  /// The user info given, until invalidation.
  override var userInfo: Any? { Self.scheduled.withLock { _ in binding?.userInfo } }

  /// Stops the timer: the run loop lets go of it, and it of what it calls and its user info.
  override func invalidate() {
    // What is let go of is released after the locks, where its deinits may run app code.
    let id = ObjectIdentifier(self)
    let letGo = Self.scheduled.withLock { timers in
      defer { binding = nil }
      return (
        binding, timers.firstIndex { ObjectIdentifier($0) == id }.map { timers.remove(at: $0) }
      )
    }
    super.invalidate()
    withExtendedLifetime(letGo) {}
  }
}

/// The timer a timer's block fires, held weakly so that the block keeps nothing alive.
private final class WeakTimerBox: @unchecked Sendable {
  // Set once, before the timer can fire.
  weak var timer: ScheduledTimer?
}
