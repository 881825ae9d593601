import Foundation

extension QueuedWork.AppBlocks {
  /// The app's blocks for queues other than the main queue that a ``Sink`` follows
  /// (`DispatchQueue.global().async`, a serial queue of the app's own), with its functions
  /// there and its tasks' jobs for the global executor: how many have not run, and a wait for
  /// them.
  ///
  /// A step that sends work to another queue (a store that writes on its own queue, a
  /// decoding off the main thread that hands its result back with `DispatchQueue.main.async`)
  /// leaves it running on another thread. Once every such block has run, and released what it
  /// captured, nothing of it can release an object later, and what it queued on the main queue
  /// is queued there: the audit can let the main queue run it and judge at once, as if the
  /// step had queued only blocks for the main queue.
  ///
  /// ```swift
  /// let elsewhere = sink.blocksElsewhere
  /// if elsewhere.notRun != 0, await elsewhere.waitUntilRun(within: .seconds(10)) { … }
  /// ```
  package final class BlocksElsewhere: Sendable {
    private struct State {
      var notRun = 0
      /// The wait under way, resumed with `true` when the last block runs, with `false` by its
      /// time (only its own: `wait` is its number).
      var waiter: CheckedContinuation<Bool, Never>?
      var wait: UInt64 = 0
    }

    private let state = LockedBox(State())

    /// Where the waits' limits fire: a serial queue of its own, whose blocks get a thread of
    /// their own when they need one (a global queue's threads may all be the app's, blocked).
    private static let timers = DispatchQueue(label: "coordaudit.blocks-elsewhere.limits")

    /// How many have been queued and have not run yet.
    package var notRun: Int { state.withLock { $0.notRun } }

    func queued() {
      state.withLock { $0.notRun += 1 }
    }

    func ran() {
      let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        state.notRun -= 1
        guard state.notRun == 0 else { return nil }
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: true)
    }

    /// Waits until every block has run, or `limit` has passed (a block that never ends, a
    /// queue suspended for good, a block waiting on a network that does not answer).
    ///
    /// It is event-driven: the last block's end resumes it; nothing sleeps. Called by one task
    /// at a time.
    ///
    /// - Parameter limit: The longest it waits.
    /// - Returns: Whether every block has run.
    package func waitUntilRun(within limit: Duration) async -> Bool {
      await withCheckedContinuation { continuation in
        let wait = state.withLock { state -> UInt64? in
          guard state.notRun != 0 else { return nil }
          state.wait &+= 1
          state.waiter = continuation
          return state.wait
        }
        guard let wait else { return continuation.resume(returning: true) }
        QueuedWork.queuingOwnWork {
          Self.timers.asyncAfter(deadline: .now() + limit.seconds) { [self] in
            let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
              guard state.wait == wait else { return nil }
              defer { state.waiter = nil }
              return state.waiter
            }
            waiter?.resume(returning: false)
          }
        }
      }
    }
  }
}
