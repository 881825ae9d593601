public import LeakAudit

/// Runs `body` with a fresh tracker, then checks that every object it tracked was released.
///
/// The check runs when `body` returns or throws, as a `defer` would: settling waits for the
/// releases, then every survivor is a failure on the line where it was tracked. The tracker
/// is also ``LeakTracker/current`` during `body`.
///
/// ```swift
/// await withLeakTracking { tracker in
///   let flow = SearchCoordinator(navigation: navigation)
///   tracker.track(flow, role: .coordinator)
///   flow.start()
///   navigation.popViewController(animated: false)
/// }
/// ```
///
/// - Parameters:
///   - configuration: Deadlines and poll intervals.
///   - isolation: The actor to run `body` on; defaults to the caller's.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The code that makes, tracks and lets go of the objects.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, after the check.
public func withLeakTracking<Value, Failure: Error>(
  configuration: LeakTracker.Configuration = .default,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (LeakTracker) async throws(Failure) -> Value
) async throws(Failure) -> Value {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let tracker = LeakTracker(configuration: configuration)
  let outcome = await LeakTracker.$current.withValue(tracker) {
    () async -> Result<Value, Failure> in
    do throws(Failure) {
      return .success(try await body(tracker))
    } catch {
      return .failure(error)
    }
  }
  tracker.beginStep("end of scope")
  await tracker.finish()
  IssueRecorder.record(tracker.report, from: tracker, scope: IssueLocation(site))
  return try outcome.get()
}

/// Runs `body` with a fresh tracker, then checks in a `defer` that every object it tracked was
/// released; the synchronous form, for code with no async context.
///
/// Without a drain time the objects must be gone when `body` returns. With one, the current
/// run loop runs (on the main thread, the main queue too) until they are, or the time is up.
///
/// ```swift
/// withLeakTracking(drainingFor: .milliseconds(20)) { tracker in
///   tracker.track(makeScreen(), role: .view)
/// }
/// ```
///
/// - Parameters:
///   - configuration: The soft deadline for late releases.
///   - drainTime: How long to let queued work run before survivors count as leaks.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The code that makes, tracks and lets go of the objects.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, after the check.
@_disfavoredOverload
public func withLeakTracking<Value>(
  configuration: LeakTracker.Configuration = .default,
  drainingFor drainTime: Duration = .zero,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (LeakTracker) throws -> Value
) rethrows -> Value {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let tracker = LeakTracker(configuration: configuration)
  defer {
    tracker.beginStep("end of scope")
    tracker.finishNow(drainingFor: drainTime)
    IssueRecorder.record(tracker.report, from: tracker, scope: IssueLocation(site))
  }
  return try LeakTracker.$current.withValue(tracker) { try body(tracker) }
}
