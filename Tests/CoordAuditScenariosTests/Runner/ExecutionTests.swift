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
}
