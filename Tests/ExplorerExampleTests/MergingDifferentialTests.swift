import CoordinatorTree
import ExplorerExampleApps
import LeakAudit
import Testing

/// Merging states changes no verdict: each example app, in its leaking and its correct form,
/// explored merging states whose keys are equal and playing every sequence, finds the same
/// bugs with the same shortest sequences, reported alike.
///
/// The leaking forms are the proof's point: what their leaks leave behind (a flow kept by its
/// own closures, a child in its parent's array) is what the key must describe, or leave out
/// only where no step can reach it again (`FlowAudit+InertSurvivors.swift`).
@MainActor @Suite struct MergingDifferentialTests {
  @Test(arguments: JudgingAtOnceDifferentialTests.forms)
  func mergingFindsWhatPlayingEverySequenceFinds(_ form: JudgingAtOnceDifferentialTests.Form)
    async
  {
    let configuration = FlowExplorer<AnyObject>.defaultConfiguration
    let merged = await form.explore(.init(configuration: configuration, playsAhead: true))
    let everySequence = await form.explore(
      .init(configuration: configuration, playsAhead: true, merges: false))
    #expect(merged.bugs.map(\.text) == everySequence.bugs.map(\.text))
    #expect(merged.bugs.map(\.actions) == everySequence.bugs.map(\.actions))
    // The search that merges explores fewer states, or as many when none repeat.
    #expect(merged.transitions <= everySequence.transitions)
    #expect(form.name.hasSuffix("leaking") != merged.isClean, "\(merged.text)")
  }
}

extension MergingDifferentialTests {
  /// A leak kept alive by its own cycle (the inbox's message screens capture themselves in
  /// their row handlers) leaves nothing any step can reach: once judged, it is left out of
  /// the key, and the leaking app comes back to its fixed form's states at any depth. (With
  /// every survivor in the key, the leaking form had 8 states at depth 5.)
  @Test func aLeakKeptByItsOwnCycleComesBackToTheFixedFormsStates() async {
    let leaking = await FlowExplorer(depth: 5) {
      MailCoordinator(window: $0, capturesWeakly: false)
    }
    .run()
    let fixed = await FlowExplorer(depth: 5) { MailCoordinator(window: $0, capturesWeakly: true) }
      .run()
    #expect(!leaking.isClean)
    #expect(fixed.isClean, "\(fixed.text)")
    #expect(leaking.states == fixed.states)
    #expect(leaking.states == 3)
  }
}
