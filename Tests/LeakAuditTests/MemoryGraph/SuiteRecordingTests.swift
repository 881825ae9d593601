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
  /// Recording, started by no test, and searched by none.
  ///
  /// It does not list the recorded objects: a list holds every object of the tests running
  /// beside it while it is made and read, which delays their releases.
  @Test func theSuiteRecordsFromItsStartAndSearchesNothing() throws {
    try #require(HeapRecorder.unavailableReason == nil)
    #expect(HeapRecorder.isRecording)
    #expect(!MemoryGraph.isSearched)
  }
}
