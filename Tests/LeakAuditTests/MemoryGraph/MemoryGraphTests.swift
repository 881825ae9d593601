import Foundation
import Testing

/// The memory graph's tests.
///
/// An analysis that searches the graph holds every recorded object
/// while it runs, which would delay the releases of tests running beside it (and every test
/// records while one of these records): they run alone, one at a time, in a run of their own.
///
/// ```sh
/// COORDAUDIT_MEMORY_GRAPH_TESTS=1 swift test --filter MemoryGraphTests
/// ```
///
/// `.ci/run` runs them so after the whole suite, and under the address sanitizer.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["COORDAUDIT_MEMORY_GRAPH_TESTS"] == "1",
    "run alone: COORDAUDIT_MEMORY_GRAPH_TESTS=1 swift test --filter MemoryGraphTests"))
enum MemoryGraphTests {}
