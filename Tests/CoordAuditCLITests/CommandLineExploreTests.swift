import CoordAuditCLI
import Foundation
import Testing

/// `coordaudit explore`: its command line, and the tool around the engine (with a double).
@Suite struct CommandLineExploreTests {
  func error(_ arguments: [String]) -> String {
    do {
      _ = try CommandParser.parse(arguments)
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func exploreTakesFilesAndItsOptionsWithDefaults() throws {
    #expect(
      try CommandParser.parse(["explore", "a.scenario"])
        == .explore(ExploreCommand(files: ["a.scenario"])))
    #expect(
      try CommandParser.parse([
        "explore", "--depth", "3", "--max-states=50", "--emit", "out", "--format", "json",
        "a.scenario", "b.scenario",
      ])
        == .explore(
          ExploreCommand(
            files: ["a.scenario", "b.scenario"], depth: 3, maxStates: 50, emit: "out",
            format: .json)))
  }

  @Test func aFileIsRequiredAndValuesAreChecked() {
    #expect(
      error(["explore"])
        == """
        Error: Missing expected argument '<file> ...'
        Help: <file>  A scenario file with app actions ('action') and a 'setup' block.
        Usage: coordaudit explore [<options>] <file> ...
          See 'coordaudit explore --help' for more information.

        """)
    #expect(
      error(["explore", "--depth", "33", "a.scenario"]).hasPrefix(
        "Error: The value '33' is invalid for '--depth <count>': expected a whole number "
          + "from 0 to 32"))
    #expect(
      error(["explore", "--max-states", "0", "a.scenario"]).hasPrefix(
        "Error: The value '0' is invalid for '--max-states <count>'"))
    #expect(
      error(["explore", "--baseline", "b.json", "a.scenario"]).hasPrefix(
        "Error: Unknown option '--baseline'"))
    #expect(
      error(["explor", "a.scenario"]).hasPrefix(
        "Error: Unknown command 'explor'. Did you mean 'explore'?"))
  }

  @Test func theToolReportsEachFilesFiguresAndExitsZeroWhenNothingIsFound()
    async throws
  {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "a.scenario"], engine: FakeEngine(),
        environment: Environment(workingDirectory: folder))
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput.contains("Note: a.scenario, depth 6: 1 state; no bug"))
    }
  }

  @Test func aBugExitsOneAndItsReproductionIsEmittedIntoAFolderMadeForIt()
    async throws
  {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      var engine = FakeEngine()
      var failed = FakeEngine.clean("a.scenario")
      failed.outcome = .failed
      engine.explorations["a.scenario"] = ExploreOutput(
        results: [failed],
        reproductions: [.init(fileName: "a-1-leak.scenario", text: "flow Main root\n")],
        summary: "a.scenario, depth 6: 2 states; 1 bug")
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "--emit", "found/now", "a.scenario"], engine: engine,
        environment: Environment(workingDirectory: folder))
      #expect(outcome.status == 1)
      #expect(outcome.filesWritten == ["found/now/a-1-leak.scenario"])
      #expect(
        (try? String(contentsOfFile: folder + "/found/now/a-1-leak.scenario", encoding: .utf8))
          == "flow Main root\n")
      #expect(outcome.standardOutput.contains("Note: reproducing scenarios: found/now/a-1-leak"))
    }
  }

  @Test func anEmitPathThatIsAFileIsRefusedBeforeAnythingRuns() async throws {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      write("keep me\n", to: "taken", in: folder)
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "--emit", "taken", "a.scenario"], engine: FakeEngine(),
        environment: Environment(workingDirectory: folder))
      #expect(outcome.status == 64)
      #expect(
        outcome.standardError
          == "Error: refusing to emit into 'taken': it is a file, not a folder\n")
      #expect((try? String(contentsOfFile: folder + "/taken", encoding: .utf8)) == "keep me\n")
    }
  }
}
