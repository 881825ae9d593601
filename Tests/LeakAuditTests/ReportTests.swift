import Foundation
import LeakAudit
import TestSupport
import Testing

@Suite struct ReportTests {
  static func object(_ number: Int, _ role: Role, _ type: String, label: String? = nil)
    -> TrackedObject
  {
    TrackedObject(
      number: number, role: role, label: label, typeName: type,
      site: SourceSite(fileID: "App/Flows.swift", line: 10 + number))
  }

  /// One finding of every kind, listed out of order on purpose.
  static let sample = Report(
    findings: [
      Finding(
        kind: .lateRelease, step: .init(number: 2, name: "dismiss"),
        objects: [object(6, .view, "SheetViewController")], millisecondsLate: 40),
      Finding(
        kind: .growth, step: .init(number: 5, name: "login loop #3"),
        objects: [
          object(7, .coordinator, "LoginCoordinator"), object(8, .coordinator, "LoginCoordinator"),
        ],
        group: "LoginCoordinator", counts: [1, 2, 3]),
      Finding(
        kind: .leak, step: .init(number: 2, name: "back to main"),
        objects: [object(4, .viewModel, "RegisterViewModel", label: "register")]),
      Finding(
        kind: .overLimit, step: .init(number: 3, name: "open search"),
        objects: [
          object(1, .coordinator, "SearchCoordinator"),
          object(5, .coordinator, "SearchCoordinator"),
        ],
        group: "SearchCoordinator", limit: 1),
      Finding(
        kind: .brokenInvariant, step: .init(number: 3, name: "open search"),
        objects: [object(1, .coordinator, "SearchCoordinator")],
        message: "'SearchCoordinator' finished twice"),
      Finding(
        kind: .prematureRelease, step: .init(number: 1, name: "start"),
        objects: [object(2, .coordinator, "RegisterCoordinator")]),
      Finding(
        kind: .leak, step: .init(number: 2, name: "back to main"),
        objects: [object(3, .view, "StepOneViewController", label: "register step one")]),
    ], releasedCount: 5)

  /// The stored expected output `name`; with `RECORD_EXPECTED=1` in the environment, stores
  /// `actual` as the new expectation first (and the test still compares, so it passes).
  static func expected(_ name: String, actual: String) throws -> String {
    try TestFiles.expected("Tests/LeakAuditTests/Expected/" + name, actual: actual)
  }

  @Test func findingsAreInKindThenStepThenObjectOrder() {
    #expect(
      Self.sample.findings.map(\.kind) == [
        .leak, .leak, .prematureRelease, .overLimit, .growth, .brokenInvariant, .lateRelease,
      ])
    #expect(Self.sample.findings[0].objects[0].number == 3)
  }

  @Test func textMatchesTheStoredReport() throws {
    #expect(Self.sample.text == (try Self.expected("report.txt", actual: Self.sample.text)))
  }

  @Test func jsonMatchesTheStoredReport() throws {
    let json = Self.sample.jsonString()
    #expect(json == (try Self.expected("report.json", actual: json)))
  }

  @Test func jsonRoundTrips() throws {
    #expect(try Report(json: Self.sample.jsonString()) == Self.sample)
  }

  @Test func jsonOfANewerSchemaIsRejectedWithAMessage() throws {
    let newer = Self.sample.jsonString().replacingOccurrences(
      of: "\"schemaVersion\" : 1", with: "\"schemaVersion\" : 99")
    #expect {
      try Report(json: newer)
    } throws: { error in
      "\(error)".contains("schema version 99; this library reads up to 1")
    }
  }

  @Test func warningsAloneLeaveAReportClean() {
    let report = Report(findings: Self.sample.warnings)
    #expect(report.isClean)
    #expect(!Self.sample.isClean)
    #expect(Self.sample.errors.count == 6)
  }

  @Test func mergingKeepsReportOrder() {
    let late = Report(findings: Self.sample.warnings, releasedCount: 1)
    let errors = Report(findings: Self.sample.errors, releasedCount: 2)
    #expect(late.merging(errors) == Report(findings: Self.sample.findings, releasedCount: 3))
  }

  @Test func retainPathPrintsOwnersThenTarget() {
    let path = RetainPath(
      links: [.init(ownerType: "MainCoordinator", field: "childCoordinators[0]")],
      targetType: "SearchCoordinator")
    #expect(path.description == "MainCoordinator.childCoordinators[0] → SearchCoordinator")
  }

  @Test func emptyReportSaysSo() {
    #expect(Report().text == "No findings: 0 objects released as expected.\n")
  }
}
