import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the command line needs to know about where it runs, and the one thing it writes live.
///
/// ``current()`` reads the process's; tests build their own, so that they never touch the
/// terminal, the real working directory or the process's standard error.
///
/// ```swift
/// let environment = Environment(workingDirectory: temporaryDirectory)
/// let outcome = await CommandLineTool.run(arguments: ["list"], engine: engine, environment: environment)
/// ```
package struct Environment: Sendable {
  /// Whether standard output is a terminal.
  package var isStandardOutputTerminal: Bool
  /// Whether standard error is a terminal.
  package var isStandardErrorTerminal: Bool
  /// Whether `NO_COLOR` is set, to any value, even an empty one (see no-color.org).
  package var isNoColorSet: Bool
  /// The directory that relative paths start from.
  package var workingDirectory: String
  /// What standard output and standard error write to, so that an output that names one of
  /// them (`--output /dev/stdout`, or the file `>> ci.log` appends to) is written through it
  /// rather than replaced.
  package var streams: WriteTarget.Streams
  /// Whether the allocator keeps statistics to measure heap bytes with (not under the address
  /// or thread sanitizer; see ``HeapStatistics/isAvailable``).
  package var hasHeapStatistics: Bool
  /// Writes progress to standard error at once (the rest of what a command prints is returned
  /// in its ``CommandLineTool/Outcome``).
  package var writeProgress: @Sendable (String) -> Void
  /// Runs `coordaudit` again, in a child process, with these arguments and these environment
  /// variables added to this process's (`explore --jobs`); `nil` where no child can be started.
  package var runChild: (@Sendable ([String], [String: String]) async -> ChildRun)?
  /// The most memory this process may hold, in bytes, when the process that started it says
  /// so (``ChildProcess/memoryLimitVariable``: a shard of `explore --jobs` has its share of
  /// the run's limit); `nil` otherwise.
  package var memoryLimit: Int?

  /// How a child `coordaudit` ended: its exit status, what it wrote, or why it did not run.
  package struct ChildRun: Sendable, Equatable {
    /// Its exit status, or 128 plus the number of the signal that ended it.
    package var status: Int32
    /// What it wrote to standard output: a shard's report.
    package var standardOutput: String
    /// What it wrote to standard error.
    package var standardError: String
    /// Why it could not be started (the status then means nothing); `nil` when it ran.
    package var startFailure: String?
    /// Why its standard output could not be taken whole; `nil` when it was.
    package var readFailure: String?

    /// Creates the account of a child's run.
    ///
    /// - Parameters:
    ///   - status: Its exit status.
    ///   - standardOutput: What it wrote to standard output.
    ///   - standardError: What it wrote to standard error.
    ///   - startFailure: Why it could not be started.
    package init(
      status: Int32, standardOutput: String = "", standardError: String = "",
      startFailure: String? = nil
    ) {
      self.status = status
      self.standardOutput = standardOutput
      self.standardError = standardError
      self.startFailure = startFailure
    }
  }

  /// The most memory the process has held so far, in bytes (its peak resident set size), which
  /// `coordaudit explore` keeps under its limit.
  package var peakMemory: @Sendable () -> Int

  /// Creates an environment.
  ///
  /// - Parameters:
  ///   - isStandardOutputTerminal: Whether standard output is a terminal.
  ///   - isStandardErrorTerminal: Whether standard error is a terminal.
  ///   - isNoColorSet: Whether `NO_COLOR` is set.
  ///   - workingDirectory: The directory that relative paths start from.
  ///   - streams: What standard output and standard error write to.
  ///   - hasHeapStatistics: Whether heap bytes can be measured.
  ///   - writeProgress: Writes progress to standard error at once.
  ///   - runChild: Runs `coordaudit` in a child process; `nil` where none can be started.
  ///   - memoryLimit: The most memory the process may hold, when its parent says so.
  ///   - peakMemory: The process's peak memory, in bytes.
  package init(
    isStandardOutputTerminal: Bool = false, isStandardErrorTerminal: Bool = false,
    isNoColorSet: Bool = false, workingDirectory: String,
    streams: WriteTarget.Streams = WriteTarget.Streams(), hasHeapStatistics: Bool = true,
    writeProgress: @escaping @Sendable (String) -> Void = { _ in },
    runChild: (@Sendable ([String], [String: String]) async -> ChildRun)? = nil,
    memoryLimit: Int? = nil,
    peakMemory: @escaping @Sendable () -> Int = Environment.processPeakMemory
  ) {
    self.isStandardOutputTerminal = isStandardOutputTerminal
    self.isStandardErrorTerminal = isStandardErrorTerminal
    self.isNoColorSet = isNoColorSet
    self.workingDirectory = workingDirectory
    self.streams = streams
    self.hasHeapStatistics = hasHeapStatistics
    self.writeProgress = writeProgress
    self.runChild = runChild
    self.memoryLimit = memoryLimit
    self.peakMemory = peakMemory
  }

  /// The process's peak resident set size, in bytes (`getrusage(2)`).
  package static func processPeakMemory() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss)  // bytes
    #elseif canImport(Glibc)
      guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024  // kilobytes
    #else
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
      return Int(usage.ru_maxrss) * 1024  // kilobytes
    #endif
  }

  /// The process's environment: `isatty` on descriptors 1 and 2, `NO_COLOR`, the current
  /// directory, the allocator's statistics, and progress written straight to descriptor 2.
  package static func current() -> Environment {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let directory =
      getcwd(&buffer, buffer.count).map {
        String(losslessBytes: UnsafeRawBufferPointer(start: $0, count: strlen($0)))
      } ?? "."
    return Environment(
      isStandardOutputTerminal: isatty(STDOUT_FILENO) == 1,
      isStandardErrorTerminal: isatty(STDERR_FILENO) == 1,
      isNoColorSet: getenv("NO_COLOR") != nil,
      workingDirectory: directory, streams: .current(),
      hasHeapStatistics: HeapStatistics.isAvailable,
      // Progress is a courtesy: a terminal that cannot take it loses nothing.
      writeProgress: { try? FileAccess.writeAll($0, to: STDERR_FILENO) },
      runChild: childRunner(),
      memoryLimit: getenv(ChildProcess.memoryLimitVariable).flatMap { Int(String(cString: $0)) })
  }

  /// Runs this program again, where its file can be found.
  private static func childRunner() -> (@Sendable ([String], [String: String]) async -> ChildRun)? {
    guard let executable = ChildProcess.executable else { return nil }
    return { arguments, variables in
      await ChildProcess.run(executable, arguments, environment: variables)
    }
  }

  /// Whether the text report is coloured: only on a terminal, and never with `NO_COLOR`.
  package var usesColor: Bool { isStandardOutputTerminal && !isNoColorSet }

  /// A path as the user gave it, made absolute against ``workingDirectory``.
  ///
  /// - Parameter path: The path as given.
  /// - Returns: The absolute path.
  package func resolve(_ path: String) -> String {
    FileAccess.resolve(path, in: workingDirectory)
  }
}
