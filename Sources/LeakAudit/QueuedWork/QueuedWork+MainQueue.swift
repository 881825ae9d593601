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
  /// Each round puts a block of its own on the main queue and waits for it: the main queue is
  /// serial, so everything queued before it has run by then. Another round follows while
  /// anything else was queued on the main queue during the round, by any thread: a block
  /// queued by a block, a task's job coming back to the main actor, a reply from another queue.
  /// Work due later (`asyncAfter`, a timer) and work on other queues are not waited for: a
  /// settle's deadlines are for those.
  ///
  /// ```swift
  /// try action()
  /// let rounds = await QueuedWork.runMainQueue()
  /// ```
  ///
  /// Where queued work is not watched (``isWatched`` is `false`), nothing counts the main
  /// queue's calls: one round runs what was queued before it, not what that queues.
  ///
  /// - Parameter maxRounds: The most rounds: an app that queues a block from every block (a
  ///   polling loop) never leaves the main queue empty.
  /// - Returns: How many rounds ran.
  @MainActor
  @discardableResult
  package static func runMainQueue(maxRounds: Int = 100) async -> Int {
    var rounds = 0
    while rounds < maxRounds {
      rounds += 1
      let before = MainQueueCalls.count
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        queuingOwnWork {
          DispatchQueue.main.async { queuingOwnWork { continuation.resume() } }
        }
      }
      if MainQueueCalls.count == before { break }
    }
    return rounds
  }

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

    /// Counts a call that queues work on `queue`, if it is the main queue's and not the model's.
    ///
    /// Called by the installed functions, on any thread.
    static func note(_ queue: UnsafeMutableRawPointer?) {
      guard mainQueue != 0, UInt(bitPattern: queue) == mainQueue, !ThreadMark.ownWork.isSet else {
        return
      }
      #if os(Linux)
        calls.add(1, ordering: .releasing)
      #endif
    }
  }
}
