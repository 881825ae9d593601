import Foundation
import LeakAudit
import Testing

@testable import CoordinatorTree

/// What a step lets the main queue run before it judges, as UIKit runs it between two user
/// events: the app's blocks for the main queue and what they queue, with what they change in
/// the window (a screen a block pops is expected released in the step).
extension FlowAuditQueuedWorkTests {
  /// Chains of blocks are followed where the process watches the main queue's calls.
  @Test(.enabled(if: QueuedWork.watch()))
  func aScreenABlockPushesIsShownWhenTheStepEnds() async throws {
    let (audit, navigation) = try app(keptBy: nil)
    try await audit.step("load") {
      // A reply, a decode, a reload: each block queues the next.
      DispatchQueue.main.async {
        DispatchQueue.main.async {
          DispatchQueue.main.async {
            MainActor.assumeIsolated {
              navigation.pushViewController(ViewController(title: "Loaded"), animated: true)
            }
          }
        }
      }
    }
    #expect(navigation.viewControllers.map(\.title) == ["Main", "Detail", "Loaded"])
  }

  /// The positive control: the block pops `Detail`, which the holder keeps: a leak of it in
  /// this step, though the step's own code popped nothing.
  @Test func aScreenABlockPopsAndSomethingKeepsIsALeakOfTheStep() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: holder, configuration: Self.short)
    let report = try await audit.step("reply") {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
      }
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["Detail"])
    #expect(report.findings.first?.step?.name == "reply")
    withExtendedLifetime(holder) {}
  }

  @Test func aScreenABlockPopsIsReleasedInTheStep() async throws {
    let (audit, navigation) = try app(keptBy: nil, configuration: Self.short)
    let report = try await audit.step("reply") {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
      }
    }
    #expect(report.findings.isEmpty)
    #expect(report.releasedCount == 1)
    #expect(navigation.viewControllers.map(\.title) == ["Main"])
  }

  /// The positive control of a screen a block makes (a login's completion pushing the home
  /// screen): a block runs in no task, so it sees no `FlowAudit.current`, yet the screen is
  /// audited: the step that takes it away expects it released, and something keeps it.
  @Test func aScreenABlockMakesIsAuditedLikeOneTheStepMakes() async throws {
    let holder = Holder()
    let (audit, navigation) = try app(keptBy: nil, configuration: Self.short)
    try await FlowAudit.$current.withValue(audit) {
      try await audit.step("log in") {
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            let home = ViewController(title: "Home")
            holder.screen = home
            navigation.pushViewController(home, animated: true)
          }
        }
      }
    }
    #expect(audit.liveLabels.contains("Home"), "\(audit.liveLabels)")
    let report = try await audit.step("back") { navigation.popViewController(animated: true) }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["Home"])
    withExtendedLifetime(holder) {}
  }

  @Test func aScreenABlockMakesAndNothingKeepsIsReleased() async throws {
    let (audit, navigation) = try app(keptBy: nil, configuration: Self.short)
    try await FlowAudit.$current.withValue(audit) {
      try await audit.step("log in") {
        DispatchQueue.main.async {
          MainActor.assumeIsolated {
            navigation.pushViewController(ViewController(title: "Home"), animated: true)
          }
        }
      }
    }
    let report = try await audit.step("back") { navigation.popViewController(animated: true) }
    #expect(report.findings.isEmpty)
    #expect(report.releasedCount == 1)
  }

  /// What the app queues between steps (the explorer lists the actions: the rows' code runs)
  /// runs before the next step's action, as before a user's tap.
  @Test func workQueuedBetweenStepsRunsBeforeTheNextAction() async throws {
    let (audit, navigation) = try app(keptBy: nil)
    audit.runningAppCode {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          navigation.pushViewController(ViewController(title: "Loaded"), animated: false)
        }
      }
    }
    var seen: [String?] = []
    try await audit.step("look") { seen = navigation.viewControllers.map(\.title) }
    #expect(seen == ["Main", "Detail", "Loaded"])
  }

  /// An app that queues nothing pays nothing: no step of its audit turns the main queue.
  @Test func stepsThatQueueNothingLetNoMainQueueRun() async throws {
    let (audit, navigation) = try app(keptBy: nil)
    try await audit.step("back") { navigation.popViewController(animated: true) }
    #expect(audit.mainQueueTurns == 0)
    try await audit.step("load") { DispatchQueue.main.async {} }
    #expect(audit.mainQueueTurns > 0)
  }

  /// Short deadlines, for a survivor nothing will release.
  static let short = LeakTracker.Configuration(
    softDeadline: .milliseconds(20), hardDeadline: .milliseconds(50))
}
