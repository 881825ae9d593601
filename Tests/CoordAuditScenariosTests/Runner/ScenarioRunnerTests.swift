import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// The runner on scenarios of its own: extra references of every kind, tabs in every system,
/// a mix of systems, expectations that fail, errors, and the ownership graph.
@MainActor @Suite struct ScenarioRunnerTests {
  func run(_ source: String) async -> ScenarioResult {
    await ScenarioRunner.runChecked(source)
  }

  /// Main → Search, whose coordinator the Home screen (which stays) refers to; then back.
  func searchWithReference(_ kind: String) -> String {
    """
    system child-array
    flow Main root
      screen Home
    flow Search in Main
      screen Field model FieldModel
    ref Home -> Search \(kind)
    start Main
    start Search
    user taps back
    """
  }

  @Test(arguments: ["strong", "closure", "delegate"])
  func anOwningReferenceKeepsItsTargetAndIsCaught(kind: String) async {
    let result = await run(searchWithReference(kind))
    #expect(result.outcome == .failed)
    #expect(result.survivors == ["Search"])
    #expect(
      result.mismatches.first?.message
        == "unexpected leak of 'Search' after step 3 \"user taps back\"")
  }

  @Test func aStepOnAFlowWhoseCoordinatorWasReleasedIsAnErrorNotACrash() async {
    // Nothing holds a self-releasing coordinator whose screens have no view model: it goes at
    // once, its screens stay, and the flow's code (a push) has nothing to run on. Exploration
    // met it in a random app: the runner unwrapped a coordinator that was gone.
    let result = await run(
      """
      system self-releasing
      flow Main root
        screen Home
      flow Register in Main
        screen StepOne
        screen StepTwo
      start Main
      start Register
      push StepTwo
      """)
    #expect(result.outcome == .failed)
    #expect(result.survivors == ["Register"])
    #expect(result.steps.last?.error?.code == "notStarted")
    #expect(
      result.steps.last?.error?.message
        == "'Register' has no coordinator: it was released while its screens are on screen")
  }

  @Test(arguments: ["weak", "unowned"])
  func aReferenceThatDoesNotOwnKeepsNothing(kind: String) async {
    let result = await run(searchWithReference(kind))
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }

  @Test(arguments: ["child-array", "self-releasing", "router", "scene"])
  func tabsStartTogetherAndATapSwitchesWhereTheNextScreenGoes(system: String) async {
    // A router flow has one screen: About is a flow of its own there.
    let about =
      system == "router"
      ? (declaration: "flow About in Settings\n  screen AboutScreen", step: "start About")
      : (declaration: "  screen About", step: "push About")
    let result = await run(
      """
      system \(system)
      flow Feed tab
        screen FeedList model FeedModel
      flow Settings tab
        screen SettingsList
      \(about.declaration)
      start tabs
      user taps tab 1
      \(about.step)
      user taps back
      expect alive FeedList FeedModel SettingsList
      user taps tab 0
      expect clean
      """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    #expect(result.steps.count == 5)
  }

  @Test func aSelfReleasingFlowUnderAChildArrayParentGoesWithItsScreens() async {
    let result = await run(
      """
      flow Main child-array root
        screen Home
      flow Register self-releasing in Main
        screen StepOne model RegisterModel
        screen StepTwo model RegisterModel
      start Main
      start Register
      push StepTwo
      pop to Home
      expect released Register RegisterModel StepOne StepTwo
      """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    #expect(result.systems == ["child-array", "self-releasing"])
  }

  /// Main → Search (child-array) → Terms (a router flow) on one navigation controller.
  func routerOverChildArray(_ fault: String) -> String {
    """
    flow Main child-array root
      screen Home
    flow Search child-array in Main
      screen Field
    flow Terms router in Search \(fault)
      screen TermsScreen
    start Main
    start Search
    start Terms
    user taps back
    expect released Terms TermsScreen
    user taps back
    """
  }

  @Test func aRouterAndAChildArrayFlowShareOneNavigationControllersDelegate() async {
    // The push transition joins the delegate that every kit shares: the child-array root
    // still hears the back tap that leaves Search.
    let result = await run(routerOverChildArray("") + "\nexpect released Search Field")
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }

  @Test func aPushTransitionThatTakesTheDelegateLeavesTheChildArrayRootDeafAndIsCaught() async {
    // The notes' transition makes itself the delegate: the child-array root never hears the
    // back tap that leaves Search, which its parent keeps.
    let result = await run(
      routerOverChildArray("faulty takes-navigation-delegate") + "\nexpect leak Search")
    #expect(result.outcome == .caught, "\(result.mismatches.map(\.message))")
    #expect(result.survivors == ["Search"])
  }

  @Test func anExpectationThatDoesNotHoldIsAMismatchNamingItsLine() async {
    let result = await run(
      """
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Field
      start Main
      start Search
      expect leak Search
      expect released Field
      user taps back
      expect alive Field
      """)
    #expect(result.outcome == .failed)
    #expect(result.expected == .caught)
    #expect(
      result.mismatches == [
        Mismatch(
          line: 8,
          message: "expected a leak of 'Search' after step 2 \"start Search\", but found none"),
        Mismatch(
          line: 9,
          message:
            "expected 'Field' released after step 2 \"start Search\", but 1 instance is alive"),
        Mismatch(
          line: 11,
          message: "expected 'Field' alive after step 3 \"user taps back\", but it is released"),
      ])
  }

  @Test func oneBugIsOneMismatchLineAndOneExpectationLineForAllItsNames() async {
    let result = await run(
      """
      system child-array
      flow Main root
        screen Home
      flow Compose in Main sheet
        screen Draft model DraftModel
      ref DraftModel -> Compose strong
      start Main
      present Compose
      user swipes down
      expect released Compose Draft
      """)
    #expect(
      result.mismatches.map(\.message) == [
        """
        unexpected leak of 'Compose', 'ComposeNav', 'Draft', 'DraftModel' after step 3 \
        "user swipes down"
        """,
        """
        expected 'Compose', 'ComposeNav' and 'Draft' released after step 3 "user swipes down", \
        but they are alive (instances: 1, 1, 1)
        """,
      ])
  }

  @Test func anAllowListedLeakSatisfiesAnExpectationThatItBeReleased() async throws {
    let source = """
      system self-releasing
      flow Main root
        screen Home
      flow Register in Main
        screen StepOne model RegisterModel
      ref Register -> RegisterModel strong
      start Main
      start Register
      pop to Home
      expect released Register RegisterModel
      """
    let failing = await run(source)
    #expect(failing.mismatches.count == 2)
    let fingerprint = try #require(failing.findings.first?.fingerprint)
    let allowList = try AllowList(parsing: "\(fingerprint) the register cycle, known\n")
    let known = await ScenarioRunner().run(
      source, file: "t.scenario", options: RunOptions(measuresHeap: false, allowList: allowList))
    #expect(known.mismatches == [])
    #expect(known.outcome == .clean)
    #expect(known.findings.map(\.severity) == [.note, .note])
  }

  @Test func anUnexpectedErrorStopsTheScenarioAndIsAMismatch() async {
    let result = await run(
      """
      system child-array
      flow Main root
        screen Home
      start Main
      pop
      start Main
      """)
    #expect(result.outcome == .failed)
    #expect(result.steps.count == 2, "nothing runs after the error")
    #expect(result.steps[1].error?.code == "nothingToPop")
    #expect(
      result.mismatches.map(\.message) == [
        "step 2 \"pop\" failed: Cannot pop: 'MainNav' shows only its first screen, 'Home'. "
          + "(nothingToPop)"
      ])
  }

  @Test func anExpectedErrorLetsTheScenarioGoOn() async {
    let result = await run(
      """
      system child-array
      flow Main root
        screen Home
      start Main
      start Main
      expect error alreadyStarted
      user taps back
      expect error nothingToPop
      """)
    #expect(result.outcome == .caught)
    #expect(result.isAsExpected)
    #expect(result.steps.map { $0.error?.code } == [nil, "alreadyStarted", "nothingToPop"])
  }

  @Test func aLoopThatKeepsSomethingEveryTimeIsGrowthByItself() async {
    let result = await run(
      """
      system child-array
      flow Login root
        screen SignIn
      flow Main root faulty kept-after-logout
        screen Home
      start Main
      repeat 4 {
        replace root with Login
        expect leak Main Home
        replace root with Main
      }
      """)
    #expect(result.outcome == .failed)
    #expect(result.loops.map(\.liveCounts.count) == [4])
    #expect(
      result.mismatches.map(\.message) == [
        "unexpected growth of 'Main' after step 9 \"replace root with Main\"",
        "unexpected growth of 'MainNav' after step 9 \"replace root with Main\"",
        "unexpected growth of 'Home' after step 9 \"replace root with Main\"",
      ])
  }

  @Test func theGraphShowsTheFailingStepWithItsSurvivorsAndWeakEdges() async throws {
    let result = await run(
      """
      system child-array
      flow Main root faulty no-removal-on-back
        screen Home
      flow Search in Main
        screen Field model FieldModel
      start Main
      start Search
      user taps back
      expect leak Search
      """)
    let graph = try #require(result.graph)
    #expect(graph.step == 3)
    let byName = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.name, $0) })
    #expect(byName["Search"]?.isSurvivor == true)
    #expect(byName["Home"]?.isSurvivor == false)
    let edges = graph.edges.map { edge in
      "\(graph.nodes.first { $0.id == edge.from }!.name) -\(edge.label)/\(edge.strength)-> "
        + graph.nodes.first { $0.id == edge.to }!.name
    }
    #expect(edges.contains("Main -childCoordinators[0]/strong-> Search"))
    #expect(edges.contains("Search -parentCoordinator/weak-> Main"))
    #expect(!byName.keys.contains("Field"), "the popped screen is gone")
  }

  @Test func heapBytesOfALoopAreMeasuredOncePerRepetitionInASecondRun() async throws {
    let source = """
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen Field model FieldModel
      start Main
      repeat 5 {
        start Search
        user taps back
      }
      """
    let measured = await ScenarioRunner().run(source, file: "t.scenario", options: RunOptions())
    // Only the count: the values are the allocator's, shared with the tests running meanwhile.
    // Under a sanitizer the allocator keeps no statistics: nothing is measured.
    #expect(measured.loops.first?.heapBytes?.count == (HeapStatistics.isAvailable ? 5 : nil))
    #expect(measured.steps.count == 11, "the second run adds no step")
    let unmeasured = await run(source)
    #expect(unmeasured.loops.first?.heapBytes == nil)
    #expect(unmeasured.outcome == .clean)
  }
}

extension RunOptions {
  /// Tests run in parallel, and the allocator's statistics count every thread: heap is
  /// measured end to end, by the `coordaudit` binary, and not in these tests.
  static let inTests = RunOptions(measuresHeap: false)
}

/// `expect released in order`: what a step released, in the order the objects died.
@MainActor @Suite struct ReleaseOrderExpectationTests {
  func run(_ order: String) async -> ScenarioResult {
    let source = """
      system self-releasing
      flow Main root
        screen Home
      flow Register in Main
        screen StepOne model RegisterModel
        screen StepTwo model RegisterModel
      start Main
      start Register
      push StepTwo
      pop to Home
      expect released in order \(order)
      """
    #expect(ScenarioRunner().check(source, file: "t.scenario").isEmpty)
    return await ScenarioRunner().run(source, file: "t.scenario", options: .inTests)
  }

  @Test func theRegisterFlowGoesScreensFirstThenItsViewModelThenItsCoordinator() async {
    let result = await run("StepOne, StepTwo, RegisterModel, Register")
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    #expect(result.steps.last?.released == ["StepOne", "StepTwo", "RegisterModel", "Register"])
  }

  @Test func commasAreOptionalAndASubsetIsCheckedInItsOwnOrder() async {
    #expect(await run("StepTwo Register").outcome == .clean)
  }

  @Test func anotherOrderIsAMismatchThatSaysTheOrderSeen() async {
    let result = await run("Register, StepOne")
    #expect(
      result.mismatches.map(\.message) == [
        "expected Register, StepOne released in that order after step 4 \"pop to Home\", but "
          + "they went StepOne, Register"
      ])
  }

  @Test func aNameTheStepDidNotReleaseIsAMismatch() async {
    let result = await run("StepOne, Home")
    #expect(
      result.mismatches.map(\.message) == [
        "expected 'Home' released by step 4 \"pop to Home\", but it was not"
      ])
  }
}

extension ScenarioRunner {
  /// Loads a scenario that must have no problem, once, and runs it without measuring heap.
  @MainActor static func runChecked(_ source: String) async -> ScenarioResult {
    let runner = ScenarioRunner()
    let loaded = runner.load(source, file: "t.scenario")
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
    return await runner.run(loaded, options: .inTests)
  }
}
