import Foundation

extension ViewController {
  /// Runs a checked navigation operation for a UIKit-named call: its result, or, when it
  /// throws, `nil` after recording the misuse (the operation changed nothing).
  ///
  /// - Parameters:
  ///   - call: The UIKit-named call, for the record.
  ///   - involved: The view controllers the call names, besides this one; an audit names those
  ///     it knows.
  ///   - fileID: The caller's file, or `nil` for a property setter or an initializer.
  ///   - line: The caller's line.
  ///   - operation: The checked operation, which the strict form runs too.
  /// - Returns: What the operation returned, or `nil` after a misuse.
  @discardableResult
  func recordingMisuse<Result>(
    of call: String, involving involved: [ViewController], fileID: StaticString?, line: UInt?,
    _ operation: () throws(NavigationError) -> Result
  ) -> Result? {
    do {
      return try operation()
    } catch {
      let site = fileID.map { SourceSite(fileID: $0.description, line: Int(line ?? 0)) }
      let misuse = NavigationMisuse(call: call, error: error, site: site)
      let window = ([self] + involved).lazy.compactMap(\.hostWindow).first
      if let window {
        window.record(misuse, involving: [self] + involved)
      } else {
        FileHandle.standardError.write(Data("coordaudit: \(misuse)\n".utf8))
      }
      return nil
    }
  }
}
