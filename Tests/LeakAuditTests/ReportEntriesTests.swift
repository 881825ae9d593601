import Foundation
import LeakAudit
import Testing

/// One entry per bug: the findings one cause explains, under a headline that names them.
@Suite struct ReportEntriesTests {
  static func object(_ number: Int, _ type: String, label: String? = nil) -> TrackedObject {
    TrackedObject(
      number: number, role: .object, label: label, typeName: type,
      site: SourceSite(fileID: "App/Flows.swift", line: number))
  }

  static let step = Finding.Step(number: 2, name: "back")

  static func leak(
    _ number: Int, _ type: String, fingerprint: String?, heldBy holder: Int? = nil
  ) -> Finding {
    var unrooted: RetainPath?
    if let holder {
      var link = RetainPath.Link(ownerType: "Holder", field: "screen")
      link.ownerNumber = holder
      unrooted = RetainPath(links: [link], targetType: type)
    }
    return Finding(
      kind: .leak, step: step, objects: [object(number, type)], unrootedPath: unrooted,
      fingerprint: fingerprint)
  }

  @Test func leaksWithOneFingerprintAreOneEntry() {
    let report = Report(findings: [
      Self.leak(1, "A", fingerprint: "f1"), Self.leak(2, "B", fingerprint: "f2"),
      Self.leak(3, "C", fingerprint: "f1"),
    ])
    #expect(report.entries.map { $0.objects.map(\.number) } == [[1, 3], [2]])
    #expect(
      report.entries.map(\.headline) == [
        "Leak: A and C still alive after step 2 \"back\"",
        "Leak: B still alive after step 2 \"back\"",
      ])
    #expect(report.entries.map(\.fingerprint) == ["f1", "f2"])
  }

  @Test func theJSONListsEachBugWithThePositionsOfItsFindings() throws {
    struct Document: Decodable {
      struct Entry: Decodable, Equatable {
        var findings: [Int]
        var headline: String
      }
      var entries: [Entry]
    }
    let report = Report(findings: [
      Self.leak(1, "A", fingerprint: "f1"), Self.leak(2, "B", fingerprint: "f2"),
      Self.leak(3, "C", fingerprint: "f1"),
    ])
    let document = try JSONDecoder().decode(
      Document.self, from: Data(report.jsonString().utf8))
    #expect(
      document.entries == [
        .init(findings: [0, 2], headline: "Leak: A and C still alive after step 2 \"back\""),
        .init(findings: [1], headline: "Leak: B still alive after step 2 \"back\""),
      ])
  }

  @Test func anObjectThatOnlyASurvivorHoldsJoinsItsBug() {
    let report = Report(findings: [
      Self.leak(1, "Holder", fingerprint: "f1"),
      Self.leak(2, "Screen", fingerprint: "g", heldBy: 1),
      Self.leak(3, "Other", fingerprint: "h", heldBy: 9),
    ])
    #expect(report.entries.map { $0.objects.map(\.number) } == [[1, 2], [3]])
  }

  @Test func aHolderListedAfterWhatItHoldsStillTakesIt() {
    let report = Report(findings: [
      Self.leak(1, "Screen", fingerprint: "g", heldBy: 2),
      Self.leak(2, "Holder", fingerprint: "f1"),
    ])
    #expect(report.entries.map { $0.objects.map(\.number) } == [[1, 2]])
  }

  @Test func leaksWithoutFingerprintsStayTogether() {
    let report = Report(findings: [
      Self.leak(1, "A", fingerprint: nil), Self.leak(2, "B", fingerprint: nil),
    ])
    #expect(report.entries.count == 1)
  }

  @Test func manyObjectsAreCountedInTheHeadline() {
    let objects = (1...5).map { Self.object($0, "Screen", label: "s\($0)") }
    let finding = Finding(kind: .prematureRelease, step: Self.step, objects: objects)
    #expect(
      Report(findings: [finding]).entries.map(\.headline) == [
        "Premature release: Screen \"s1\", Screen \"s2\" and 3 more released while expected alive during step 2 \"back\""
      ])
  }
}
