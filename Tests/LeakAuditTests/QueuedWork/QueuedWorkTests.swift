import Dispatch
import Foundation
import Testing

@testable import LeakAudit

/// What ``QueuedWork`` counts: each way the app's code queues work for later, made on the
/// thread that counts; not the model's own scheduling, not another thread's calls, not code
/// that queues nothing.
@MainActor @Suite struct QueuedWorkTests {
  /// How many calls that queue work `body` made on this thread.
  func queued(_ body: () -> Void) throws -> UInt64 {
    try #require(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, body)
    return calls.all
  }

  @Test func codeThatQueuesNothingCountsNothing() throws {
    var values: [Int] = []
    #expect(try queued { values = (0..<100).map { $0 * 2 } } == 0)
    #expect(values.count == 100)
  }

  @Test func eachWayOfQueuingWorkCounts() throws {
    #expect(try queued { DispatchQueue.main.async {} } == 1)
    // libdispatch may start a worker thread for the global queue in the same call, which
    // counts too (under the address sanitizer it did: a count of more than one).
    #expect(try queued { DispatchQueue.global().async {} } >= 1)
    let after = try queued { DispatchQueue.main.asyncAfter(deadline: .now() + 0.001) {} }
    #expect(after >= 1, "\(after)")
    #expect(try queued { DispatchQueue.global().async(flags: .barrier) {} } >= 1)
    #expect(try queued { DispatchGroup().notify(queue: .main) {} } >= 1)
    #expect(try queued { Thread.detachNewThread {} } >= 1)
    #expect(try queued { Task {} } >= 1)
    #expect(try queued { Task.detached {} } >= 1)
    #expect(try queued { RunLoop.current.perform {} } >= 1)
    var source: (any DispatchSourceTimer)?
    #expect(try queued { source = DispatchSource.makeTimerSource(queue: .main) } >= 1)
    // A source is released activated and cancelled, or libdispatch stops the process.
    source?.activate()
    source?.cancel()
    var timer: Timer?
    #expect(
      try queued { timer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in } }
        >= 1)
    timer?.invalidate()
  }

  @Test func eachWayOfWakingWorkThatWaitsCounts() throws {
    // A worker started earlier that waits on a semaphore, a group, a condition; a block queued
    // earlier on a suspended or inactive queue; a source's data.
    let semaphore = DispatchSemaphore(value: 0)
    #expect(try queued { semaphore.signal() } >= 1)
    let group = DispatchGroup()
    group.enter()
    #expect(try queued { group.leave() } >= 1)
    let condition = NSCondition()
    #expect(
      try queued {
        condition.lock()
        condition.signal()
        condition.unlock()
      } >= 1)
    #expect(
      try queued {
        condition.lock()
        condition.broadcast()
        condition.unlock()
      } >= 1)
    let suspended = DispatchQueue(label: "suspended")
    suspended.suspend()
    #expect(try queued { suspended.resume() } >= 1)
    let inactive = DispatchQueue(label: "inactive", attributes: .initiallyInactive)
    #expect(try queued { inactive.activate() } >= 1)
    let source = DispatchSource.makeUserDataAddSource(queue: .main)
    source.activate()
    #expect(try queued { source.add(data: 1) } >= 1)
    source.cancel()
    // Taking a lock wakes nothing that counts: the model's own locks cost no waiting.
    let lock = NSLock()
    #expect(
      try queued {
        lock.lock()
        lock.unlock()
      } == 0)
  }

  @Test func theModelsOwnSchedulingDoesNotCount() throws {
    #expect(try queued { QueuedWork.queuingOwnWork { DispatchQueue.main.async {} } } == 0)
    // Counting resumes after the model's own block.
    #expect(
      try queued {
        QueuedWork.queuingOwnWork { DispatchQueue.main.async {} }
        DispatchQueue.main.async {}
      } == 1)
  }

  @Test func anotherThreadsCallsAreNotTheCountingThreads() async throws {
    try #require(QueuedWork.watch())
    // A thread queuing work all the time, started before counting begins.
    let stop = Flag()
    let busy = Thread {
      while !stop.isSet { DispatchQueue.global().async {} }
    }
    busy.start()
    try await Task.sleep(for: .milliseconds(5))
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls) { Thread.sleep(forTimeInterval: 0.005) }
    stop.set()
    #expect(calls.all == 0)
  }

  @Test func workQueuedBeforeAThrowCounts() throws {
    struct Failure: Error {}
    try #require(QueuedWork.watch())
    var calls = QueuedWork.Calls()
    #expect(throws: Failure.self) {
      try QueuedWork.counting(&calls) {
        DispatchQueue.main.async {}
        throw Failure()
      }
    }
    #expect(calls.all == 1)
  }

  /// A flag one thread sets and another reads.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }
}
