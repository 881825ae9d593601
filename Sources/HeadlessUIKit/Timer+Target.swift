public import Foundation

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
/// The model has no clock: such a timer never fires by itself, so exploration stays
/// deterministic; `fire()` fires it, as Foundation's does. The block form,
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, is Foundation's own; note that on
/// Linux swift-corelibs-foundation never releases a timer made with a block (its Core
/// Foundation timer keeps a strong reference to it), so that block and what it captures live
/// for ever there, invalidated or not: capture `self` weakly in it, as on iOS.
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
  @preconcurrency @MainActor
  public static func scheduledTimer<Target: AnyObject>(
    timeInterval ti: TimeInterval, target: Target,
    selector: @escaping @MainActor (Target) -> () -> Void, userInfo: Any?, repeats yesOrNo: Bool
  ) -> Timer {
    TargetTimer.schedule(ti, target, MethodAction(selector), userInfo, yesOrNo)
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
  @preconcurrency @MainActor
  public static func scheduledTimer<Target: AnyObject, Sender>(
    timeInterval ti: TimeInterval, target: Target,
    selector: @escaping @MainActor (Target) -> (Sender) -> Void, userInfo: Any?,
    repeats yesOrNo: Bool
  ) -> Timer {
    TargetTimer.schedule(ti, target, MethodAction(selector), userInfo, yesOrNo)
  }
}

/// A timer with a target: it holds the target and the user info until it is invalidated, and
/// the model's run loop (``scheduled``) holds it until then.
final class TargetTimer: Timer {
  /// The target and action, until invalidation.
  private final class Binding {
    let target: AnyObject
    let action: MethodAction
    let userInfo: Any?
    init(target: AnyObject, action: MethodAction, userInfo: Any?) {
      self.target = target
      self.action = action
      self.userInfo = userInfo
    }
  }

  /// The scheduled timers: the run loop's hold on them, until each is invalidated.
  @MainActor private static var scheduled: [TargetTimer] = []

  private var binding: Binding?

  @MainActor
  static func schedule(
    _ interval: TimeInterval, _ target: AnyObject, _ action: MethodAction, _ userInfo: Any?,
    _ repeats: Bool
  ) -> Timer {
    let box = WeakTimerBox()
    let timer = TargetTimer(
      fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats
    ) { _ in
      MainActor.assumeIsolated { box.timer?.fireAction() }
    }
    box.timer = timer
    timer.binding = Binding(target: target, action: action, userInfo: userInfo)
    scheduled.append(timer)
    return timer
  }

  /// Calls the action on the target, as the run loop does when the timer fires.
  @MainActor
  private func fireAction() {
    guard let binding else { return }
    _ = binding.action.perform(binding.target, self)
  }

  /// The user info given, until invalidation.
  override var userInfo: Any? { binding?.userInfo }

  /// Stops the timer: the run loop lets go of it, and it of its target and user info.
  override func invalidate() {
    binding = nil
    super.invalidate()
    let id = ObjectIdentifier(self)
    let letGo = { @MainActor in TargetTimer.scheduled.removeAll { ObjectIdentifier($0) == id } }
    if Thread.isMainThread {
      MainActor.assumeIsolated { letGo() }
    } else {
      DispatchQueue.main.async { letGo() }
    }
  }
}

/// The timer a timer's block fires, held weakly so that the block keeps nothing alive.
private final class WeakTimerBox: @unchecked Sendable {
  weak var timer: TargetTimer?
}
