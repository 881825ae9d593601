import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading the files the command line takes as input: scenario files, allow-lists, baselines,
/// test reports and the JSON reports of exploration's shards.
///
/// Only a regular file is read, and only up to a size per kind, said in the refusal: a device
/// (`/dev/zero`), a FIFO (which would wait for a writer forever), a socket or a directory is
/// refused before anything is read from it, and so is a link to one. The file is opened without
/// blocking and looked at again once open, so that what is read is what was looked at. A UTF-8
/// byte-order mark at the start is skipped (an editor's, invisible).
///
/// ```text
/// Error: cannot read 'zero.scenario': it is a character device, not a regular file
/// Error: cannot read the baseline 'big.json': it is larger than 64 MB, the most a baseline may hold
/// ```
package enum InputFile {
  /// What a file is read as, and how large it may be.
  package enum Kind: Hashable, Sendable {
    case scenario, allowList, baseline, testReport, report, memoryGraph

    /// The largest file of this kind that is read, in bytes.
    package var sizeLimit: Int {
      switch self {
      case .scenario, .allowList: 16_000_000
      case .baseline, .testReport, .report, .memoryGraph: 64_000_000
      }
    }

    /// `a scenario file`, for the refusal.
    var name: String {
      switch self {
      case .scenario: "a scenario file"
      case .allowList: "an allow-list"
      case .baseline: "a baseline"
      case .testReport: "a test report"
      case .report: "a report of coordaudit"
      case .memoryGraph: "a memory graph"
      }
    }
  }

  /// The UTF-8 byte-order mark.
  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The bytes of a regular file, a leading byte-order mark skipped.
  ///
  /// - Parameters:
  ///   - path: An absolute path.
  ///   - kind: What the file is read as: it says how large it may be.
  /// - Returns: The file's bytes.
  /// - Throws: ``FileAccess/Failure`` with the system's reason (`no such file or directory`,
  ///   `permission denied`), or why the file is not read (`it is a FIFO, not a regular file`,
  ///   `it is larger than 16 MB, the most a scenario file may hold`).
  package static func bytes(at path: String, kind: Kind) throws(FileAccess.Failure) -> [UInt8] {
    // Looked at before it is opened: opening a device can do something (a tape rewinds).
    switch FileAccess.status(path) {
    case .failure(let failure): throw failure
    case .success(let status): try check(status, kind: kind)
    }
    let descriptor = FileAccess.withSystemPath(path) {
      open($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    }
    guard descriptor >= 0 else { throw FileAccess.Failure(errno: errno) }
    defer { close(descriptor) }
    // And again once open: the path may name something else by now.
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw FileAccess.Failure(errno: errno) }
    try check(status, kind: kind)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size) + 1)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw FileAccess.Failure(errno: errno)
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[..<count])
      // A file that grows while it is read is held to the same size.
      if bytes.count > kind.sizeLimit { throw tooLarge(kind) }
    }
    if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
    return bytes
  }

  /// The text of a regular UTF-8 file, a leading byte-order mark skipped.
  ///
  /// - Parameters:
  ///   - path: An absolute path.
  ///   - kind: What the file is read as.
  /// - Returns: The file's text.
  /// - Throws: ``FileAccess/Failure`` as ``bytes(at:kind:)`` does, or `it is not UTF-8 text`.
  package static func text(at path: String, kind: Kind) throws(FileAccess.Failure) -> String {
    let bytes = try bytes(at: path, kind: kind)
    // Decoding replaces what is not UTF-8 with U+FFFD, whose bytes always differ from those it
    // replaced: the text is UTF-8 exactly when its bytes are the file's.
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.elementsEqual(bytes) else {
      throw FileAccess.Failure(reason: "it is not UTF-8 text")
    }
    return text
  }

  /// Refuses what is not a regular file of at most the kind's size.
  private static func check(_ status: stat, kind: Kind) throws(FileAccess.Failure) {
    let what: String
    switch status.st_mode & S_IFMT {
    case S_IFREG:
      guard Int(status.st_size) <= kind.sizeLimit else { throw tooLarge(kind) }
      return
    case S_IFDIR: throw FileAccess.Failure(reason: "it is a directory")
    case S_IFIFO: what = "a FIFO (a named pipe)"
    case S_IFCHR: what = "a character device"
    case S_IFBLK: what = "a block device"
    case S_IFSOCK: what = "a socket"
    default: what = "not a file"
    }
    throw FileAccess.Failure(reason: "it is \(what), not a regular file")
  }

  private static func tooLarge(_ kind: Kind) -> FileAccess.Failure {
    let megabytes = kind.sizeLimit / 1_000_000
    return FileAccess.Failure(
      reason: "it is larger than \(megabytes) MB, the most \(kind.name) may hold")
  }
}
