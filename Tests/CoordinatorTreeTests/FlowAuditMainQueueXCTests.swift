import Foundation
import LeakAudit
import XCTest

@testable import CoordinatorTree

/// A step whose app queued only blocks for the main queue, which its drain ran to their end
/// and which queued nothing elsewhere, is judged at once, as one that queued nothing: waiting
/// could change nothing.
///
/// XCTest, not Swift Testing: what the app's blocks queue is counted for the process, so the
/// blocks of another audit running beside this one (Swift Testing runs tests in parallel) that
/// queue work elsewhere keep this audit waiting too (safe, but not what is pinned here); XCTest
/// runs one test at a time.
final class FlowAuditMainQueueXCTests: XCTestCase {
  /// The app of `FlowAuditQueuedWorkTests`: `Nav: Main, Detail`, `Detail` registered, with
  /// deadlines that waiting would show (a hard deadline of 2 s).
  @MainActor func app(keptBy holder: FlowAuditQueuedWorkTests.Holder) throws -> (
    FlowAudit, NavigationController
  ) {
    try FlowAuditQueuedWorkTests().app(
      keptBy: holder,
      configuration: LeakTracker.Configuration(
        softDeadline: .seconds(1), hardDeadline: .seconds(2)))
  }

  @MainActor func testAScreenABlockReleasesIsCleanJudgedAtOnce() async throws {
    try XCTSkipUnless(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let holder = FlowAuditQueuedWorkTests.Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("back") {
      navigation.popViewController(animated: true)
      DispatchQueue.main.async { holder.screen = nil }
    }
    // Judged at once before the block ran, the screen would be a leak.
    XCTAssertTrue(report.isClean, report.text)
    XCTAssertEqual(report.releasedCount, 1)
    XCTAssertEqual(audit.settleWays.waited, 0)
    XCTAssertGreaterThanOrEqual(audit.settleWays.atOnce, 1)
  }

  /// The positive control: the block pops the screen the holder keeps; judged at once, it is
  /// a leak of the step, named.
  @MainActor func testAScreenABlockPopsAndSomethingKeepsIsALeakJudgedAtOnce() async throws {
    try XCTSkipUnless(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let holder = FlowAuditQueuedWorkTests.Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("reply") {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
      }
    }
    XCTAssertEqual(report.findings.map(\.kind), [.leak])
    XCTAssertEqual(report.findings.first?.objects.map(\.label), ["Detail"])
    XCTAssertEqual(audit.settleWays.waited, 0)
    XCTAssertGreaterThanOrEqual(audit.settleWays.atOnce, 1)
    withExtendedLifetime(holder) {}
  }

  /// A block that queues a block, which pops: the chain runs in the drain, and is judged at
  /// once; a block that starts work elsewhere keeps the settle waiting (the negative controls
  /// are `FlowAuditQueuedWorkTests`').
  @MainActor func testAChainOfBlocksIsJudgedAtOnce() async throws {
    try XCTSkipUnless(QueuedWork.watch(), "queued work is watched on 64-bit Linux")
    let holder = FlowAuditQueuedWorkTests.Holder()
    let (audit, navigation) = try app(keptBy: holder)
    let report = try await audit.step("reply") {
      DispatchQueue.main.async {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { _ = navigation.popViewController(animated: true) }
          holder.screen = nil
        }
      }
    }
    XCTAssertTrue(report.isClean, report.text)
    XCTAssertEqual(report.releasedCount, 1)
    XCTAssertEqual(audit.settleWays.waited, 0)
  }
}
