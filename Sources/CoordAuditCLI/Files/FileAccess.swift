import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Paths and writes of the files the command line names, with the system's reason on failure.
///
/// Paths are resolved against a working directory (the process's, or a test's), so that tests
/// never depend on where they run; a path keeps the bytes the user gave, UTF-8 or not. Reading
/// is ``InputFile``'s. Writes to files are atomic: the text goes to a temporary
/// file in the same directory, which is then renamed over the target, so a reader sees the old
/// file or the new one, never half of one. ``WriteTarget`` decides what may be written, and
/// how.
package enum FileAccess {
  /// Why a file could not be read or written, as the system says it: `no such file or
  /// directory`.
  package struct Failure: Error, Hashable, Sendable {
    /// The reason, in lower case, without a final period.
    package var reason: String
  }

  /// A path made absolute and normal: `directory/path` unless `path` starts with `/`, with
  /// `.` components, `..` components and repeated slashes worked out by the text alone.
  ///
  /// - Parameters:
  ///   - path: The path as the user gave it.
  ///   - directory: The directory relative paths start from.
  /// - Returns: The absolute path: `/a/b/c.json`.
  package static func resolve(_ path: String, in directory: String) -> String {
    let full = path.hasPrefix("/") ? path : directory + "/" + path
    var components: [Substring] = []
    for component in full.split(separator: "/") {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  /// Calls `body` with a path as the system takes it: the bytes the user gave, UTF-8 or not
  /// (see `String.init(losslessBytes:)`), ending with a NUL.
  ///
  /// Every system call that takes a path goes through here, so that `--output $'\xff.json'`
  /// writes the file named by those bytes, not one named by their replacement characters.
  ///
  /// - Parameters:
  ///   - path: A path, as the command line holds it.
  ///   - body: The system call.
  /// - Returns: What `body` returns.
  package static func withSystemPath<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) -> Result
  ) -> Result {
    var bytes = path.losslessBytes.map { CChar(bitPattern: $0) }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
  }

  /// What a path names, its links followed: `stat(2)`.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: Its status, or the system's reason.
  static func status(_ path: String) -> Result<stat, Failure> {
    var status = stat()
    let result = withSystemPath(path) { stat($0, &status) }
    return result == 0 ? .success(status) : .failure(Failure(errno: errno))
  }

  /// Whether a path names a directory.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: `true` for a directory, or a symbolic link to one.
  package static func isDirectory(_ path: String) -> Bool {
    guard case .success(let status) = status(path) else { return false }
    return (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names in a directory, but `.` and `..`, each as the bytes the system gave (see
  /// `String.init(losslessBytes:)`), sorted by those bytes.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: The names.
  /// - Throws: ``Failure`` with the system's reason (`not a directory`, `permission denied`).
  package static func names(inDirectory path: String) throws(Failure) -> [String] {
    guard let directory = withSystemPath(path, { opendir($0) }) else {
      throw Failure(errno: errno)
    }
    defer { closedir(directory) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
    }
    return names.sorted { $0.lexicographicallyPrecedes($1) }.map { String(losslessBytes: $0) }
  }

  /// The directory part of a path: `a/b` for `a/b/c.json`, `.` for `c.json`, `/` for `/c`.
  ///
  /// - Parameter path: A path.
  /// - Returns: The part before the last `/`.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Writes all of a text to a file descriptor (standard output or error, a device, a file),
  /// retrying after partial writes and interruptions.
  ///
  /// - Parameters:
  ///   - text: The text to write.
  ///   - descriptor: An open descriptor, such as `STDOUT_FILENO`.
  /// - Throws: ``Failure`` with the system's reason when a write fails (`no space left on
  ///   device`, `broken pipe`); part of the text may have been written.
  package static func writeAll(_ text: String, to descriptor: Int32) throws(Failure) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(errno: errno)
      }
      guard count > 0 else { throw Failure(reason: "nothing could be written") }
      offset += count
    }
  }

  /// Replaces or creates a file atomically: writes a temporary file in the same directory,
  /// then renames it over the target.
  ///
  /// On failure the temporary file is removed and the target is untouched. Say where and how
  /// with ``WriteTarget``, which follows links and refuses what must not be replaced.
  ///
  /// - Parameters:
  ///   - text: The new contents.
  ///   - path: An absolute path.
  ///   - permissions: The new file's permissions (those of the file it replaces); `nil` for a
  ///     new file's default, 0644 less the process's umask.
  /// - Throws: ``Failure`` with the system's reason.
  package static func writeAtomically(
    _ text: String, to path: String, permissions: UInt32? = nil
  ) throws(Failure) {
    let directory = directory(of: path)
    let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
    var temporary = ""
    var descriptor: Int32 = -1
    for _ in 0..<8 {
      let suffix = UInt32.random(in: 0...UInt32.max)
      temporary = directory + "/." + name + ".\(getpid()).\(suffix).tmp"
      descriptor = withSystemPath(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw Failure(errno: errno) }
    var failure: Failure?
    if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
      failure = Failure(errno: errno)
    }
    if failure == nil {
      do { try writeAll(text, to: descriptor) } catch { failure = error }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = Failure(errno: errno) }
    if close(descriptor) != 0, failure == nil { failure = Failure(errno: errno) }
    if failure == nil {
      let renamed = withSystemPath(temporary) { from in
        withSystemPath(path) { to in rename(from, to) }
      }
      if renamed != 0 { failure = Failure(errno: errno) }
    }
    if let failure {
      _ = withSystemPath(temporary) { unlink($0) }
      throw failure
    }
  }
}

extension FileAccess.Failure {
  /// The system's message for an error number, with a lower-case first letter.
  init(errno number: Int32) {
    let message = String(cString: strerror(number))
    reason = message.prefix(1).lowercased() + message.dropFirst()
  }
}
