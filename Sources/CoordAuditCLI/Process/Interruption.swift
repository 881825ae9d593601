import Dispatch
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// SIGINT (Ctrl-C) and SIGTERM, caught while a long command runs, so that it stops and says
/// what it found so far rather than die with nothing: `coordaudit explore` cancels its search
/// and prints its report.
///
/// While one is watching, the signals do not end the process; when the last one stops, they
/// are handled as before. The exit status of an interrupted command is 128 plus the signal's
/// number, as a shell reports a process that a signal ended (130 for SIGINT, 143 for SIGTERM).
///
/// The handler is installed with `signal(2)` before ``init()`` returns, and does only what a
/// signal handler may: it writes the signal's number to a pipe, which a dispatch source reads.
/// (A dispatch signal source alone registers later, on its own queue: a signal that came
/// before then was lost, with the signal ignored.)
final class Interruption: Sendable {
  /// The signals watched.
  static let signals: [Int32] = [SIGINT, SIGTERM]

  /// The first signal received, and who is told.
  fileprivate final class Receiver: Sendable {
    private struct State {
      var received: Int32?
      var handler: (@Sendable (Int32) -> Void)?
    }

    private let state = LockedBox(State())

    var received: Int32? { state.withLock { $0.received } }

    func setHandler(_ handler: (@Sendable (Int32) -> Void)?) -> Int32? {
      state.withLock { state in
        state.handler = handler
        return state.received
      }
    }

    /// Keeps the first signal and hands it on.
    func receive(_ number: Int32) {
      let handler = state.withLock { state -> (@Sendable (Int32) -> Void)? in
        guard state.received == nil else { return nil }
        state.received = number
        return state.handler
      }
      handler?(number)
    }
  }

  private let receiver = Receiver()
  private let id: Int

  /// Starts watching: from now on SIGINT and SIGTERM are kept for ``whenReceived(_:)``.
  init() {
    id = SignalPipe.add(receiver)
  }

  /// Says what to do on the first signal: now, if it came already.
  ///
  /// - Parameter handler: Called once, on a queue of its own, with the signal's number.
  func whenReceived(_ handler: @escaping @Sendable (Int32) -> Void) {
    if let received = receiver.setHandler(handler) { handler(received) }
  }

  /// The first signal received, if any.
  var receivedSignal: Int32? { receiver.received }

  /// Stops watching.
  ///
  /// When no one else watches, the signals are handled as before. Stopping twice does nothing
  /// more.
  func stop() {
    SignalPipe.remove(id)
    _ = receiver.setHandler(nil)
  }

  /// `SIGINT` for 2, `SIGTERM` for 15.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }
}

/// The write end of the pipe the signal handler writes to, or -1: a global that the handler
/// reads, set before the handler is installed.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1

/// The signal handler: writes the signal's number to the pipe, and nothing else (what a
/// handler may do), keeping `errno` as it was.
private let writeSignalToPipe: @convention(c) (Int32) -> Void = { number in
  let saved = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipeWriteEnd, &byte, 1)
  errno = saved
}

/// The process's one watch on the signals, shared by every ``Interruption`` watching (tests
/// run commands side by side): the first installs the handler, the last takes it away.
private enum SignalPipe {
  private typealias Handler = @convention(c) (Int32) -> Void

  private struct Watch {
    var nextID = 0
    var receivers: [Int: Interruption.Receiver] = [:]
    var former: [Int32: Handler?] = [:]
    var source: (any DispatchSourceRead)?
  }

  private static let watch = LockedBox(Watch())

  /// Adds a receiver of the signals; the first installs the handler, before it returns.
  static func add(_ receiver: Interruption.Receiver) -> Int {
    watch.withLock { watch in
      if watch.receivers.isEmpty { start(&watch) }
      let id = watch.nextID
      watch.nextID += 1
      watch.receivers[id] = receiver
      return id
    }
  }

  /// Removes a receiver; the last gives the signals their former handling.
  static func remove(_ id: Int) {
    watch.withLock { watch in
      guard watch.receivers.removeValue(forKey: id) != nil, watch.receivers.isEmpty else {
        return
      }
      for (number, handler) in watch.former { _ = signal(number, handler ?? SIG_DFL) }
      watch.former = [:]
      signalPipeWriteEnd = -1
      watch.source?.cancel()
      watch.source = nil
    }
  }

  private static func start(_ watch: inout Watch) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    signalPipeWriteEnd = ends[1]
    let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
    // The pipe keeps what the handler wrote until the source reads it, however late it
    // starts.
    source.setEventHandler {
      var bytes = [UInt8](repeating: 0, count: 16)
      let count = read(ends[0], &bytes, bytes.count)
      guard count > 0 else { return }
      let receivers = Self.watch.withLock { Array($0.receivers.values) }
      for number in bytes[..<count] {
        for receiver in receivers { receiver.receive(Int32(number)) }
      }
    }
    source.setCancelHandler {
      close(ends[0])
      close(ends[1])
    }
    source.resume()
    watch.source = source
    for number in Interruption.signals {
      watch.former[number] = signal(number, writeSignalToPipe)
    }
    // A shard of `explore --jobs` starts with them blocked (see `ChildProcess`), so that one
    // passed on while it started waited for the handler: it comes now, on this thread.
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in Interruption.signals { sigaddset(&signals, number) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}
