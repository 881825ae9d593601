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

  @Test(arguments: [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")])
  func aSignalStopsTheSearchAndTheReportShowsWhatItFound(signal: Int32, name: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("coordaudit-interrupt-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Self.endless.write(toFile: folder + "/endless.scenario", atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = try EndToEndTests.executable()
    process.arguments = [
      "explore", "--emit", "found", "--depth", "32", "--max-states", "1000000000",
      "endless.scenario",
    ]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
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
}
