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
  static func start(_ arguments: [String], in folder: String) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = try EndToEndTests.executable()
    process.arguments = arguments + ["endless.scenario"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    return (process, output, error)
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
    let standardOutput = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let standardError = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

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
    let standardOutput = String(
      decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let standardError = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 128 + SIGTERM, "\(standardError)")
    #expect(Self.processes(in: folder).isEmpty, "a shard is still running")
    if standardOutput.isEmpty {
      // A shard that had not yet watched for signals when it came ended without a report.
      #expect(
        standardError == "Error: interrupted by SIGTERM before the shards had reports to merge\n")
    } else {
      // Both shards reported what they found: the merged report says how far they went.
      #expect(
        standardError
          == "Error: interrupted by SIGTERM; the report shows what was found before.\n")
      #expect(
        standardOutput.contains(
          "Note: interrupted by SIGTERM: the report shows what was found before\n"))
      #expect(standardOutput.contains("Note: endless.scenario, depth 32, 2 shards merged: "))
    }
  }
}
