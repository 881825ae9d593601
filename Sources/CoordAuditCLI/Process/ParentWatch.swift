import Foundation
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A shard of `explore --jobs` dies with the process that started it.
///
/// ``ChildProcess`` starts a child with ``ChildProcess/parentVariable`` set to its own process
/// identifier, and with the child's standard input on a pipe whose other end only the parent
/// holds, and never writes. The child watches that pipe on a thread of its own: when the
/// parent ends, however it ends (SIGKILL, a crash), the system closes the parent's end, the
/// read returns end of file, and the child exits at once, with status 129 (as a hang-up).
/// A child whose parent is already gone when it starts exits at once too.
///
/// ```swift
/// ParentWatch.startIfChild()  // in `main`, before anything else
/// ```
enum ParentWatch {
  /// The status a child exits with when its parent is gone: 128 plus SIGHUP's number.
  static let orphanStatus: Int32 = 128 + SIGHUP

  /// Watches the parent when this process is a child of `explore --jobs` (its environment
  /// names the parent); does nothing otherwise.
  static func startIfChild() {
    guard let value = getenv(ChildProcess.parentVariable),
      let parent = pid_t(String(cString: value))
    else { return }
    // Started after its parent died: it was handed to another process already.
    guard getppid() == parent else { _exit(orphanStatus) }
    Thread {
      var byte: UInt8 = 0
      // The parent never writes: anything but an interrupted read means it is gone.
      while true {
        let count = read(STDIN_FILENO, &byte, 1)
        if count < 0, errno == EINTR { continue }
        if count > 0 { continue }
        _exit(orphanStatus)
      }
    }.start()
  }
}
