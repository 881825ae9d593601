import Foundation
import LeakAudit
import Testing

@testable import CoordinatorTree

/// What the app's blocks for the main queue queue elsewhere (another queue, later, a task, a
/// thread) keeps the settle waiting, though the step's drain ran the blocks themselves: that
/// work may release an object later, as work the step queued elsewhere would. Judged at once,
/// each screen below, let go of a few milliseconds later, would be a false leak.
///
/// Each test pins the waiting and the verdict; noise cannot make them pass (another test's
/// blocks only ever add waiting). That a step whose blocks queued nothing elsewhere is judged
/// at once is pinned by `FlowAuditMainQueueXCTests`, one test at a time.
extension FlowAuditQueuedWorkTests {
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

  /// A main-actor task's job runs in the drain; what it awaits off the main actor comes back
  /// from the global executor when it comes back, which no round waits for: the settle does.
  @Test func aMainActorTaskThatAwaitsWorkOffTheMainActorKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      Task { @MainActor in
        await Self.loadOffTheMainActor()
        holder.screen = nil
      }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  /// Lets go of the holder's screen a few milliseconds later, on a global queue: a request's
  /// reply, a save.
  nonisolated static func letGoLater(_ holder: Holder) {
    DispatchQueue.global().async {
      Thread.sleep(forTimeInterval: 0.01)
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

  /// A task a block starts: its jobs are not followed.
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

  /// A chain of blocks longer than a drain's rounds: the drain stops before its end, and the
  /// settle waits for the rest (judged at once, the screen the chain's last block lets go of
  /// would be a leak).
  @Test func aChainLongerThanADrainKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      Self.poll(500) { holder.screen = nil }
    }
    expectReleasedByWaiting(report, audit, holder)
  }

  /// Queues a block that queues the next, `count` times, then calls `done`.
  nonisolated static func poll(_ count: Int, then done: @escaping @Sendable () -> Void) {
    DispatchQueue.main.async {
      if count == 0 { done() } else { poll(count - 1, then: done) }
    }
  }
}
