import CoordAuditCLI
import CoordAuditScenarios
import Foundation
import Testing

/// `coordaudit baseline record` and `coordaudit run --baseline`, on files in a temporary
/// directory, with a fake engine whose live counts and heap bytes the tests choose.
@Suite struct BaselineCommandTests {
  static func engine(sessions: Int, heap: Int) -> FakeEngine {
    var engine = FakeEngine(catalog: sampleCatalog)
    var result = FakeEngine.clean("catalog/C1-back-tap.scenario", liveCounts: ["Session": sessions])
    result.loops = [
      LoopResult(
        line: 7, name: "login", repetitions: 2, liveCounts: [], heapBytes: [heap / 2, heap])
    ]
    engine.results["catalog/C1-back-tap.scenario"] = result
    return engine
  }

  func read(_ name: String, in directory: String) -> String {
    (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "<missing>"
  }

  @Test func recordThenCompareTheSameRunPasses() async {
    await withTemporaryDirectory { directory in
      let record = await run(
        ["baseline", "record", "baseline.json"], engine: Self.engine(sessions: 1, heap: 8192),
        in: directory)
      #expect(record.status == 0)
      #expect(record.standardError.isEmpty)
      #expect(record.filesWritten == ["baseline.json"])
      #expect(
        record.standardOutput.hasPrefix("coordaudit: 3 scenarios from the built-in catalog\n"))
      #expect(
        record.standardOutput.hasSuffix(
          "3 scenarios: 3 as expected\nRecorded the baseline of 3 scenarios in 'baseline.json'.\n"))
      #expect(
        read("baseline.json", in: directory) == """
          {
            "format" : "coordaudit-baseline",
            "scenarios" : {
              "C1-back-tap" : {
                "liveCounts" : {
                  "Session" : 1
                },
                "loops" : {
                  "login" : {
                    "heapBytes" : 8192
                  }
                }
              },
              "C1-back-tap-faulty" : {
                "liveCounts" : {},
                "loops" : {}
              },
              "C4-sheet-swipe" : {
                "liveCounts" : {},
                "loops" : {}
              }
            },
            "schemaVersion" : 2
          }

          """)
      #expect(contents(of: directory) == ["baseline.json"])

      let compare = await run(
        ["--baseline", "baseline.json"], engine: Self.engine(sessions: 1, heap: 8192),
        in: directory)
      #expect(compare.status == 0)
      #expect(
        compare.standardOutput.hasPrefix(
          """
          coordaudit: 3 scenarios from the built-in catalog, compared with the baseline \
          'baseline.json' (tolerance 10%)

          """))
      #expect(compare.standardOutput.hasSuffix("\n3 scenarios: 3 as expected\n"))
    }
  }

  @Test func growthBeyondTheToleranceFailsWithTheNumbers() async {
    await withTemporaryDirectory { directory in
      _ = await run(
        ["baseline", "record", "b.json"], engine: Self.engine(sessions: 1, heap: 8192),
        in: directory)
      let outcome = await run(
        ["run", "--baseline", "b.json"], engine: Self.engine(sessions: 2, heap: 20_000),
        in: directory)
      #expect(outcome.status == 1)
      #expect(
        outcome.standardOutput.contains(
          """
          C1-back-tap         child-array  clean     failed   —
          """))
      #expect(
        outcome.standardOutput.hasSuffix(
          """
          C1-back-tap (catalog/C1-back-tap.scenario)
            Count regression: 2 live instances of 'Session' after 'C1-back-tap', above the baseline's 1 (at most 1 allowed with a tolerance of 10%)
            Heap regression: 20000 heap bytes after the loop 'login' (line 7) of 'C1-back-tap', above the baseline's 8192 (at most 12288 allowed with a tolerance of 10%, and at least 4096 bytes)

          3 scenarios: 2 as expected, 1 not as expected

          """))
    }
  }

  @Test func aLargerToleranceLetsTheSameGrowthPass() async {
    await withTemporaryDirectory { directory in
      _ = await run(
        ["baseline", "record", "b.json"], engine: Self.engine(sessions: 10, heap: 100_000),
        in: directory)
      let engine = Self.engine(sessions: 12, heap: 120_000)
      #expect(await run(["--baseline", "b.json"], engine: engine, in: directory).status == 1)
      #expect(
        await run(["--baseline", "b.json", "--tolerance", "20"], engine: engine, in: directory)
          .status == 0)
    }
  }

  static let retired = """
    {"format": "coordaudit-baseline", "schemaVersion": 2, "scenarios": {
      "C1-back-tap": {"liveCounts": {"Session": 1}, "loops": {
        "login": {"heapBytes": 8192}, "logout": {"heapBytes": 10}}},
      "C1-back-tap-faulty": {"liveCounts": {}, "loops": {}},
      "Retired": {"liveCounts": {}, "loops": {}}}}
    """

  @Test func entriesThatMatchNothingFailTheRunAndSayWhich() async {
    await withTemporaryDirectory { directory in
      write(Self.retired, to: "b.json", in: directory)
      let outcome = await run(
        ["--baseline", "b.json"], engine: Self.engine(sessions: 1, heap: 8192), in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.standardOutput.hasSuffix("\n3 scenarios: 3 as expected\n"))
      #expect(
        outcome.standardError == """
          Error: the baseline 'b.json' has 2 entries that match nothing in this run (renamed, \
          removed or not run): the loop 'logout' of 'C1-back-tap' and 'Retired'.
          Help: record the baseline again, or add '--allow-missing' to compare only what matches.

          """)
    }
  }

  @Test func withAllowMissingNotesGoBeforeTheSummaryAndDoNotFail() async {
    await withTemporaryDirectory { directory in
      write(Self.retired, to: "b.json", in: directory)
      let outcome = await run(
        ["--baseline", "b.json", "--allow-missing"], engine: Self.engine(sessions: 1, heap: 8192),
        in: directory)
      #expect(outcome.status == 0)
      #expect(outcome.standardError.isEmpty)
      #expect(
        outcome.standardOutput.hasSuffix(
          """
          Note: the loop 'logout' of 'C1-back-tap' is in the baseline 'b.json' but no loop of that name ran.
          Note: 'C4-sheet-swipe' is not in the baseline 'b.json': not compared; record the baseline again to include it.
          Note: 'Retired' is in the baseline 'b.json' but did not run.

          3 scenarios: 3 as expected

          """))
    }
  }

  @Test func withoutHeapStatisticsHeapIsNeitherComparedNorCalledFlatAndTheReportSaysSo() async {
    await withTemporaryDirectory { directory in
      let engine = Self.engine(sessions: 1, heap: 8192)
      let record = await run(["baseline", "record", "b.json"], engine: engine, in: directory)
      #expect(record.status == 0)
      // A build without statistics: the engine measures nothing (here: whatever it says).
      let sanitized = Environment(workingDirectory: directory, hasHeapStatistics: false)
      let compare = await run(
        ["--baseline", "b.json"], engine: Self.engine(sessions: 1, heap: 1_000_000),
        environment: sanitized)
      #expect(compare.status == 0, "\(compare.standardOutput)")
      #expect(!compare.standardOutput.contains("Heap regression"))
      #expect(
        compare.standardOutput.hasSuffix(
          """
          Note: heap statistics unavailable in this build: heap bytes were not measured, and \
          neither heap expectations nor heap baselines were checked.

          3 scenarios: 3 as expected

          """))
      let recordAgain = await run(
        ["baseline", "record", "b.json"], engine: engine, environment: sanitized)
      #expect(recordAgain.standardOutput.contains("Note: heap statistics unavailable"))
    }
  }

  @Test func aMissingCorruptForeignOrNewerBaselineStopsTheRunWithStatus65() async {
    await withTemporaryDirectory { directory in
      write("{ not json", to: "corrupt.json", in: directory)
      write(#"{"name": "package", "version": "1.0.0"}"#, to: "foreign.json", in: directory)
      let newer = Baseline(scenarios: [:]).jsonString.replacingOccurrences(
        of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 7")
      write(newer, to: "newer.json", in: directory)
      let expectations = [
        (
          "missing.json",
          """
          Error: cannot read the baseline 'missing.json': no such file or directory
          Help: record one with 'coordaudit baseline record missing.json'.

          """
        ),
        (
          "corrupt.json",
          """
          Error: the baseline 'corrupt.json' is not valid JSON
          Help: fix it, or move it away and record a new one with 'coordaudit baseline record corrupt.json'.

          """
        ),
        (
          "foreign.json",
          """
          Error: 'foreign.json' is not a coordaudit baseline: it has no "format": "coordaudit-baseline"
          Help: give the path of a file that 'coordaudit baseline record' wrote.

          """
        ),
        (
          "newer.json",
          """
          Error: the baseline 'newer.json' has schema version 7; this coordaudit reads up to 2
          Help: update coordaudit, or record the baseline again with this version.

          """
        ),
      ]
      for (file, message) in expectations {
        let outcome = await run(["run", "--baseline", file], in: directory)
        #expect(outcome.status == 65, "\(file)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(outcome.standardError == message)
      }
    }
  }

  @Test func recordRefusesToReplaceAFileThatIsNotABaselineAndLeavesItAlone() async {
    await withTemporaryDirectory { directory in
      let foreign = #"{"compilerOptions": {"strict": true}}"#
      write(foreign, to: "tsconfig.json", in: directory)
      write("{ half a baseline", to: "corrupt.json", in: directory)
      let outcome = await run(["baseline", "record", "tsconfig.json"], in: directory)
      #expect(outcome.status == 65)
      #expect(outcome.standardOutput.isEmpty)
      #expect(
        outcome.standardError == """
          Error: refusing to replace 'tsconfig.json': 'tsconfig.json' is not a coordaudit baseline: it has no "format": "coordaudit-baseline"
          Help: 'coordaudit baseline record' replaces only a valid baseline; choose another path, or move the file away first.

          """)
      #expect(read("tsconfig.json", in: directory) == foreign)
      let corrupt = await run(["baseline", "record", "corrupt.json"], in: directory)
      #expect(corrupt.status == 65)
      #expect(
        corrupt.standardError.hasPrefix(
          "Error: refusing to replace 'corrupt.json': the baseline 'corrupt.json' is not valid JSON\n"
        ))
      #expect(read("corrupt.json", in: directory) == "{ half a baseline")
      #expect(contents(of: directory) == ["corrupt.json", "tsconfig.json"])
    }
  }

  @Test func recordRefusesToReplaceANewerBaseline() async {
    await withTemporaryDirectory { directory in
      let newer = Baseline(scenarios: [:]).jsonString.replacingOccurrences(
        of: "\"schemaVersion\" : 2", with: "\"schemaVersion\" : 3")
      write(newer, to: "b.json", in: directory)
      let outcome = await run(["baseline", "record", "b.json"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError.hasPrefix(
          """
          Error: refusing to replace 'b.json': the baseline 'b.json' has schema version 3; this \
          coordaudit reads up to 2

          """))
      #expect(read("b.json", in: directory) == newer)
    }
  }

  /// Version 1 keyed loops by line: it is refused for a comparison, and replaced by a record.
  static let version1 = """
    {"format": "coordaudit-baseline", "schemaVersion": 1, "scenarios": {
      "C1-back-tap": {"liveCounts": {}, "loops": {"12": {"heapBytes": 8192}}}}}
    """

  @Test func aBaselineOfSchemaVersion1IsRefusedForAComparison() async {
    await withTemporaryDirectory { directory in
      write(Self.version1, to: "b.json", in: directory)
      let outcome = await run(["--baseline", "b.json"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: the baseline 'b.json' has schema version 1, which keys loops by line; this \
          coordaudit reads version 2, which keys them by name
          Help: record it again with this version: 'coordaudit baseline record b.json'.

          """)
    }
  }

  @Test func recordReplacesABaselineOfSchemaVersion1() async {
    await withTemporaryDirectory { directory in
      write(Self.version1, to: "b.json", in: directory)
      let outcome = await run(["baseline", "record", "b.json"], in: directory)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(read("b.json", in: directory).contains("\"schemaVersion\" : 2"))
    }
  }

  @Test func recordReplacesAValidBaselineAtomicallyLeavingNoTemporaryFile() async {
    await withTemporaryDirectory { directory in
      _ = await run(
        ["baseline", "record", "b.json"], engine: Self.engine(sessions: 1, heap: 1), in: directory)
      let outcome = await run(
        ["baseline", "record", "b.json"], engine: Self.engine(sessions: 3, heap: 2), in: directory)
      #expect(outcome.status == 0)
      #expect(read("b.json", in: directory).contains("\"Session\" : 3"))
      #expect(contents(of: directory) == ["b.json"])
    }
  }

  @Test func recordWritesNothingWhenAScenarioIsNotAsExpected() async {
    var engine = FakeEngine(catalog: sampleCatalog)
    var failing = FakeEngine.clean("catalog/C4-sheet-swipe.scenario")
    failing.outcome = .failed
    engine.results["catalog/C4-sheet-swipe.scenario"] = failing
    await withTemporaryDirectory { directory in
      let outcome = await run(["baseline", "record", "b.json"], engine: engine, in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.filesWritten.isEmpty)
      #expect(outcome.standardOutput.hasSuffix("3 scenarios: 2 as expected, 1 not as expected\n"))
      #expect(
        outcome.standardError == """
          Error: 1 scenario is not as expected; no baseline was recorded.
          Help: a baseline records a run in which every scenario does what it declares.

          """)
      #expect(contents(of: directory).isEmpty)
    }
  }

  @Test func recordRefusesAReadOnlyBaselineAndAScenarioFileOfTheRun() async {
    await withTemporaryDirectory { directory in
      let old = Baseline(scenarios: [:]).jsonString
      write(old, to: "b.json", in: directory)
      chmod(directory + "/b.json", 0o444)
      let locked = await run(["baseline", "record", "b.json"], in: directory)
      #expect(
        locked
          == CommandLineTool.Outcome(
            standardError: "Error: refusing to write 'b.json': it is read-only (mode 444)\n",
            status: 65))
      #expect(read("b.json", in: directory) == old)
      #expect(permissions(of: directory + "/b.json") == 0o444)

      write("scenario \"a\"\n", to: "a.scenario", in: directory)
      let onto = await run(["baseline", "record", "./a.scenario", "a.scenario"], in: directory)
      #expect(
        onto
          == CommandLineTool.Outcome(
            standardError: """
              Error: refusing to write './a.scenario': it is the scenario file 'a.scenario' of \
              this run

              """, status: 65))
      #expect(read("a.scenario", in: directory) == "scenario \"a\"\n")
    }
  }

  @Test func recordWritesThroughALinkAndNeverWaitsForAFIFO() async {
    await withTemporaryDirectory { directory in
      write(Baseline(scenarios: [:]).jsonString, to: "real.json", in: directory)
      symlink("real.json", directory + "/b.json")
      let linked = await run(
        ["baseline", "record", "b.json"], engine: Self.engine(sessions: 1, heap: 8192),
        in: directory)
      #expect(linked.status == 0, "\(linked.standardError)")
      #expect(read("real.json", in: directory).contains("\"Session\" : 1"))
      #expect(
        (try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/b.json"))
          == "real.json")

      // It read the FIFO to check it was a baseline, and waited forever.
      mkfifo(directory + "/pipe", 0o644)
      let fifo = await run(["baseline", "record", "pipe"], in: directory)
      #expect(fifo.status == 74)
      #expect(fifo.standardError == "Error: cannot write 'pipe': no process is reading the FIFO\n")
    }
  }

  @Test func recordIntoAMissingDirectoryIsRefusedBeforeRunning() async {
    await withTemporaryDirectory { directory in
      let outcome = await run(["baseline", "record", "ci/b.json"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError
          == "Error: refusing to write 'ci/b.json': the directory 'ci' does not exist\n")
    }
  }

  @Test func recordRunsTheGivenFiles() async {
    await withTemporaryDirectory { directory in
      write("", to: "mine.scenario", in: directory)
      let outcome = await run(["baseline", "record", "b.json", "mine.scenario"], in: directory)
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput.hasPrefix("coordaudit: 1 scenario file\n"))
      #expect(read("b.json", in: directory).contains("\"mine\" : {"))
    }
  }

  @Test func twoScenariosWithOneNameCannotShareABaseline() async {
    await withTemporaryDirectory { directory in
      try! FileManager.default.createDirectory(
        atPath: directory + "/other", withIntermediateDirectories: false)
      write("", to: "same.scenario", in: directory)
      write("", to: "other/same.scenario", in: directory)
      let outcome = await run(
        ["baseline", "record", "b.json", "same.scenario", "other/same.scenario"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: two scenarios are named 'same' ('same.scenario' and 'other/same.scenario'); a baseline tells scenarios apart by name.
          Help: give one of them another name with 'scenario "…"'.

          """)
      #expect(!contents(of: directory).contains("b.json"))
    }
  }
}
