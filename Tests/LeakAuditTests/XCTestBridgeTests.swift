import Foundation
import LeakAudit
import LeakAuditTesting
import XCTest

final class XCTestBridgeTests: XCTestCase {
  func testTrackedObjectReleasedBeforeTeardownPasses() {
    // The real teardown block checks this one; a survivor would fail this test.
    trackForLeaks(Screen(), role: .view, label: "released at once", configuration: quick)
  }

  func testTeardownCheckReportsASurvivorOnItsTrackingLine() async {
    // Only the cycle keeps the pair alive: the test holds a weak handle.
    let (screen, handle) = makeHandledCycle()
    var line = 0
    let issues = await withCapturedIssues {
      trackForLeaks(handle.object!, role: .viewModel, label: "detail", configuration: quick)
      line = #line - 1
      // What the teardown block does; it then finds nothing left to check.
      await TeardownChecks.run(for: ObjectIdentifier(self))
    }
    XCTAssertEqual(issues.map(\.line), [line])
    XCTAssertEqual(issues.map(\.filePath), ["\(#filePath)"])
    XCTAssertEqual(
      issues.first?.message,
      """
      Leak: ViewModel "detail" still alive after step 1 "teardown".

        #1 view model ViewModel "detail", tracked at LeakAuditTests/XCTestBridgeTests.swift:\(line)
          in a cycle: ViewModel.screen → Screen.viewModel → ViewModel
          fingerprint f0ebe071739e3e1e

      What to do: find who still holds it: a stored closure that captures self strongly, a \
      delegate or parent reference that is not weak, or a parent that keeps a finished child.
      """)
    (screen.object as? Screen)?.viewModel = nil
  }

  func testSynchronousCheckDrainsTheMainQueueOnTheMainThread() {
    // XCTest runs synchronous tests on the main thread's run loop, which can drain the queue.
    XCTAssertTrue(Thread.isMainThread)
    // It waits for the main queue's release itself, not for a time a slow machine may pass.
    let tracker = LeakTracker(configuration: untilReleased)
    var screen: Screen? = Screen()
    let probe = tracker.track(screen!)
    releaseOnMainQueue(screen!)
    screen = nil
    tracker.expectReleased([probe])
    XCTAssertEqual(tracker.check(drainingFor: untilReleased.hardDeadline).findings, [])
    XCTAssertEqual(tracker.report.releasedCount, 1)
  }

  func testSynchronousCheckWithoutDrainingSeesTheQueuedReleaseAsALeak() {
    let tracker = LeakTracker()
    var screen: Screen? = Screen()
    let probe = tracker.track(screen!)
    releaseOnMainQueue(screen!)
    screen = nil
    tracker.expectReleased([probe])
    XCTAssertEqual(tracker.check().findings.map(\.kind), [.leak])
  }

  func testSynchronousScopeReportsThroughTheSameSink() {
    let (screen, viewModel) = makeCycle()
    let issues = withCapturedIssues {
      withLeakTracking { tracker in
        tracker.track(viewModel)
        return
      }
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.isWarning, false)
    withExtendedLifetime(screen) {}
  }

  func testAssertCleanReportsEachBugOnTheCallersLine() async {
    let (screen, handle) = makeHandledCycle()
    let tracker = LeakTracker(configuration: quick)
    let probe = tracker.track(handle.object!, role: .viewModel, label: "detail")
    let report = await tracker.step("pop detail", expectReleased: [probe]) {}
    let line = #line + 1
    let issues = withCapturedIssues { assertClean(report) }
    XCTAssertEqual(issues.map(\.line), [line])
    XCTAssertEqual(issues.map(\.filePath), ["\(#filePath)"])
    XCTAssertEqual(
      issues.map(\.headline), ["Leak: ViewModel \"detail\" still alive after step 1 \"pop detail\""]
    )
    XCTAssertEqual(issues.first?.message, verifyClean(report))
    (screen.object as? Screen)?.viewModel = nil
  }

  /// A must-leak test under XCTest on Linux, which has no `XCTExpectFailure`: the leak is
  /// expected, so this test passes, and the report names the survivor.
  func testAMustLeakTestPassesAndNamesTheSurvivor() async {
    let (screen, handle) = makeHandledCycle()
    let report = await withExpectedLeaks {
      await assertReleased([handle.object!], step: "pop detail", configuration: quick) {}
    }
    XCTAssertEqual(
      report.entries.map(\.headline), ["Leak: ViewModel still alive after step 1 \"pop detail\""])
    (screen.object as? Screen)?.viewModel = nil
  }

  func testAMustLeakTestFailsWhenNothingLeaks() async {
    var screens = [Screen()]
    let issues = await withCapturedIssues {
      await withExpectedLeaks {
        await assertReleased(screens, configuration: quick) { screens.removeAll() }
      }
    }
    XCTAssertEqual(issues.map(\.headline), ["No leak was reported, and the block expects one"])
  }
}
