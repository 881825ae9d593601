import Foundation

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
  /// and work on other queues or the global executor are not waited for here (a network reply,
  /// a task's call to a `nonisolated async` function): what they queue on the main queue runs
  /// in a round only if it lands during one. A settle's deadlines are for those.
  ///
  /// ```swift
  /// try action()
  /// let rounds = await QueuedWork.runMainQueue()
  /// ```
  ///
  /// Where queued work is not watched (``isWatched`` is `false`), nothing counts the main
  /// queue's calls: one round runs what was queued before it, not all that it queues.
  ///
  /// The drain waits for its rounds however long the main queue takes to reach them, and
  /// nothing cuts it short by time: a drain that ended before its blocks ran would have the
  /// step judged, keyed and acted on as if the app had queued nothing, and an app whose rows
  /// arrive in a block would explore clean in one state. It is called on the main actor, whose
  /// jobs are blocks of the main queue on every platform's default executor, so the main queue
  /// runs and reaches the rounds; under Swift Testing, whose tests run in parallel and mostly
  /// on the main actor, that can take minutes on a loaded machine. Where a round has not run a
  /// minute after it was queued, one line on standard error says so, once for the process: a
  /// main actor given an executor that does not run the main queue never runs it.
  ///
  /// - Parameters:
  ///   - maxRounds: The most rounds: an app that queues a block from every block (a polling
  ///     loop) never leaves the main queue empty; neither does a busy process.
  ///   - noticeAfter: How long a round may wait before the line on standard error.
  /// - Returns: How many rounds ran.
  @MainActor
  @discardableResult
  package static func runMainQueue(
    maxRounds: Int = 100, noticeAfter: Duration = .seconds(60)
  ) async -> Int {
    // The rounds are blocks that queue each other, the check made in each: the drain's task
    // waits once, as coming back to the main actor is itself a call to the main queue (from
    // the global executor, where Swift resumes a continuation first) that a round would count.
    let waiter = Waiter()
    let rounds = LockedBox(0)
    await withCheckedContinuation { continuation in
      waiter.install(continuation)
      queuingOwnWork {
        turn(after: MainQueueCalls.count, rounds: rounds, of: maxRounds, then: waiter)
        DispatchQueue.global().asyncAfter(deadline: .now() + noticeAfter.seconds) {
          if rounds.withLock({ $0 }) == 0 { noticeLateRound(after: noticeAfter) }
        }
      }
    }
    return rounds.withLock { $0 }
  }

  /// Puts one round on the main queue: when everything queued before it has run, it ends the
  /// drain, or puts the next round there if the main queue's calls changed since `before`.
  private static func turn(
    after before: UInt64, rounds: LockedBox<Int>, of maxRounds: Int, then waiter: Waiter
  ) {
    DispatchQueue.main.async {
      queuingOwnWork {
        let count = rounds.withLock { count -> Int in
          count += 1
          return count
        }
        let calls = MainQueueCalls.count
        if calls == before || count >= maxRounds {
          waiter.resume()
        } else {
          turn(after: calls, rounds: rounds, of: maxRounds, then: waiter)
        }
      }
    }
  }

  /// Says on standard error, once for the process, that a drain's first round has waited
  /// `wait` for the main queue.
  private static func noticeLateRound(after wait: Duration) {
    lateRound.write(
      "coordaudit: the main queue has not run a block queued \(wait) ago; the audit waits "
        + "for it to run what the app queued there (a main actor whose executor does not "
        + "run the main queue never will)")
  }

  /// The line on standard error.
  private static let lateRound = NoticeOnce()

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
