/// Where in the source code an object was tracked: the file ID and the line.
///
/// A site prints as `Module/File.swift:42`. It holds no absolute path, so reports are the same
/// on every machine.
public struct SourceSite: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file as `#fileID` spells it: `Module/File.swift`.
  public var fileID: String
  /// The line in that file.
  public var line: Int

  /// Creates a site from a file ID and a line.
  ///
  /// - Parameters:
  ///   - fileID: The file as `#fileID` spells it.
  ///   - line: The line in that file.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// `fileID:line`.
  public var description: String { "\(fileID):\(line)" }
}

/// The full source location of a call, as test frameworks want it to report a failure.
///
/// LeakAudit keeps the `#filePath` and `#column` that XCTest and Swift Testing need, next to the
/// ``SourceSite`` that reports print.
package struct CallSite: Sendable, Hashable {
  package var fileID: StaticString
  package var filePath: StaticString
  package var line: UInt
  package var column: UInt

  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  package var site: SourceSite {
    SourceSite(fileID: fileID.description, line: Int(line))
  }

  package static func == (lhs: CallSite, rhs: CallSite) -> Bool {
    lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.filePath.description == rhs.filePath.description
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(filePath.description)
    hasher.combine(line)
    hasher.combine(column)
  }
}
