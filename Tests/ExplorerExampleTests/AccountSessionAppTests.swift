import CoordinatorTree
import ExplorerExampleApps
import HeadlessUIKit
import Testing

/// A leaked view model that a singleton still reaches through a weak delegate is not inert.
///
/// Signing out wakes it, and it pushes a screen that leaks in turn. The key must keep the
/// leaked profile (the session's weak reference is an owner it does not find), or the search
/// merges "open the profile, go back" with the start, where signing out does nothing, and
/// never finds the second leak.
@MainActor @Suite(.serialized) struct AccountSessionAppTests {
  func explore(bindsWeakly: Bool, merges: Bool = true) async -> FlowExploration {
    var explorer = FlowExplorer(
      depth: 4, app: { AccountAppCoordinator(window: $0, bindsWeakly: bindsWeakly) },
      reset: { AccountSession.shared.delegate = nil })
    explorer.merges = merges
    return await explorer.run()
  }

  @Test func theLeakedProfileStillActsAndItsNoticeLeakIsFound() async {
    let exploration = await explore(bindsWeakly: false)
    let text = exploration.bugs.map(\.text).joined(separator: "\n")
    #expect(text.contains("AccountProfileViewController"), "\(exploration.text)")
    // Found only from the state the leaked view model is still the session's delegate in.
    #expect(text.contains("SignedOutViewController"), "\(exploration.text)")
    let everySequence = await explore(bindsWeakly: false, merges: false)
    #expect(exploration.bugs.map(\.text) == everySequence.bugs.map(\.text))
  }

  @Test func theWeakBindingIsClean() async {
    let exploration = await explore(bindsWeakly: true)
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
