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
  return try await trackingLeaks(configuration: configuration, site: site, body).outcome.get()
}

/// Runs `body` with a fresh tracker, checks that every object it tracked was released, and
/// hands back the report.
///
/// The check is the one of the form that returns `body`'s value: failures on the lines where
/// the objects were tracked. The report comes back too, clean or not, to assert more on it, or
/// to keep it:
///
/// ```swift
/// let report = await withLeakTracking { tracker in
///   let flow = SearchCoordinator(navigation: navigation)
///   tracker.track(flow, role: .coordinator)
/// }
/// #expect(report.releasedCount == 1)
/// ```
///
/// A body of one expression that returns a value (`{ $0.track(screen) }`) picks the form that
/// returns that value instead.
///
/// - Parameters:
///   - configuration: Deadlines and poll intervals.
///   - isolation: The actor to run `body` on; defaults to the caller's.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - body: The code that makes, tracks and lets go of the objects.
/// - Returns: The report of the check.
/// - Throws: What `body` throws, after the check.
@discardableResult
public func withLeakTracking<Failure: Error>(
  configuration: LeakTracker.Configuration = .default,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (LeakTracker) async throws(Failure) -> Void
) async throws(Failure) -> Report {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  let (outcome, report) = await trackingLeaks(configuration: configuration, site: site, body)
  try outcome.get()
  return report
}

/// Runs `body` with a fresh current tracker, then finishes and reports; never throws.
private func trackingLeaks<Value, Failure: Error>(
  configuration: LeakTracker.Configuration, site: CallSite,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (LeakTracker) async throws(Failure) -> Value
) async -> (outcome: Result<Value, Failure>, report: Report) {
  let tracker = LeakTracker(configuration: configuration)
  if TestReports.shared.needsXCTestObserver {
    await TestReports.shared.observeXCTestBeforeAsyncCheck()
  }
  let check = BridgeCheck(site: site)
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
  check.conclude(tracker.report, from: tracker)
  return (outcome, tracker.report)
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
  return try trackingLeaksNow(
    configuration: configuration, drainingFor: drainTime, site: site, body
  ).value
}

/// Runs `body` with a fresh tracker, checks in a `defer` that every object it tracked was
/// released, and hands back the report; the synchronous form.
///
/// ```swift
/// let report = withLeakTracking { tracker in
///   let screen = makeScreen()
///   tracker.track(screen, role: .view)
/// }
/// XCTAssertEqual(report.releasedCount, 1)
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
/// - Returns: The report of the check.
/// - Throws: What `body` throws, after the check.
@discardableResult
@_disfavoredOverload
public func withLeakTracking(
  configuration: LeakTracker.Configuration = .default,
  drainingFor drainTime: Duration = .zero,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  _ body: (LeakTracker) throws -> Void
) rethrows -> Report {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return try trackingLeaksNow(
    configuration: configuration, drainingFor: drainTime, site: site, body
  ).report
}

/// Runs `body` with a fresh current tracker, then finishes and reports, also when `body`
/// throws; the synchronous counterpart of `trackingLeaks`.
private func trackingLeaksNow<Value>(
  configuration: LeakTracker.Configuration, drainingFor drainTime: Duration, site: CallSite,
  _ body: (LeakTracker) throws -> Value
) rethrows -> (value: Value, report: Report) {
  let tracker = LeakTracker(configuration: configuration)
  let check = BridgeCheck(site: site)
  func finish() {
    tracker.beginStep("end of scope")
    tracker.finishNow(drainingFor: drainTime)
    check.conclude(tracker.report, from: tracker)
  }
  let value: Value
  do {
    value = try LeakTracker.$current.withValue(tracker) { try body(tracker) }
  } catch {
    finish()
    throw error
  }
  finish()
  return (value, tracker.report)
}
