import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A view model that its screen holds strongly and its coordinator weakly (or, in the leaking
/// form, strongly), explored with no registration.
@MainActor @Suite struct ViewModelAppTests {
  static func explorer(keepsViewModelStrongly: Bool) -> FlowExplorer<ProfileCoordinator> {
    FlowExplorer(depth: 2) { window in
      ProfileCoordinator(window: window, keepsViewModelStrongly: keepsViewModelStrongly)
    }
  }

  /// The positive control: the coordinator keeps the view model after its screen left.
  @Test func aViewModelTheCoordinatorKeepsIsFoundWithItsHolder() async {
    let exploration = await Self.explorer(keepsViewModelStrongly: true).run()
    #expect(
      exploration.bugs.map(\.headline) == [
        "A leak of 'ProfileViewModel' after user taps bar button 'Profile', user taps back"
      ], "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "held by ProfileCoordinator.keptProfileViewModel → ProfileViewModel"),
      "\(exploration.text)")
  }

  @Test func aViewModelHeldWeaklyByItsCoordinatorGoesWithItsScreen() async {
    let exploration = await Self.explorer(keepsViewModelStrongly: false).run()
    #expect(exploration.isClean, "\(exploration.text)")
  }
}
