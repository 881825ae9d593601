import Dispatch
import Foundation
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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

  /// The children running now, and the signal passed on to them, if one was.
  private struct Running {
    var processes: Set<Int32> = []
    var signal: Int32?
  }

  private static let running = LockedBox(Running())

  /// Passes `signal` on to every child running now and to every child started after (SIGINT
  /// or SIGTERM that stopped this process's search: each shard then stops its own, and
  /// writes its report).
  static func signalAll(_ signal: Int32) {
    let processes = running.withLock { running in
      running.signal = running.signal ?? signal
      return running.processes
    }
    for process in processes { kill(process, signal) }
  }

  /// Forgets a signal passed on before: the children started next run.
  static func resetSignal() {
    running.withLock { $0.signal = nil }
  }

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
        let identifier = process.processIdentifier
        let pending = running.withLock { running in
          running.processes.insert(identifier)
          return running.signal
        }
        // A signal that came while the child was starting.
        if let pending { kill(identifier, pending) }
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        _ = running.withLock { $0.processes.remove(identifier) }
        // A child killed by a signal says so as a shell does: 128 plus the signal's number.
        let status =
          process.terminationReason == .uncaughtSignal
          ? 128 + process.terminationStatus : process.terminationStatus
        continuation.resume(
          returning: .init(status: status, standardError: String(decoding: text, as: UTF8.self)))
      }
    }
  }
}
