import CoordAuditScenarios
import LeakAudit

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a path names when the command line is about to write there (`--output`, `baseline
/// record`), and how to write it without losing anything the user has.
///
/// The rules, in order:
///
/// - a symbolic link is followed to its target, which is written as if it had been named;
/// - an input of the same run (a scenario file, the allow-list, the baseline it compares with)
///   is never written, however it is named (another path, a link, a hard link): refused;
/// - a directory, a block device or a socket: refused;
/// - a regular file without write permission (mode 0444, or not the user's to write): refused;
/// - a regular file, or nothing yet: written atomically, a temporary file in the target's own
///   directory flushed and renamed over it, so that a reader sees the old file or the new one;
///   a replaced file keeps its permissions;
/// - a character device (`/dev/null`, `/dev/tty`): written directly, never renamed over;
/// - a FIFO (a named pipe, `>(gzip > out.gz)`): opened without blocking, and written
///   when a process reads it; when none does, the write fails at once rather than waiting
///   forever;
/// - the process's own standard output or standard error, by any name (`/dev/stdout`, or the
///   file that `>> ci.log` appends them to), whatever it is (a file, a terminal, a pipe):
///   written through the open descriptor, after what was written there before, never renamed
///   over (which would lose the file's earlier lines, and all that the process writes to it
///   after). It is looked at before the rules above, but for the inputs of the run.
///
/// A refusal is a ``Refusal`` before anything is written; a failure while writing is a
/// ``FileAccess/Failure``, and leaves the target as it was (or, for a device or a FIFO, with
/// what was written so far).
package struct WriteTarget: Sendable {
  /// How the target is written.
  package enum Kind: Hashable, Sendable {
    /// Nothing is there yet: a new file, written atomically.
    case newFile
    /// A regular file, replaced atomically; the new one gets its permissions.
    case regularFile(permissions: UInt32)
    /// A character device, written directly.
    case characterDevice
    /// A FIFO, opened without blocking and written directly.
    case fifo
    /// The process's standard output, written through its descriptor.
    case standardOutput
    /// The process's standard error, written through its descriptor.
    case standardError
  }

  /// What the process's standard output and standard error are, by the file they write to
  /// (``FileIdentity/existing(device:inode:)``), when that is known.
  package struct Streams: Hashable, Sendable {
    package var output: FileIdentity?
    package var error: FileIdentity?

    /// Creates the identities of the standard streams.
    ///
    /// - Parameters:
    ///   - output: What standard output writes to.
    ///   - error: What standard error writes to.
    package init(output: FileIdentity? = nil, error: FileIdentity? = nil) {
      self.output = output
      self.error = error
    }

    /// The process's: what descriptors 1 and 2 are open on (`fstat(2)`).
    package static func current() -> Streams {
      func identity(_ descriptor: Int32) -> FileIdentity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return .existing(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
      }
      return Streams(output: identity(STDOUT_FILENO), error: identity(STDERR_FILENO))
    }
  }

  /// A file the run reads, which it must never write.
  package struct Input: Hashable, Sendable {
    /// What it is, for the refusal: `the scenario file 'search.scenario'`.
    package var description: String
    /// Its absolute path.
    package var path: String

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - description: What it is, for the refusal: `the allow-list 'known-leaks.txt'`.
    ///   - path: Its absolute path.
    package init(_ description: String, path: String) {
      self.description = description
      self.path = path
    }
  }

  /// Why a target is not written: a sentence without a final period (`it is read-only (mode
  /// 0444)`).
  package struct Refusal: Error, Hashable, Sendable {
    package var reason: String
  }

  /// Where to write: for a file, the path with every symbolic link followed; for a device or
  /// a FIFO, the path as given.
  package let path: String
  /// How to write there.
  package let kind: Kind

  /// Looks at what a path names and decides how to write it, or refuses.
  ///
  /// - Parameters:
  ///   - file: The path as the user gave it, for messages.
  ///   - path: The path made absolute.
  ///   - inputs: The files the run reads.
  ///   - streams: What the process's standard output and standard error are.
  /// - Throws: ``Refusal`` saying why nothing may be written there.
  package init(
    _ file: String, path: String, protecting inputs: [Input], streams: Streams = Streams()
  ) throws(Refusal) {
    let status: stat
    switch FileAccess.status(path) {
    case .success(let found): status = found
    case .failure(let failure):
      guard failure == FileAccess.Failure(errno: ENOENT) else {
        throw Refusal(reason: failure.reason)
      }
      // Nothing there, or a link to nothing: a new file where the link points.
      let target = try Self.followingLinks(path)
      let directory = FileAccess.directory(of: target)
      guard FileAccess.isDirectory(directory) else {
        let shown = target == path ? FileAccess.directory(of: file) : directory
        throw Refusal(reason: "the directory '\(shown)' does not exist")
      }
      try Self.checkWritableDirectory(directory)
      self.path = target
      kind = .newFile
      return
    }
    let type = status.st_mode & S_IFMT
    if type == S_IFREG {
      for input in inputs {
        if case .success(let other) = FileAccess.status(input.path),
          other.st_dev == status.st_dev, other.st_ino == status.st_ino
        {
          throw Refusal(reason: "it is \(input.description) of this run")
        }
      }
    }
    let identity = FileIdentity.existing(
      device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    if [S_IFREG, S_IFCHR, S_IFIFO, S_IFSOCK].contains(type), identity == streams.output {
      self.path = path
      self.kind = .standardOutput
      return
    }
    if [S_IFREG, S_IFCHR, S_IFIFO, S_IFSOCK].contains(type), identity == streams.error {
      self.path = path
      self.kind = .standardError
      return
    }
    switch type {
    case S_IFREG:
      let permissions = UInt32(status.st_mode) & 0o7777
      guard permissions & 0o222 != 0 else {
        throw Refusal(reason: "it is read-only (mode \(String(permissions & 0o777, radix: 8)))")
      }
      let target = try Self.followingLinks(path)
      guard FileAccess.withSystemPath(target, { access($0, W_OK) }) == 0 else {
        throw Refusal(reason: "it is not writable: \(FileAccess.Failure(errno: errno).reason)")
      }
      try Self.checkWritableDirectory(FileAccess.directory(of: target))
      self.path = target
      self.kind = .regularFile(permissions: permissions)
    case S_IFCHR:
      self.path = path
      self.kind = .characterDevice
    case S_IFIFO:
      self.path = path
      self.kind = .fifo
    case S_IFDIR: throw Refusal(reason: "it is a directory")
    case S_IFBLK: throw Refusal(reason: "it is a block device")
    case S_IFSOCK: throw Refusal(reason: "it is a socket")
    default: throw Refusal(reason: "it is not a file")
    }
  }

  /// Writes the text: atomically to a file, directly to a device or a FIFO, through its
  /// descriptor to a standard stream.
  ///
  /// - Parameter text: The new contents.
  /// - Throws: ``FileAccess/Failure`` with the system's reason (`no space left on device`), or
  ///   `no process is reading the FIFO`.
  package func write(_ text: String) throws(FileAccess.Failure) {
    switch kind {
    case .newFile:
      try FileAccess.writeAtomically(text, to: path, permissions: nil)
    case .regularFile(let permissions):
      try FileAccess.writeAtomically(text, to: path, permissions: permissions)
    case .characterDevice:
      try Self.writeDirectly(text, to: path, flags: 0)
    case .fifo:
      try Self.writeDirectly(text, to: path, flags: O_NONBLOCK)
    case .standardOutput:
      try FileAccess.writeAll(text, to: STDOUT_FILENO)
    case .standardError:
      try FileAccess.writeAll(text, to: STDERR_FILENO)
    }
  }

  /// Opens a device or a FIFO (never creating or truncating it) and writes to it.
  private static func writeDirectly(
    _ text: String, to path: String, flags: Int32
  ) throws(FileAccess.Failure) {
    let descriptor = FileAccess.withSystemPath(path) {
      open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC | flags)
    }
    guard descriptor >= 0 else {
      // A FIFO opened without blocking, and nobody at the other end.
      if errno == ENXIO { throw FileAccess.Failure(reason: "no process is reading the FIFO") }
      throw FileAccess.Failure(errno: errno)
    }
    defer { close(descriptor) }
    if flags & O_NONBLOCK != 0 {
      // Someone reads: from now on, wait for them as a pipe does.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    }
    try FileAccess.writeAll(text, to: descriptor)
  }

  /// The path with its symbolic links followed, one after the other, to what the last names
  /// (which may not exist yet).
  static func followingLinks(_ path: String) throws(Refusal) -> String {
    var path = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = FileAccess.withSystemPath(path) { readlink($0, &buffer, buffer.count - 1) }
      guard count >= 0 else { return path }
      let target = String(losslessBytes: buffer[..<count].map { UInt8(bitPattern: $0) })
      path = FileAccess.resolve(target, in: FileAccess.directory(of: path))
    }
    throw Refusal(reason: "too many levels of symbolic links")
  }

  private static func checkWritableDirectory(_ directory: String) throws(Refusal) {
    guard FileAccess.withSystemPath(directory, { access($0, W_OK | X_OK) }) == 0 else {
      throw Refusal(
        reason: "its directory '\(directory)' is not writable: "
          + FileAccess.Failure(errno: errno).reason)
    }
  }
}
