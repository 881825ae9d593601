import Foundation
import LeakAudit
import Testing

@testable import CoordinatorTree

/// The app's blocks for other queues (`DispatchQueue.global().async`, a serial queue of its
/// own) are followed as its blocks for the main queue are: the step waits until they have run,
/// lets the main queue run what they handed back there, and judges at once. Judged before they
/// ran, each screen below, let go of a few milliseconds later on another thread, would be a
/// false leak; kept for good, it is a leak, named, with no deadline waited out.
///
/// What they queue that is not followed (work for later, a thread, a task) keeps the settle
/// waiting, as the step's own would; and a block that does not end within the wait's limit (a
/// worker's loop) stops the audit, and the audits sharing its waits, from waiting for them.
extension FlowAuditQueuedWorkTests {
  /// How long each block below works before it lets go: longer than a step's turns of the
  /// main queue take, so that a step that did not wait for the block would judge before it.
  nonisolated static let work: TimeInterval = 1

  /// Lets go of the holder's screen on a queue of the app's own, after some work.
  ///
  /// Blocks that take long or wait run on serial queues of their own, never on a global queue:
  /// a global queue's few threads are also the Swift runtime's global executor, which the
  /// test's awaits resume on (a thread-sanitizer run on two cores hung on gated global blocks).
  nonisolated static func letGoOnAnotherQueue(_ holder: Holder) {
    DispatchQueue(label: "work").async {
      Thread.sleep(forTimeInterval: work)
      holder.screen = nil
    }
  }

  @Test func aScreenABlockOnAnotherQueueReleasesIsCleanJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) { Self.letGoOnAnotherQueue(holder) }
    // Judged at once before the block ran, the screen would be a leak.
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 1)
    #expect(holder.screen == nil)
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
    #expect(!audit.hasQueuedWorkNotWaitedFor)
  }

  /// The reply's shape: work on another queue hands its result back to the main queue, whose
  /// block lets go.
  @Test func aScreenAReplyHandedBackToTheMainQueueReleasesIsCleanJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue(label: "decoder").async {
        Thread.sleep(forTimeInterval: Self.work)
        DispatchQueue.main.async { holder.screen = nil }
      }
    }
    #expect(report.isClean, "\(report.text)")
    #expect(holder.screen == nil)
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
  }

  /// The positive control: the reply pops the screen, which the holder keeps; the leak is the
  /// step's, named, judged at once once the reply ran.
  @Test func aScreenAReplyPopsAndSomethingKeepsIsALeakJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("reply") {
      DispatchQueue(label: "store").async {
        Thread.sleep(forTimeInterval: Self.work)
        DispatchQueue.main.async {
          MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
        }
      }
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["Detail"])
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
    withExtendedLifetime(holder) {}
  }

  /// What a block on another queue queues for later keeps the settle waiting: it may release
  /// the screen after the block ran.
  @Test func aBlockOnAnotherQueueThatQueuesWorkForLaterKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue.global().async { Self.letGoLater(holder) }
    }
    expectReleasedByWaiting(report, audit, holder)
    #expect(audit.hasQueuedWorkNotWaitedFor)
  }

  /// A block that does not end within the wait's limit (here, until the test lets it).
  ///
  /// The wait ends by time, the settle waits its deadlines, and the shared waits say that no
  /// audit waits for such blocks again. The screen the block would let go of is still kept when the
  /// deadlines pass: a leak, found after waiting.
  @Test func aBlockThatDoesNotEndStopsTheWaitsAndKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder, configuration: Self.short)
    let waits = BlocksElsewhereWaits(limit: .milliseconds(20))
    audit.sharesBlocksElsewhereWaits(waits)
    let gate = DispatchSemaphore(value: 0)
    // The block ends with the test, whatever happens.
    defer { gate.signal() }
    let report = try await pop(in: audit, navigation) {
      DispatchQueue(label: "stuck").async {
        gate.wait()
        holder.screen = nil
      }
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(audit.settleWays.atOnce == 0)
    #expect(audit.settleWays.waited >= 1)
    #expect(waits.endedByTime)
    #expect(audit.hasQueuedWorkNotWaitedFor)
  }
}
