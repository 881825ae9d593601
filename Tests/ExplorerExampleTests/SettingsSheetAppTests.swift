import CoordinatorTree
import ExplorerExampleApps
import HeadlessUIKit
import Testing

/// A leak that keeps alive an object the app still uses is left out of the key only with
/// what it keeps.
///
/// The leaked about screen holds the settings coordinator, which the app lets go of on "Done"
/// and which then outlives it (its deinit never runs). The settings screen with the leaked
/// about screen behind it is a state of its own, and so is the about screen pushed again
/// there: the leaking form has the correct form's 3 states and these 2. Once "Done" lets the
/// coordinator go, nothing the app reaches is held, and home is the start again.
@MainActor @Suite struct SettingsSheetAppTests {
  func explore(capturesWeakly: Bool, merges: Bool = true) async -> FlowExploration {
    var explorer = FlowExplorer(depth: 5) {
      SettingsAppCoordinator(window: $0, capturesWeakly: capturesWeakly)
    }
    explorer.merges = merges
    return await explorer.run()
  }

  @Test func whatTheLeakedScreenHoldsKeepsItsStatesApart() async {
    let leaking = await explore(capturesWeakly: false)
    let fixed = await explore(capturesWeakly: true)
    #expect(leaking.bugs.map(\.text).joined().contains("AboutViewController"), "\(leaking.text)")
    #expect(fixed.isClean, "\(fixed.text)")
    #expect(fixed.states == 3)
    #expect(leaking.states == fixed.states + 2)
    let everySequence = await explore(capturesWeakly: false, merges: false)
    #expect(leaking.bugs.map(\.text) == everySequence.bugs.map(\.text))
  }
}
