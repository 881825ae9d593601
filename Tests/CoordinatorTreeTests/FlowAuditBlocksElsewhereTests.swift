import Foundation
import LeakAudit
import Testing

@testable import CoordinatorTree

/// What the app's blocks for the main queue queue elsewhere (another queue, later, a task, a
/// thread) keeps the settle waiting, though the step's drain ran the blocks themselves: that
/// work may release an object later, as work the step queued elsewhere would. Judged at once,
/// each screen below, let go of a few milliseconds later, would be a false leak.
///
/// And what they do not: a step whose app queued only blocks for the main queue, which all ran
/// and queued nothing elsewhere, is judged at once, as one that queued nothing. Each audit
/// follows its own app's blocks (``QueuedWork/AppBlocks/Sink``): tests running beside these
/// change neither way.
extension FlowAuditQueuedWorkTests {
  @Test func aScreenABlockReleasesIsCleanJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue.main.async { holder.screen = nil }
    }
    // Judged at once before the block ran, the screen would be a leak.
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 1)
    #expect(audit.settleWays.waited == 0)
    #expect(audit.settleWays.atOnce >= 1)
  }

  /// The positive control: the block pops the screen the holder keeps; judged at once, it is
  /// a leak of the step, named.
  @Test func aScreenABlockPopsAndSomethingKeepsIsALeakJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("reply") {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
      }
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["Detail"])
    #expect(audit.settleWays.waited == 0)
    #expect(audit.settleWays.atOnce >= 1)
    withExtendedLifetime(holder) {}
  }

  /// A block that queues a block, which pops and lets go: the chain runs in the drain.
  @Test func aChainOfBlocksIsJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("reply") {
      DispatchQueue.main.async {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
          holder.screen = nil
        }
      }
    }
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 1)
    #expect(audit.settleWays.waited == 0)
  }

  /// What a block the drain runs queues elsewhere keeps the settle waiting: it may release an
  /// object later, as work the step queued elsewhere would. (Judged at once, the screen the
  /// work lets go of a few milliseconds later would be a false leak.)
  @Test func aBlockThatQueuesWorkOnAnotherQueueKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue.main.async {
        Self.letGoLater(holder)
      }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  @Test func aBlockThatQueuesABlockForLaterKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue.main.async {
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
          holder.screen = nil
        }
      }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  /// Lets go of the holder's screen a few milliseconds later, on a global queue: a request's
  /// timeout, a debounced save. (A block queued there now is followed, and waited for in the
  /// step: `FlowAuditBlocksOnOtherQueuesTests`.)
  nonisolated static func letGoLater(_ holder: Holder) {
    DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
      holder.screen = nil
    }
  }

  /// A service's call that runs off the main actor (a `nonisolated async` function).
  nonisolated static func loadOffTheMainActor() async {
    try? await Task.sleep(for: .milliseconds(10))
  }

  @Test func aBlockOfABlockThatQueuesWorkOnAnotherQueueKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue.main.async {
        DispatchQueue.main.async {
          Self.letGoLater(holder)
        }
      }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  /// A task a block starts is followed, and its sleep is work for later.
  @Test func aBlockThatStartsATaskKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      DispatchQueue.main.async {
        Task { @MainActor in
          await Self.loadOffTheMainActor()
          holder.screen = nil
        }
      }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  /// The block holds the last reference to a finisher, which goes once the block ran; what
  /// its `deinit` queues (a save on another queue that lets go of the screen) is the block's.
  @Test func whatADeinitQueuesWhenABlockLetsGoIsTheBlocksAndKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      let finisher = Finisher(holder)
      DispatchQueue.main.async { finisher.finish() }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  /// Saves on another queue when it goes, and lets go of the holder's screen there.
  final class Finisher: Sendable {
    let holder: Holder
    init(_ holder: Holder) { self.holder = holder }
    func finish() {}
    deinit { FlowAuditQueuedWorkTests.letGoLater(holder) }
  }

  /// A block that holds the popped screen strongly lets go of it once it ran (the drain's
  /// copy of the app's block is released): no leak.
  @Test func aScreenABlockHoldsIsReleasedOnceTheBlockRan() async throws {
    let (audit, navigation) = try app(keptBy: nil, configuration: Self.short)
    let report = try await audit.step("back") {
      let box = Holder()
      box.screen = navigation.popViewController(animated: true)
      DispatchQueue.main.async { withExtendedLifetime(box) {} }
    }
    #expect(report.findings.isEmpty)
    #expect(report.releasedCount == 1)
  }

  /// A chain of blocks that never ends while the step runs (a poll): the drain stops at its
  /// most rounds with one of the app's blocks still queued, and the settle waits, though
  /// nothing was queued elsewhere. (Here the screen stays: a leak, found after the deadlines.)
  @Test func aBlockStillQueuedAfterTheDrainKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let stop = Holder()
    // The poll ends with the test, whatever happens.
    defer { stop.screen = Holder() }
    let (audit, navigation) = try app(keptBy: holder, configuration: Self.short)
    let report = try await pop(in: audit, navigation) {
      Self.poll(until: stop)
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(audit.settleWays.atOnce == 0)
    withExtendedLifetime(holder) {}
  }

  /// Queues a block that queues the next, until `stop` holds something.
  nonisolated static func poll(until stop: Holder) {
    DispatchQueue.main.async {
      if stop.screen == nil { poll(until: stop) }
    }
  }
}
