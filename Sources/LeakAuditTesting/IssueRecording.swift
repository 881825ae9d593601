import Foundation
package import LeakAudit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where an issue lands: a test framework's source location.
package struct IssueLocation: Equatable {
  var fileID: String
  var filePath: String
  var line: Int
  var column: Int
  /// XCTest takes the file as a `StaticString`; locations that come from Swift Testing have
  /// none, and are only ever reported to Swift Testing.
  var staticFilePath: StaticString

  package static func == (lhs: IssueLocation, rhs: IssueLocation) -> Bool {
    (lhs.filePath, lhs.line, lhs.column) == (rhs.filePath, rhs.line, rhs.column)
  }

  package init(_ site: CallSite) {
    fileID = site.fileID.description
    filePath = site.filePath.description
    line = Int(site.line)
    column = Int(site.column)
    staticFilePath = site.filePath
  }

  #if canImport(Testing)
    var sourceLocation: SourceLocation {
      SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    init(_ location: SourceLocation) {
      fileID = location.fileID
      filePath = location.filePath
      line = location.line
      column = location.column
      staticFilePath = "(unknown)"
    }
  #endif
}

package enum IssueRecorder {
  /// Reports the findings of a report as issues, one per bug (see ``Report/entries``).
  ///
  /// An entry about objects lands where its first object was tracked, when `tracker` tracked
  /// it; an entry about a group (over limit, growth), or one of a report that no tracker of
  /// the bridge made, lands at `scope`, the call that opened the check. Entries that a
  /// ``withExpectedLeaks(_:fileID:filePath:line:column:_:)`` block expects are taken by it.
  ///
  /// - Returns: The report without the entries a block expected.
  @discardableResult
  static func record(
    _ report: Report, from tracker: LeakTracker?, scope: IssueLocation,
    collector: IssueCollector? = IssueCollector.current,
    expected: ExpectedFindings? = ExpectedFindings.current
  ) -> Report {
    var unexpected: [Finding] = []
    for entry in report.entries {
      if let expected, expected.takes(entry) { continue }
      unexpected += entry.findings
      var location = scope
      if let tracker, entry.findings[0].group == nil, let object = entry.objects.first {
        location = IssueLocation(tracker.callSite(ofObjectNumber: object.number))
      }
      record(LeakIssue(entry), at: location, collector: collector)
    }
    return Report(findings: unexpected, releasedCount: report.releasedCount)
  }

  /// Reports the findings of a report that no tracker of the bridge made (an audit's, in the
  /// package's other bridges), one issue per bug, each at `scope`.
  ///
  /// - Parameters:
  ///   - report: The findings.
  ///   - scope: The call that made the check.
  package static func record(_ report: Report, at scope: IssueLocation) {
    record(report, from: nil, scope: scope)
  }

  /// Reports one issue of a report.
  ///
  /// Swift Testing records it as a comment, the headline first (an error would read "Caught
  /// error:", though nothing was thrown); ``LeakIssue/init(_:)-swift-testing`` gives a test
  /// that matches the issue the ``LeakIssue`` back.
  static func record(
    _ issue: LeakIssue, at location: IssueLocation,
    collector: IssueCollector? = IssueCollector.current
  ) {
    if let collector {
      collector.append(reported(issue.message, headline: issue.headline, issue.isWarning, location))
      return
    }
    #if canImport(Testing)
      if Test.current != nil { RecordedLeakIssues.remember(issue) }
    #endif
    record(issue.message, isWarning: issue.isWarning, at: location, collector: nil)
  }

  /// Reports one issue: to the capturing collector if there is one, else to Swift Testing
  /// when a Swift Testing test is running, else to XCTest.
  package static func record(
    _ message: String, isWarning: Bool, at location: IssueLocation,
    collector: IssueCollector? = IssueCollector.current
  ) {
    if let collector {
      let headline = String(message.prefix { $0 != "\n" })
      collector.append(
        reported(
          message, headline: headline.hasSuffix(".") ? String(headline.dropLast()) : headline,
          isWarning, location))
      return
    }
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message), severity: isWarning ? .warning : .error,
          sourceLocation: location.sourceLocation)
        return
      }
    #endif
    #if canImport(XCTest)
      if isWarning {
        // XCTest has no warnings: show it in the log without failing the test.
        writeToStandardError("\(location.filePath):\(location.line): warning: \(message)\n")
      } else {
        XCTFail(message, file: location.staticFilePath, line: UInt(location.line))
      }
    #else
      let kind = isWarning ? "warning" : "error"
      writeToStandardError("\(location.filePath):\(location.line): \(kind): \(message)\n")
    #endif
  }

  private static func reported(
    _ message: String, headline: String, _ isWarning: Bool, _ location: IssueLocation
  ) -> ReportedIssue {
    ReportedIssue(
      message: message, headline: headline, isWarning: isWarning, fileID: location.fileID,
      filePath: location.filePath, line: location.line, column: location.column)
  }
}

private func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
