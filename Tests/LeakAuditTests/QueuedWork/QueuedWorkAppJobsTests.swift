import Dispatch
import Foundation
import Testing

@testable import LeakAudit

#if canImport(CDispatch)
  import CDispatch
#endif

/// What an audit's sink follows of the app's functions (`dispatch_async_f`) and tasks: the
/// Swift runtime queues a main-actor task's job on the main queue with `dispatch_async_f`, and
/// hands a job for the global executor to its hook; each is followed as a block is, so that a
/// task is followed hop by hop while followed work resumes it.
@MainActor @Suite(.enabled(if: QueuedWork.watch())) struct QueuedWorkAppJobsTests {
  /// A `nonisolated async` function: it runs on the global executor.
  nonisolated static func sum() async -> Int {
    (1...9).reduce(0, +)
  }

  /// A main-actor task that awaits a `nonisolated async` function: its first job is the main
  /// queue's, its next the global executor's, its last the main queue's again; each counts
  /// until it ran, none as work elsewhere.
  @Test func aMainActorTaskIsFollowedThroughTheGlobalExecutorToItsEnd() async {
    let sink = QueuedWork.AppBlocks.Sink()
    let log = LockedBox<[String]>([])
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, into: sink) {
      _ = Task { @MainActor in
        log.withLock { $0.append("started") }
        let sum = await Self.sum()
        log.withLock { $0.append("\(sum)") }
      }
    }
    #expect(calls.all >= 1)
    #expect(calls.elsewhere == 0)
    #expect(sink.blocksNotRun == 1)
    await QueuedWork.runMainQueue()
    #expect(log.withLock { $0.first } == "started")
    // The job on the global executor queues the last job on the main queue, then counts as run.
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .seconds(60)))
    await QueuedWork.runMainQueue()
    #expect(log.withLock { $0 } == ["started", "45"])
    #expect(sink.blocksNotRun == 0)
    #expect(sink.blocksElsewhere.notRun == 0)
    #expect(sink.queuedElsewhere == 0)
  }

  /// A detached task's job is the global executor's: counted with the blocks elsewhere.
  @Test func aDetachedTaskIsFollowedAsABlockOnAnotherQueue() async {
    let sink = QueuedWork.AppBlocks.Sink()
    let ran = LockedBox(false)
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, into: sink) {
      _ = Task.detached { ran.withLock { $0 = true } }
    }
    #expect(calls.elsewhere == 0)
    #expect(await sink.blocksElsewhere.waitUntilRun(within: .seconds(60)))
    #expect(ran.withLock { $0 })
    #expect(sink.queuedElsewhere == 0)
  }

  /// A task's sleep is work for later: the job that sleeps ends, and the sleep counts.
  @Test func aTasksSleepIsWorkElsewhere() async {
    let sink = QueuedWork.AppBlocks.Sink()
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, into: sink) {
      _ = Task { @MainActor in try? await Task.sleep(for: .milliseconds(1)) }
    }
    await QueuedWork.runMainQueue()
    #expect(sink.blocksNotRun == 0)
    #expect(sink.queuedElsewhere >= 1)
  }

  /// A function the app queues itself with `dispatch_async_f` is followed as a block is.
  @Test func aFunctionForTheMainQueueIsFollowedUntilItRan() async {
    let sink = QueuedWork.AppBlocks.Sink()
    let ran = LockedBox(false)
    var calls = QueuedWork.Calls()
    let context = Unmanaged.passRetained(ran).toOpaque()
    QueuedWork.counting(&calls, into: sink) {
      dispatch_async_f(dispatch_get_main_queue(), context) { context in
        let ran = Unmanaged<LockedBox<Bool>>.fromOpaque(context!).takeRetainedValue()
        ran.withLock { $0 = true }
      }
    }
    // Under the thread sanitizer, whose `dispatch_async_f` is linked into the test's own
    // image, this image calls it through no slot: not watched there (CI sets
    // COORDAUDIT_SANITIZER). The runtime's calls, which tasks' jobs take, are.
    let isWatched = ProcessInfo.processInfo.environment["COORDAUDIT_SANITIZER"] != "thread"
    if isWatched {
      #expect(calls.all == 1)
      #expect(calls.elsewhere == 0)
      #expect(sink.blocksNotRun == 1)
    }
    await QueuedWork.runMainQueue()
    #expect(ran.withLock { $0 })
    #expect(sink.blocksNotRun == 0)
  }

  /// Without a sink, a task's job is work elsewhere, as a block is.
  @Test func withoutASinkATaskIsWorkElsewhere() {
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls) { _ = Task { @MainActor in } }
    #expect(calls.all >= 1)
    #expect(calls.elsewhere >= 1)
  }
}
