import CoordinatorTree
import HeadlessUIKit
import LeakAuditTesting
import Testing

/// `UIActivityViewController`: a sheet that holds its items and its handler.
@MainActor @Suite struct UIActivityViewControllerTests {
  final class Sharer: UIViewController {
    var shared = false
  }

  @Test func theSheetIsPresentedAndTheUserSwipesItDown() throws {
    let (window, navigation) = shown("Rocket")
    _ = window
    let share = UIActivityViewController(activityItems: ["Falcon 9"], applicationActivities: nil)
    share.excludedActivityTypes = [.print]
    navigation.topViewController?.present(share, animated: false)
    #expect(share.activityItems as? [String] == ["Falcon 9"])
    #expect(navigation.topViewController?.presentedViewController === share)
    try share.userSwipesDownSheet()
    #expect(navigation.topViewController?.presentedViewController == nil)
  }

  /// The positive control of the handler's hold: a handler that captures its presenter keeps
  /// the presenter alive as long as the sheet is kept.
  @Test func theHandlerIsHeldStronglyWithWhatItCaptures() async {
    var sharer: Sharer? = Sharer()
    let share = UIActivityViewController(activityItems: [], applicationActivities: nil)
    share.completionWithItemsHandler = { [sharer] _, completed, _, _ in
      sharer?.shared = completed
    }
    await withKnownIssue {
      await assertReleased([sharer!], configuration: quick) { sharer = nil }
    } matching: { issue in
      String(describing: issue).contains("Leak: Sharer")
    }
    share.completionWithItemsHandler = nil
  }
}
