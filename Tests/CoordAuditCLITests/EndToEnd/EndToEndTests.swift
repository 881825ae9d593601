import CoordAuditCLI
import Foundation
import TestSupport
import Testing

/// The built `coordaudit` executable, run as a user runs it.
///
/// Checks its standard output, standard error and exit status. The test target depends on the executable, so it is built first.
///
/// Only what does not need the scenario runner is checked here; runs of real scenarios come
/// with the runner.
@Suite struct EndToEndTests {
  struct Result: Equatable {
    var standardOutput: String
    var standardError: String
    var status: Int32
  }

  /// The executable next to the test bundle (the products directory), else in the package's
  /// `.build/debug`.
  static func executable() throws -> URL {
    var candidates: [URL] = []
    let first = URL(fileURLWithPath: CommandLine.arguments[0])
    candidates.append(first.deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      candidates.append(bundle.bundleURL.deletingLastPathComponent())
    }
    candidates.append(TestFiles.url(".build/debug"))
    let found = candidates.map { $0.appendingPathComponent("coordaudit") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return try #require(found, "no coordaudit executable in \(candidates.map(\.path))")
  }

  static func coordaudit(
    _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // The outputs are a few kilobytes at most: well within a pipe's buffer.
    let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
    let standardError = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      standardOutput: String(decoding: standardOutput, as: UTF8.self),
      standardError: String(decoding: standardError, as: UTF8.self),
      status: process.terminationStatus)
  }

  @Test func helpIsPrintedOnStandardOutputWithStatus0() throws {
    #expect(
      try Self.coordaudit(["--help"])
        == Result(standardOutput: HelpTopic.root.helpText, standardError: "", status: 0))
    #expect(
      try Self.coordaudit(["baseline", "record", "-h"])
        == Result(standardOutput: HelpTopic.baselineRecord.helpText, standardError: "", status: 0))
  }

  @Test func versionIsPrintedWithStatus0() throws {
    #expect(
      try Self.coordaudit(["--version"])
        == Result(standardOutput: "\(CommandLineTool.version)\n", standardError: "", status: 0))
  }

  @Test func anUnknownOptionIsAUsageErrorOnStandardErrorWithStatus64() throws {
    #expect(
      try Self.coordaudit(["--formt", "json"])
        == Result(
          standardOutput: "",
          standardError: """
            Error: Unknown option '--formt'. Did you mean '--format'?
            Usage: coordaudit [<options>]
                   coordaudit <subcommand>
              See 'coordaudit --help' for more information.

            """,
          status: 64))
  }

  @Test func aMissingArgumentIsAUsageErrorWithStatus64() throws {
    let result = try Self.coordaudit(["show"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: Missing expected argument '<name>'\n"))
  }

  @Test func aFileOfManyBadLinesPrintsAHundredProblemsAndHowManyMore() async throws {
    let result = try await withTemporaryDirectory { directory throws in
      write(
        String(repeating: "strat\u{0} Main\n", count: 20_000), to: "bad.scenario", in: directory)
      return try Self.coordaudit(["run", "bad.scenario"], in: directory)
    }
    #expect(result.status == 65)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false)
    let shownLines: Int = 100 * 4 + 2  // a hundred problems of four lines, how many more, the end
    #expect(lines.count == shownLines)
    #expect(lines[0] == "bad.scenario:1:6: error: unexpected character '\\u{0}'")
    #expect(lines[1] == "  strat\\u{0} Main")
    #expect(lines.suffix(2) == ["… and 19,900 more problems in 'bad.scenario'", ""])
    #expect(!result.standardError.contains("\u{0}"), "no raw NUL reaches the terminal")
  }

  @Test func loopsNestedFortyThousandDeepAreOneProblemNotACrash() async throws {
    // The validator recursed once per level: 40,000 levels crashed it (status 139).
    let depth = 40_000
    let source =
      "system child-array\nflow Main root\n  screen Home\nstart Main\n"
      + String(repeating: "repeat 1 {\n", count: depth) + "pop\n"
      + String(repeating: "}\n", count: depth)
    let result = try await withTemporaryDirectory { directory throws in
      write(source, to: "deep.scenario", in: directory)
      return try Self.coordaudit(["run", "deep.scenario"], in: directory)
    }
    #expect(
      result
        == Result(
          standardOutput: "",
          standardError: """
            deep.scenario:69:1: error: this block nests 65 deep; blocks nest at most 64 deep
              repeat 1 {
              ^~~~~~
            Help: nest fewer blocks: a loop whose body is only a loop is one loop of a larger count

            """, status: 65))
  }

  /// Runs the binary with standard output going to `output`; returns standard error and the
  /// status.
  static func coordaudit(_ arguments: [String], output: FileHandle) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let standardError = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: standardError, as: UTF8.self), process.terminationStatus)
  }

  @Test func aReportThatCannotBeWrittenToStandardOutputIsStatus74() throws {
    #if os(Linux)
      // It exited 0, the report lost.
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      let (error, status) = try Self.coordaudit(["--format", "junit"], output: full)
      #expect(status == 74)
      #expect(error == "Error: cannot write to standard output: no space left on device\n")
    #endif
  }

  @Test func aReaderThatWentAwayIsStatus74NotASignal() throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let (error, status) = try Self.coordaudit(["list"], output: pipe.fileHandleForWriting)
    #expect(status == 74)
    #expect(error == "Error: cannot write to standard output: broken pipe\n")
  }

  @Test func anUnreadableScenarioFileStopsTheRunWithStatus65() async throws {
    let result = try await withTemporaryDirectory { directory throws in
      try Self.coordaudit(["run", "missing.scenario"], in: directory)
    }
    #expect(
      result
        == Result(
          standardOutput: "",
          standardError: "Error: cannot read 'missing.scenario': no such file or directory\n",
          status: 65))
  }

  /// `coordaudit run --output /dev/stdout … >> ci.log`: the report is appended after the
  /// log's earlier lines (a temporary file was renamed over the log: its lines were lost, and
  /// the text report went to the file it replaced).
  @Test func aReportToStandardOutputAppendedToALogIsAppended() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-append-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let log = folder + "/ci.log"
    try "earlier\n".write(toFile: log, atomically: false, encoding: .utf8)
    for output in ["/dev/stdout", log] {
      let descriptor = open(log, O_WRONLY | O_APPEND)
      try #require(descriptor >= 0)
      let process = Process()
      process.executableURL = try Self.executable()
      process.arguments = [
        "run", "--format", "json", "--output", output, "Scenarios/search-back.scenario",
      ]
      process.currentDirectoryURL = TestFiles.url("Tests/CoordAuditCLITests")
      process.standardOutput = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
    }
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.hasPrefix("earlier\n{\n"))
    // Two JSON reports after the earlier line, and no text report.
    #expect(text.components(separatedBy: "\"tool\" : \"coordaudit\"").count == 3)
    #expect(!text.contains("SCENARIO "))
  }
}
