public import Foundation

/// Foundation's timer with a block, as apps schedule it
/// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)`), with Foundation's ownership on
/// Apple platforms, which swift-corelibs-foundation does not give:
///
/// ```swift
/// timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
///   self?.tick()
/// }
/// ```
///
/// On Apple platforms the run loop holds a scheduled timer and the timer holds its block, and
/// what the block captures, until it is invalidated (`invalidate()`, or after a timer that does
/// not repeat has fired). On Linux swift-corelibs-foundation's Core Foundation timer keeps its
/// `Timer` for ever, invalidated or not, so a block that captures a screen strongly would keep
/// it there even after the screen stopped its timer: a leak reported on Linux that iOS does not
/// have. This method, which a file that imports HeadlessUIKit calls in place of Foundation's,
/// lets go of the block when the timer is invalidated, as Apple's Foundation does.
///
/// Its result may be dropped, as that of Apple's (an Objective-C method) may.
///
/// A file that imports HeadlessUIKit (and not Foundation itself) calls this one: HeadlessUIKit
/// imports Foundation, so its declaration shadows Foundation's. A file that also imports
/// Foundation sees both, and the call would be ambiguous: this one is then disfavoured, the file
/// compiles, and calls Foundation's (whose block lives for ever on Linux; capture weakly, or
/// drop the file's `import Foundation`, which HeadlessUIKit re-exports).
///
/// The model has no clock, so that exploration stays deterministic: the timer fires by itself
/// only when it does not repeat and is due within a second (on a later turn of the main loop,
/// before the user's next action); `fire()` fires it. `Timer(timeInterval:repeats:block:)` added to a run loop by hand stays
/// Foundation's (on Linux its block lives for ever): capture weakly there.
extension Timer {
  /// Schedules a timer that calls `block`, holding the block (and what it captures) until the
  /// timer is invalidated, as Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`.
  ///
  /// - Parameters:
  ///   - interval: The interval, in seconds (the model has no clock: see the extension's note).
  ///   - repeats: Whether it repeats; one that does not is invalidated after it fires.
  ///   - block: What runs when the timer fires, given the timer.
  /// - Returns: The timer, scheduled.
  @discardableResult @_disfavoredOverload
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    ScheduledTimer.schedule(interval, nil, repeats, .block(block))
  }
}
