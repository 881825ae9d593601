import Foundation
import LeakAudit
import Testing

/// How reports show explained leaks: text (path first, details after) and JSON (structured,
/// additive fields), pinned by stored files.
@Suite struct ReportExplanationTests {
  static func object(_ number: Int, _ role: Role, _ type: String) -> TrackedObject {
    ReportTests.object(number, role, type)
  }

  static func path(_ links: [(String, String)], _ target: String) -> RetainPath {
    RetainPath(links: links.map { .init(ownerType: $0.0, field: $0.1) }, targetType: target)
  }

  static let back = Finding.Step(number: 2, name: "back to main")

  /// One leak of each explanation: a path, a cycle, an unrooted holder, owners not found with a
  /// note, a known leak and an expired one.
  static let sample = Report(
    findings: [
      Finding(
        kind: .leak, step: back, objects: [object(3, .coordinator, "SearchCoordinator")],
        retainPath: path([("MainCoordinator", "childCoordinators[0]")], "SearchCoordinator"),
        unexplainedOwners: 0, fingerprint: "2d1b6ccc03e857be"),
      Finding(
        kind: .leak, step: back, objects: [object(4, .coordinator, "RegisterCoordinator")],
        retainCycle: path(
          [("RegisterCoordinator", "viewModel"), ("RegisterViewModel", "coordinator")],
          "RegisterCoordinator"),
        unexplainedOwners: 0, fingerprint: "b519ab209753d72a"),
      Finding(
        kind: .leak, step: back, objects: [object(5, .view, "RegisterScreen")],
        unrootedPath: path([("RegisterCoordinator", "screen")], "RegisterScreen"),
        unexplainedOwners: 0, fingerprint: "1adae65aeb1aaebc"),
      Finding(
        kind: .leak, step: back, objects: [object(6, .view, "DetailScreen")],
        unexplainedOwners: 2, fingerprint: "6a0c1d2e3f405162",
        analysisNotes: ["a C block in DetailScreen.onTap is not followed"]),
      Finding(
        kind: .leak, step: back, objects: [object(7, .view, "ShareSheet")],
        retainPath: path([("Window", "presented")], "ShareSheet"), unexplainedOwners: 0,
        fingerprint: "0123456789abcdef",
        knownLeak: .init(reason: "the SDK keeps it (FB1)", expires: "2026-03-31", isExpired: false)
      ),
      Finding(
        kind: .leak, step: back, objects: [object(8, .view, "Toast")],
        retainPath: path([("Window", "overlays[0]")], "Toast"), unexplainedOwners: 0,
        fingerprint: "fedcba9876543210",
        knownLeak: .init(reason: "fixed in 2.1", expires: "2026-01-31", isExpired: true)),
    ], releasedCount: 1)

  @Test func textShowsWhoKeepsEachSurvivorFirstAndDetailsAfter() throws {
    let text = Self.sample.text
    #expect(text == (try ReportTests.expected("report-explained.txt", actual: text)))
  }

  @Test func jsonCarriesPathsCyclesAndOwnersAsFields() throws {
    let json = Self.sample.jsonString()
    #expect(json == (try ReportTests.expected("report-explained.json", actual: json)))
    #expect(try Report(json: json) == Self.sample)
    #expect(Self.sample.schemaVersion == 1)
  }

  @Test func knownLeaksComeAfterTheFailingOnesAndDoNotFail() {
    #expect(Self.sample.findings.map(\.objects[0].number) == [3, 4, 5, 6, 8, 7])
    #expect(Self.sample.knownLeaks.map(\.objects[0].number) == [7])
    #expect(Self.sample.errors.count == 5)
  }

  @Test func manyNotesAreCutShort() {
    var finding = Self.sample.findings[3]
    finding.analysisNotes = ["one", "two", "three", "four", "five"]
    let text = Report(findings: [finding]).text
    #expect(text.contains("    note: three\n    note: and 2 more\n"))
    #expect(!text.contains("four"))
  }
}
