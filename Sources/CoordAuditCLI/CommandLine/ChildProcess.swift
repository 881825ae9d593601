import Dispatch
import Foundation

/// This program run again in a child process, for `explore --jobs`: its exit status and its
/// standard error; its standard output is discarded (a shard writes its report to a file).
enum ChildProcess {
  /// The running program's file, if it can be found.
  static let executable: String? = {
    #if os(Linux)
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
        return path
      }
    #endif
    return Bundle.main.executablePath
  }()

  /// Runs `executable` with `arguments`, and waits for it on a thread of its own.
  static func run(_ executable: String, _ arguments: [String]) async -> Environment.ChildRun {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
          try process.run()
        } catch {
          continuation.resume(
            returning: .init(
              status: -1, standardError: "cannot start '\(executable)': \(error)\n"))
          return
        }
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        continuation.resume(
          returning: .init(
            status: process.terminationStatus,
            standardError: String(decoding: text, as: UTF8.self)))
      }
    }
  }
}
