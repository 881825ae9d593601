import CoordAuditScenarios
import Foundation
import LeakAudit
import Testing

@testable import CoordAuditCLI

/// Every input of every command read as ``InputFile`` reads: a device, a FIFO or a link to one
/// is refused (never read until memory runs out, never waited on), a byte-order mark is
/// skipped, and a path keeps the bytes it was given.
@Suite struct CommandLineInputTests {
  static let cleanScenario = "system child-array\nflow Main root\n  screen Home\nstart Main\n"

  /// A FIFO named `name` in `directory`, which no process ever writes.
  func fifo(_ name: String, in directory: String) {
    #expect(mkfifo(directory + "/" + name, 0o600) == 0)
  }

  @Test func aDeviceAsAnyInputIsRefusedWithStatus65() async {
    await withTemporaryDirectory { directory in
      write("flow Main root\n", to: "a.scenario", in: directory)
      let scenario = await run(["run", "/dev/zero"], in: directory)
      #expect(scenario.status == 65)
      #expect(
        scenario.standardError
          == "Error: cannot read '/dev/zero': it is a character device, not a regular file\n")
      let allowList = await run(["run", "--allow-list", "/dev/zero", "a.scenario"], in: directory)
      #expect(allowList.status == 65)
      #expect(
        allowList.standardError.hasPrefix(
          "Error: cannot read the allow-list '/dev/zero': it is a character device"))
      let baseline = await run(["run", "--baseline", "/dev/zero", "a.scenario"], in: directory)
      #expect(baseline.status == 65)
      #expect(
        baseline.standardError.hasPrefix(
          "Error: cannot read the baseline '/dev/zero': it is a character device"))
    }
  }

  @Test func aFIFOAsAnyInputIsRefusedAtOnce() async {
    await withTemporaryDirectory { directory in
      write("flow Main root\n", to: "a.scenario", in: directory)
      fifo("pipe", in: directory)
      let refusal = "it is a FIFO (a named pipe), not a regular file"
      let scenario = await run(["run", "pipe"], in: directory)
      #expect(scenario.standardError == "Error: cannot read 'pipe': \(refusal)\n")
      let allowList = await run(["run", "--allow-list", "pipe", "a.scenario"], in: directory)
      #expect(
        allowList.standardError.hasPrefix("Error: cannot read the allow-list 'pipe': \(refusal)"))
      let explore = await run(["explore", "pipe"], in: directory)
      #expect(explore.standardError == "Error: cannot read 'pipe': \(refusal)\n")
      for outcome in [scenario, allowList, explore] { #expect(outcome.status == 65) }
    }
  }

  @Test func aReportDirectoryWithALinkToADeviceOrAFIFOSaysSoForEach() async {
    await withTemporaryDirectory { directory in
      ReportCommandTests.writeReports(in: directory)
      symlink("/dev/zero", directory + "/reports/zero.json")
      fifo("reports/pipe.json", in: directory)
      let outcome = await run(["report", "reports"], in: directory)
      #expect(outcome.status == 65)
      #expect(
        outcome.standardError == """
          Error: cannot read the test report 'reports/pipe.json': it is a FIFO (a named pipe), not a regular file
          Error: cannot read the test report 'reports/zero.json': it is a character device, not a regular file

          """)
    }
  }

  @Test func aByteOrderMarkIsSkippedInEveryKindOfInput() async {
    let mark = "\u{FEFF}"
    await withTemporaryDirectory { directory in
      write(mark + Self.cleanScenario, to: "a.scenario", in: directory)
      let scenario = await CommandLineTool.run(
        arguments: ["run", "a.scenario"], engine: ScenarioRunner(),
        environment: Environment(workingDirectory: directory))
      #expect(scenario.status == 0, "\(scenario.standardError)")
      write(mark + "# no known leak\n", to: "allow.txt", in: directory)
      let allowList = await run(["run", "--allow-list", "allow.txt", "a.scenario"], in: directory)
      #expect(allowList.status == 0, "\(allowList.standardError)")
      let record = await run(["baseline", "record", "b.json", "a.scenario"], in: directory)
      #expect(record.status == 0)
      let baseline = try! String(contentsOfFile: directory + "/b.json", encoding: .utf8)
      write(mark + baseline, to: "b.json", in: directory)
      let compared = await run(["run", "--baseline", "b.json", "a.scenario"], in: directory)
      #expect(compared.status == 0, "\(compared.standardError)")
      ReportCommandTests.writeReports(in: directory)
      let name = TestReport.fileName(forTest: "MemoTests.ListTests.listGoesAway()")
      let report = try! String(contentsOfFile: directory + "/reports/" + name, encoding: .utf8)
      write(mark + report, to: "reports/" + name, in: directory)
      let reports = await run(["report", "reports"], in: directory)
      #expect(reports.status == 1, "the leaking test fails, the marked one reads")
      #expect(reports.standardError.isEmpty)
    }
  }

  /// `\xff`, a byte that is not UTF-8, then `tail`.
  static func notUTF8(_ tail: String) -> String {
    String(losslessBytes: [0xFF] + Array(tail.utf8))
  }

  @Test func anOutputPathThatIsNotUTF8WritesTheFileItNamesAndNoOther() async {
    await withTemporaryDirectory { directory in
      // What the name became before: U+FFFD. That file is someone else's.
      write("keep me\n", to: "\u{FFFD}.json", in: directory)
      write(Self.cleanScenario, to: "a.scenario", in: directory)
      let outcome = await run(
        ["run", "--output", Self.notUTF8(".json"), "--format", "json", "a.scenario"],
        in: directory)
      #expect(outcome.status == 0)
      #expect(
        (try? String(contentsOfFile: directory + "/\u{FFFD}.json", encoding: .utf8))
          == "keep me\n")
      let written = FileAccess.withSystemPath(directory + "/" + Self.notUTF8(".json")) {
        access($0, F_OK)
      }
      #expect(written == 0)
      #expect(contents(of: directory).count == 3)
    }
  }

  @Test func aScenarioPathThatIsNotUTF8IsReadAndShownEscaped() async {
    await withTemporaryDirectory { directory in
      let name = Self.notUTF8(".scenario")
      FileAccess.withSystemPath(directory + "/" + name) { path in
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        _ = try? FileAccess.writeAll("flow Main root\n  screen Home\n", to: descriptor)
        close(descriptor)
      }
      let outcome = await run(["run", name], in: directory)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      let missing = await run(["run", Self.notUTF8("x.scenario")], in: directory)
      #expect(
        missing.standardError
          == "Error: cannot read '\\xFFx.scenario': no such file or directory\n")
    }
  }

  @Test func bytesThatAreNotUTF8SurviveTheWayThroughText() {
    let samples: [[UInt8]] = [
      [0xFF], [0x61, 0x80, 0x62], [0xC3], [0xC3, 0xA9], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80],
      // The UTF-8 of U+10FFFF, which stands for a byte: it is written as its bytes.
      [0xF4, 0x8F, 0xBF, 0xBF], Array("plain é".utf8),
    ]
    for bytes in samples {
      #expect(String(losslessBytes: bytes).losslessBytes == bytes, "\(bytes)")
    }
    #expect(String(losslessBytes: [0xFF]) != String(losslessBytes: [0xF4, 0x8F, 0xBF, 0xBF]))
    #expect(String(losslessBytes: Array("plain é".utf8)) == "plain é")
    #expect(String(losslessBytes: [0x61, 0xFF]).escapingControlCharacters == "a\\xFF")
  }

  /// One file of 12 MB given three times is 36 MB of scenarios to hold at once, more than one
  /// run reads: refused before anything is read; twice is within the bound.
  @Test func theScenarioFilesOfARunAreBoundTogether() async {
    await withTemporaryDirectory { directory in
      // A sparse file: its size without writing its bytes.
      #expect(FileManager.default.createFile(atPath: directory + "/big.scenario", contents: nil))
      #expect(truncate(directory + "/big.scenario", 12_000_000) == 0)
      let thrice = await run(
        ["run", "big.scenario", "big.scenario", "big.scenario"], in: directory)
      #expect(thrice.status == 65)
      #expect(
        thrice.standardError == """
          Error: the scenario files given hold more than 32 MB together, the most one run reads
          Help: run them in several runs.

          """)
      let explore = await run(
        ["explore", "big.scenario", "big.scenario", "big.scenario"], in: directory)
      #expect(explore.status == 65)
      #expect(
        explore.standardError.hasPrefix("Error: the scenario files given hold more than 32 MB"))
      let twice = await run(
        ["run", "big.scenario", "big.scenario"], engine: FakeEngine(), in: directory)
      #expect(twice.status == 0, "\(twice.standardError)")
    }
  }
}
