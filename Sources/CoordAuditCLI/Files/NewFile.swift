#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Files written under a name that nothing has yet, as `coordaudit explore --emit` writes its
/// reproducing scenarios: never over a file that is there, never through a symbolic link
/// planted under the name, never as another output of the same run.
///
/// A name that is taken gets a number before its extension (`search-1-leak.scenario`, then
/// `search-1-leak-2.scenario`, `search-1-leak-3.scenario`…). The file is created exclusively
/// (`O_CREAT | O_EXCL`, which fails on any existing name, a link included), so that nothing
/// slipped in between the look and the write is replaced either.
package enum NewFile {
  /// The most names tried for one file.
  static let maximumTries = 1_000

  /// Writes a new file.
  ///
  /// - Parameters:
  ///   - text: Its contents.
  ///   - name: The name it would rather have, such as `search-1-leak.scenario`.
  ///   - directory: The absolute path of its directory.
  ///   - reserved: Files the run writes otherwise: a name that is one of them is taken.
  /// - Returns: The name it was written under.
  /// - Throws: ``FileAccess/Failure`` with the system's reason, or `it is not a file name` for
  ///   a name that is a path (`../x.scenario`), `.`, `..` or empty; nothing is left behind.
  package static func write(
    _ text: String, named name: String, in directory: String, avoiding reserved: Set<FileIdentity>
  ) throws(FileAccess.Failure) -> String {
    // A name from a report read from elsewhere must never lead out of the directory.
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0")
    else {
      throw FileAccess.Failure(reason: "it is not a file name")
    }
    for attempt in 1...maximumTries {
      let candidate = numbered(name, attempt)
      let path = directory == "/" ? "/" + candidate : directory + "/" + candidate
      guard !reserved.contains(FileIdentity(path: path)) else { continue }
      let descriptor = FileAccess.withSystemPath(path) {
        open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      }
      guard descriptor >= 0 else {
        if errno == EEXIST { continue }
        throw FileAccess.Failure(errno: errno)
      }
      var failure: FileAccess.Failure?
      do { try FileAccess.writeAll(text, to: descriptor) } catch { failure = error }
      if failure == nil, fsync(descriptor) != 0 { failure = FileAccess.Failure(errno: errno) }
      if close(descriptor) != 0, failure == nil { failure = FileAccess.Failure(errno: errno) }
      if let failure {
        _ = FileAccess.withSystemPath(path) { unlink($0) }
        throw failure
      }
      return candidate
    }
    throw FileAccess.Failure(
      reason: "\(maximumTries) names like '\(name)' are taken in '\(directory)'")
  }

  /// `name` for the first attempt, else `stem-N.extension`.
  static func numbered(_ name: String, _ attempt: Int) -> String {
    guard attempt > 1 else { return name }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
      return "\(name)-\(attempt)"
    }
    return "\(name[..<dot])-\(attempt)\(name[dot...])"
  }

  /// Makes a directory and the directories above it that are missing, as `mkdir -p` does.
  ///
  /// - Parameter path: An absolute path.
  /// - Throws: ``FileAccess/Failure`` with the system's reason, or `it is a file, not a
  ///   folder` when the path or a directory above it is something else.
  package static func makeDirectory(_ path: String) throws(FileAccess.Failure) {
    if case .success(let status) = FileAccess.status(path) {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileAccess.Failure(reason: "it is a file, not a folder")
      }
      return
    }
    let parent = FileAccess.directory(of: path)
    if parent != path, case .failure = FileAccess.status(parent) { try makeDirectory(parent) }
    guard FileAccess.withSystemPath(path, { mkdir($0, 0o777) }) == 0 || errno == EEXIST else {
      throw FileAccess.Failure(errno: errno)
    }
  }

  /// Checks that files can be made in a directory: it may be written and searched.
  ///
  /// - Parameter path: An absolute path of a directory.
  /// - Throws: ``FileAccess/Failure``: `it is not writable: permission denied` (or `read-only
  ///   file system`).
  package static func checkWritable(_ path: String) throws(FileAccess.Failure) {
    guard FileAccess.withSystemPath(path, { access($0, W_OK | X_OK) }) == 0 else {
      throw FileAccess.Failure(
        reason: "it is not writable: \(FileAccess.Failure(errno: errno).reason)")
    }
  }
}
