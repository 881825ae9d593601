import Dispatch

#if os(Linux)
  import Synchronization
#endif

extension QueuedWork {
  /// Lets the main queue run what the app queued on it, and what that queues in turn, as
  /// UIKit's main run loop does between two user events: the rows a list loads in
  /// `DispatchQueue.main.async`, a main-actor `Task`'s jobs, a spinner hidden by a block.
  ///
  /// Without it, an audit that never waits (nothing survived the step, so its settle did not
  /// hand the main actor on) goes to its next step with the blocks still queued: the screen
  /// the next user action acts on is not the one a user would see, and a button a block adds
  /// is never found.
  ///
  /// Each round is a block of the drain's own on the main queue: the main queue is serial, so
  /// everything queued before it has run when it runs. It puts the next round there while
  /// anything else was queued on the main queue since the last, by any thread: a block
  /// queued by a block, a main-actor task's next job. Work due later (`asyncAfter`, a timer)
  /// and work on other queues or the global executor are not waited for (a network reply, a
  /// task's call to a `nonisolated async` function): what they queue on the main queue runs
  /// in a round only if it lands during one. A settle's deadlines are for those.
  ///
  /// ```swift
  /// try action()
  /// let rounds = await QueuedWork.runMainQueue()
  /// ```
  ///
  /// Where queued work is not watched (``isWatched`` is `false`), nothing counts the main
  /// queue's calls: one round runs what was queued before it, not all that it queues. Where
  /// the main queue runs none of the drain's rounds within a minute (a main actor that is not
  /// the main queue's), the drain ends there and later ones return at once, until that round
  /// runs; rounds that run are never cut short by time.
  ///
  /// - Parameter maxRounds: The most rounds: an app that queues a block from every block (a
  ///   polling loop) never leaves the main queue empty; neither does a busy process.
  /// - Returns: How many rounds ran.
  @MainActor
  @discardableResult
  package static func runMainQueue(maxRounds: Int = 100) async -> Int {
    guard !mainQueueIsNotRun.withLock({ $0 }) else { return 0 }
    // The rounds are blocks that queue each other, the check made in each: the drain's task
    // waits once, as coming back to the main actor is itself a call to the main queue (from
    // the global executor, where Swift resumes a continuation first) that a round would count.
    let waiter = Waiter()
    let drain = LockedBox(Drain())
    await withCheckedContinuation { continuation in
      waiter.install(continuation)
      queuingOwnWork {
        turn(after: MainQueueCalls.count, drain: drain, of: maxRounds, then: waiter)
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(60)) {
          queuingOwnWork { giveUpIfNoRoundRan(drain, then: waiter) }
        }
      }
    }
    return drain.withLock { $0.rounds }
  }

  /// One drain's progress, shared by its rounds and its minute's check.
  private struct Drain {
    /// The rounds that ran.
    var rounds = 0
    /// Whether the minute's check found no round run and ended the drain.
    var gaveUp = false
  }

  /// Puts one round on the main queue: when everything queued before it has run, it ends the
  /// drain, or puts the next round there if the main queue's calls changed since `before`.
  private static func turn(
    after before: UInt64, drain: LockedBox<Drain>, of maxRounds: Int, then waiter: Waiter
  ) {
    DispatchQueue.main.async {
      queuingOwnWork {
        let count = drain.withLock { drain -> Int? in
          // The main queue is run after all, only late (busy for a minute): later drains
          // wait for it again.
          guard !drain.gaveUp else {
            mainQueueIsNotRun.withLock { $0 = false }
            return nil
          }
          drain.rounds += 1
          return drain.rounds
        }
        guard let count else { return }
        let calls = MainQueueCalls.count
        if calls == before || count >= maxRounds {
          waiter.resume()
        } else {
          turn(after: calls, drain: drain, of: maxRounds, then: waiter)
        }
      }
    }
  }

  /// Ends a drain whose first round has not run a minute after it began.
  ///
  /// Then nothing may run the main queue (a main actor that is not the main queue's), and no
  /// later drain waits for it until that round runs. A drain whose rounds run is never cut
  /// short by time (a busy process's main queue takes long to go round): its rounds are
  /// bounded by their number.
  private static func giveUpIfNoRoundRan(_ drain: LockedBox<Drain>, then waiter: Waiter) {
    let gaveUp = drain.withLock { drain -> Bool in
      guard drain.rounds == 0 else { return false }
      drain.gaveUp = true
      mainQueueIsNotRun.withLock { $0 = true }
      return true
    }
    if gaveUp { waiter.resume() }
  }

  /// Whether a drain found that nothing runs the main queue: later drains return at once
  /// until that drain's first round runs.
  private static let mainQueueIsNotRun = LockedBox(false)

  /// How many times any thread queued work on the main queue, outside
  /// ``queuingOwnWork(_:)``: what tells ``runMainQueue(maxRounds:)`` that a round left work
  /// behind it.
  enum MainQueueCalls {
    /// Where the main queue is: `_dispatch_main_q`, what `dispatch_get_main_queue()` returns.
    static let mainQueue = UInt(bitPattern: RuntimeSymbols.lookUp("_dispatch_main_q"))

    #if os(Linux)
      private static let calls = Atomic<UInt64>(0)
    #endif

    /// The calls so far.
    static var count: UInt64 {
      #if os(Linux)
        calls.load(ordering: .acquiring)
      #else
        0
      #endif
    }

    /// Whether `queue` is the main queue.
    static func isMainQueue(_ queue: UnsafeMutableRawPointer?) -> Bool {
      mainQueue != 0 && UInt(bitPattern: queue) == mainQueue
    }

    /// Counts a call that queued work on the main queue, not the model's.
    ///
    /// Called by the installed functions, on any thread.
    static func note() {
      #if os(Linux)
        calls.add(1, ordering: .releasing)
      #endif
    }
  }
}
