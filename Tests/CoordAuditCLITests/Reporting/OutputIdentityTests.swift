import CoordAuditScenarios
import Foundation
import LeakAudit
import Testing

@testable import CoordAuditCLI

/// Two outputs of one run are never one file, however they are spelled, and `explore --emit`
/// writes every reproduction under a name nothing has: never over a file, through a planted
/// link, as another output of the run, or as another reproduction.
@Suite struct OutputIdentityTests {
  static let sameFile = "name the same file; each output of a run needs its own file\n"

  func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  @Test func theSameFileByAnyNameIsRefusedBeforeAnythingRuns() async {
    await withTemporaryDirectory { directory in
      write("flow Main root\n", to: "a.scenario", in: directory)
      write("old\n", to: "kept.xml", in: directory)
      symlink("kept.xml", directory + "/link.xml")
      link(directory + "/kept.xml", directory + "/hard.xml")
      let pairs: [([String], String)] = [
        (
          ["--output", "r.json", "--also", "junit=r.json"],
          "'--output r.json' and '--also junit=r.json'"
        ),
        (
          ["--also", "json=r.json", "--also", "junit=./r.json"],
          "'--also json=r.json' and '--also junit=./r.json'"
        ),
        (
          ["--output", "r.json", "--also", "junit=\(directory)/r.json"],
          "'--output r.json' and '--also junit=\(directory)/r.json'"
        ),
        (
          ["--output", "kept.xml", "--also", "junit=link.xml"],
          "'--output kept.xml' and '--also junit=link.xml'"
        ),
        (
          ["--output", "kept.xml", "--also", "junit=hard.xml"],
          "'--output kept.xml' and '--also junit=hard.xml'"
        ),
        (
          ["--output", "sub/../r.json", "--also", "text=r.json"],
          "'--output sub/../r.json' and '--also text=r.json'"
        ),
      ]
      try! FileManager.default.createDirectory(
        atPath: directory + "/sub", withIntermediateDirectories: false)
      for (options, named) in pairs {
        let outcome = await run(["run"] + options + ["a.scenario"], in: directory)
        #expect(outcome.status == 64, "\(options)")
        #expect(outcome.standardError == "Error: \(named) \(Self.sameFile)", "\(options)")
        #expect(outcome.filesWritten == [])
      }
      #expect(read(directory + "/kept.xml") == "old\n")
      #expect(contents(of: directory) == ["a.scenario", "hard.xml", "kept.xml", "link.xml", "sub"])
    }
  }

  @Test func aRecordedBaselineIsAnOutputOfTheReportToo() async {
    await withTemporaryDirectory { directory in
      ReportCommandTests.writeReports(in: directory)
      let also = await run(
        ["report", "reports", "--also", "json=b.json", "--record-baseline", "b.json"], in: directory
      )
      #expect(also.status == 64)
      #expect(
        also.standardError
          == "Error: '--also json=b.json' and '--record-baseline b.json' \(Self.sameFile)")
      let output = await run(
        ["report", "reports", "--output", "b.json", "--record-baseline", "./b.json"], in: directory)
      #expect(output.status == 64)
      #expect(
        output.standardError
          == "Error: '--output b.json' and '--record-baseline ./b.json' \(Self.sameFile)")
      #expect(!contents(of: directory).contains("b.json"))
    }
  }

  /// A fake exploration of each file that finds one bug, reproduced as `s-1-leak.scenario`.
  static func engine(files: [String]) -> FakeEngine {
    var engine = FakeEngine()
    for file in files {
      var failed = FakeEngine.clean(file)
      failed.outcome = .failed
      engine.explorations[file] = ExploreOutput(
        results: [failed],
        reproductions: [.init(fileName: "s-1-leak.scenario", text: "# from \(file)\n")],
        summary: "\(file), depth 6: 2 states; 1 bug")
    }
    return engine
  }

  @Test func reproductionsOfTwoFilesWithOneNameGetTwoFiles() async {
    await withTemporaryDirectory { directory in
      for folder in ["a", "b"] {
        try! FileManager.default.createDirectory(
          atPath: directory + "/" + folder, withIntermediateDirectories: false)
        write("flow Main root\n", to: "\(folder)/s.scenario", in: directory)
      }
      let files = ["a/s.scenario", "b/s.scenario"]
      let outcome = await run(
        ["explore", "--emit", "found"] + files, engine: Self.engine(files: files), in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.filesWritten == ["found/s-1-leak.scenario", "found/s-1-leak-2.scenario"])
      #expect(read(directory + "/found/s-1-leak.scenario") == "# from a/s.scenario\n")
      #expect(read(directory + "/found/s-1-leak-2.scenario") == "# from b/s.scenario\n")
    }
  }

  @Test func anEmittedReproductionNeverReplacesAFileOrFollowsAPlantedLink() async {
    await withTemporaryDirectory { directory in
      write("flow Main root\n", to: "s.scenario", in: directory)
      try! FileManager.default.createDirectory(
        atPath: directory + "/found", withIntermediateDirectories: false)
      write("mine\n", to: "found/s-1-leak.scenario", in: directory)
      // A link planted under the next name, to a file of the user's and to one not there yet.
      write("precious\n", to: "precious.txt", in: directory)
      symlink("../precious.txt", directory + "/found/s-1-leak-2.scenario")
      symlink("../planted.txt", directory + "/found/s-1-leak-3.scenario")
      let outcome = await run(
        ["explore", "--emit", "found", "s.scenario"], engine: Self.engine(files: ["s.scenario"]),
        in: directory)
      #expect(outcome.status == 1)
      #expect(outcome.filesWritten == ["found/s-1-leak-4.scenario"])
      #expect(read(directory + "/found/s-1-leak.scenario") == "mine\n")
      #expect(read(directory + "/precious.txt") == "precious\n")
      #expect(!FileManager.default.fileExists(atPath: directory + "/planted.txt"))
      #expect(read(directory + "/found/s-1-leak-4.scenario") == "# from s.scenario\n")
    }
  }

  @Test func theReportsOutputIsNeverTakenForAReproductionsName() async {
    await withTemporaryDirectory { directory in
      write("flow Main root\n", to: "s.scenario", in: directory)
      try! FileManager.default.createDirectory(
        atPath: directory + "/found", withIntermediateDirectories: false)
      let outcome = await run(
        ["explore", "--emit", "found", "--output", "found/s-1-leak.scenario", "s.scenario"],
        engine: Self.engine(files: ["s.scenario"]), in: directory)
      #expect(outcome.status == 1)
      #expect(
        outcome.filesWritten == ["found/s-1-leak-2.scenario", "found/s-1-leak.scenario"])
      #expect(read(directory + "/found/s-1-leak-2.scenario") == "# from s.scenario\n")
      #expect(
        read(directory + "/found/s-1-leak.scenario")?.hasPrefix("coordaudit: 1 scenario file")
          == true)
    }
  }

  @Test func identitiesFollowLinksAndDirectoriesAndTellFilesApart() async {
    await withTemporaryDirectory { directory in
      try! FileManager.default.createDirectory(
        atPath: directory + "/real", withIntermediateDirectories: false)
      symlink("real", directory + "/alias")
      symlink("real/new.txt", directory + "/dangling")
      let new = FileIdentity(path: directory + "/real/new.txt")
      #expect(FileIdentity(path: directory + "/alias/new.txt") == new)
      #expect(FileIdentity(path: directory + "/dangling") == new)
      #expect(FileIdentity(path: directory + "/real/other.txt") != new)
      write("x", to: "real/new.txt", in: directory)
      let existing = FileIdentity(path: directory + "/real/new.txt")
      #expect(FileIdentity(path: directory + "/alias/new.txt") == existing)
      #expect(FileIdentity(path: directory + "/dangling") == existing)
    }
  }
}
