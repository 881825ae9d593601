#if canImport(Testing)
  public import LeakAudit
  public import Testing

  /// A Swift Testing trait that checks, after the test body, that every object tracked during
  /// the test was released.
  ///
  /// The trait makes a fresh ``LeakTracker`` the ``LeakTracker/current`` tracker for the test;
  /// ``trackForLeaks(_:role:label:fileID:filePath:line:column:)`` (or any code that tracks with
  /// `LeakTracker.current`) adds objects to it. When the body returns, the trait settles, and
  /// each survivor is an issue on the line where it was tracked.
  ///
  /// ```swift
  /// @Test(.checksForLeaks)
  /// func searchFlowGoesAwayAfterBack() {
  ///   let flow = SearchCoordinator(navigation: navigation)
  ///   trackForLeaks(flow, role: .coordinator)
  ///   flow.start()
  ///   navigation.userTapsBack()
  /// }
  /// ```
  ///
  /// On a suite, the trait checks each test of the suite on its own.
  ///
  /// The check comes after the body, when the test's own objects are gone too: a parent that
  /// keeps a finished child is released with it, and neither is reported. Where the app must
  /// still be alive for the verdict (a child kept in `childCoordinators`), use
  /// CoordinatorTreeTesting's `assertUserActionsReleaseWhatLeaves(app:playing:)`, which
  /// judges while it holds the app.
  public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
    /// Deadlines and poll intervals of the check.
    public var configuration: LeakTracker.Configuration

    /// Whether a suite's tests each get the trait: always.
    public var isRecursive: Bool { true }

    /// Runs the test with a fresh current tracker, then checks it.
    ///
    /// - Parameters:
    ///   - test: The test being run.
    ///   - testCase: The test case being run, if any.
    ///   - function: The test body.
    /// - Throws: What the test body throws, after the check.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard test.isSuite == false else {
        try await function()
        return
      }
      let tracker = LeakTracker(configuration: configuration)
      let check = BridgeCheck(scope: IssueLocation(test.sourceLocation))
      var thrown: (any Error)?
      do {
        try await LeakTracker.$current.withValue(tracker) { try await function() }
      } catch {
        thrown = error
      }
      tracker.beginStep("end of test")
      await tracker.finish()
      check.conclude(tracker.report, from: tracker)
      if let thrown { throw thrown }
    }
  }

  extension Trait where Self == LeakCheckTrait {
    /// Checks that every object tracked during the test is released when its body returns.
    public static var checksForLeaks: Self { LeakCheckTrait(configuration: .default) }

    /// Checks that every object tracked during the test is released when its body returns,
    /// with the given deadlines.
    ///
    /// - Parameter configuration: Deadlines and poll intervals of the check.
    /// - Returns: The trait.
    public static func checksForLeaks(_ configuration: LeakTracker.Configuration) -> Self {
      LeakCheckTrait(configuration: configuration)
    }
  }
#endif
