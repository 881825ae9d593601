import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The file a path names, for telling whether two paths name the same one: two outputs of one
/// run must never be the same file, however they are spelled (`F`, `./F`, `/abs/F`, a link to
/// `F`, a hard link).
///
/// A file that exists is known by its device and inode, whatever the path; one that does not
/// yet by the path it would be created at: its symbolic links followed, and its directory's
/// real path (`realpath(3)`), so that `a/../F` and a link to the directory name the same place.
package enum FileIdentity: Hashable, Sendable {
  /// An existing file, by device and inode.
  case existing(device: UInt64, inode: UInt64)
  /// A file not there yet, by the absolute path it would have.
  case new(path: String)

  /// The identity of what a path names.
  ///
  /// - Parameter path: An absolute path.
  package init(path: String) {
    if case .success(let status) = FileAccess.status(path) {
      self = .existing(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
      return
    }
    let target = (try? WriteTarget.followingLinks(path)) ?? path
    let directory = FileAccess.directory(of: target)
    let name = String(target[target.index(after: target.lastIndex(of: "/")!)...])
    let real = FileAccess.withSystemPath(directory) { path -> String? in
      guard let resolved = realpath(path, nil) else { return nil }
      defer { free(resolved) }
      return String(losslessBytes: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }
    guard let real else {
      self = .new(path: target)
      return
    }
    self = .new(path: real == "/" ? "/" + name : real + "/" + name)
  }
}
