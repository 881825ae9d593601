import Foundation

extension View {
  /// Records a misuse of a view that UIKit rejects (it raises), as the navigation calls record
  /// theirs: the call did nothing of what was asked, the window's ``EventLog`` gets a `misuse`
  /// event and its ``FlowAudit`` reports a broken invariant at the caller's line.
  ///
  /// The view's window is that of the view controller whose view is at the top of its chain
  /// of superviews; a view in no view controller has none, and its misuse goes to standard
  /// error, as UIKit prints what it rejects.
  ///
  /// ```swift
  /// recordMisuse(
  ///   of: "dequeueReusableCell(withIdentifier:for:)", code: .unregisteredReuseIdentifier,
  ///   "No class is registered for 'Item'. Register one before dequeuing.",
  ///   fileID: fileID, line: line)
  /// ```
  ///
  /// - Parameters:
  ///   - call: The UIKit-named call.
  ///   - code: What kind of misuse it was.
  ///   - message: What was wrong and what to do.
  ///   - fileID: The caller's file, or `nil` for a property setter.
  ///   - line: The caller's line.
  package func recordMisuse(
    of call: String, code: NavigationError.Code, _ message: String, fileID: StaticString?,
    line: UInt?
  ) {
    let error = NavigationError(code, message)
    guard let controller = rootView.owningViewController else {
      let site = fileID.map { " at \(SourceSite(fileID: $0.description, line: Int(line ?? 0)))" }
      let misuse = "misuse\(site ?? ""): \(call) did nothing. \(message)"
      FileHandle.standardError.write(Data("coordaudit: \(misuse)\n".utf8))
      return
    }
    controller.recordingMisuse(of: call, involving: [], fileID: fileID, line: line) {
      () throws(NavigationError) in throw error
    }
  }
}
