import CoordinatorTree
import ExplorerExampleApps
import Testing

/// A photo's tap recognizer, explored with no declared action: the explorer taps the button
/// and the photo itself.
@MainActor @Suite struct GestureAppTests {
  /// The positive control: the helper's closure captures the gallery, which holds it through
  /// its own view.
  @Test func aTapRecognizerClosureThatCapturesItsScreenIsFoundInItsCycle() async {
    let exploration = await FlowExplorer(depth: 2) {
      GalleryAppCoordinator(window: $0, usesTargetAction: false)
    }.run()
    let bug = exploration.bugs.first
    #expect(exploration.bugs.count == 1, "\(exploration.text)")
    #expect(bug?.actions == ["user taps 'Open gallery'", "user taps back"])
    #expect(
      exploration.text.contains(
        "Leak: GalleryViewController \"GalleryViewController\" and ClosureTapGestureRecognizer "
          + "still alive after step 3"), "\(exploration.text)")
    #expect(
      exploration.text.contains(
        "in a cycle: GalleryViewController.photo → UIImageView.interactionSources[0] → "
          + "ClosureTapGestureRecognizer.action{closure captures} → GalleryViewController"),
      "\(exploration.text)")
  }

  /// A target is held weakly: clean, and the explorer taps the photo (a third state, zoomed).
  @Test func aTapRecognizerWithATargetIsCleanAndItsTapIsExplored() async {
    let exploration = await FlowExplorer(depth: 3) {
      GalleryAppCoordinator(window: $0, usesTargetAction: true)
    }.run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 3)
  }
}
