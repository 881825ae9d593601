import Dispatch
import Foundation
import XCTest

@testable import LeakAudit

/// What the app's blocks for the main queue queue in turn (``QueuedWork/AppBlocks``): a block
/// the app's code queues on the main queue is wrapped, and the calls it makes that queue work
/// elsewhere are counted, whichever thread runs it.
///
/// XCTest, not Swift Testing: the count is the process's, and XCTest runs one test at a time,
/// so the counts below are this test's alone.
final class QueuedWorkAppBlocksXCTests: XCTestCase {
  /// An object whose `deinit` queues a block on a global queue.
  final class SavesWhenItGoes: Sendable {
    deinit { DispatchQueue.global().async {} }
  }

  override func setUp() async throws {
    try XCTSkipUnless(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
  }

  /// How many calls the app's blocks made elsewhere while `body` queued blocks as the app's
  /// code and the main queue ran them.
  @MainActor func elsewhere(queuing body: () -> Void) async -> (UInt64, QueuedWork.Calls) {
    let before = QueuedWork.appBlocksQueuedElsewhere
    var calls = QueuedWork.Calls()
    QueuedWork.counting(&calls, body)
    await QueuedWork.runMainQueue()
    return (QueuedWork.appBlocksQueuedElsewhere - before, calls)
  }

  @MainActor func testABlockForTheMainQueueIsNotWorkElsewhere() async {
    let ran = LockedBox(false)
    let (elsewhere, calls) = await elsewhere {
      DispatchQueue.main.async { ran.withLock { $0 = true } }
    }
    XCTAssertEqual(calls.all, 1)
    XCTAssertEqual(calls.elsewhere, 0)
    XCTAssertEqual(elsewhere, 0)
    XCTAssertTrue(ran.withLock { $0 }, "the wrapped block ran")
  }

  @MainActor func testABlockForAnotherQueueIsWorkElsewhere() async {
    let (elsewhere, calls) = await elsewhere { DispatchQueue.global().async {} }
    XCTAssertEqual(calls.elsewhere, calls.all)
    XCTAssertGreaterThanOrEqual(calls.elsewhere, 1)
    XCTAssertEqual(elsewhere, 0, "not a block for the main queue: not wrapped")
  }

  @MainActor func testWhatABlockOfABlockQueuesElsewhereIsCounted() async {
    let (elsewhere, calls) = await elsewhere {
      DispatchQueue.main.async {
        DispatchQueue.main.async { DispatchQueue.global().async {} }
      }
    }
    XCTAssertEqual(calls.elsewhere, 0)
    XCTAssertGreaterThanOrEqual(elsewhere, 1)
  }

  @MainActor func testATaskABlockStartsIsWorkElsewhere() async {
    let (elsewhere, _) = await elsewhere {
      DispatchQueue.main.async { Task { @MainActor in } }
    }
    XCTAssertGreaterThanOrEqual(elsewhere, 1)
  }

  /// The block holds the last reference to what it captured: released once it ran, under the
  /// block's mark, so what a `deinit` queues is the block's.
  @MainActor func testWhatADeinitQueuesWhenTheBlockLetsGoIsCounted() async {
    let (elsewhere, _) = await elsewhere {
      let saver = SavesWhenItGoes()
      DispatchQueue.main.async { withExtendedLifetime(saver) {} }
    }
    XCTAssertGreaterThanOrEqual(elsewhere, 1)
  }

  /// A block the app's code did not queue (the test's own, here) is not wrapped: what it
  /// queues is not the app's.
  @MainActor func testABlockQueuedOutsideTheAppsCodeIsNotWrapped() async {
    let before = QueuedWork.appBlocksQueuedElsewhere
    DispatchQueue.main.async { DispatchQueue.global().async {} }
    await QueuedWork.runMainQueue()
    XCTAssertEqual(QueuedWork.appBlocksQueuedElsewhere - before, 0)
  }
}
