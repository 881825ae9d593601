import LeakAudit
import Testing

/// The faulty coordinator forms, end to end through a tracker: the report says who keeps each
/// survivor alive; the correct forms are clean (the positive controls run the other way).
@Suite struct CoordinatorShapeTests {
  static let advice = """
    What to do: find who still holds it: a stored closure that captures self strongly, a \
    delegate or parent reference that is not weak, or a parent that keeps a finished child.
    """
  static let adviceMany = """
    What to do: find who still holds them: a stored closure that captures self strongly, a \
    delegate or parent reference that is not weak, or a parent that keeps a finished child.
    """
  static let file = "LeakAuditTests/CoordinatorShapeTests.swift"

  // MARK: A parent that keeps a finished child

  /// Starts a search flow under a main coordinator expected alive; `removesChild` is the
  /// correct form.
  func runSearchFlow(removesChild: Bool) -> (report: Report, line: Int) {
    let tracker = LeakTracker(configuration: quick)
    let main = MainCoordinator()
    tracker.expectAlive([tracker.track(main, role: .coordinator, label: "main")])
    main.childCoordinators.append(SearchCoordinator())
    (main.childCoordinators[0] as! SearchCoordinator).parent = main
    let line = #line + 1
    let search = tracker.track(main.childCoordinators[0], role: .coordinator, label: "search")
    tracker.beginStep("back to main")
    tracker.expectReleased([search])
    if removesChild { main.childCoordinators.removeAll() }
    let report = tracker.check()
    withExtendedLifetime(main) {}
    return (report, line)
  }

  @Test func aParentThatKeepsAFinishedChildIsThePath() {
    let (report, line) = runSearchFlow(removesChild: false)
    #expect(
      report.text == """
        Leak: SearchCoordinator "search" still alive after step 1 "back to main".

          #2 coordinator SearchCoordinator "search", tracked at \(Self.file):\(line)
            held by MainCoordinator.childCoordinators[0] → SearchCoordinator
            fingerprint 86d4d4496a2e5a85

        \(Self.advice)

        """)
    #expect(report.findings[0].retainPath?.links.map(\.field) == ["childCoordinators[0]"])
    #expect(report.findings[0].unexplainedOwners == 0)
  }

  @Test func aParentThatRemovesItsChildLeavesNothing() {
    #expect(runSearchFlow(removesChild: false).report.findings.map(\.kind) == [.leak])
    #expect(runSearchFlow(removesChild: true).report.findings.isEmpty)
  }

  // MARK: A coordinator and its view model holding each other

  func runRegisterFlow(weakBackReference: Bool) -> (report: Report, line: Int) {
    let tracker = LeakTracker(configuration: quick)
    func start() -> Int {
      let coordinator = RegisterCoordinator()
      let viewModel = RegisterViewModel()
      coordinator.viewModel = viewModel
      coordinator.screen = RegisterScreen()
      if weakBackReference {
        viewModel.weakCoordinator = coordinator
      } else {
        viewModel.coordinator = coordinator
      }
      let line = #line + 1
      tracker.track(coordinator, role: .coordinator, label: "register")
      tracker.track(viewModel, role: .viewModel, label: "register")
      tracker.track(coordinator.screen!, role: .view, label: "register")
      return line
    }
    let line = start()
    tracker.beginStep("back to main")
    let report = tracker.finishNow()
    return (report, line)
  }

  @Test func aCoordinatorAndItsViewModelInACycleAreReportedAsTheLoop() {
    let (report, line) = runRegisterFlow(weakBackReference: false)
    #expect(
      report.text == """
        Leak: RegisterCoordinator "register", RegisterViewModel "register" and RegisterScreen \
        "register" still alive after step 1 "back to main".

          #1 coordinator RegisterCoordinator "register", tracked at \(Self.file):\(line)
            in a cycle: RegisterCoordinator.viewModel → RegisterViewModel.coordinator → RegisterCoordinator
            fingerprint 78bde82a021ff3f7
          #2 view model RegisterViewModel "register", tracked at \(Self.file):\(line + 1)
            in the same cycle
          #3 view RegisterScreen "register", tracked at \(Self.file):\(line + 2)
            held by RegisterCoordinator.screen → RegisterScreen (no root reaches RegisterCoordinator)
            fingerprint cba1ba5d6d43c1b4

        \(Self.adviceMany)

        """)
    clear(report)
  }

  @Test func aWeakBackReferenceFromTheViewModelLeavesNothing() {
    #expect(runRegisterFlow(weakBackReference: true).report.findings.isEmpty)
  }

  // MARK: A router and its root screen

  @Test func aRouterHeldByItsScreensViewModelIsAThreeLinkCycle() {
    let tracker = LeakTracker(configuration: quick)
    func start() {
      let router = Router()
      router.rootViewController = RoutedScreen()
      router.rootViewController?.viewModel = RoutedViewModel()
      router.rootViewController?.viewModel?.router = router
      tracker.track(router, role: "router")
    }
    start()
    let report = tracker.finishNow()
    #expect(
      report.findings.first?.retainCycle?.description
        == "Router.rootViewController → RoutedScreen.viewModel → RoutedViewModel.router → Router")
  }

  // MARK: Roots given to the tracker

  @Test func aWindowGivenAsARootStartsThePath() {
    let tracker = LeakTracker(configuration: quick)
    let window = AppWindow()
    tracker.addRetainRoot(window)
    let navigation = NavigationStub()
    window.rootViewController = navigation
    navigation.viewControllers = [RegisterScreen(), RegisterScreen()]
    tracker.expectReleased([tracker.track(navigation.viewControllers[1], role: .view)])
    let report = tracker.check()
    #expect(
      report.findings.first?.retainPath?.description
        == "AppWindow.rootViewController → NavigationStub.viewControllers[1] → RegisterScreen")
  }

  @MainActor @Test func aNamedValueRootStartsThePathWithItsName() {
    let tracker = LeakTracker(configuration: quick)
    let bus = EventBus()
    tracker.addRetainRoot(named: "EventBus.handlers") { bus.handlers }
    func subscribe() {
      let screen = RegisterScreen()
      bus.handlers.append { _ = screen }
      tracker.expectReleased([tracker.track(screen, role: .view)])
    }
    subscribe()
    let report = tracker.check()
    #expect(
      report.findings.first?.retainPath?.description
        == "EventBus.handlers[0]{closure captures} → RegisterScreen", "\(report.text)")
    #expect(report.findings.first?.unexplainedOwners == 0)
  }

  @Test func anObjectRootNeedsNoName() {
    let tracker = LeakTracker(configuration: quick)
    let bus = EventBus()
    tracker.addRetainRoot(bus)
    func subscribe() {
      let screen = RegisterScreen()
      bus.handlers.append { _ = screen }
      tracker.expectReleased([tracker.track(screen, role: .view)])
    }
    subscribe()
    #expect(
      tracker.check().findings.first?.retainPath?.description
        == "EventBus.handlers[0]{closure captures} → RegisterScreen")
  }

  @Test func anOwnerTheWalkCannotSeeIsCountedAndSaidPlainly() {
    let tracker = LeakTracker(configuration: quick)
    let global = HiddenOwner()
    let line = #line + 3
    func subscribe() {
      let screen = RegisterScreen()
      tracker.expectReleased([tracker.track(screen, role: .view, label: "detail")])
      global.keep(screen)
    }
    subscribe()
    let report = tracker.check()
    #expect(
      report.text == """
        Leak: RegisterScreen "detail" still alive.

          #1 view RegisterScreen "detail", tracked at \(Self.file):\(line)
            1 owner not found: a global, a local variable, or a closure the runtime cannot describe
            fingerprint a2653ee8fba7dd45

        \(Self.advice) To name owners not found, record the test's memory graph: \
        @Test(.recordsMemoryGraph), or MemoryGraph.startRecording() in XCTest's setUp \
        (docs/leakaudit.md, "The memory graph").

        """)
    global.release()
  }

  // MARK: Turning it off, and a runtime that cannot help

  @Test func explanationsCanBeTurnedOff() {
    let tracker = LeakTracker(
      configuration: .init(
        softDeadline: .milliseconds(20), hardDeadline: .milliseconds(60), explainsLeaks: false))
    func start() {
      let node = Node()
      node.next = node
      tracker.expectReleased([tracker.track(node)])
    }
    start()
    let finding = tracker.check().findings[0]
    #expect(finding.retainCycle == nil)
    #expect(finding.fingerprint == nil)
    #expect(finding.unexplainedOwners == nil)
  }

  @Test func aRuntimeWithoutFieldReflectionDegradesToANote() {
    let tracker = LeakTracker(
      configuration: quick,
      runtime: RuntimeSymbols(hiding: ["swift_reflectionMirror_recursiveChildMetadata"]))
    func start() {
      let node = Node()
      node.next = node
      tracker.expectReleased([tracker.track(node)])
    }
    start()
    let finding = tracker.check().findings[0]
    #expect(finding.retainCycle == nil)
    #expect(finding.unexplainedOwners == nil)
    #expect(
      finding.analysisNotes == [
        "retain paths are unavailable: the Swift runtime does not export swift_reflectionMirror_recursiveChildMetadata"
      ])
    #expect(
      finding.explanationText.contains(
        "note: retain paths are unavailable: the Swift runtime does not export"))
  }

  @Test func aRuntimeWithoutRetainCountsStillGivesPaths() {
    let tracker = LeakTracker(
      configuration: quick, runtime: RuntimeSymbols(hiding: ["swift_retainCount"]))
    func start() {
      let node = Node()
      node.next = node
      tracker.expectReleased([tracker.track(node)])
    }
    start()
    let finding = tracker.check().findings[0]
    #expect(finding.retainCycle?.description == "Node.next → Node")
    #expect(finding.unexplainedOwners == nil)
    #expect(
      finding.analysisNotes == [
        "owner counts are unavailable: the Swift runtime does not export swift_retainCount"
      ])
  }

  @Test func theSameRunGivesTheSameReportByteForByte() {
    let first = runRegisterFlow(weakBackReference: false).report
    let second = runRegisterFlow(weakBackReference: false).report
    #expect(first.text == second.text)
    #expect(first.jsonString() == second.jsonString())
    clear(first)
  }

  /// The fixtures leak on purpose; nothing to clear once the process ends, but keep the test
  /// process tidy for the sanitizers' sake.
  private func clear(_ report: Report) {}
}

extension Finding {
  /// The lines under the object, as the text report prints them.
  var explanationText: String {
    Report(findings: [self]).text
  }
}
