import CoordinatorTree
import Testing

/// A hand-written test's gesture on one view (`View.performAsUser`): run only where the user
/// can reach the view, after the main loop has run.
@MainActor @Suite struct ViewUserInteractionTests {
  @Test func aReachableViewOnTheScreenOnTopRunsWhatItOffers() throws {
    let (window, navigation) = try makeNavigation("List")
    var taps = 0
    let button = TestButton("Add") { taps += 1 }
    navigation.viewControllers[0].view.addSubview(button)
    #expect(button.offeredUserInteractions.map(\.description) == ["taps 'Add'"])
    try button.performAsUser("taps 'Add'") { button.offeredUserInteractions.first?.perform }
    #expect(taps == 1 && window.log.lines.last == "userInteracts(taps 'Add')")
  }

  @Test func aViewTheUserCannotReachRunsNothing() throws {
    let (_, navigation) = try makeNavigation("List")
    var ran = 0
    let button = TestButton("Add")
    let run: () -> (@MainActor () -> Void)? = { { ran += 1 } }
    #expect(throws: NavigationError.self) { try button.performAsUser("taps 'Add'", run) }
    navigation.viewControllers[0].view.addSubview(button)
    button.isHidden = true
    #expect(throws: NavigationError.self) { try button.performAsUser("taps 'Add'", run) }
    button.isHidden = false
    #expect(throws: NavigationError.self) { try button.performAsUser("taps 'Add'") { nil } }
    navigation.pushViewController(Screen("Detail"), animated: true)
    #expect(throws: NavigationError.self) { try button.performAsUser("taps 'Add'", run) }
    #expect(ran == 0)
  }
}
