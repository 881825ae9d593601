import HeadlessUIKit
import Testing

import enum CoordinatorTree.MainLoop

/// `UIViewControllerTransitionCoordinator` and `UITransitionContextViewControllerKey`, read
/// where apps read them: in `didShow`, and from a screen's callbacks.
///
/// The back-button fix that apps copy runs, as apps write it, in DesignNotesTests.
@MainActor @Suite struct UIViewControllerTransitionCoordinatorTests {
  @Test func viewControllerForKeyNamesFromAndToUntilDidShow() {
    final class Reader: NSObject, UINavigationControllerDelegate {
      var read: [String] = []
      func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
      ) {
        let coordinator: UIViewControllerTransitionCoordinator? =
          navigationController.transitionCoordinator
        let from: UITransitionContextViewControllerKey = .from
        read = [
          coordinator?.viewController(forKey: from)?.title ?? "nil",
          coordinator?.viewController(forKey: .to)?.title ?? "nil",
          coordinator?.isAnimated == true ? "animated" : "not animated",
        ]
      }
    }
    let (_, navigation) = shown("Main", "Search")
    let reader = Reader()
    navigation.delegate = reader
    navigation.popViewController(animated: true)
    MainLoop.runUntilIdle()
    #expect(reader.read == ["Search", "Main", "animated"])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test func aTransitionThatIsNotAnimatedHasNone() {
    let (_, navigation) = shown("Main")
    var seen: UIViewControllerTransitionCoordinator?
    let search = Screen("Search")
    search.onDidLoad = { [unowned search] in seen = search.transitionCoordinator }
    navigation.pushViewController(search, animated: false)
    #expect(seen == nil)
  }

  @Test func alongsideCompletionsRunWhenTheTransitionEnds() {
    let (window, navigation) = shown("Main")
    let search = Screen("Search")
    var order: [String] = []
    search.onDidLoad = { [unowned search] in
      search.transitionCoordinator?.animate(
        alongsideTransition: { _ in order.append("along") },
        completion: { context in
          order.append(context.isCancelled ? "cancelled" : "completed")
          order.append(window.log.lines.last ?? "")
        })
    }
    navigation.pushViewController(search, animated: true)
    #expect(order == ["along"])
    MainLoop.runUntilIdle()
    #expect(order == ["along", "completed", "didShow(Search)"])
  }

  @Test func notifyWhenInteractionChangesRunsWhenTheUserLetsGoOfASwipe() throws {
    let (_, navigation) = shown("Main", "Search")
    let swipe = try navigation.userBeginsSwipeBack()
    var heard: [String] = []
    #expect(navigation.transitionCoordinator?.isInteractive == true)
    navigation.transitionCoordinator?.notifyWhenInteractionChanges { context in
      heard.append(context.isCancelled ? "cancelled" : "finishing")
    }
    try swipe.cancel()
    #expect(heard == ["cancelled"])
    #expect(titles(navigation.viewControllers) == ["Main", "Search"])
  }
}
