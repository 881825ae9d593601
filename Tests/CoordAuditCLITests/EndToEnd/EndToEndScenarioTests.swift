import CoordAuditCLI
import Foundation
import LeakAudit
import TestSupport
import Testing

/// The built `coordaudit` binary on real scenario files (in `Scenarios/`) and on the built-in
/// catalog: standard output, standard error and exit status, compared with stored files in
/// `Expected/` byte for byte where the output holds no measurement.
///
/// With `RECORD_EXPECTED=1` in the environment each test stores what it got first (and still
/// compares): review the diff before committing.
@Suite struct EndToEndScenarioTests {
  static let here = TestFiles.url("Tests/CoordAuditCLITests")

  static func expected(_ name: String, actual: String) throws -> String {
    try TestFiles.expected("Tests/CoordAuditCLITests/Expected/" + name, actual: actual)
  }

  /// `coordaudit` run in this folder, so that files are named `Scenarios/…` in every output.
  static func coordaudit(_ arguments: [String]) throws -> EndToEndTests.Result {
    try EndToEndTests.coordaudit(arguments, in: here.path)
  }

  static let formats: [(format: String, file: String)] = [
    ("text", "e2e.txt"), ("json", "e2e.json"), ("junit", "e2e.junit.xml"),
    ("markdown", "e2e.md"), ("mermaid", "e2e.mermaid.md"),
  ]

  @Test(arguments: formats.map(\.format))
  func aCleanScenarioAndAnUnexpectedLeakGiveTheStoredReportAndStatus1(format: String) throws {
    let file = try #require(Self.formats.first { $0.format == format }?.file)
    let result = try Self.coordaudit([
      "run", "--format", format, "Scenarios/search-back.scenario",
      "Scenarios/register-leak.scenario",
    ])
    #expect(result.status == 1)
    #expect(result.standardError == "")
    #expect(result.standardOutput == (try Self.expected(file, actual: result.standardOutput)))
  }

  @Test func theBuiltInCatalogRunsWithNoArgumentsAndEveryScenarioIsAsExpected() throws {
    let result = try Self.coordaudit([])
    #expect(result.status == 0)
    #expect(result.standardError == "")
    #expect(
      result.standardOutput
        == Self.withHeapNote(try Self.expected("catalog.txt", actual: result.standardOutput)))
  }

  /// The report as a build without allocator statistics prints it (under the address or thread
  /// sanitizer): the note before the summary, and otherwise the same; the faulty C5 is still
  /// caught, by its leaks and its counts.
  static func withHeapNote(_ report: String) -> String {
    guard !HeapStatistics.isAvailable else { return report }
    var lines = report.split(separator: "\n", omittingEmptySubsequences: false)
    lines.insert("Note: \(HeapStatistics.unavailableNote)\n", at: lines.count - 2)
    return lines.joined(separator: "\n")
  }

  @Test func aFileWithProblemsRunsNothingAndExitsWith65() throws {
    let result = try Self.coordaudit([
      "run", "Scenarios/search-back.scenario", "Scenarios/bad.scenario",
    ])
    #expect(result.status == 65)
    #expect(result.standardOutput == "")
    #expect(result.standardError == (try Self.expected("bad.stderr", actual: result.standardError)))
  }

  @Test func aLoopThatKeepsEveryOldSessionGrowsInCountsAndHeapBytes() throws {
    // Heap bytes are measured in the binary, one scenario at a time: the numbers vary a little
    // from run to run, so only the findings are checked.
    let result = try Self.coordaudit(["run", "Scenarios/logout-loop.scenario"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        HeapStatistics.isAvailable
          ? "Scenarios/logout-loop.scenario:11: heap bytes in use grew on every repetition of the "
            + "loop at line 11\n"
          : "Note: \(HeapStatistics.unavailableNote)\n"))
    #expect(
      result.standardOutput.contains(
        "unexpected growth of 'Main' after step 21 \"replace root with Main\"\n"))
    #expect(!result.standardOutput.contains("Leak: "), "the loop's leaks are expected")
  }

  @Test func theCatalogsLogoutLoopKeepsHeapBytesFlatAndItsFaultyFormGrows() throws {
    let result = try Self.coordaudit(["--format", "json"])
    let document = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let scenarios = try #require((document as? [String: Any])?["scenarios"] as? [[String: Any]])
    guard HeapStatistics.isAvailable else {
      // Zeros are not bytes: nothing is measured, and the report says why.
      let notes = (document as? [String: Any])?["notes"] as? [String]
      #expect(notes == [HeapStatistics.unavailableNote])
      for scenario in scenarios {
        for loop in (scenario["loops"] as? [[String: Any]]) ?? [] {
          #expect(loop["heapBytes"] == nil)
        }
      }
      return
    }
    func loop(_ name: String) throws -> [Int] {
      let scenario = try #require(scenarios.first { $0["name"] as? String == name })
      let loops = try #require(scenario["loops"] as? [[String: Any]])
      return try #require(loops.first?["heapBytes"] as? [Int])
    }
    let flat = try loop("C5 logout / login loop")
    #expect(flat.count == 10)
    #expect(Set(flat.dropFirst()).count == 1, "\(flat)")
    let growing = try loop("C5 logout / login loop (faulty)")
    #expect(zip(growing, growing.dropFirst()).allSatisfy { $0 < $1 }, "\(growing)")
  }

  @Test func aRecordedBaselinePassesAndALowerBaselineIsARegressionNamingTheNumbers() async throws {
    try await withTemporaryDirectory { directory throws in
      let baseline = directory + "/baseline.json"
      let scenario = Self.here.appendingPathComponent("Scenarios/search-back.scenario").path
      let recorded = try Self.coordaudit(["baseline", "record", baseline, scenario])
      #expect(recorded.status == 0, "\(recorded.standardError)")
      let compared = try Self.coordaudit(["run", "--baseline", baseline, scenario])
      #expect(compared.status == 0, "\(compared.standardOutput)")
      // The baseline of a leaner app: one instance of Home fewer than now.
      let text = try String(contentsOfFile: baseline, encoding: .utf8)
      #expect(text.contains("\"Home\" : 1"))
      try text.replacingOccurrences(of: "\"Home\" : 1", with: "\"Home\" : 0")
        .write(toFile: baseline, atomically: true, encoding: .utf8)
      let regressed = try Self.coordaudit(["run", "--baseline", baseline, scenario])
      #expect(regressed.status == 1)
      #expect(regressed.standardOutput.contains("Count regression: "))
      #expect(regressed.standardOutput.contains("'Home'"))
    }
  }
}

/// Baselines key loops by name: edits above a loop keep it compared, and an entry that matches
/// nothing any more fails the run.
extension EndToEndScenarioTests {
  static let loop = """
    scenario "there and back"
    system child-array
    flow Main root
      screen Home
      screen Detail
    start Main
    repeat 5 "there and back" {
      push Detail
      pop
    }

    """

  @Test func aLoopStaysComparedWhenLinesAreAddedAboveItAndARenamedOneFails() async throws {
    try await withTemporaryDirectory { directory throws in
      write(Self.loop, to: "loop.scenario", in: directory)
      let recorded = try EndToEndTests.coordaudit(
        ["baseline", "record", "b.json", "loop.scenario"], in: directory)
      #expect(recorded.status == 0, "\(recorded.standardError)")

      // A comment above the loop moved it: it was "not in the baseline" and went unchecked.
      write("# A comment.\n" + Self.loop, to: "loop.scenario", in: directory)
      // Heap bytes vary a little from run to run: the widest tolerance keeps this about keys.
      let compare = ["run", "--baseline", "b.json", "--tolerance", "1000", "loop.scenario"]
      let moved = try EndToEndTests.coordaudit(compare, in: directory)
      #expect(moved.status == 0, "\(moved.standardOutput)\(moved.standardError)")
      #expect(!moved.standardOutput.contains("not in the baseline"), "\(moved.standardOutput)")

      write(
        Self.loop.replacingOccurrences(of: "there and back\" {", with: "back and forth\" {"),
        to: "loop.scenario", in: directory)
      let renamed = try EndToEndTests.coordaudit(compare, in: directory)
      #expect(renamed.status == 1)
      #expect(
        renamed.standardError == """
          Error: the baseline 'b.json' has an entry that matches nothing in this run (renamed, \
          removed or not run): the loop 'there and back' of 'there and back'.
          Help: record the baseline again, or add '--allow-missing' to compare only what matches.

          """)
      let allowed = try EndToEndTests.coordaudit(compare + ["--allow-missing"], in: directory)
      #expect(allowed.status == 0)
      #expect(
        allowed.standardOutput.contains(
          "Note: the loop 'there and back' of 'there and back' is in the baseline 'b.json' but "
            + "no loop of that name ran.\n"))
    }
  }
}

/// `--allow-list`: a known leak is a note until its entry expires.
extension EndToEndScenarioTests {
  @Test func aKnownLeakIsANoteAndTheRunPasses() throws {
    let result = try Self.coordaudit([
      "run", "--allow-list", "Scenarios/known-leaks.txt", "Scenarios/register-leak.scenario",
    ])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(
      result.standardOutput.contains(
        "Note: 'register leak': known leak of 'Register' (fingerprint 782a829ab6d9e3b2, until "
          + "2099-12-31): the register coordinator keeps its view model (FB123)\n"))
    #expect(result.standardOutput.contains("register leak  self-releasing  clean     clean"))
  }

  @Test func aScenarioAndAnAllowListSavedWithCRLFRunAsWithLF() async throws {
    // With CRLF, the allow-list was one comment line that matched nothing, and the scenario
    // "declared no flow".
    try await withTemporaryDirectory { directory throws in
      for name in ["known-leaks.txt", "register-leak.scenario"] {
        let text = try String(
          contentsOf: Self.here.appendingPathComponent("Scenarios/" + name), encoding: .utf8)
        write(text.replacingOccurrences(of: "\n", with: "\r\n"), to: name, in: directory)
      }
      let result = try EndToEndTests.coordaudit(
        ["run", "--allow-list", "known-leaks.txt", "register-leak.scenario"], in: directory)
      #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
      #expect(result.standardOutput.contains("Note: 'register leak': known leak of 'Register'"))
    }
  }

  @Test func anExpiredEntryFailsTheRunAgainAndSaysSo() throws {
    let result = try Self.coordaudit([
      "run", "--allow-list", "Scenarios/expired-leaks.txt", "Scenarios/register-leak.scenario",
    ])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("allow-list entry expired on 2020-01-31: fixed in 2.1"))
  }

  @Test func aBadAllowListIsABadFileWithStatus65() throws {
    let result = try Self.coordaudit([
      "run", "--allow-list", "Scenarios/search-back.scenario", "Scenarios/register-leak.scenario",
    ])
    #expect(result.status == 65)
    #expect(
      result.standardError == """
        Error: Scenarios/search-back.scenario:2: 'scenario' is not a fingerprint; copy the 16 \
        hex digits after 'fingerprint' in the report
        Help: a line reads: FINGERPRINT [until YYYY-MM-DD] REASON (the fingerprint is the 16 \
        hex digits a leak's report prints).

        """)
    #expect(result.standardOutput.isEmpty, "nothing ran")
  }
}
