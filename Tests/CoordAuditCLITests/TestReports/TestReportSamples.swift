import CoordAuditScenarios
import Foundation
import LeakAudit

/// Test reports made by hand that cover what `coordaudit report` shows, as the test bridge
/// writes them: a leaking test (a two-object cycle), a clean one, one with only a warning and
/// no heap measured, and one whose counts and heap grow past a baseline recorded before.
enum TestReportSamples {
  static let detailFile = "MemoTests/DetailTests.swift"

  static func object(_ number: Int, _ role: Role, _ type: String, _ label: String, line: Int)
    -> TrackedObject
  {
    TrackedObject(
      number: number, role: role, label: label, typeName: type,
      site: SourceSite(fileID: detailFile, line: line))
  }

  /// `DetailScreen "detail"` and `DetailModel "model"` keep each other after the pop: one bug,
  /// two findings that carry the cycle from each member.
  static let detail = TestReport(
    test: "MemoTests.DetailTests.detailGoesAway()", file: detailFile,
    liveCounts: ["DetailModel": 1, "DetailScreen": 1], heapBytes: 2048,
    report: Report(
      findings: [
        cycleMember(object(1, .view, "DetailScreen", "detail", line: 14), from: 0),
        cycleMember(object(2, .viewModel, "DetailModel", "model", line: 15), from: 1),
      ], releasedCount: 1))

  private static func cycleMember(_ object: TrackedObject, from index: Int) -> Finding {
    let members = [("DetailScreen", "model"), ("DetailModel", "screen")]
    let rotated = members[index...] + members[..<index]
    let cycle = RetainPath(
      links: rotated.map { RetainPath.Link(ownerType: $0.0, field: $0.1) },
      targetType: object.typeName)
    return Finding(
      kind: .leak, step: .init(number: 1, name: "pop detail"), objects: [object],
      retainCycle: cycle, fingerprint: "5e1f0c0ffee0d7a1")
  }

  static let list = TestReport(
    test: "MemoTests.ListTests.listGoesAway()", file: "MemoTests/ListTests.swift",
    heapBytes: 4096, report: Report(releasedCount: 3))

  /// An XCTest test whose screen went late: a warning, which does not fail it; run in parallel,
  /// so its heap was not measured.
  static let settings = TestReport(
    test: "MemoTests.SettingsTests.testClosingSettingsReleasesIt",
    file: "MemoTests/SettingsTests.swift", liveCounts: ["Session": 1],
    report: Report(
      findings: [
        Finding(
          kind: .lateRelease, step: .init(number: 1, name: "teardown"),
          objects: [
            TrackedObject(
              number: 1, role: .view, label: "settings", typeName: "SettingsScreen",
              site: SourceSite(fileID: "MemoTests/SettingsTests.swift", line: 9))
          ], millisecondsLate: 120)
      ], releasedCount: 1))

  /// A clean test, as the baseline recorded it and as it ran later: three entries and 64 KiB
  /// where there were one and 8 KiB.
  static func cache(grown: Bool) -> TestReport {
    TestReport(
      test: "MemoTests.CacheTests.cacheStaysSmall()", file: "MemoTests/CacheTests.swift",
      liveCounts: ["CacheEntry": grown ? 3 : 1], heapBytes: grown ? 65536 : 8192,
      report: Report(releasedCount: 2))
  }

  /// Writes the reports into `DIRECTORY/reports`, as the bridge names them.
  static func write(_ reports: [TestReport], in directory: String) {
    let folder = directory + "/reports"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for report in reports {
      try! report.jsonString.write(
        toFile: folder + "/" + TestReport.fileName(forTest: report.test), atomically: false,
        encoding: .utf8)
    }
  }
}
