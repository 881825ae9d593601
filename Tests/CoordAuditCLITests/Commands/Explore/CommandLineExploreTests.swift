import CoordAuditCLI
import CoordAuditScenarios
import CoordinatorTree
import Foundation
import LeakAudit
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

  @Test func shardsJobsAndMergingAreParsedAndChecked() throws {
    var sharded = ExploreCommand(files: ["a.scenario"])
    sharded.shard = ExplorationRecord.Shard(index: 2, count: 4)
    sharded.merges = false
    #expect(
      try CommandParser.parse(["explore", "--shard", "2/4", "--no-merge", "a.scenario"])
        == .explore(sharded))
    var jobs = ExploreCommand(files: ["a.scenario"])
    jobs.jobs = 3
    #expect(try CommandParser.parse(["explore", "--jobs=3", "a.scenario"]) == .explore(jobs))
    var merging = ExploreCommand(files: ["1.json", "2.json"], format: .junit)
    merging.mergesReports = true
    #expect(
      try CommandParser.parse(["explore", "--merge", "--format", "junit", "1.json", "2.json"])
        == .explore(merging))
    for value in ["0/4", "5/4", "2", "a/b", "1/0", "1/257", "2/4/8"] {
      #expect(
        error(["explore", "--shard", value, "a.scenario"]).hasPrefix(
          "Error: The value '\(value)' is invalid for '--shard <k/n>': expected k/n, with n "
            + "from 1 to 256 and k from 1 to n, such as '2/4'"), "\(value)")
    }
    #expect(
      error(["explore", "--jobs", "0", "a.scenario"]).hasPrefix(
        "Error: The value '0' is invalid for '--jobs <count>': expected a whole number from 1 "
          + "to 256"))
    #expect(
      error(["explore", "--jobs", "2", "--shard", "1/2", "a.scenario"]).hasPrefix(
        "Error: '--shard' and '--jobs' cannot be used together: --jobs runs every shard"))
    #expect(
      error(["explore", "--merge", "--depth", "3", "a.json"]).hasPrefix(
        "Error: '--merge' merges reports that are explored already: '--depth' does not apply"))
    #expect(
      error(["explore", "--no-merge=yes", "a.scenario"]).hasPrefix(
        "Error: '--no-merge' takes no value, and was given 'yes'"))
  }

  @Test func jobsNeedAChildProcessAndSayHowToDoWithout() async throws {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "--jobs", "2", "a.scenario"], engine: FakeEngine(),
        environment: Environment(workingDirectory: folder))
      #expect(outcome.status == 64)
      #expect(
        outcome.standardError
          == """
          Error: '--jobs' cannot start child processes here: the program's file is unknown
          Help: run the shards yourself with '--shard K/N', then merge them with '--merge'

          """)
    }
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

  /// An exploration of `a.scenario` that found nothing, and stopped at `--max-states` at
  /// depth 3.
  static func stoppedEarly(bug: Bool) -> FakeEngine {
    var engine = FakeEngine()
    var result = FakeEngine.clean("a.scenario")
    if bug { result.outcome = .failed }
    var output = ExploreOutput(
      results: [result], reproductions: [],
      summary: "a.scenario, depth 6: 10 states; stopped at the limit of states, at depth 3")
    output.figures.stoppedAtMaxStates = true
    output.figures.depthReached = 3
    engine.explorations["a.scenario"] = output
    return engine
  }

  @Test func aSearchStoppedByMaxStatesBeforeItsDepthSaysSoInItsStatus() async {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      let outcome = await run(
        ["explore", "--max-states", "10", "a.scenario"], engine: Self.stoppedEarly(bug: false),
        in: folder)
      #expect(outcome.status == CommandLineTool.ExitStatus.incomplete)
      #expect(outcome.status == 2)
      #expect(
        outcome.standardError == """
          Error: exploration stopped at the limit of 10 states ('--max-states'): 'a.scenario' at \
          depth 3 of 6; what it did not reach is unchecked.
          Help: raise '--max-states', or lower '--depth'.

          """)
      // A bug found before the limit is still status 1.
      let bug = await run(
        ["explore", "--max-states", "10", "a.scenario"], engine: Self.stoppedEarly(bug: true),
        in: folder)
      #expect(bug.status == 1)
      #expect(bug.standardError.hasPrefix("Error: exploration stopped at the limit of 10 states"))
    }
  }

  @Test func theMemoryLimitStopsTheSearchWithWhatItFound() async {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      write("flow Main root\n", to: "b.scenario", in: folder)
      var engine = FakeEngine()
      engine.exploresUntilCancelled = true
      // The process holds more than any limit: the first state stops the search.
      let environment = Environment(workingDirectory: folder, peakMemory: { .max })
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "a.scenario", "b.scenario"], engine: engine,
        environment: environment)
      let limit = Wording.grouped(ExploreCommand.defaultMemoryLimit / 1_000_000)
      #expect(outcome.status == 2)
      #expect(
        outcome.standardError == """
          Error: exploration stopped at its memory limit (\(limit) MB): 'a.scenario' at depth 1 \
          of 6; what it did not reach is unchecked.
          Help: lower '--depth' or '--max-states'.

          """)
      #expect(outcome.standardOutput.contains("Note: a.scenario, depth 6: 1 states; no bug\n"))
      #expect(outcome.standardOutput.contains("Note: not explored: 'b.scenario'\n"))
      #expect(outcome.standardOutput.contains("Note: stopped at the memory limit ("))
    }
  }

  @Test func theDefaultMemoryLimitIsHalfTheMachineAndAtMostFourGigabytes() {
    #expect(ExploreCommand.defaultMemoryLimit > 0)
    #expect(ExploreCommand.defaultMemoryLimit <= 4_000_000_000)
    #expect(ExploreCommand(files: ["a"]).memoryLimit == ExploreCommand.defaultMemoryLimit)
  }

  /// Makes a folder that files cannot be made in: read-only, and, for root (whom a mode does
  /// not stop), immutable; returns how to undo it.
  static func makeUnwritable(_ folder: String) -> () -> Void {
    chmod(folder, 0o555)
    guard getuid() == 0 else { return { chmod(folder, 0o755) } }
    let chattr = Process()
    chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    chattr.arguments = ["+i", folder]
    try? chattr.run()
    chattr.waitUntilExit()
    #expect(
      chattr.terminationReason == .exit && chattr.terminationStatus == 0,
      "root can write into any folder this test can make: it needs chattr +i")
    return {
      let undo = Process()
      undo.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
      undo.arguments = ["-i", folder]
      try? undo.run()
      undo.waitUntilExit()
      chmod(folder, 0o755)
    }
  }

  /// The docs promise status 64 before the search for an `--emit` folder that may not be
  /// written; it was 74, after the whole search.
  @Test func anEmitFolderThatCannotBeWrittenIsRefusedBeforeTheSearch() async {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      try! FileManager.default.createDirectory(
        atPath: folder + "/found", withIntermediateDirectories: false)
      let undo = Self.makeUnwritable(folder + "/found")
      defer { undo() }
      var engine = FakeEngine()
      var failed = FakeEngine.clean("a.scenario")
      failed.outcome = .failed
      engine.explorations["a.scenario"] = ExploreOutput(
        results: [failed], reproductions: [.init(fileName: "a-leak.scenario", text: "x\n")],
        summary: "a.scenario, depth 6: 2 states; 1 bug")
      let outcome = await run(
        ["explore", "--emit", "found", "a.scenario"], engine: engine, in: folder)
      #expect(outcome.status == 64)
      #expect(
        outcome.standardError.hasPrefix(
          "Error: refusing to emit into 'found': it is not writable: "))
      #expect(outcome.standardOutput == "", "the search did not run")
    }
  }

  /// The shards' children, as `--jobs` starts them (none is), with what each was given.
  final class Children: Sendable {
    let started = LockedBox<[(arguments: [String], variables: [String: String])]>([])
  }

  @Test func aShardThatCannotBeStartedFailsTheRunWithStatus71() async {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      let environment = Environment(
        workingDirectory: folder,
        runChild: { _, _ in
          Environment.ChildRun(
            status: -1,
            startFailure: "cannot start '/x/coordaudit': resource temporarily unavailable")
        })
      let outcome = await run(["explore", "--jobs", "2", "a.scenario"], environment: environment)
      #expect(outcome.status == CommandLineTool.ExitStatus.osError)
      #expect(outcome.status == 71, "not 1, which says a bug was found")
      #expect(
        outcome.standardError
          == "Error: shard 1/2 could not be started: cannot start '/x/coordaudit': resource "
          + "temporarily unavailable\n")
    }
  }

  /// Four shards share the run's memory limit: each may hold a quarter (each was given the
  /// whole limit, four times the run's).
  @Test func theShardsOfJobsShareTheRunsMemoryLimit() async {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      let children = Children()
      let environment = Environment(
        workingDirectory: folder,
        runChild: { arguments, variables in
          children.started.withLock { $0.append((arguments, variables)) }
          return Environment.ChildRun(status: 0)
        })
      _ = await run(["explore", "--jobs", "4", "a.scenario"], environment: environment)
      let started = children.started.withLock { $0 }
      #expect(started.count == 4)
      let share = ExploreCommand.defaultMemoryLimit / 4
      for child in started {
        #expect(child.variables == ["COORDAUDIT_MEMORY_LIMIT": "\(share)"])
        #expect(!child.arguments.contains("--output"), "a shard's report comes on its output")
      }
    }
  }

  /// A shard given 5 MB stops at 5 MB, and says so.
  @Test func aProcessGivenAShareOfTheMemoryStopsThere() async {
    await withTemporaryDirectory { folder in
      write("flow Main root\n", to: "a.scenario", in: folder)
      var engine = FakeEngine()
      engine.exploresUntilCancelled = true
      let environment = Environment(
        workingDirectory: folder, memoryLimit: 5_000_000, peakMemory: { 6_000_000 })
      let outcome = await CommandLineTool.run(
        arguments: ["explore", "a.scenario"], engine: engine, environment: environment)
      #expect(outcome.status == 2)
      #expect(
        outcome.standardError.hasPrefix(
          "Error: exploration stopped at its memory limit (5 MB): 'a.scenario' at depth 1 of 6"))
      #expect(
        outcome.standardOutput.contains(
          "Note: stopped at the memory limit (6 MB in use, at most 5 MB)"))
    }
  }
}
