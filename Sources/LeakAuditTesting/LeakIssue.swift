public import LeakAudit

#if canImport(Testing)
  public import Testing
#endif

/// One problem the test bridge reports: one bug of a ``Report`` (see ``Report/Entry``), with a
/// headline that names it.
///
/// Swift Testing shows it as the issue's text, the headline first, with the details below:
///
/// ```text
/// ✘ Test searchGoesAway() recorded an issue at SearchTests.swift:12:3: Leak: SearchCoordinator "search" still alive after step 1 "back".
/// ↳   #1 coordinator SearchCoordinator "search", tracked at MyAppTests/SearchTests.swift:12
/// ↳     held by MainCoordinator.childCoordinators[0] → SearchCoordinator
/// ```
///
/// XCTest shows ``message``: the headline, a blank line, the details. A test that expects the
/// issue can match it, and get it back:
///
/// ```swift
/// withKnownIssue {
///   try await searchLeaks()
/// } matching: { issue in
///   LeakIssue(issue)?.kind == .leak
/// }
/// ```
public struct LeakIssue: Error, Hashable, Sendable, CustomStringConvertible {
  /// What happened, on one line: `Leak: SearchCoordinator "search" still alive after step 1
  /// "back"`.
  public var headline: String
  /// The objects one per line, who keeps each alive, and what to do, as ``Report/text``
  /// writes them under the headline.
  public var details: String
  /// The findings the issue reports: one bug.
  public var findings: [Finding]

  /// Creates the issue of one entry of a report.
  ///
  /// - Parameter entry: One bug of a report.
  public init(_ entry: Report.Entry) {
    headline = entry.headline
    findings = entry.findings
    var text = Report(findings: entry.findings).text
    while text.hasSuffix("\n") { text.removeLast() }
    let parts = text.split(separator: "\n\n", maxSplits: 1, omittingEmptySubsequences: false)
    details = parts.count == 2 ? String(parts[1]) : ""
  }

  /// The kind of the findings.
  public var kind: Finding.Kind { findings.first?.kind ?? .leak }

  /// Whether the issue only warns: a late release, or a leak that the allow-list accepts.
  public var isWarning: Bool { (findings.first?.severity ?? .error) != .error }

  /// The text a test framework without headlines shows: the headline with a final period, a
  /// blank line, then the details.
  public var message: String {
    details.isEmpty ? headline + "." : headline + ".\n\n" + details
  }

  /// The headline.
  public var description: String { headline }
}

#if canImport(Testing)
  extension LeakIssue {
    /// The leak issue that the test bridge recorded as this Swift Testing issue, or `nil` for
    /// any other issue.
    ///
    /// - Parameter issue: An issue a test recorded, as `withKnownIssue`'s `matching:` gets it.
    public init?(_ issue: Issue) {
      guard let text = issue.comments.first?.rawValue,
        let recorded = RecordedLeakIssues.issue(withMessage: text)
      else { return nil }
      self = recorded
    }
  }
#endif
