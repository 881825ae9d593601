import Foundation
import Testing

@testable import LeakAudit

/// The whole suite with the memory graph's hook on (`.ci/suite-with-heap-hook`): the test
/// bundle's constructor started recording before any test ran, and no analysis searches the
/// graph because of it.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["COORDAUDIT_SUITE_RECORDS_HEAP"] == "1",
    "only in the suite run with the hook on: COORDAUDIT_SUITE_RECORDS_HEAP=1"))
struct SuiteRecordingTests {
  final class Made {}

  @Test func theSuiteRecordsFromItsStartAndSearchesNothing() throws {
    try #require(HeapRecorder.unavailableReason == nil)
    #expect(HeapRecorder.isRecording)
    #expect(!MemoryGraph.isSearched)
    let made = Made()
    let address = UInt(bitPattern: Unmanaged.passUnretained(made).toOpaque())
    #expect(
      HeapRecorder.liveObjects().contains {
        UInt(bitPattern: Unmanaged.passUnretained($0.object).toOpaque()) == address
      })
  }
}
