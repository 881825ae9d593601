public import CoordinatorTree
public import LeakAudit
import LeakAuditTesting

/// Builds an app on a fresh window, plays `body` (the user's taps, back taps, swipes and sheet
/// swipe-downs, and any app code), and fails the test, at the caller's line, for everything
/// that left the window and was not released: MLeaksFinder's rule, with no assertion per step.
///
/// ```swift
/// @MainActor @Test func backAndSwipeReleaseWhatLeft() async {
///   await assertUserActionsReleaseWhatLeaves(
///     app: { ShopCoordinator(window: $0) },
///     playing: { shop in
///       let navigation = shop.navigationController
///       let buy = navigation.topViewController!.navigationItem.rightBarButtonItem!
///       try navigation.userTapsBarButton(buy)
///       try navigation.userTapsBack()
///     })
/// }
/// ```
///
/// It audits as ``FlowExplorer`` does, on the sequence the test plays: every view controller
/// is tracked as it is made, and coordinators and view models are found with no registration
/// (the window is looked at before and after every user action, so a coordinator made and left
/// between two of them is found too). The verdict waits for a settle after `body` returns,
/// while the app is still alive: a parent that keeps a finished child is still there to keep
/// it, which a check after the test (the `.checksForLeaks` trait) cannot see; work the app
/// queued on the main queue runs before anything is judged.
///
/// What is judged is what left the window during `body` (and what belonged to it); a screen
/// that left and came back is on screen again, and stays. A screen released by a later action
/// of `body`, not by the one that took it away, is not reported: the verdict is at the end.
///
/// - Parameters:
///   - build: Builds the app on the window and shows its first screen, as a scene delegate
///     would; the app is kept until the verdict.
///   - configuration: The settle deadlines and allow-list; exploration's by default.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: What the test plays on the app.
/// - Returns: The findings.
@MainActor @discardableResult
public func assertUserActionsReleaseWhatLeaves<App: AnyObject>(
  app build: @MainActor (Window) throws -> App,
  configuration: LeakTracker.Configuration = FlowExplorer<App>.defaultConfiguration,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column, playing body: @MainActor (App) throws -> Void
) async -> Report {
  let location = IssueLocation(
    CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  let window = Window()
  let audit = FlowAudit(window: window, configuration: configuration)
  // The app is built in a step, and the body plays in one.
  audit.judgesAtOnceWhenAppQueuesNothing()
  let encoder = StateEncoder()
  var app: App?
  audit.infersOwnership { app.map { [$0] } ?? [] }
  var moment = 0
  var report = Report()
  do {
    report = try await FlowAudit.$current.withValue(audit) {
      try await audit.step("start") { app = try build(window) }
    }
    guard let built = app else { return report }
    audit.addAppRoot(built)
    report = report.merging(
      Report(findings: await audit.settleInferredOwnership(encoder: encoder, moment: moment)))
    // Looks before and after every user action, inside the one step that plays the body;
    // after each, what follows is a step named after it, so that a finding says after which
    // user action its object should have gone.
    var logCount = 0
    var isInAction = false
    let token = MainLoop.observeUserActions {
      moment += 1
      audit.observeOwnership(encoder: encoder, moment: moment)
      let log = audit.window.log.events
      if !isInAction {
        audit.declareDeparturesSoFar()
        logCount = log.count
      } else if let name = log.dropFirst(min(logCount, log.count)).lazy
        .compactMap(\.userActionDescription).first
      {
        audit.beginUserActionStep(name)
      }
      isInAction.toggle()
    }
    let played = try await FlowAudit.$current.withValue(audit) {
      try await audit.step("the test's actions") {
        defer { MainLoop.stopObservingUserActions(token) }
        try body(built)
      }
    }
    moment += 1
    let inferred = await audit.settleInferredOwnership(encoder: encoder, moment: moment)
    // What was found without registration first, as the explorer puts it: its headline names
    // the survivor that keeps the others.
    report = report.merging(Report(findings: inferred)).merging(played)
  } catch {
    IssueRecorder.record("The app threw: \(error)", isWarning: false, at: location)
  }
  // One issue per cause, at the caller's line: the app's objects were tracked by the audit,
  // from the model's own lines.
  IssueRecorder.record(report, at: location)
  // What the walk could not read at all: what only it holds went unjudged, so no verdict
  // covers it, and the test does not pass.
  let unjudged = audit.unreadParts.filter { !$0.isReadConservatively }
  if !unjudged.isEmpty {
    IssueRecorder.record(
      FlowExploration.couldNotJudge(unjudged.map(\.description)), isWarning: false,
      at: location)
  }
  withExtendedLifetime(app) {}
  return report
}
