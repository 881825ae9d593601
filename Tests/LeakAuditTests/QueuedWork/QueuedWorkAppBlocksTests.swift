import Dispatch
import Foundation
import Testing

@testable import LeakAudit

/// What an audit's sink follows of the app's blocks for the main queue.
///
/// The blocks the app's code queues there (``QueuedWork/AppBlocks``), and the blocks those
/// queue, until they have run; and the calls they make that queue work elsewhere. Each test
/// has its own sink, which nothing else in the process counts into: the counts are exact
/// though tests run in parallel.
///
/// A block that waits for the test (a gate) runs on a serial queue of its own, never on a
/// global queue: a global queue's few threads are also the Swift runtime's global executor,
/// which the test's own awaits resume on, and blocked, they would never let the test open the
/// gate (a thread-sanitizer run on two cores hung that way).
@MainActor @Suite(.enabled(if: QueuedWork.watch())) struct QueuedWorkAppBlocksTests {
  /// An object whose `deinit` queues a block on a global queue for later.
  final class SavesWhenItGoes: Sendable {
    deinit { DispatchQueue.global().asyncAfter(deadline: .now()) {} }
  }

  /// The step's calls, and the sink, once `body` ran as the app's code and the main queue ran
  /// what it queued.
  func follow(_ body: () -> Void) async -> (QueuedWork.Calls, QueuedWork.AppBlocks.Sink) {
    let sink = QueuedWork.AppBlocks.Sink()
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, into: sink, body)
    await QueuedWork.runMainQueue()
    return (calls, sink)
  }

  @Test func aBlockForTheMainQueueIsFollowedUntilItRan() async {
    let sink = QueuedWork.AppBlocks.Sink()
    let ran = LockedBox(false)
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, into: sink) {
      DispatchQueue.main.async { ran.withLock { $0 = true } }
    }
    #expect(calls.all == 1)
    #expect(calls.elsewhere == 0)
    #expect(sink.blocksNotRun == 1)
    await QueuedWork.runMainQueue()
    #expect(ran.withLock { $0 })
    #expect(sink.blocksNotRun == 0)
    #expect(sink.queuedElsewhere == 0)
  }

  @Test func withoutASinkABlockForTheMainQueueIsWorkElsewhere() async {
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls) { DispatchQueue.main.async {} }
    #expect(calls.all == 1)
    #expect(calls.elsewhere == 1)
    await QueuedWork.runMainQueue()
  }

  /// A block for a global queue, or a serial queue of the app's own, is followed apart until
  /// it ran: what libdispatch does to run it (a worker thread it starts) is not counted.
  @Test func aBlockForAnotherQueueIsFollowedUntilItRan() async {
    let gate = DispatchSemaphore(value: 0)
    let ran = LockedBox(0)
    let own = DispatchQueue(label: "store")
    let (calls, sink) = await follow {
      DispatchQueue.global().async { ran.withLock { $0 += 1 } }
      own.async {
        gate.wait()
        ran.withLock { $0 += 1 }
      }
    }
    #expect(calls.all == 2)
    #expect(calls.elsewhere == 0)
    #expect(sink.blocksNotRun == 0)
    #expect(sink.blocksElsewhere.notRun >= 1)
    gate.signal()
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .seconds(60)))
    #expect(ran.withLock { $0 } == 2)
    #expect(sink.blocksElsewhere.notRun == 0)
    #expect(sink.queuedElsewhere == 0)
  }

  /// A block on another queue that queues a block on a third is followed until both ran, and
  /// what it queues on the main queue is a followed block for the main queue.
  @Test func whatABlockOnAnotherQueueQueuesIsFollowedToo() async {
    let ran = LockedBox(0)
    let (calls, sink) = await follow {
      DispatchQueue.global().async {
        DispatchQueue(label: "decoder").async {
          Thread.sleep(forTimeInterval: 0.005)
          DispatchQueue.main.async { ran.withLock { $0 += 1 } }
        }
      }
    }
    #expect(calls.elsewhere == 0)
    // The main queue runs while the wait lasts: the reply may have run already.
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .seconds(60)))
    await QueuedWork.runMainQueue()
    #expect(ran.withLock { $0 } == 1)
    #expect(sink.blocksNotRun == 0)
    #expect(sink.queuedElsewhere == 0)
  }

  /// The wait ends by time when a block has not run within its limit (a block that waits for
  /// good), and is met at once when nothing is left.
  @Test func aWaitForBlocksThatNeverRunEndsByTime() async {
    let gate = DispatchSemaphore(value: 0)
    let (_, sink) = await follow {
      DispatchQueue(label: "stuck").async { gate.wait() }
    }
    #expect(await !sink.blocksElsewhere.waitUntilRun(within: .milliseconds(20)))
    #expect(sink.blocksElsewhere.notRun == 1)
    gate.signal()
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .seconds(60)))
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .milliseconds(1)))
  }

  /// A `DispatchWorkItem`'s block is not wrapped.
  ///
  /// A barrier on a concurrent queue (a cache's writes, as apps guard them) still waits for
  /// the reads before it and holds back the ones after it; wrapped, it would run beside them.
  /// It counts as work elsewhere.
  @Test func aBarrierWorkItemOnAConcurrentQueueKeepsItsBarrier() async {
    let cache = DispatchQueue(label: "cache", attributes: .concurrent)
    let log = LockedBox<[String]>([])
    let done = DispatchGroup()
    for _ in 0..<3 { done.enter() }
    let (calls, sink) = await follow {
      Self.readWriteRead(on: cache, into: log, then: done)
    }
    await withCheckedContinuation { continuation in
      done.notify(queue: .main) { continuation.resume() }
    }
    // The thread sanitizer queues every block as a function of its own (its `dispatch_async`
    // calls `dispatch_async_f`), so no work item keeps its barrier there, watched or not: the
    // order is checked without it (CI sets COORDAUDIT_SANITIZER).
    if ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] != "thread" {
      #expect(log.withLock { $0 } == ["read before", "write", "read after"])
    }
    #expect(calls.elsewhere >= 1)
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .seconds(60)))
  }

  /// A read, a write behind a barrier, a read, on `cache`: what a cache guarded by a
  /// concurrent queue does.
  nonisolated static func readWriteRead(
    on cache: DispatchQueue, into log: LockedBox<[String]>, then done: DispatchGroup
  ) {
    cache.async {
      Thread.sleep(forTimeInterval: 0.05)
      log.withLock { $0.append("read before") }
      done.leave()
    }
    // (`async(flags: .barrier)` alone calls `dispatch_barrier_async`, not followed; a work
    // item, or a QoS beside the flag, goes through `dispatch_async`.)
    cache.async(
      execute: DispatchWorkItem(flags: .barrier) {
        log.withLock { $0.append("write") }
        done.leave()
      })
    cache.async {
      log.withLock { $0.append("read after") }
      done.leave()
    }
  }

  /// Work for later, on another queue, is not followed: elsewhere.
  @Test func aBlockForLaterOnAnotherQueueIsWorkElsewhere() async {
    let (calls, sink) = await follow {
      DispatchQueue.global().asyncAfter(deadline: .now()) {}
    }
    #expect(calls.elsewhere >= 1)
    #expect(sink.blocksElsewhere.notRun == 0)
  }

  @Test func whatABlockOfABlockQueuesElsewhereIsCounted() async {
    let (calls, sink) = await follow {
      DispatchQueue.main.async {
        DispatchQueue.main.async { DispatchQueue.global().asyncAfter(deadline: .now()) {} }
      }
    }
    #expect(calls.elsewhere == 0)
    #expect(sink.blocksNotRun == 0)
    #expect(sink.queuedElsewhere >= 1)
  }

  /// A task a block starts is followed too: its job for the main actor runs in the drain.
  @Test func aTaskABlockStartsIsFollowed() async {
    let ran = LockedBox(false)
    let (_, sink) = await follow {
      DispatchQueue.main.async { Task { @MainActor in ran.withLock { $0 = true } } }
    }
    #expect(ran.withLock { $0 })
    #expect(sink.blocksNotRun == 0)
    #expect(sink.queuedElsewhere == 0)
  }

  /// The block holds the last reference to what it captured: released once it ran, under the
  /// sink, so what a `deinit` queues is the block's.
  @Test func whatADeinitQueuesWhenTheBlockLetsGoIsCounted() async {
    let (_, sink) = await follow {
      let saver = SavesWhenItGoes()
      DispatchQueue.main.async { withExtendedLifetime(saver) {} }
    }
    #expect(sink.queuedElsewhere >= 1)
  }

  /// The model's own scheduling in an app's block (a transition it ends later) is not the
  /// app's.
  @Test func theModelsOwnWorkInABlockIsNotCounted() async {
    let (_, sink) = await follow {
      DispatchQueue.main.async {
        QueuedWork.queuingOwnWork { DispatchQueue.global().async {} }
      }
    }
    #expect(sink.queuedElsewhere == 0)
  }
}
