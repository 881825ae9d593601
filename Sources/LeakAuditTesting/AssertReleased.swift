public import LeakAudit

/// Asserts that performing `action` releases the objects that `objects` names.
///
/// The `objects` expression is evaluated inside the assertion (it is an autoclosure), its
/// objects tracked weakly and the array let go of before `action` runs; after it, settling
/// waits until they are gone or the hard deadline passes. Each bug (see ``Report/entries``) is
/// a failure on the caller's line, whose headline names the survivors:
///
/// ```swift
/// await assertReleased([navigation.topViewController!]) {
///   navigation.popViewController(animated: true)
/// }
/// ```
///
/// ```text
/// Leak: DetailViewController still alive after step 1 "action".
///
///   #1 object DetailViewController, tracked at MemoTests/DetailTests.swift:12
///
/// What to do: find who still holds it: …
/// ```
///
/// A local variable of the test that still holds an object keeps it alive: look objects up
/// in the expression (`navigation.topViewController!`) instead of naming locals. The report
/// then says so: the survivor has `1 owner not found: a global, a local variable, …`.
///
/// Give the objects that outlive the step (the window, the root coordinator) as
/// `retainRoots`, so that a survivor's report says which of them holds it and through what:
///
/// ```swift
/// await assertReleased([navigation.topViewController!], retainRoots: [window]) {
///   try navigation.userTapsBack()
/// }
/// ```
///
/// ```text
///     held by Window.rootViewController → NavigationController.viewControllers[1] → DetailViewController
/// ```
///
/// - Parameters:
///   - objects: The objects that `action` must release, looked up rather than held.
///   - retainRoots: Objects from which retain paths start (see
///     ``LeakTracker/addRetainRoot(_:)``); held weakly.
///   - step: What `action` does, for the failure message.
///   - configuration: Deadlines and poll intervals.
///   - isolation: The actor to run the closures on; defaults to the caller's.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - action: What must release the objects.
/// - Returns: The report, also when it is clean.
/// - Throws: Whatever `action` throws; then nothing is checked. A step whose only `try` is
///   in `#expect(try …)` says that it throws, `{ () async throws in … }`: Swift infers a
///   closure's throwing from the `try`s it sees before macros expand.
@discardableResult
public func assertReleased(
  _ objects: @autoclosure () throws -> [AnyObject],
  retainRoots: [AnyObject] = [],
  step: String = "action",
  configuration: LeakTracker.Configuration = .default,
  isolation: isolated (any Actor)? = #isolation,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column,
  after action: () async throws -> Void
) async rethrows -> Report {
  let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  return try await checkStep(
    step, site: site, retainRoots: retainRoots, configuration: configuration,
    tracking: { tracker in
      // In the closure, so that nothing but the tracker refers to the objects after.
      try objects().map {
        tracker.track(
          $0, fileID: site.fileID, filePath: site.filePath, line: site.line,
          column: site.column)
      }
    },
    after: action)
}

/// The step of `assertReleased` and `assertGraphReleased`: a fresh tracker with the retain
/// roots, what `track` tracks expected released after `action`, and the check reported at
/// `site`.
func checkStep(
  _ step: String, site: CallSite, retainRoots: [AnyObject],
  configuration: LeakTracker.Configuration, isolation: isolated (any Actor)? = #isolation,
  tracking track: (LeakTracker) throws -> [Probe], after action: () async throws -> Void
) async rethrows -> Report {
  let tracker = LeakTracker(configuration: configuration)
  for root in retainRoots { tracker.addRetainRoot(root) }
  if TestReports.shared.needsXCTestObserver {
    await TestReports.shared.observeXCTestBeforeAsyncCheck()
  }
  let check = BridgeCheck(site: site)
  let probes = try track(tracker)
  let report = try await tracker.step(step, expectReleased: probes) {
    try await action()
  }
  check.conclude(report, from: tracker)
  return report
}
