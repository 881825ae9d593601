import Foundation
import Testing

@testable import LeakAuditTesting

/// An XCTest `async` test runs its checks off the main thread: the observer that names each
/// test's report must be in XCTest's observation center before such a check begins, or a test
/// that ends first ends unseen and its report is never written.
@Suite struct TestReportsTests {
  @Test func anAsyncCheckOffTheMainThreadFindsTheObserverInPlace() async {
    let reports = TestReports(directory: FileManager.default.temporaryDirectory.path)
    #expect(!reports.isObserverAdded)
    await Task.detached {
      #expect(!Thread.isMainThread)
      await reports.observeXCTestBeforeAsyncCheck()
    }.value
    #expect(reports.isObserverAdded)
  }

  @Test func withoutADirectoryNothingIsObservedNorAwaited() async {
    let reports = TestReports(directory: nil)
    #expect(!reports.needsXCTestObserver)
    await Task.detached { await reports.observeXCTestBeforeAsyncCheck() }.value
    #expect(!reports.isObserverAdded)
  }

  /// Once the observer is in, a check has nothing to await.
  @Test func anAddedObserverIsNotAwaitedAgain() async {
    let reports = TestReports(directory: FileManager.default.temporaryDirectory.path)
    #expect(reports.needsXCTestObserver)
    await reports.observeXCTestBeforeAsyncCheck()
    #expect(!reports.needsXCTestObserver)
  }
}
