package import Foundation

/// The package's files that tests read: scenario files, documentation, and the stored expected
/// outputs ("goldens") compared byte for byte.
package enum TestFiles {
  /// The package's root folder, from where this file is.
  package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The file at `path`, relative to the package's root (`docs/scenarios.md`).
  package static func url(_ path: String) -> URL {
    root.appendingPathComponent(path)
  }

  /// The text of the file at `path`, relative to the package's root.
  package static func text(_ path: String) throws -> String {
    try String(contentsOf: url(path), encoding: .utf8)
  }

  /// The stored expected output at `path` (relative to the package's root); with
  /// `RECORD_EXPECTED=1` in the environment, stores `actual` there first (and the test still
  /// compares, so it passes): review the diff before committing.
  package static func expected(_ path: String, actual: String) throws -> String {
    if ProcessInfo.processInfo.environment["RECORD_EXPECTED"] == "1" {
      try actual.write(to: url(path), atomically: true, encoding: .utf8)
    }
    return try text(path)
  }

  /// The text between `start` and the next `end` in the file at `path` (relative to the
  /// package's root): a block of a page, after its marker.
  ///
  /// - Throws: ``Missing`` when the file has no `start`, or no `end` after it.
  package static func excerpt(of path: String, from start: String, to end: String) throws
    -> String
  {
    let text = try text(path)
    guard let begin = text.range(of: start) else { throw Missing(path: path, text: start) }
    guard let finish = text.range(of: end, range: begin.upperBound..<text.endIndex) else {
      throw Missing(path: path, text: end)
    }
    return String(text[begin.upperBound..<finish.lowerBound])
  }

  /// A marker a test looked for in a file, and did not find.
  package struct Missing: Error, CustomStringConvertible {
    /// The file, relative to the package's root.
    package var path: String
    /// What was not found.
    package var text: String

    package var description: String { "\(path) has no \(text.debugDescription)" }
  }
}
