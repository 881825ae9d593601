public import CoordinatorTree
import LeakAuditTesting

/// Explores an app's own coordinators and fails the test once per bug found, at the caller's
/// line, with the shortest sequence of actions that produces it, once more when replays of
/// one sequence disagreed (see ``FlowExploration/disagreementText``), and once more when the
/// walk could not read something, so that what only it holds went unjudged (see
/// ``FlowExploration/unjudgedText``): a run that could not judge everything never passes.
///
/// ```swift
/// @MainActor @Test func everySequenceReleasesWhatLeaves() async {
///   await assertExplorationFindsNothing(
///     FlowExplorer(
///       depth: 5, app: { window in try AppCoordinator(window: window) },
///       actions: [.init("open search", when: { $0.isOnHome }) { try $0.showSearch() }]))
/// }
/// ```
///
/// The failure a test shows, in Swift Testing and XCTest alike:
///
/// ```text
/// A leak of 'Search' after "open search", "close search without animation"
///
/// Leak: SearchCoordinator "Search" still alive after step 3 "close search without animation".
///
///   #5 coordinator SearchCoordinator "Search", tracked at MyAppTests/Coordinators.swift:41
///     held by MainCoordinator.childCoordinators[0] → SearchCoordinator
/// ```
///
/// - Parameters:
///   - explorer: What to explore and how deep.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The exploration, to look at further.
@MainActor @discardableResult
public func assertExplorationFindsNothing<App: AnyObject>(
  _ explorer: FlowExplorer<App>, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> FlowExploration {
  let exploration = await explorer.run()
  let location = IssueLocation(
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  for bug in exploration.bugs {
    var message = bug.text
    while message.hasSuffix("\n") { message.removeLast() }
    IssueRecorder.record(message, isWarning: false, at: location)
  }
  // Replays that disagree make every verdict above, "nothing" included, untrustworthy.
  if let disagreement = exploration.disagreementText {
    IssueRecorder.record(disagreement, isWarning: false, at: location)
  }
  // So does what the walk could not read: what only it holds was not judged.
  if let unjudged = exploration.unjudgedText {
    IssueRecorder.record(unjudged, isWarning: false, at: location)
  }
  return exploration
}
