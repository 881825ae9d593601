import Foundation

/// One test's report, as the test bridge writes it when `COORDAUDIT_TEST_REPORTS` names a
/// directory, and as `coordaudit report` reads it: the test's name, the live tracked objects
/// per type when its checks ended, its heap bytes, and its findings.
///
/// ```json
/// {
///   "file" : "MemoTests/DetailTests.swift",
///   "format" : "coordaudit-test-report",
///   "heapBytes" : 2048,
///   "liveCounts" : { "DetailViewModel" : 1 },
///   "report" : { "entries" : [ … ], "findings" : [ … ], "releasedCount" : 3, "schemaVersion" : 1 },
///   "schemaVersion" : 1,
///   "test" : "MemoTests.DetailTests.detailGoesAway()"
/// }
/// ```
package struct TestReport: Hashable, Sendable, Codable {
  /// The value of the `format` field, which marks a file as a test report.
  package static let formatMarker = "coordaudit-test-report"
  /// The schema version this version writes, and the newest it reads.
  package static let currentSchemaVersion = 1
  /// The environment variable whose value, a directory, makes the bridge write reports.
  package static let environmentVariable = "COORDAUDIT_TEST_REPORTS"

  /// `coordaudit-test-report`.
  package var format: String
  /// The schema version the file was written with.
  package var schemaVersion: Int
  /// The test: `Module.Suite.test()` for Swift Testing, `Module.Class.testMethod` for XCTest.
  package var test: String
  /// The file of the test's first check, as `#fileID` spells it.
  package var file: String
  /// Live tracked objects per type (and group) when each of the test's checks ended, summed
  /// over its checks; types with none are absent.
  package var liveCounts: [String: Int]
  /// Heap bytes in use at the end of the test's checks minus at their start, summed; `nil`
  /// when not measured: another check ran at the same time (tests in parallel count each
  /// other's allocations), or the build keeps no allocator statistics.
  package var heapBytes: Int?
  /// The findings of the test's checks, but those a `withExpectedLeaks` block expected.
  package var report: Report

  /// Creates a test report.
  ///
  /// - Parameters:
  ///   - test: The test's name.
  ///   - file: The file of its first check.
  ///   - liveCounts: Live tracked objects per type at the end of its checks.
  ///   - heapBytes: Heap bytes its checks left, if measured.
  ///   - report: Its findings.
  package init(
    test: String, file: String, liveCounts: [String: Int] = [:], heapBytes: Int? = nil,
    report: Report = Report()
  ) {
    format = Self.formatMarker
    schemaVersion = Self.currentSchemaVersion
    self.test = test
    self.file = file
    self.liveCounts = liveCounts
    self.heapBytes = heapBytes
    self.report = report
  }

  /// The report as its file holds it: JSON with sorted keys, ending with a newline.
  package var jsonString: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Plain structs of strings and numbers always encode.
    let data = try! encoder.encode(self)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// The file name the bridge gives a test's report: its name with every character but
  /// letters, digits, `.`, `-`, `_`, `(` and `)` made `_`, then `.json`.
  package static func fileName(forTest test: String) -> String {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_()")
    return String(test.map { allowed.contains($0) ? $0 : "_" }) + ".json"
  }
}

extension TestReport {
  /// Why a file is not a test report this version reads.
  package struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a clause: `it has no "format": "coordaudit-test-report"`.
    package var description: String
    /// Whether the file is JSON that is not a test report at all (no format marker), such as
    /// another tool's output in the same directory, rather than a damaged report.
    package var isNotAReport = false
  }

  /// Reads a test report from its file's bytes.
  ///
  /// - Parameter bytes: The file's contents.
  /// - Throws: ``ReadError`` when it is not JSON, gives a key twice in one object (whatever it
  ///   is), is not a test report (``ReadError/isNotAReport``), is of a schema version this
  ///   version does not know (a newer one, or one never written: 0, negative), or lacks a field.
  package init(bytes: [UInt8]) throws(ReadError) {
    struct Header: Decodable {
      var format: String?
      var schemaVersion: Int?
    }
    let data = Data(bytes)
    guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
      throw ReadError(description: "it is not a JSON object")
    }
    // Before the format is looked at: a second "format" key would make a report of a leak
    // look like another tool's file, skipped.
    if let duplicate = JSONDuplicateKeys.first(in: bytes) {
      throw ReadError(description: duplicate.description)
    }
    guard header.format == Self.formatMarker else {
      throw ReadError(
        description: "it has no \"format\": \"\(Self.formatMarker)\"", isNotAReport: true)
    }
    guard let version = header.schemaVersion else {
      throw ReadError(description: "its \"schemaVersion\" is missing or not an integer")
    }
    // Version 1 is the only one ever written: a newer one needs a newer coordaudit, and one
    // below 1 was written by nothing that knows the format.
    guard version <= Self.currentSchemaVersion else {
      throw ReadError(
        description: """
          its "schemaVersion" is \(version); this version reads \(Self.currentSchemaVersion): \
          update coordaudit
          """)
    }
    guard version >= 1 else {
      throw ReadError(
        description: "its \"schemaVersion\" is \(version), which coordaudit never wrote")
    }
    do {
      self = try JSONDecoder().decode(TestReport.self, from: data)
    } catch {
      throw ReadError(description: "a field is missing or has the wrong type")
    }
    guard report.schemaVersion == Report.currentSchemaVersion else {
      throw ReadError(
        description: """
          its "report" has "schemaVersion" \(report.schemaVersion); this version reads \
          \(Report.currentSchemaVersion)
          """)
    }
  }
}
