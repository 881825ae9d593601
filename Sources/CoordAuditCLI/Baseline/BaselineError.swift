import CoordAuditScenarios

/// Why a baseline file cannot be used: it is unreadable, not JSON, not a coordaudit baseline,
/// too new, malformed, or cannot be written.
///
/// The command line prints ``message`` after `Error: ` and ``help`` after `Help: `, and exits with
/// status 65:
///
/// ```text
/// Error: 'ci/baseline.json' is not a coordaudit baseline: it has no "format": "coordaudit-baseline"
/// Help: give the path of a file that 'coordaudit baseline record' wrote.
/// ```
package struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  package enum Kind: Hashable, Sendable {
    /// The file could not be read.
    case unreadable
    /// The file is not valid JSON.
    case invalidJSON
    /// The file is JSON without the baseline's format marker.
    case notABaseline
    /// The file's schema version is newer than this version reads.
    case newerSchema
    /// The file's schema version is older than this version reads: version 1 keyed loops by
    /// line. `baseline record` replaces such a file.
    case olderSchema
    /// The file has the marker but not the baseline's shape.
    case malformed
    /// An existing file that is not a baseline (or is a newer one) would have been replaced.
    case refusedToReplace
    /// The file could not be written.
    case unwritable
  }

  /// What went wrong.
  package var kind: Kind
  /// The path as the user gave it.
  package var file: String
  /// A sentence without a final period, naming the file.
  package var message: String
  /// What to do about it.
  package var help: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - file: The path as the user gave it.
  ///   - message: A sentence naming the file.
  ///   - help: What to do about it.
  package init(kind: Kind, file: String, message: String, help: String? = nil) {
    self.kind = kind
    self.file = file
    self.message = message
    self.help = help
  }

  /// `Error: message`, and `Help: help` on a second line when there is help.
  package var description: String {
    "Error: \(message)" + (help.map { "\nHelp: \($0)" } ?? "")
  }
}
