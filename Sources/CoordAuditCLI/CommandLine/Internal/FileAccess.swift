#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading and writing the files the command line names, with the system's reason on failure.
///
/// Paths are resolved against a working directory (the process's, or a test's), so that tests
/// never depend on where they run. Writes to files are atomic: the text goes to a temporary
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

  /// The bytes of a file.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: The file's bytes.
  /// - Throws: ``Failure`` with the system's reason (`no such file or directory`, `is a
  ///   directory`, `permission denied`).
  package static func bytes(at path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Failure(errno: errno) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(errno: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[..<count])
    }
  }

  /// The text of a UTF-8 file.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: The file's text.
  /// - Throws: ``Failure`` with the system's reason, or `it is not UTF-8 text`.
  package static func text(at path: String) throws(Failure) -> String {
    let bytes = try bytes(at: path)
    guard let text = String(validatingUTF8Bytes: bytes) else {
      throw Failure(reason: "it is not UTF-8 text")
    }
    return text
  }

  /// Whether a path names a directory.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: `true` for a directory, or a symbolic link to one.
  package static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
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
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
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
    if failure == nil, rename(temporary, path) != 0 { failure = Failure(errno: errno) }
    if let failure {
      unlink(temporary)
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

extension String {
  /// The text of UTF-8 bytes, or `nil` when they are not valid UTF-8.
  fileprivate init?(validatingUTF8Bytes bytes: [UInt8]) {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var scalars = String.UnicodeScalarView()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput:
        self = String(scalars)
        return
      case .error: return nil
      }
    }
  }
}
