import Foundation
import LeakAudit
import LeakAuditTesting
import Testing

/// The allow-list file: parsing with line numbers, and known or expired leaks in reports.
@Suite struct AllowListTests {
  static let day = AllowList.Day("2026-03-31")!

  @Test func entriesAreReadWithCommentsAndBlankLinesIgnored() throws {
    let list = try AllowList(
      parsing: """
        # Known leaks: <fingerprint> [until YYYY-MM-DD] <reason>

        B1A7BB9D4C26CF07 until 2026-03-31 the SDK keeps the last share sheet (FB13371234)
          2d1b6ccc03e857be analytics keeps the current screen # by design
        """)
    #expect(
      list.entries == [
        .init(
          fingerprint: "b1a7bb9d4c26cf07",
          reason: "the SDK keeps the last share sheet (FB13371234)", expires: Self.day),
        .init(
          fingerprint: "2d1b6ccc03e857be", reason: "analytics keeps the current screen # by design"),
      ])
    #expect(list.entry(for: "B1A7BB9D4C26CF07")?.expires == Self.day)
  }

  @Test(arguments: ["\r\n", "\r"])
  func linesEndedByCRLFOrALoneCRReadAsWithLF(end: String) throws {
    // A first line that is a comment swallowed a whole CRLF file: the list matched nothing.
    let lines = [
      "# Known leaks", "b1a7bb9d4c26cf07 until 2026-03-31 the SDK keeps it", "",
      "2d1b6ccc03e857be analytics", "",
    ]
    let list = try AllowList(parsing: lines.joined(separator: end))
    #expect(list == (try AllowList(parsing: lines.joined(separator: "\n"))))
    #expect(list.entries.map(\.fingerprint) == ["b1a7bb9d4c26cf07", "2d1b6ccc03e857be"])
    #expect(list.entry(for: "2d1b6ccc03e857be")?.reason == "analytics")
    #expect {
      try AllowList(parsing: ["# header", "", "b1a7bb9d4c26cf0 a reason"].joined(separator: end))
    } throws: { error in
      (error as? AllowList.ParseError)?.line == 3
    }
  }

  @Test func aLongBadFingerprintIsCutInTheMessage() {
    let word = String(repeating: "x", count: 100_000)
    #expect {
      try AllowList(parsing: word + " a reason\n", fileName: "known-leaks.txt")
    } throws: { error in
      "\(error)"
        == "known-leaks.txt:1: '\(String(repeating: "x", count: 39))…' is not a fingerprint; "
        + "copy the 16 hex digits after 'fingerprint' in the report"
    }
  }

  @Test(
    arguments: [
      ("b1a7bb9d4c26cf0 a reason", "'b1a7bb9d4c26cf0' is not a fingerprint"),
      ("b1a7bb9d4c26cf07 until 2026-02-30 a reason", "'2026-02-30' is not a date"),
      ("b1a7bb9d4c26cf07 until", "'until' needs a date"),
      ("b1a7bb9d4c26cf07 until 2026-03-31", "gives no reason"),
      ("b1a7bb9d4c26cf07", "gives no reason"),
    ])
  func aBadLineIsAnErrorThatNamesFileAndLine(line: String, message: String) {
    #expect {
      try AllowList(parsing: "# header\n\n\(line)\n", fileName: "known-leaks.txt")
    } throws: { error in
      let error = error as! AllowList.ParseError
      return error.line == 3 && error.message.contains(message)
        && "\(error)".hasPrefix("known-leaks.txt:3: ")
    }
  }

  @Test func aFingerprintListedTwiceIsAnError() {
    #expect {
      try AllowList(parsing: "b1a7bb9d4c26cf07 one\nB1A7BB9D4C26CF07 two\n")
    } throws: { error in
      "\(error)"
        == "allow-list:2: fingerprint 'B1A7BB9D4C26CF07' is already listed on line 1; keep one entry"
    }
  }

  @Test func aFileIsReadAndAMissingOneIsAnError() throws {
    let path = NSTemporaryDirectory() + "allow-list-\(UUID().uuidString).txt"
    try "b1a7bb9d4c26cf07 known\n".write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try AllowList(contentsOfFile: path).entries.count == 1)
    #expect(throws: (any Error).self) { try AllowList(contentsOfFile: path + ".missing") }
  }

  @Test func daysCompareAndPrintAsWritten() {
    #expect(AllowList.Day("2026-03-31")! < AllowList.Day("2026-04-01")!)
    #expect(AllowList.Day("2024-02-29")?.description == "2024-02-29")
    #expect(AllowList.Day("2025-02-29") == nil)
    #expect(AllowList.Day("2026-3-31") == nil)
    #expect(AllowList.Day.today() > AllowList.Day("2020-01-01")!)
  }

  // MARK: Applying

  /// A report with one explained leak whose fingerprint is `b1a7bb9d4c26cf07`.
  func leakReport() -> Report {
    let tracker = LeakTracker(configuration: quick)
    let parent = CollectionHolder()
    tracker.expectAlive([tracker.track(parent)])
    parent.list = [Target(), Target(), Target()]
    tracker.beginStep("close")
    tracker.expectReleased([tracker.track(parent.list[2])])
    let report = tracker.check()
    withExtendedLifetime(parent) {}
    return report
  }

  @Test func aListedLeakIsKnownAndLeavesTheReportClean() throws {
    let list = try AllowList(parsing: "b1a7bb9d4c26cf07 until 2026-03-31 the SDK keeps it\n")
    let report = leakReport().applying(list, today: Self.day)
    #expect(report.isClean)
    #expect(report.findings.map(\.severity) == [.note])
    #expect(report.knownLeaks.count == 1)
    #expect(
      report.text.hasPrefix(
        "Known leak: Target still alive after step 1 \"close\", as the allow-list expects."))
    #expect(report.text.contains("\n    known leak until 2026-03-31: the SDK keeps it\n"))
    #expect(report.text.hasSuffix("remove its entry from the allow-list.\n"))
  }

  @Test func anExpiredEntryFailsAgainAndSaysSo() throws {
    let list = try AllowList(parsing: "b1a7bb9d4c26cf07 until 2026-03-31 the SDK keeps it\n")
    let report = leakReport().applying(list, today: AllowList.Day("2026-04-01")!)
    #expect(!report.isClean)
    #expect(report.findings.map(\.severity) == [.error])
    #expect(report.text.hasPrefix("Leak: Target still alive"))
    #expect(
      report.text.contains("\n    allow-list entry expired on 2026-03-31: the SDK keeps it\n"))
  }

  @Test func anUnlistedLeakStillFails() throws {
    let list = try AllowList(parsing: "0000000000000000 something else\n")
    let report = leakReport().applying(list, today: Self.day)
    #expect(!report.isClean)
    #expect(report.findings[0].knownLeak == nil)
  }

  @Test func aTrackerAppliesTheAllowListOfItsConfiguration() throws {
    let list = try AllowList(parsing: "b1a7bb9d4c26cf07 known for now\n")
    let tracker = LeakTracker(
      configuration: .init(
        softDeadline: .milliseconds(20), hardDeadline: .milliseconds(60), allowList: list))
    let parent = CollectionHolder()
    tracker.expectAlive([tracker.track(parent)])
    parent.list = [Target(), Target(), Target()]
    tracker.expectReleased([tracker.track(parent.list[2])])
    let report = tracker.check()
    #expect(report.isClean)
    #expect(report.findings.first?.knownLeak?.reason == "known for now")
    withExtendedLifetime(parent) {}
  }

  @Test func theTestBridgeShowsAKnownLeakWithoutFailing() async throws {
    let list = try AllowList(parsing: "b1a7bb9d4c26cf07 known for now\n")
    let parent = CollectionHolder()
    parent.list = [Target(), Target(), Target()]
    let issues = await withCapturedIssues {
      let configuration = LeakTracker.Configuration(
        softDeadline: .milliseconds(20), hardDeadline: .milliseconds(60), allowList: list)
      await withLeakTracking(configuration: configuration) { tracker in
        tracker.addRetainRoot(parent)
        tracker.track(parent.list[2])
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.isWarning == true)
    #expect(issues.first?.message.hasPrefix("Known leak:") == true)
    withExtendedLifetime(parent) {}
  }
}
