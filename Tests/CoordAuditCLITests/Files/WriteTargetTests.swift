import Foundation
import Testing

@testable import CoordAuditCLI

/// The rules for writing `--output` and a recorded baseline: what is refused, what is written
/// how, and that nothing the user has is lost on the way.
@Suite struct WriteTargetTests {
  func target(_ name: String, in directory: String, inputs: [WriteTarget.Input] = [])
    throws(WriteTarget.Refusal) -> WriteTarget
  {
    try WriteTarget(name, path: directory + "/" + name, protecting: inputs)
  }

  func refusal(_ name: String, in directory: String, inputs: [WriteTarget.Input] = []) -> String? {
    do {
      _ = try target(name, in: directory, inputs: inputs)
      return nil
    } catch {
      return error.reason
    }
  }

  func text(at path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// The kind of file a path names itself, links not followed (`S_IFLNK`, `S_IFIFO`, …).
  func kind(of path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  @Test func aNewOrExistingFileIsWrittenAtomicallyAndKeepsItsPermissions() async throws {
    try await withTemporaryDirectory { directory throws in
      try target("new.txt", in: directory).write("new\n")
      #expect(text(at: directory + "/new.txt") == "new\n")
      write("old", to: "mine.txt", in: directory)
      chmod(directory + "/mine.txt", 0o600)
      let mine = try target("mine.txt", in: directory)
      #expect(mine.kind == .regularFile(permissions: 0o600))
      try mine.write("replaced\n")
      #expect(text(at: directory + "/mine.txt") == "replaced\n")
      #expect(permissions(of: directory + "/mine.txt") == 0o600)
      #expect(contents(of: directory) == ["mine.txt", "new.txt"])
    }
  }

  @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() async throws {
    try await withTemporaryDirectory { directory throws in
      try FileManager.default.createDirectory(
        atPath: directory + "/reports", withIntermediateDirectories: false)
      write("old", to: "reports/junit.xml", in: directory)
      symlink("reports/junit.xml", directory + "/latest.xml")
      let latest = try target("latest.xml", in: directory)
      #expect(latest.path == directory + "/reports/junit.xml")
      try latest.write("new\n")
      #expect(kind(of: directory + "/latest.xml") == S_IFLNK)
      #expect(text(at: directory + "/reports/junit.xml") == "new\n")
      // The temporary file went in the target's directory, and is gone.
      #expect(contents(of: directory + "/reports") == ["junit.xml"])
      // A link to nothing yet: the file it names is created.
      symlink("reports/next.xml", directory + "/next.xml")
      try target("next.xml", in: directory).write("next\n")
      #expect(text(at: directory + "/reports/next.xml") == "next\n")
      #expect(kind(of: directory + "/next.xml") == S_IFLNK)
    }
  }

  @Test func anInputOfTheRunIsRefusedByAnyName() async throws {
    try await withTemporaryDirectory { directory throws in
      write("flow Main root\n", to: "a.scenario", in: directory)
      symlink("a.scenario", directory + "/soft.scenario")
      link(directory + "/a.scenario", directory + "/hard.scenario")
      let inputs = [
        WriteTarget.Input("the scenario file 'a.scenario'", path: directory + "/a.scenario")
      ]
      for name in ["a.scenario", "soft.scenario", "hard.scenario"] {
        #expect(
          refusal(name, in: directory, inputs: inputs)
            == "it is the scenario file 'a.scenario' of this run", "\(name)")
      }
      #expect(text(at: directory + "/a.scenario") == "flow Main root\n")
    }
  }

  @Test func aReadOnlyFileADirectoryAndAMissingDirectoryAreRefused() async throws {
    try await withTemporaryDirectory { directory throws in
      write("keep", to: "locked.txt", in: directory)
      chmod(directory + "/locked.txt", 0o444)
      #expect(refusal("locked.txt", in: directory) == "it is read-only (mode 444)")
      #expect(refusal(".", in: directory) == "it is a directory")
      #expect(refusal("no/such.txt", in: directory) == "the directory 'no' does not exist")
      #expect(text(at: directory + "/locked.txt") == "keep")
      #expect(permissions(of: directory + "/locked.txt") == 0o444)
    }
  }

  @Test func aCharacterDeviceIsWrittenDirectlyNeverRenamedOver() async throws {
    try await withTemporaryDirectory { directory throws in
      // A null device of the test's own (as root: device 1, 3, as Linux numbers it), so that
      // a regression replaces nothing the machine needs; else the system's, which only a fixed
      // version may be given.
      let device =
        mknod(directory + "/null", S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
        ? directory + "/null" : "/dev/null"
      let null = try WriteTarget(device, path: device, protecting: [])
      #expect(null.kind == .characterDevice)
      try null.write("into the void\n")
      #expect(kind(of: device) == S_IFCHR)
      #if os(Linux)
        #expect(throws: FileAccess.Failure(reason: "no space left on device")) {
          try WriteTarget("/dev/full", path: "/dev/full", protecting: []).write("x")
        }
      #endif
    }
  }

  @Test func aFIFOWithNobodyReadingFailsAtOnceAndStaysAFIFO() async throws {
    try await withTemporaryDirectory { directory throws in
      mkfifo(directory + "/pipe", 0o644)
      let pipe = try target("pipe", in: directory)
      #expect(pipe.kind == .fifo)
      #expect(throws: FileAccess.Failure(reason: "no process is reading the FIFO")) {
        try pipe.write("report\n")
      }
      #expect(kind(of: directory + "/pipe") == S_IFIFO)
    }
  }

  @Test func aFIFOThatSomeoneReadsIsWrittenToThem() async throws {
    try await withTemporaryDirectory { directory throws in
      mkfifo(directory + "/pipe", 0o644)
      // The reader opens first (without waiting for a writer), as a shell's '>(cat)' does.
      let reader = open(directory + "/pipe", O_RDONLY | O_NONBLOCK)
      #expect(reader >= 0)
      defer { close(reader) }
      try target("pipe", in: directory).write("report\n")
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(reader, &buffer, buffer.count)
      #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "report\n")
      #expect(kind(of: directory + "/pipe") == S_IFIFO)
    }
  }

  /// The file the process's standard output or error goes to (`>> ci.log`), named by any
  /// path, is written through the stream, never renamed over.
  ///
  /// Renamed over, it lost its earlier lines, and everything the process wrote to the stream
  /// after went to a file no longer there.
  @Test func theFileOfAStandardStreamIsWrittenThroughItNeverReplaced() async throws {
    await withTemporaryDirectory { directory in
      write("earlier\n", to: "ci.log", in: directory)
      write("other\n", to: "errors.log", in: directory)
      let log = FileIdentity(path: directory + "/ci.log")
      let errors = FileIdentity(path: directory + "/errors.log")
      let streams = WriteTarget.Streams(output: log, error: errors)
      for (name, kind) in [
        ("ci.log", WriteTarget.Kind.standardOutput), ("errors.log", .standardError),
      ] {
        let target = try? WriteTarget(
          name, path: directory + "/" + name, protecting: [], streams: streams)
        #expect(target?.kind == kind)
      }
      // A link to it is the same file.
      symlink("ci.log", directory + "/link")
      let linked = try? WriteTarget(
        "link", path: directory + "/link", protecting: [], streams: streams)
      #expect(linked?.kind == .standardOutput)

      // A run that is told to write its report there gives it to standard output alone.
      let environment = Environment(workingDirectory: directory, streams: streams)
      write(CommandLineInputTests.cleanScenario, to: "a.scenario", in: directory)
      let outcome = await run(
        ["run", "--format", "json", "--output", "ci.log", "a.scenario"], engine: FakeEngine(),
        environment: environment)
      #expect(outcome.status == 0)
      #expect(outcome.standardOutput.hasPrefix("{\n"))
      #expect(outcome.filesWritten == ["ci.log"])
      #expect(text(at: directory + "/ci.log") == "earlier\n")
      let also = await run(
        [
          "run", "--output", "r.json", "--format", "json", "--also", "markdown=errors.log",
          "a.scenario",
        ], engine: FakeEngine(), environment: environment)
      #expect(also.status == 0)
      #expect(also.standardError.hasPrefix("## coordaudit: 1 scenario file"))
      #expect(text(at: directory + "/errors.log") == "other\n")
    }
  }
}
