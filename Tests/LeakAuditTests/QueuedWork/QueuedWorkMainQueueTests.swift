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
    // A round that found blocks queued in it, and one that found nothing new. (How many more
    // depends on the rest of the process: other tests' main-actor code queues blocks too. That
    // the drain's own blocks are not counted is the next test's.)
    #expect(rounds >= 2, "\(rounds)")
  }

  /// A main-actor cache, whose calls stay on the main actor.
  @MainActor final class Cache {
    var rows = 3
    func load() async -> Int { rows }
  }

  /// A main-actor task runs in the drain: its job is on the main queue. (What follows an await
  /// that leaves the main actor, `Task.yield()` included, comes back from the global executor
  /// when it comes back: not followed.)
  @Test func aMainActorTaskRunsToItsEnd() async throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let log = Log()
    let cache = Cache()
    Task { @MainActor in
      log.lines.append("started")
      let rows = await cache.load()
      log.lines.append("\(rows) rows")
    }
    await QueuedWork.runMainQueue()
    #expect(log.lines == ["started", "3 rows"])
  }

  @Test func workDueLaterAndTheModelsOwnAreNotCountedAsWorkOnTheMainQueue() throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    // Counted, a block due later would keep every round going until it ran. Other tests'
    // threads may queue on the main queue meanwhile: a thousand calls tell them apart.
    var before = QueuedWork.mainQueueCalls
    for _ in 0..<1_000 { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {} }
    #expect(QueuedWork.mainQueueCalls - before < 500)
    before = QueuedWork.mainQueueCalls
    QueuedWork.queuingOwnWork {
      for _ in 0..<1_000 { DispatchQueue.main.async {} }
    }
    #expect(QueuedWork.mainQueueCalls - before < 500)
    before = QueuedWork.mainQueueCalls
    for _ in 0..<1_000 { DispatchQueue.main.async {} }
    #expect(QueuedWork.mainQueueCalls - before >= 1_000)
  }

  /// A main queue busy for longer than a drain's notice (other tests' main-actor code, a
  /// loaded machine) delays the drain, and never ends it before the app's blocks ran: a drain
  /// that ended after a time with its first round unrun had steps judged and explorations keyed
  /// as if the app queued nothing (a leaking feed "clean in 1 state" under a loaded CI).
  @Test func aMainQueueBusyPastTheNoticeStillRunsTheAppsBlocks() async throws {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let log = Log()
    // Busy for ten notices: the round queued after it waits that long.
    DispatchQueue.main.async { Thread.sleep(forTimeInterval: 0.5) }
    DispatchQueue.main.async {
      log.lines.append("rows")
      DispatchQueue.main.async { log.lines.append("reload") }
    }
    let rounds = await QueuedWork.runMainQueue(noticeAfter: .milliseconds(50))
    #expect(log.lines == ["rows", "reload"])
    #expect(rounds >= 2, "\(rounds)")
    // A later drain still runs what is queued.
    DispatchQueue.main.async { log.lines.append("spinner") }
    await QueuedWork.runMainQueue()
    #expect(log.lines.last == "spinner")
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
