import Foundation

/// A line for standard error, written once for the process however often it is asked for:
/// what an audit says when it had to wait long, without a line for every step that does.
///
/// ```swift
/// static let lateRound = NoticeOnce()
/// lateRound.write("coordaudit: the main queue has not run …")
/// ```
package final class NoticeOnce: Sendable {
  private let written = LockedBox(false)

  package init() {}

  /// Writes `line` and a newline to standard error, unless a line was written before.
  ///
  /// - Parameter line: The line, without its newline.
  package func write(_ line: @autoclosure () -> String) {
    let first = written.withLock { written -> Bool in
      defer { written = true }
      return !written
    }
    guard first else { return }
    FileHandle.standardError.write(Data((line() + "\n").utf8))
  }
}
