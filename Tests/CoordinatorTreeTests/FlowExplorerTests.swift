import CoordinatorTree
import CoordinatorTreeTesting
import Foundation
import Testing
import XCTest

@testable import LeakAuditTesting

/// An app's coordinators written as blog posts write them, without the kits: a main
/// coordinator with a `childCoordinators` array, a search coordinator, and the back-button fix
/// most apps copy, which reads the transition coordinator in `didShow`.
///
/// The app registers its coordinators and view models with ``FlowAudit/current`` (one line
/// each); its view controllers register themselves.
enum SearchApp {
  final class HomeViewController: ViewController {}

  @MainActor final class SearchViewModel {
    weak var coordinator: SearchCoordinator?
  }

  final class SearchViewController: ViewController {
    let viewModel: SearchViewModel
    init(viewModel: SearchViewModel) {
      self.viewModel = viewModel
      super.init(title: "Search")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @MainActor final class MainCoordinator: NavigationControllerDelegate {
    var childCoordinators: [SearchCoordinator] = []
    let navigationController: NavigationController
    /// The fix done right: children whose screens left the stack finish, whatever took them
    /// away; the copied fix reads the transition coordinator, which a non-animated pop lacks.
    let findsEveryPop: Bool

    init(window: Window, findsEveryPop: Bool) throws {
      self.findsEveryPop = findsEveryPop
      let home = HomeViewController(title: "Home")
      navigationController = NavigationController(rootViewController: home, title: "Nav")
      FlowAudit.current?.registerCoordinator(self, label: "Main", isRoot: true)
      FlowAudit.current?.registerScreen(home, label: "Home", owner: self)
      navigationController.delegate = self
      try window.setRootViewController(navigationController)
    }

    var isOnHome: Bool { navigationController.topViewController is HomeViewController }
    var isOnSearch: Bool { navigationController.topViewController is SearchViewController }

    func showSearch() throws {
      let child = SearchCoordinator(navigationController: navigationController, parent: self)
      childCoordinators.append(child)
      try child.start()
    }

    func childDidFinish(_ child: SearchCoordinator) {
      childCoordinators.removeAll { $0 === child }
    }

    func navigationController(
      _ navigationController: NavigationController, didShow viewController: ViewController,
      animated: Bool
    ) {
      if findsEveryPop {
        for child in childCoordinators where !child.isOnStack { childDidFinish(child) }
        return
      }
      // The copied fix.
      guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
        !navigationController.viewControllers.contains(where: { $0 === from })
      else { return }
      if let search = from as? SearchViewController, let child = search.viewModel.coordinator {
        childDidFinish(child)
      }
    }
  }

  @MainActor final class SearchCoordinator {
    weak var parent: MainCoordinator?
    unowned let navigationController: NavigationController
    weak var screen: SearchViewController?

    init(navigationController: NavigationController, parent: MainCoordinator) {
      self.navigationController = navigationController
      self.parent = parent
      FlowAudit.current?.registerCoordinator(self, label: "Search", parent: parent)
    }

    var isOnStack: Bool {
      navigationController.viewControllers.contains { $0 === screen }
    }

    func start() throws {
      let viewModel = SearchViewModel()
      viewModel.coordinator = self
      let screen = SearchViewController(viewModel: viewModel)
      self.screen = screen
      FlowAudit.current?.registerScreen(screen, label: "Search", owner: self)
      FlowAudit.current?.registerViewModel(
        viewModel, label: "SearchModel", screens: [screen], owner: self)
      try navigationController.strict.pushViewController(screen, animated: true)
    }
  }

  /// The app, its two actions, explored to depth 4.
  @MainActor
  static func explorer(findsEveryPop: Bool) -> FlowExplorer<MainCoordinator> {
    FlowExplorer(
      depth: 4,
      app: { window in try MainCoordinator(window: window, findsEveryPop: findsEveryPop) },
      actions: [
        .init("open search", when: { $0.isOnHome }) { try $0.showSearch() },
        .init("close search without animation", when: { $0.isOnSearch }) {
          $0.navigationController.popViewController(animated: false)
        },
      ])
  }
}

@MainActor @Suite struct FlowExplorerTests {
  @Test func theCopiedBackButtonFixLeaksSearchAfterANonAnimatedPop() async {
    let exploration = await SearchApp.explorer(findsEveryPop: false).run()
    #expect(exploration.bugs.count == 1, "\(exploration.text)")
    let bug = exploration.bugs.first
    #expect(bug?.actions == ["\"open search\"", "\"close search without animation\""])
    #expect(bug?.findings.map(\.kind) == [.leak])
    #expect(bug?.findings.first?.objects.first?.label == "Search")
    // The user's own back tap and swipe are animated: the copied fix hears them.
    #expect(exploration.states >= 2)
  }

  @Test func theFixThatComparesStacksIsCleanOnEverySequence() async {
    let exploration = await SearchApp.explorer(findsEveryPop: true).run()
    #expect(exploration.isClean, "\(exploration.text)")
    #expect(exploration.states == 2)
    #expect(exploration.revisits > 0)
  }

  @Test func theAssertionFailsAtTheCallersLineWithTheSequence() async {
    let issues = await withCapturedIssues {
      await assertExplorationFindsNothing(SearchApp.explorer(findsEveryPop: false))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == #line - 3)
    #expect(issues.first?.fileID == "CoordinatorTreeTests/FlowExplorerTests.swift")
    #expect(
      issues.first?.message.hasPrefix(
        """
        A leak of 'Search' after "open search", "close search without animation"

        Leak: SearchCoordinator "Search" still alive after step 3 "close search without animation".
        """) == true, "\(issues.first?.message ?? "")")
    let clean = await withCapturedIssues {
      await assertExplorationFindsNothing(SearchApp.explorer(findsEveryPop: true))
    }
    #expect(clean.isEmpty)
  }
}

/// The same from XCTest.
final class FlowExplorerXCTests: XCTestCase {
  @MainActor func testTheAssertionReportsTheLeakAndPassesTheFixedApp() async {
    let issues = await withCapturedIssues {
      await assertExplorationFindsNothing(SearchApp.explorer(findsEveryPop: false))
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertEqual(issues.first?.line, #line - 3)
    await assertExplorationFindsNothing(SearchApp.explorer(findsEveryPop: true))
  }
}
