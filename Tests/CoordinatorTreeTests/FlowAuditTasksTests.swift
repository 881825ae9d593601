import Foundation
import LeakAudit
import Testing

@testable import CoordinatorTree

/// A task the app starts is followed job by job, as its blocks are: a main-actor task's jobs
/// run in the step's turns of the main queue, and its jobs on the global executor (a
/// `nonisolated async` service it awaits, a detached task, a child of a group, an actor's) are
/// waited for; the step judges at once when the task has nothing left that followed work can
/// resume. Judged before the task came back, each screen below, let go of after the service
/// answered, would be a false leak; kept for good, it is a leak, named, with no deadline
/// waited out.
///
/// What the task awaits that no followed work resumes (a sleep) keeps the settle waiting.
extension FlowAuditQueuedWorkTests {
  /// A `nonisolated async` service in the shape apps bridge a completion handler with: its
  /// reply comes from a block on a queue of its own after some work (longer than a step's
  /// turns of the main queue take, so that a step that did not wait would judge before it).
  nonisolated static func articles() async -> [String] {
    await withCheckedContinuation { continuation in
      DispatchQueue(label: "service").async {
        Thread.sleep(forTimeInterval: work)
        continuation.resume(returning: ["Swift on the server"])
      }
    }
  }

  /// The shape of a view model's load: a main-actor task awaits the service, then lets go.
  @Test func aScreenAMainActorTaskLetsGoOfAfterAnAsyncServiceIsCleanJudgedAtOnce()
    async throws
  {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      Task { @MainActor in
        _ = await Self.articles()
        holder.screen = nil
      }
    }
    // Judged at once before the task came back, the screen would be a leak.
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 1)
    #expect(holder.screen == nil)
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
    #expect(!audit.hasQueuedWorkNotWaitedFor)
  }

  /// The positive control: the task pops the screen once the service answered, and the holder
  /// keeps it; the leak is the step's, named, judged at once once the task ended.
  @Test func aScreenAMainActorTaskPopsAfterAnAsyncServiceAndSomethingKeepsIsALeak()
    async throws
  {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("reply") {
      Task { @MainActor in
        _ = await Self.articles()
        _ = navigation.popViewController(animated: true)
      }
    }
    #expect(report.findings.map(\.kind) == [.leak], "\(report.text)")
    #expect(report.findings.first?.objects.map(\.label) == ["Detail"])
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
    withExtendedLifetime(holder) {}
  }

  /// A detached task's jobs run on the global executor: waited for in the step.
  @Test func aScreenADetachedTaskLetsGoOfIsCleanJudgedAtOnce() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      Task.detached {
        _ = await Self.articles()
        holder.screen = nil
      }
    }
    #expect(report.isClean, "\(report.text)")
    #expect(holder.screen == nil)
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
  }

  /// A task group's children, and an actor the task hops to: each job is followed.
  @Test func aScreenLetGoOfAfterAGroupAndAnActorIsCleanJudgedAtOnce() async throws {
    let holder = Holder()
    let store = ArticleStore()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      Task { @MainActor in
        let counts = await withTaskGroup(of: Int.self) { group in
          for _ in 0..<3 { group.addTask { await Self.articles().count } }
          var total = 0
          for await count in group { total += count }
          return total
        }
        await store.keep(counts)
        holder.screen = nil
      }
    }
    #expect(report.isClean, "\(report.text)")
    #expect(holder.screen == nil)
    #expect(await store.kept == [3])
    #expect(audit.settleWays.atOnce >= 1)
    #expect(audit.settleWays.waited == 0)
  }

  /// What the app's actor keeps.
  actor ArticleStore {
    private(set) var kept: [Int] = []

    func keep(_ count: Int) {
      kept.append(count)
    }
  }

  /// A task that sleeps before it lets go: the sleep is work for later, which no step waits
  /// for, and the settle waits its deadlines.
  @Test func aTaskThatSleepsKeepsTheSettleWaiting() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await pop(in: audit, navigation) {
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(10))
        holder.screen = nil
      }
    }
    expectReleasedByWaiting(report, audit, holder)
    #expect(audit.hasQueuedWorkNotWaitedFor)
  }
}
