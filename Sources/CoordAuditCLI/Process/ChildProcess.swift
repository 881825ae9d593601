import Foundation
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// This program run again in a child process, for `explore --jobs`.
///
/// A shard writes its report on its standard output, which is read here with its standard
/// error and its exit status. Nothing goes through a file: there is no temporary folder to
/// leave behind.
///
/// A child dies with its parent, however the parent ends (SIGKILL included): its standard
/// input is a pipe whose other end only the parent holds, and which the child watches (see
/// ``ParentWatch``); when the parent is gone the pipe reads end of file and the child exits at
/// once. Every descriptor made here is closed on `exec`, so that no child holds another's
/// pipes open.
///
/// A child starts with SIGINT and SIGTERM blocked (and their handling the default), so that a
/// signal passed on while it starts waits until it watches for them (``Interruption``): it
/// then stops its search and reports what it found, rather than die with nothing.
enum ChildProcess {
  /// The environment variable that tells a child it is one: the parent's process identifier.
  static let parentVariable = "COORDAUDIT_PARENT"
  /// The environment variable that gives a child its share of the run's memory limit, in
  /// bytes (see ``Environment/memoryLimit``).
  static let memoryLimitVariable = "COORDAUDIT_MEMORY_LIMIT"
  /// The most a child's standard output is read: the largest report `--merge` reads.
  static let maximumOutput = InputFile.Kind.report.sizeLimit
  /// The most a child's standard error is kept.
  static let maximumErrors = 1_000_000

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
    var processes: Set<pid_t> = []
    var signal: Int32?
  }

  /// The children running, and the lock held while descriptors are made and a child is
  /// started: so no child started on another thread inherits a descriptor before it is marked
  /// close-on-exec, and a child is among ``Running/processes`` from its start.
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

  /// Runs `executable` with `arguments` and the variables of `environment` added to this
  /// process's, and waits for it on a thread of its own.
  ///
  /// - Returns: Its exit status (128 plus the signal's number when a signal ended it), its
  ///   standard output and standard error; or why it could not be started.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) async -> Environment.ChildRun {
    await withCheckedContinuation { continuation in
      // A thread of its own, not one of a pool: it waits for the child from start to end.
      Thread {
        continuation.resume(
          returning: runAndWait(executable, arguments, environment: environment))
      }.start()
    }
  }

  private static func runAndWait(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) -> Environment.ChildRun {
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    variables[parentVariable] = "\(getpid())"
    let (started, pending) = running.withLock { running in
      let started = start(executable, arguments: arguments, variables: variables)
      if case .success(let child) = started { running.processes.insert(child.process) }
      return (started, running.signal)
    }
    let child: Started
    switch started {
    case .failure(let failure):
      return Environment.ChildRun(
        status: -1, standardError: "",
        startFailure: "cannot start '\(executable)': \(failure.reason)")
    case .success(let value): child = value
    }
    // A signal that came while the child was starting: it waits in the child until it
    // watches for it.
    if let pending { kill(child.process, pending) }
    let (output, errors, isTooLarge) = readToEnd(output: child.output, errors: child.errors)
    var status: Int32 = 0
    while waitpid(child.process, &status, 0) < 0, errno == EINTR {}
    _ = running.withLock { $0.processes.remove(child.process) }
    close(child.watch)
    var run = Environment.ChildRun(
      status: exitStatus(status), standardOutput: String(decoding: output, as: UTF8.self),
      standardError: String(decoding: errors, as: UTF8.self))
    if isTooLarge {
      run.readFailure =
        "its report is larger than \(maximumOutput / 1_000_000) MB, the most a report may hold"
    }
    return run
  }

  /// A child started: its process, and the parent's ends of its pipes.
  private struct Started {
    var process: pid_t
    /// The end of the pipe the child watches: closed when the parent is done with it.
    var watch: Int32
    var output: Int32
    var errors: Int32
  }

  /// Makes the pipes, every end close-on-exec, and starts the child with its standard input,
  /// output and error on them; closes the child's ends here.
  private static func start(
    _ executable: String, arguments: [String], variables: [String: String]
  ) -> Result<Started, FileAccess.Failure> {
    var pipes: [[Int32]] = []
    func closeAll() { for end in pipes.joined() { close(end) } }
    for _ in 0..<3 {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else {
        let failure = FileAccess.Failure(errno: errno)
        closeAll()
        return .failure(failure)
      }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      pipes.append(ends)
    }
    // The child reads the watch pipe, and writes the other two.
    let (watch, output, errors) = (pipes[0], pipes[1], pipes[2])
    var process: pid_t = 0
    let result = withSpawnSettings(
      standardInput: watch[0], standardOutput: output[1], standardError: errors[1]
    ) { actions, attributes in
      withCStrings([executable] + arguments) { argv in
        withCStrings(variables.map { "\($0.key)=\($0.value)" }.sorted()) { envp in
          FileAccess.withSystemPath(executable) {
            posix_spawn(&process, $0, actions, attributes, argv, envp)
          }
        }
      }
    }
    guard result == 0 else {
      closeAll()
      return .failure(FileAccess.Failure(errno: result))
    }
    close(watch[0])
    close(output[1])
    close(errors[1])
    return .success(
      Started(process: process, watch: watch[1], output: output[0], errors: errors[0]))
  }

  #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private typealias Attributes = posix_spawnattr_t?
  #else
    private typealias FileActions = posix_spawn_file_actions_t
    private typealias Attributes = posix_spawnattr_t
  #endif

  /// Calls `body` with the file actions (the three descriptors onto 0, 1 and 2) and the
  /// attributes (SIGINT and SIGTERM blocked, and handled by default, as SIGPIPE) of a child.
  private static func withSpawnSettings(
    standardInput: Int32, standardOutput: Int32, standardError: Int32,
    _ body: (UnsafePointer<FileActions>, UnsafePointer<Attributes>) -> Int32
  ) -> Int32 {
    #if canImport(Darwin)
      var actions: FileActions = nil
      var attributes: Attributes = nil
    #else
      var actions = FileActions()
      var attributes = Attributes()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, standardInput, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, standardOutput, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO)
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for signal in Interruption.signals { sigaddset(&blocked, signal) }
    var byDefault = blocked
    sigaddset(&byDefault, SIGPIPE)
    posix_spawnattr_setsigmask(&attributes, &blocked)
    posix_spawnattr_setsigdefault(&attributes, &byDefault)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return body(&actions, &attributes)
  }

  /// Calls `body` with the strings as a NULL-ended array of C strings, each the bytes given
  /// (see `String.init(losslessBytes:)`).
  private static func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
  ) -> Result {
    let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { string in
      let bytes = string.losslessBytes
      let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
      pointer[bytes.count] = 0
      return pointer
    }
    defer { for pointer in pointers { pointer?.deallocate() } }
    return (pointers + [nil]).withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// Reads both pipes until the child closes them: its standard output up to
  /// ``maximumOutput`` (whether it wrote more is returned), its standard error up to
  /// ``maximumErrors``; what is beyond is read and dropped, so that the child never waits
  /// on a full pipe.
  private static func readToEnd(
    output: Int32, errors: Int32
  ) -> (output: [UInt8], errors: [UInt8], isTooLarge: Bool) {
    var kept: [Int32: [UInt8]] = [output: [], errors: []]
    var isTooLarge = false
    var open = [output, errors]
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while !open.isEmpty {
      var watched = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      guard poll(&watched, nfds_t(watched.count), -1) >= 0 || errno == EINTR else { break }
      for entry in watched where entry.revents != 0 {
        let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
          continue
        }
        let limit = entry.fd == output ? maximumOutput : maximumErrors
        let room = max(limit - kept[entry.fd]!.count, 0)
        kept[entry.fd]!.append(contentsOf: buffer[..<min(count, room)])
        if entry.fd == output, count > room { isTooLarge = true }
      }
    }
    for descriptor in open { close(descriptor) }
    return (kept[output]!, kept[errors]!, isTooLarge)
  }

  /// A status from `waitpid(2)` as a shell says it: the exit status, or 128 plus the number
  /// of the signal that ended the process.
  private static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
