import Foundation
import Testing

/// `coordaudit explore` as built, stopped by SIGINT or SIGTERM while it searches a state space
/// without end: it prints what it found so far, and its status says it was interrupted.
@Suite struct EndToEndInterruptionTests {
  /// Six flows that each leak when the user taps back: every leak is one more live object, so
  /// a new state, and depth 32 has more states than any run gets through.
  static let endless: String = {
    var text = "system child-array\nflow Main root faulty no-removal-on-back\n  screen Home\n"
    for index in 1...6 { text += "flow F\(index) in Main\n  screen S\(index)\n" }
    for index in 1...6 { text += "action \"open \(index)\" {\n  start F\(index)\n}\n" }
    return text + "setup {\n  start Main\n}\n"
  }()

  /// A new folder with `endless.scenario` in it.
  static func folderWithTheEndlessScenario() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-interrupt-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    try endless.write(toFile: folder + "/endless.scenario", atomically: true, encoding: .utf8)
    return folder
  }

  /// `coordaudit` with `arguments` and `endless.scenario`, started in `folder`, with its
  /// standard output and standard error.
  static func start(
    _ arguments: [String], in folder: String, environment: [String: String] = [:]
  ) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = try EndToEndTests.executable()
    process.arguments = arguments + ["endless.scenario"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    return (process, output, error)
  }

  /// What a process started by ``start(_:in:environment:)`` wrote, once it has ended.
  static func finish(_ process: Process, _ output: Pipe, _ error: Pipe) -> (String, String) {
    let standardOutput = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let standardError = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (standardOutput, standardError)
  }

  @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
  func aSignalStopsTheSearchAndTheReportShowsWhatItFound(signal: Int32, name: String) throws {
    let folder = try Self.folderWithTheEndlessScenario()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (process, output, error) = try Self.start(
      ["explore", "--emit", "found", "--depth", "32", "--max-states", "1000000000"], in: folder)
    // The emit folder is made after the signals are watched and before the search starts:
    // once it is there, a signal stops the search rather than the process.
    while process.isRunning, !FileManager.default.fileExists(atPath: folder + "/found") {
      usleep(10_000)
    }
    #expect(process.isRunning, "the search ended on its own")
    kill(process.processIdentifier, signal)
    let (standardOutput, standardError) = Self.finish(process, output, error)

    #expect(process.terminationReason == .exit, "it exits, not killed by the signal")
    #expect(process.terminationStatus == 128 + signal)
    #expect(
      standardError == "Error: interrupted by \(name); the report shows what was found before.\n")
    // The report, with its notes and its summary: a scenario explored in part, or none.
    #expect(standardOutput.hasPrefix("coordaudit: "))
    #expect(standardOutput.hasSuffix(" as expected\n"))
    #expect(
      standardOutput.contains(
        "Note: interrupted by \(name): the report shows what was found before\n"))
    // Stopped in its search, or (a signal that came while the file was read) before it.
    #expect(
      standardOutput.contains("Note: endless.scenario, depth 32: ")
        || standardOutput.contains("Note: not explored: 'endless.scenario'\n"))
  }

  /// The processes whose working directory is `folder`: the shards of a run there.
  static func processes(in folder: String) -> [String] {
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return ids.filter { $0.allSatisfy(\.isNumber) }.filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\($0)/cwd")) == folder
    }
  }

  /// `--jobs`: the signal is passed on to the shards, which stop and report; the merged report
  /// says the run was interrupted, and no shard is left running.
  @Test func aSignalReachesTheShardsOfJobs() throws {
    let folder = try Self.folderWithTheEndlessScenario()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (process, output, error) = try Self.start(
      ["explore", "--jobs", "2", "--depth", "32", "--max-states", "1000000000"], in: folder)
    // Once both shards run, the signal stops their searches rather than their start.
    while process.isRunning, Self.processes(in: folder).count < 3 { usleep(10_000) }
    #expect(process.isRunning, "the search ended on its own")
    kill(process.processIdentifier, SIGTERM)
    // Not a measure of time: a guard against a parent that waits for shards that never stop.
    var polls = 0
    while process.isRunning, polls < 12_000 {
      usleep(10_000)
      polls += 1
    }
    if process.isRunning {
      for shard in Self.processes(in: folder) { kill(Int32(shard)!, SIGKILL) }
      Issue.record("the run went on after SIGTERM: its shards were not stopped")
    }
    let (standardOutput, standardError) = Self.finish(process, output, error)

    #expect(process.terminationStatus == 128 + SIGTERM, "\(standardError)")
    #expect(Self.processes(in: folder).isEmpty, "a shard is still running")
    Self.expectInterruptedReport(standardOutput, standardError, shards: 2)
  }

  /// What an interrupted `--jobs` run prints: a report, whatever the shards had found when the
  /// signal came; how far each file went (its shards merged, in part, or not at all).
  static func expectInterruptedReport(_ output: String, _ errors: String, shards: Int) {
    #expect(errors == "Error: interrupted by SIGTERM; the report shows what was found before.\n")
    #expect(output.hasPrefix("coordaudit: "))
    #expect(
      output.contains("Note: interrupted by SIGTERM: the report shows what was found before\n"))
    #expect(
      output.contains("Note: endless.scenario, depth 32, \(shards) shards merged: ")
        || output.contains("Note: explored in part, without a report from 'endless.scenario': ")
        || output.contains("Note: not explored: 'endless.scenario'\n"), "\(output)")
  }

  /// Eight shards, signalled while they start: each waits for its watch on signals before it
  /// takes the signal, and reports (every shard that started without one died, and the run
  /// printed nothing but an error).
  @Test func aSignalWhileTheShardsStartStillGivesAReport() throws {
    let folder = try Self.folderWithTheEndlessScenario()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (process, output, error) = try Self.start(
      ["explore", "--jobs", "8", "--depth", "32", "--max-states", "1000000000"], in: folder)
    while process.isRunning, Self.processes(in: folder).count < 2 { usleep(1_000) }
    kill(process.processIdentifier, SIGTERM)
    let (standardOutput, standardError) = Self.finish(process, output, error)
    #expect(process.terminationStatus == 128 + SIGTERM, "\(standardError)")
    Self.expectInterruptedReport(standardOutput, standardError, shards: 8)
  }

  /// SIGKILL, which no process can catch, ends the run: its shards end with it, and nothing
  /// is left in the temporary folder (the shards' reports go through pipes).
  @Test func theShardsDieWithTheirParentAndLeaveNothingBehind() throws {
    let folder = try Self.folderWithTheEndlessScenario()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let temporary = folder + "/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    let (process, _, _) = try Self.start(
      ["explore", "--jobs", "2", "--depth", "32", "--max-states", "1000000000"], in: folder,
      environment: ["TMPDIR": temporary])
    while process.isRunning, Self.processes(in: folder).count < 3 { usleep(10_000) }
    #expect(process.isRunning, "the search ended on its own")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    // Not a measure of time: a guard against shards that outlive their parent for good.
    var polls = 0
    while !Self.processes(in: folder).isEmpty, polls < 2_000 {
      usleep(10_000)
      polls += 1
    }
    let left = Self.processes(in: folder)
    #expect(left.isEmpty, "shards outlived their parent")
    for shard in left { kill(Int32(shard)!, SIGKILL) }
    #expect((try? FileManager.default.contentsOfDirectory(atPath: temporary)) == [])
  }
}
