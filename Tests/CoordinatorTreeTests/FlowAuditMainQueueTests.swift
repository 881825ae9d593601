import Foundation
import Testing

@testable import CoordinatorTree

/// What a step lets the main queue run before it judges, as UIKit runs it between two user
/// events: the app's blocks for the main queue and what they queue, with what they change in
/// the window (a screen a block pops is expected released in the step).
extension FlowAuditQueuedWorkTests {
  @Test func aScreenABlockPushesIsShownWhenTheStepEnds() async throws {
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

  /// Short deadlines, for a survivor nothing will release.
  static let short = LeakTracker.Configuration(
    softDeadline: .milliseconds(20), hardDeadline: .milliseconds(50))
}
