import CoordinatorTreeTesting
import HeadlessUIKit
import Testing

import struct CoordinatorTree.FlowExplorer
import enum CoordinatorTree.MainLoop
import struct LeakAudit.Report

/// Two apps that rely on UIKit's run-loop timing without knowing it, written as apps write
/// them.
///
/// One records its state right after an animated push and reads it back in `didShow`; the
/// other keeps a storyboard-made controller weakly until it is pushed. Each has a correct and
/// a leaking form, explored by `FlowExplorer`: the correct forms must be clean (on a model
/// that ran `didShow` inside the push, the first one leaked), the leaking ones reported with
/// the survivor named.
@MainActor @Suite struct RunLoopTurnAppTests {
  /// A screen with a title, as the apps make them.
  final class Page: UIViewController {
    init(_ title: String) {
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  // MARK: A history of pages, recorded after each push

  /// Keeps the pages the user went through: a push records the page it is about to show, and
  /// `didShow` files it (or, after a pop, forgets the pages that left the stack).
  final class HistoryCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController = UINavigationController()
    /// The pages on the stack, in order.
    private(set) var history: [UIViewController] = []
    /// The page a push is showing, until `didShow` files it.
    private var showing: UIViewController?
    private let forgetsPoppedPages: Bool
    private let animated: Bool

    init(window: UIWindow, forgetsPoppedPages: Bool = true, animated: Bool = true) {
      self.forgetsPoppedPages = forgetsPoppedPages
      self.animated = animated
      super.init()
      navigationController.delegate = self
      let home = Page("Home")
      navigationController.pushViewController(home, animated: false)
      history = [home]
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
    }

    func showDetail() {
      let detail = Page("Detail")
      navigationController.pushViewController(detail, animated: animated)
      showing = detail  // on a device didShow has not come yet
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      if let showing, showing === viewController {
        history.append(showing)
        self.showing = nil
      }
      if forgetsPoppedPages {
        history.removeAll { !navigationController.viewControllers.contains($0) }
      }
    }
  }

  static func history(forgetsPoppedPages: Bool = true, animated: Bool = true) -> FlowExplorer<
    HistoryCoordinator
  > {
    FlowExplorer(
      depth: 3,
      app: {
        HistoryCoordinator(window: $0, forgetsPoppedPages: forgetsPoppedPages, animated: animated)
      },
      actions: [
        .init("show detail", when: { $0.navigationController.viewControllers.count == 1 }) {
          $0.showDetail()
        }
      ])
  }

  @Test func aStateRecordedRightAfterAnAnimatedPushIsFiledByDidShow() {
    let window = UIWindow()
    let app = HistoryCoordinator(window: window)
    app.showDetail()
    #expect(app.history.map(\.title) == ["Home"])
    MainLoop.runUntilIdle()
    #expect(app.history.map(\.title) == ["Home", "Detail"])
  }

  @Test func theHistoryAppIsCleanWhenDidShowComesAfterThePush() async {
    let exploration = await Self.history().run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states >= 2)
  }

  /// Positive control: a history that never forgets keeps every popped page.
  @Test func aHistoryThatKeepsPoppedPagesIsALeakOfThePage() async {
    let exploration = await Self.history(forgetsPoppedPages: false).run()
    let bug = exploration.bugs.first
    #expect(bug?.actions == ["\"show detail\"", "user taps back"])
    #expect(bug?.headline.hasPrefix("A leak of 'Page'") == true, "\(exploration.text)")
    #expect(bug?.text.contains("held by HistoryCoordinator.history[1] → Page") == true)
  }

  /// The same code with pushes that are not animated leaks on a device too: `didShow` comes
  /// inside the push, before the page is recorded, and the record is never filed.
  @Test func withoutAnimationTheSameCodeKeepsThePageItMeantToFile() async {
    let exploration = await Self.history(animated: false).run()
    let bug = exploration.bugs.first
    #expect(bug?.actions == ["\"show detail\"", "user taps back"])
    #expect(bug?.headline.hasPrefix("A leak of 'Page'") == true, "\(exploration.text)")
    #expect(bug?.text.contains("held by HistoryCoordinator.showing → Page") == true)
  }

  // MARK: A storyboard-made controller, kept weakly

  /// A storyboard hands its controllers back autoreleased.
  @MainActor enum Storyboard {
    static func instantiateDetail() -> Page {
      MainLoop.autorelease(Page("Detail"))
    }
  }

  /// Keeps the detail weakly until it is pushed, as an outlet-style property would; a leaking
  /// form keeps the last one strongly.
  @MainActor final class StoryboardCoordinator {
    let navigationController = UINavigationController(rootViewController: Page("Home"))
    weak var detail: UIViewController?
    private var lastDetail: UIViewController?
    private let keepsLastDetail: Bool

    init(window: UIWindow, keepsLastDetail: Bool = false) {
      self.keepsLastDetail = keepsLastDetail
      window.rootViewController = navigationController
    }

    func showDetail() {
      detail = Storyboard.instantiateDetail()
      // Alive until the turn ends: the pool holds it, as on a device.
      guard let detail else { preconditionFailure("the storyboard's controller is gone") }
      detail.title = "Detail"
      if keepsLastDetail { lastDetail = detail }
      navigationController.pushViewController(detail, animated: true)
    }
  }

  static func storyboard(keepsLastDetail: Bool = false) -> FlowExplorer<StoryboardCoordinator> {
    FlowExplorer(
      depth: 3, app: { StoryboardCoordinator(window: $0, keepsLastDetail: keepsLastDetail) },
      actions: [
        .init("show detail", when: { $0.navigationController.viewControllers.count == 1 }) {
          $0.showDetail()
        }
      ])
  }

  @Test func anAutoreleasedControllerLivesUntilTheTurnEnds() {
    weak var page: Page?
    page = Storyboard.instantiateDetail()
    #expect(page != nil)
    MainLoop.runUntilIdle()
    #expect(page == nil)
  }

  @Test func theStoryboardAppIsCleanAndItsDetailGoesWithThePop() async {
    let exploration = await Self.storyboard().run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states >= 2)
  }

  /// Positive control: the pool drains at the step's end, so what keeps the detail after that
  /// is the app's.
  @Test func aCoordinatorThatKeepsTheLastDetailLeaksIt() async {
    let exploration = await Self.storyboard(keepsLastDetail: true).run()
    let bug = exploration.bugs.first
    #expect(bug?.actions == ["\"show detail\"", "user taps back"])
    #expect(bug?.headline.hasPrefix("A leak of 'Page'") == true, "\(exploration.text)")
    #expect(bug?.text.contains("held by StoryboardCoordinator.lastDetail → Page") == true)
  }

  // MARK: The test's own sequence, audited per user action

  /// Positive control, from the test's own taps: the history keeps the popped page.
  @Test func theTestsOwnBackTapFindsThePageTheHistoryKeeps() async {
    var report = Report()
    await withKnownIssue {
      report = await assertUserActionsReleaseWhatLeaves(
        app: { HistoryCoordinator(window: $0, forgetsPoppedPages: false) },
        playing: { app in
          app.showDetail()
          try app.navigationController.userTapsBack()
        })
    }
    #expect(report.text.contains("held by HistoryCoordinator.history[1] → Page"), "\(report.text)")
  }

  /// The correct forms pass the same sequence: the history files and forgets; the storyboard's
  /// detail goes with its pop.
  @Test func theTestsOwnSequencePassesOnTheCorrectForms() async {
    let history = await assertUserActionsReleaseWhatLeaves(
      app: { HistoryCoordinator(window: $0) },
      playing: { app in
        app.showDetail()
        try app.navigationController.userTapsBack()
      })
    #expect(history.findings.isEmpty && history.releasedCount == 1, "\(history.text)")
    let storyboard = await assertUserActionsReleaseWhatLeaves(
      app: { StoryboardCoordinator(window: $0) },
      playing: { app in
        app.showDetail()
        try app.navigationController.userSwipesBack()
      })
    #expect(storyboard.findings.isEmpty && storyboard.releasedCount == 1, "\(storyboard.text)")
  }

  /// Positive control: the storyboard coordinator that keeps its last detail.
  @Test func theTestsOwnSwipeFindsTheDetailTheCoordinatorKeeps() async {
    var report = Report()
    await withKnownIssue {
      report = await assertUserActionsReleaseWhatLeaves(
        app: { StoryboardCoordinator(window: $0, keepsLastDetail: true) },
        playing: { app in
          app.showDetail()
          try app.navigationController.userSwipesBack()
        })
    }
    #expect(
      report.text.contains("held by StoryboardCoordinator.lastDetail → Page"), "\(report.text)")
  }
}
