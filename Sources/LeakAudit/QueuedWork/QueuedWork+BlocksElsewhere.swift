import Foundation

extension QueuedWork.AppBlocks {
  /// The app's blocks for queues other than the main queue that a ``Sink`` follows
  /// (`DispatchQueue.global().async`, a serial queue of the app's own): how many have not run,
  /// and a wait for them.
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
  /// if elsewhere.notRun != 0, await elsewhere.waitUntilRun(quietFor: .seconds(10)) { … }
  /// ```
  package final class BlocksElsewhere: Sendable {
    private struct State {
      var notRun = 0
      /// How many have run, ever: what tells a wait that ended by time that blocks still run.
      var ran: UInt64 = 0
      /// The wait under way, resumed with `true` when the last block runs, with `false` by its
      /// time (only its own: `wait` is its number).
      var waiter: CheckedContinuation<Bool, Never>?
      var wait: UInt64 = 0
    }

    private let state = LockedBox(State())

    /// How many have been queued and have not run yet.
    package var notRun: Int { state.withLock { $0.notRun } }

    func queued() {
      state.withLock { $0.notRun += 1 }
    }

    func ran() {
      let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
        state.notRun -= 1
        state.ran &+= 1
        guard state.notRun == 0 else { return nil }
        defer { state.waiter = nil }
        return state.waiter
      }
      waiter?.resume(returning: true)
    }

    /// Waits until every block has run, as long as blocks keep running: the wait ends, with
    /// `false`, once `quiet` has passed with blocks left and none of them run meanwhile (a
    /// block that never ends, a queue suspended for good), or `rounds` such spans have passed
    /// (blocks that queue each other for ever).
    ///
    /// It is event-driven: the last block's end resumes it. Called by one task at a time.
    ///
    /// - Parameters:
    ///   - quiet: How long a wait lasts with no block run.
    ///   - rounds: The most spans of `quiet` it lasts in all.
    /// - Returns: Whether every block has run.
    package func waitUntilRun(quietFor quiet: Duration, rounds: Int = 6) async -> Bool {
      for _ in 0..<rounds {
        let ranBefore = state.withLock { $0.ran }
        let allRan = await withCheckedContinuation { continuation in
          let wait = state.withLock { state -> UInt64? in
            guard state.notRun != 0 else { return nil }
            state.wait &+= 1
            state.waiter = continuation
            return state.wait
          }
          guard let wait else { return continuation.resume(returning: true) }
          QueuedWork.queuingOwnWork {
            DispatchQueue.global().asyncAfter(deadline: .now() + quiet.seconds) { [self] in
              let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
                guard state.wait == wait else { return nil }
                defer { state.waiter = nil }
                return state.waiter
              }
              waiter?.resume(returning: false)
            }
          }
        }
        if allRan { return true }
        // Ended by time: again while blocks ran meanwhile.
        guard state.withLock({ $0.ran }) != ranBefore else { return false }
      }
      return false
    }
  }
}
