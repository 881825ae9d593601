public import LeakAudit

/// Asserts that performing `action` releases `root` and everything strongly reachable from
/// it: its view model, the view model's children, what their closures capture.
///
/// Before `action` runs, the assertion walks the graph from `root` (see
/// ``LeakTracker/trackGraph(from:ignoring:role:label:fileID:filePath:line:column:)``) and
/// tracks every object in it weakly; after, settling waits until they are gone or the hard
/// deadline passes. `assertReleased([root])` checks the root alone: a child that keeps its
/// parent view model through a strong delegate leaks with it even once the screen is gone, and
/// only a graph-wide check sees it:
///
/// ```swift
/// await assertGraphReleased(from: navigation.topViewController!, ignoring: [.type(ImageCache.self)]) {
///   navigation.popViewController(animated: false)
/// }
/// ```
///
/// ```text
/// Leak: SearchViewModel "via SearchScreen.viewModel" and SearchChild "via SearchScreen.viewModel → SearchViewModel.child" still alive after step 1 "action".
///
///   #2 object SearchViewModel "via SearchScreen.viewModel", tracked at MyAppTests/SearchTests.swift:20
///     in a cycle: SearchViewModel.child → SearchChild.delegate → SearchViewModel
///     fingerprint 0d52a0b5a3dfc8e1
///   #3 object SearchChild "via SearchScreen.viewModel → SearchViewModel.child", tracked at MyAppTests/SearchTests.swift:20
///     in the same cycle
///
/// What to do: find who still holds them: …
/// ```
///
/// Objects that rightly outlive the step (a shared cache, a parent held through `parent`)
/// are left out with `ignoring`: by type, `.type(ImageCache.self)`, or by stored property,
/// `.field("parent")` or `.field("delegate", of: SearchChild.self)`. Objects of the standard
/// library, Foundation and Dispatch are always left out.
///
/// - Parameters:
///   - root: The object whose graph `action` must release, looked up rather than held.
///   - rules: The objects and stored properties to leave out.
///   - retainRoots: Objects from which retain paths start (see
///     ``LeakTracker/addRetainRoot(_:)``); held weakly.
///   - step: What `action` does, for the failure message.
///   - configuration: Deadlines and poll intervals.
///   - isolation: The actor to run the closures on; defaults to the caller's.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
///   - action: What must release the graph.
/// - Returns: The report, also when it is clean.
/// - Throws: Whatever `action` throws; then nothing is checked. A step whose only `try` is
///   in `#expect(try …)` says that it throws, `{ () async throws in … }`: Swift infers a
///   closure's throwing from the `try`s it sees before macros expand.
@discardableResult
public func assertGraphReleased(
  from root: @autoclosure () throws -> AnyObject,
  ignoring rules: [IgnoreRule] = [],
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
      // In the closure, so that nothing but the tracker refers to the graph after.
      tracker.trackGraph(
        from: try root(), ignoring: rules, fileID: site.fileID, filePath: site.filePath,
        line: site.line, column: site.column)
    },
    after: action)
}
