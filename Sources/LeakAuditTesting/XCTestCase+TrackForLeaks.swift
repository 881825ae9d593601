#if canImport(XCTest)
  public import LeakAudit
  public import XCTest

  extension XCTestCase {
    /// Tracks an object for the rest of the test: at teardown, the test fails on this line if
    /// the object is still alive.
    ///
    /// The check settles (without a fixed sleep) before it judges, so a release that the app
    /// queues on the main queue still counts. All objects tracked in one test share one check.
    ///
    /// ```swift
    /// func testSearchFlowGoesAwayAfterBack() {
    ///   let flow = SearchCoordinator(navigation: navigation)
    ///   trackForLeaks(flow, role: .coordinator)
    ///   flow.start()
    ///   navigation.userTapsBack()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - object: The object that must be gone when the test ends.
    ///   - role: The part the object plays, for the failure message.
    ///   - label: The flow or screen it belongs to, for the failure message.
    ///   - configuration: Deadlines of the teardown check; the first call of a test sets them.
    ///   - fileID: The caller's file ID.
    ///   - filePath: The caller's file path.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func trackForLeaks(
      _ object: AnyObject, role: Role = .object, label: String? = nil,
      configuration: LeakTracker.Configuration = .default,
      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
      line: UInt = #line, column: UInt = #column
    ) {
      let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      let (tracker, isNew) = TeardownChecks.tracker(
        for: self, configuration: configuration, scope: site)
      tracker.track(
        object, role: role, label: label, fileID: fileID, filePath: filePath, line: line,
        column: column)
      if isNew {
        let collector = IssueCollector.current
        let testCase = ObjectIdentifier(self)
        addTeardownBlock {
          await TeardownChecks.run(for: testCase, collector: collector)
        }
      }
    }
  }

  /// The trackers of the running XCTest cases, checked by their teardown blocks.
  package enum TeardownChecks {
    /// The check of one test case: its tracker, opened at the first tracking call.
    private struct Check: Sendable {
      let tracker: LeakTracker
      let bridge: BridgeCheck
      let test: String
    }

    private static let checks = LockedBox<[ObjectIdentifier: Check]>([:])

    static func tracker(
      for testCase: XCTestCase, configuration: LeakTracker.Configuration, scope: CallSite
    ) -> (LeakTracker, isNew: Bool) {
      let test = XCTestReportObserver.name(of: testCase)
      return checks.withLock { checks in
        if let check = checks[ObjectIdentifier(testCase)] { return (check.tracker, false) }
        let tracker = LeakTracker(configuration: configuration)
        checks[ObjectIdentifier(testCase)] = Check(
          tracker: tracker, bridge: BridgeCheck(site: scope), test: test)
        return (tracker, true)
      }
    }

    /// Checks and forgets the tracker of a test case; does nothing if it was already checked.
    package static func run(
      for testCase: ObjectIdentifier, collector: IssueCollector? = IssueCollector.current
    ) async {
      guard let check = checks.withLock({ $0.removeValue(forKey: testCase) }) else { return }
      check.tracker.beginStep("teardown")
      await check.tracker.finish()
      check.bridge.conclude(
        check.tracker.report, from: check.tracker, collector: collector, test: check.test)
    }
  }
#endif
