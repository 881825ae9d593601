import Dispatch
import Foundation
import Testing

@testable import LeakAudit

/// What ``QueuedWork/runMainQueue(maxRounds:)`` lets run: every block on the main queue and
/// what those queue in turn, a main-actor task's jobs; not work due later.
@MainActor @Suite struct QueuedWorkMainQueueTests {
  /// What the blocks did, in order.
  final class Log: @unchecked Sendable {
    var lines: [String] = []
  }

  @Test func aChainOfBlocksRunsToItsEnd() async throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let log = Log()
    DispatchQueue.main.async {
      log.lines.append("reply")
      DispatchQueue.main.async {
        log.lines.append("reload")
        DispatchQueue.main.async {
          log.lines.append("layout")
          DispatchQueue.main.async { log.lines.append("hide spinner") }
        }
      }
    }
    let rounds = await QueuedWork.runMainQueue()
    #expect(log.lines == ["reply", "reload", "layout", "hide spinner"])
    // A round that found blocks queued in it, and one that found nothing new.
    #expect(rounds >= 2, "\(rounds)")
  }

  @Test func aMainActorTaskRunsToItsEnd() async throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let log = Log()
    Task { @MainActor in
      log.lines.append("started")
      await Task.yield()
      log.lines.append("resumed")
      await Task.yield()
      log.lines.append("done")
    }
    await QueuedWork.runMainQueue()
    #expect(log.lines == ["started", "resumed", "done"])
  }

  @Test func workDueLaterIsNotWaitedFor() async throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let log = Log()
    DispatchQueue.main.asyncAfter(deadline: .now() + 60) { log.lines.append("later") }
    DispatchQueue.main.async { log.lines.append("now") }
    await QueuedWork.runMainQueue()
    #expect(log.lines == ["now"])
  }

  @Test func aQueueThatNeverEmptiesStopsAtTheRoundLimit() async throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let log = Log()
    var stop = false
    func poll() {
      log.lines.append("poll")
      if !stop { DispatchQueue.main.async { MainActor.assumeIsolated { poll() } } }
    }
    DispatchQueue.main.async { MainActor.assumeIsolated { poll() } }
    let rounds = await QueuedWork.runMainQueue(maxRounds: 5)
    #expect(rounds == 5)
    #expect(log.lines.count >= 5)
    stop = true
  }
}
