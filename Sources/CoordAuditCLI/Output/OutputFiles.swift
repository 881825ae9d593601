import LeakAudit

extension CommandLineTool {
  /// Checks that recording may write `file`.
  ///
  /// ``WriteTarget``'s rules, and an existing file must be a baseline (of this schema version
  /// or an older one). Anything else is never replaced.
  ///
  /// - Returns: Where and how to write.
  /// - Throws: ``Stop`` with status 65.
  static func checkReplaceable(
    _ file: String, protecting readFiles: [WriteTarget.Input], environment: Environment
  ) throws(Stop) -> WriteTarget {
    let target = try writeTarget(
      file, protecting: readFiles, environment: environment, status: ExitStatus.dataError)
    // A device or a FIFO holds no baseline to lose, and reading a FIFO would wait forever.
    guard case .regularFile = target.kind else { return target }
    let help = """
      Help: 'coordaudit baseline record' replaces only a valid baseline; choose another path, \
      or move the file away first.

      """
    let bytes: [UInt8]
    do {
      bytes = try InputFile.bytes(at: target.path, kind: .baseline)
    } catch {
      throw Stop(
        "Error: refusing to replace '\(file)': it cannot be read: \(error.reason)\n" + help,
        status: ExitStatus.dataError)
    }
    do {
      _ = try Baseline(bytes: bytes, file: file)
    } catch {
      // An older baseline is still a baseline: recording replaces it with the current schema.
      guard error.kind == .olderSchema else {
        throw Stop(
          "Error: refusing to replace '\(file)': \(error.message)\n" + help,
          status: ExitStatus.dataError)
      }
    }
    return target
  }

  /// Checks that each output may be written, none of them over an input (see ``WriteTarget``).
  ///
  /// - Throws: ``Stop`` with status 64 for the first that may not.
  static func checkOutputs(
    _ outputs: [NamedOutput], protecting readFiles: [WriteTarget.Input], environment: Environment
  ) throws(Stop) {
    for output in outputs {
      _ = try writeTarget(
        output.file, protecting: readFiles, environment: environment, status: ExitStatus.usage)
    }
  }

  /// Where and how a file may be written (see ``WriteTarget``), or a one-line refusal.
  ///
  /// - Parameters:
  ///   - file: The path as the user gave it.
  ///   - readFiles: The files the run reads, never to be written.
  ///   - environment: Where relative paths start.
  ///   - status: The exit status of a refusal.
  /// - Returns: Where and how to write.
  /// - Throws: ``Stop`` with `status`: `Error: refusing to write 'FILE': REASON`.
  static func writeTarget(
    _ file: String, protecting readFiles: [WriteTarget.Input], environment: Environment,
    status: Int32
  ) throws(Stop) -> WriteTarget {
    do {
      return try WriteTarget(
        file, path: environment.resolve(file), protecting: readFiles, streams: environment.streams)
    } catch {
      throw Stop("Error: refusing to write '\(file)': \(error.reason)\n", status: status)
    }
  }
}
