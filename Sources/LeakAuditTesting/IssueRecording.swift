import Foundation
package import LeakAudit

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// A failure or warning that the bridge reported, as the project's own tests capture it.
package struct ReportedIssue: Sendable, Equatable, CustomStringConvertible {
  package var message: String
  package var isWarning: Bool
  package var fileID: String
  package var filePath: String
  package var line: Int
  package var column: Int

  package var description: String {
    "\(fileID):\(line):\(column): \(isWarning ? "warning" : "error"): \(message)"
  }
}

/// Where reported issues go while a test captures them, instead of failing that test.
///
/// On Linux XCTest has no `XCTExpectFailure`, so the project's tests route failures here to
/// assert their text and location.
package final class IssueCollector: Sendable {
  private let issues = LockedBox<[ReportedIssue]>([])

  package init() {}

  package var reported: [ReportedIssue] { issues.withLock { $0 } }

  func append(_ issue: ReportedIssue) { issues.withLock { $0.append(issue) } }

  @TaskLocal package static var current: IssueCollector?
}

/// Runs `body` and returns the issues the bridge reported during it, instead of failing.
package func withCapturedIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try await IssueCollector.$current.withValue(collector) { try await body() }
  return collector.reported
}

/// Runs `body` and returns the issues the bridge reported during it, instead of failing.
package func withCapturedIssues(_ body: () throws -> Void) rethrows -> [ReportedIssue] {
  let collector = IssueCollector()
  try IssueCollector.$current.withValue(collector) { try body() }
  return collector.reported
}

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
  /// Reports the findings of a report as issues, one per place and kind.
  ///
  /// A finding about one object lands where that object was tracked; findings of the same kind
  /// and step whose objects were tracked on the same line make one issue that lists them all.
  /// A finding about a group (over limit, growth) lands at `scope`, the call that opened the
  /// check.
  static func record(
    _ report: Report, from tracker: LeakTracker, scope: IssueLocation,
    collector: IssueCollector? = IssueCollector.current
  ) {
    var issues: [(location: IssueLocation, findings: [Finding])] = []
    for finding in report.findings {
      guard finding.group == nil, let object = finding.objects.first else {
        issues.append((scope, [finding]))
        continue
      }
      let location = IssueLocation(tracker.callSite(ofObjectNumber: object.number))
      if let last = issues.last?.findings.last, last.group == nil, last.kind == finding.kind,
        last.severity == finding.severity, last.step == finding.step,
        issues[issues.count - 1].location == location
      {
        issues[issues.count - 1].findings.append(finding)
      } else {
        issues.append((location, [finding]))
      }
    }
    for issue in issues {
      var message = Report(findings: issue.findings).text
      while message.hasSuffix("\n") { message.removeLast() }
      // A known leak (an allow-list accepts it) is shown like a warning: it never fails.
      let isWarning = issue.findings[0].severity != .error
      record(message, isWarning: isWarning, at: issue.location, collector: collector)
    }
  }

  /// Reports one issue: to the capturing collector if there is one, else to Swift Testing
  /// when a Swift Testing test is running, else to XCTest.
  package static func record(
    _ message: String, isWarning: Bool, at location: IssueLocation,
    collector: IssueCollector? = IssueCollector.current
  ) {
    if let collector {
      collector.append(
        ReportedIssue(
          message: message, isWarning: isWarning, fileID: location.fileID,
          filePath: location.filePath, line: location.line, column: location.column))
      return
    }
    #if canImport(Testing)
      if Test.current != nil {
        let sourceLocation = SourceLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
        Issue.record(
          Comment(rawValue: message), severity: isWarning ? .warning : .error,
          sourceLocation: sourceLocation)
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
}

private func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
