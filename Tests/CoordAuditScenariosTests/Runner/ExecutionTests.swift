import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// A statement that did nothing fails the run and says why, rather than pass as if it had
/// held or checked something.
@MainActor @Suite struct ExecutionTests {
  /// A root flow and a flow pushed from it, child-array, each with one screen.
  static let mainAndSearch = """
    system child-array
    flow Main root
      screen Home
    flow Search in Main
      screen Field
    """

  @Test func aReferenceWhoseEndsNeverLivedAtOnceFailsTheRun() async {
    let result = await ScenarioRunner.runChecked(
      """
      \(Self.mainAndSearch)
      ref Field -> Home strong
      ref Home -> Field weak
      start Main
      """)
    #expect(result.outcome == .failed)
    #expect(
      result.mismatches.map(\.message) == [
        "'ref Field -> Home strong' did nothing: no 'Field' lived while a 'Home' did, so it was "
          + "never installed; make both before the step that needs it, or drop the line",
        "'ref Home -> Field weak' did nothing: no 'Home' lived while a 'Field' did, so it was "
          + "never installed; make both before the step that needs it, or drop the line",
      ])
    #expect(result.mismatches.map(\.line) == [6, 7])
  }

  @Test func anExpectationOfAReleaseOfNothingMadeFails() async {
    let result = await ScenarioRunner.runChecked(
      """
      \(Self.mainAndSearch)
      start Main
      expect released Search Home
      """)
    #expect(
      result.mismatches.map(\.message) == [
        "expected 'Search' released after step 1 \"start Main\", but the run never made a "
          + "'Search': the expectation checks nothing",
        "expected 'Home' released after step 1 \"start Main\", but 1 instance is alive",
      ])
  }

  @Test func aSceneFlowHasNoObjectToBeReleased() async {
    // A pushed scene flow is its screens: its name alone names nothing the run makes.
    let result = await ScenarioRunner.runChecked(
      """
      system scene
      flow List root
        screen MemoList
      flow Detail in List
        screen MemoDetail
      start List
      start Detail
      user taps back
      expect released Detail MemoDetail
      """)
    #expect(
      result.mismatches.map(\.message) == [
        "expected 'Detail' released after step 3 \"user taps back\", but 'Detail' is a scene "
          + "flow, which has no object of its own (the scene coordinator shows its screens): "
          + "the expectation checks nothing; name its screens"
      ])
  }

  @Test func flatAfterOneRepetitionComparesNothing() async {
    let result = await ScenarioRunner.runChecked(
      """
      \(Self.mainAndSearch)
      start Main
      repeat 1 {
        start Search
        user taps back
      }
      expect flat
      """)
    #expect(
      result.mismatches.map(\.message) == [
        "expected live counts flat across the loop at line 7, but it ran 1 repetition: 'flat' "
          + "compares one repetition with the next, so it checked nothing"
      ])
  }

  /// A player flow, pushed from the library, that observes the app when it starts as
  /// `observation` says (`capturing self weakly`, `… until it finishes`).
  static func playerDeclarations(_ observation: String) -> String {
    """
    system hand-written
    flow Home root
      screen Library
    flow Player in Home
      screen NowPlaying model PlayerModel
      coordinator ends on did-show
      coordinator observes the app \(observation)
    """
  }

  /// A player whose flow observes the app on every start, capturing itself weakly: removed
  /// when it finishes, or never.
  static func player(removesObserver: Bool, repetitions: Int, expecting: String) -> String {
    """
    \(playerDeclarations("capturing self weakly" + (removesObserver ? " until it finishes" : "")))
    start Home
    repeat \(repetitions) {
      start Player
      user taps back
    }
    \(expecting)
    """
  }

  @Test func whatPilesUpInALoopWithoutANameIsFoundByACensusAndNamedByItsPath() async throws {
    let result = await ScenarioRunner.runChecked(
      Self.player(removesObserver: false, repetitions: 6, expecting: ""))
    #expect(result.outcome == .failed)
    let growth = result.steps.flatMap(\.findings).filter { $0.kind == .growth }
    #expect(growth.map(\.group) == ["notifications.subscriptions"])
    // Five censuses (repetitions 1 to 5) and the last one.
    #expect(growth.first?.counts == [1, 2, 3, 4, 5, 6])
    #expect(result.survivors == ["notifications.subscriptions"])
    #expect(
      result.mismatches.map(\.message) == [
        "unexpected growth of 'notifications.subscriptions' after step 13 \"user taps back\""
      ])
  }

  @Test func heapGrowthExpectedIsMetByWhatTheCensusFoundWhereHeapIsNotMeasured() async {
    // Tests measure no heap: the census is what catches it.
    let result = await ScenarioRunner.runChecked(
      Self.player(removesObserver: false, repetitions: 6, expecting: "expect growth heap"))
    #expect(result.outcome == .caught)
    #expect(result.isAsExpected)
  }

  @Test func anObserverRemovedWhenItsFlowFinishesLeavesTheLoopFlat() async {
    let result = await ScenarioRunner.runChecked(
      Self.player(removesObserver: true, repetitions: 6, expecting: "expect flat"))
    #expect(result.outcome == .clean)
    #expect(result.steps.flatMap(\.findings).isEmpty)
    // And expecting growth of it fails.
    let expecting = await ScenarioRunner.runChecked(
      Self.player(removesObserver: true, repetitions: 6, expecting: "expect growth heap"))
    #expect(expecting.outcome != .caught)
  }

  @Test func twoRepetitionsAreTooFewToCallACensusGrowth() async {
    // Two censuses: one more entry could be a cache filling once.
    let result = await ScenarioRunner.runChecked(
      Self.player(removesObserver: false, repetitions: 2, expecting: ""))
    #expect(result.steps.flatMap(\.findings).isEmpty)
    let three = await ScenarioRunner.runChecked(
      Self.player(removesObserver: false, repetitions: 3, expecting: ""))
    #expect(three.steps.flatMap(\.findings).map(\.group) == ["notifications.subscriptions"])
  }
}
