#if canImport(Testing)
  import LeakAudit
  public import Testing

  /// A Swift Testing trait that records the test's memory graph (see LeakAudit's
  /// `MemoryGraph`): the leak checks of the test then find a survivor's owners in the whole
  /// heap, with no retain root given.
  ///
  /// ```swift
  /// @Test(.recordsMemoryGraph, .checksForLeaks)
  /// func searchFlowGoesAwayAfterBack() async {
  ///   let main = MainCoordinator(navigation: navigation)
  ///   main.showSearch()
  ///   await assertReleased([main.childCoordinators[0]]) { main.searchDidFinish() }
  /// }
  /// ```
  ///
  /// ```text
  ///     held by MainCoordinator.childCoordinators[0] → SearchCoordinator (no root reaches MainCoordinator)
  /// ```
  ///
  /// List it before `.checksForLeaks`, so that the check runs inside the recording. An
  /// analysis that searches the graph holds every recorded object while it runs: give the
  /// trait to tests that run alone (a `.serialized` suite run by itself), or the releases of
  /// tests running beside them may come late. Where the graph cannot be recorded (see
  /// `MemoryGraph.unavailableReason`), the test runs as it would without the trait.
  public struct MemoryGraphTrait: TestTrait, SuiteTrait, TestScoping {
    /// Creates the trait; `.recordsMemoryGraph` says the same.
    public init() {}

    /// Whether a suite's tests each get the trait: always.
    public var isRecursive: Bool { true }

    /// Runs the test while the graph is recorded.
    ///
    /// - Parameters:
    ///   - test: The test being run.
    ///   - testCase: The test case being run, if any.
    ///   - function: The test body.
    /// - Throws: What the test body throws.
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard test.isSuite == false else {
        try await function()
        return
      }
      try await MemoryGraph.recording { try await function() }
    }
  }

  extension Trait where Self == MemoryGraphTrait {
    /// Records the test's memory graph, so that leak checks find owners with no root given.
    public static var recordsMemoryGraph: Self { MemoryGraphTrait() }
  }
#endif
