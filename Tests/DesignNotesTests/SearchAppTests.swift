import HeadlessUIKit
import Testing

import class CoordinatorTree.FlowAudit

@testable import SearchApp

/// Design note 003's child-array coordinators, audited as an app's test registers them: the
/// note's search coordinator leaks when the user taps back, the widely copied back-button fix
/// releases it after every animated pop, and misses a pop that is not animated, as on a device.
@MainActor @Suite struct SearchAppTests {
  /// Note 003's app started in a window, with `fix` as the navigation delegate if given: App,
  /// then Main with its screen and view model, registered.
  func started(with fix: BackButtonFix? = nil) async throws -> (
    UINavigationController, FlowAudit, AppCoordinator
  ) {
    let (window, audit) = auditedWindow()
    let navigation = UINavigationController()
    navigation.delegate = fix
    window.rootViewController = navigation
    let app = AppCoordinator(navigationController: navigation)
    audit.registerCoordinator(app, label: "App", isRoot: true)
    try await audit.step("start") { app.start() }
    let main = navigation.viewControllers[0] as! MainViewController
    audit.registerCoordinator(main.coordinator!, label: "Main", parent: app)
    audit.registerScreen(main, label: "Main/Main", owner: main.coordinator)
    audit.registerViewModel(
      main.viewModel, label: "Main/MainViewModel", screens: [main], owner: main.coordinator)
    return (navigation, audit, app)
  }

  /// The main screen's search button, then what it made, registered.
  func openSearch(_ navigation: UINavigationController, _ audit: FlowAudit) async throws {
    try await audit.step("open search") {
      (navigation.viewControllers[0] as! MainViewController).searchButtonTapped()
    }
    let search = navigation.topViewController as! SearchViewController
    let coordinator = search.coordinator!
    audit.registerCoordinator(coordinator, label: "Search", parent: coordinator.parentCoordinator)
    audit.registerScreen(search, label: "Search/Search", owner: coordinator)
    audit.registerViewModel(
      search.viewModel, label: "Search/SearchViewModel", screens: [search], owner: coordinator)
  }

  @Test func theNotesSearchCoordinatorLeaksWhenTheUserTapsBack() async throws {
    let (navigation, audit, app) = try await started()
    try await openSearch(navigation, audit)
    let report = try await audit.step("back") { try navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(survivors(report) == ["Search"])
    #expect(
      report.text.contains("held by MainCoordinator.childCoordinators[0] → SearchCoordinator"))
    withExtendedLifetime(app) {}
  }

  @Test(arguments: ["back tap", "finished swipe", "animated pop from code"])
  func withTheBackButtonFixEveryAnimatedWayBackReleasesTheSearchFlow(way: String) async throws {
    let fix = BackButtonFix()
    let (navigation, audit, app) = try await started(with: fix)
    try await openSearch(navigation, audit)
    let report = try await audit.step(way) {
      switch way {
      case "back tap": try navigation.userTapsBack()
      case "finished swipe": try navigation.userSwipesBack()
      default: navigation.popViewController(animated: true)
      }
    }
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 3)
    #expect(audit.liveLabels == ["App", "Main", "Main/Main", "Main/MainViewModel"])
    withExtendedLifetime((app, fix)) {}
  }

  @Test func withTheBackButtonFixACancelledSwipeReleasesNothing() async throws {
    let fix = BackButtonFix()
    let (navigation, audit, app) = try await started(with: fix)
    try await openSearch(navigation, audit)
    let report = try await audit.step("cancelled swipe") {
      try navigation.userSwipesBackButCancels()
    }
    #expect(report.isClean, "\(report.text)")
    #expect(audit.liveLabels.contains("Search"))
    withExtendedLifetime((app, fix)) {}
  }

  @Test func theBackButtonFixMissesAPopThatIsNotAnimatedAndTheSearchCoordinatorLeaks()
    async throws
  {
    let fix = BackButtonFix()
    let (navigation, audit, app) = try await started(with: fix)
    try await openSearch(navigation, audit)
    let report = try await audit.step("pop, not animated") {
      navigation.popViewController(animated: false)
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(survivors(report) == ["Search"])
    withExtendedLifetime((app, fix)) {}
  }
}
