import Testing

@testable import CoordinatorTree

/// The faulty forms of the kits, caught with who keeps each survivor alive: the retain path
/// from what is still on screen, or the cycle, as LeakAudit finds them in memory.
@MainActor @Suite struct KitRetainPathTests {
  /// Each leak's explanation, in report order: `label: how`.
  func explanations(_ report: Report) -> [String] {
    report.findings.filter { $0.kind == .leak }.flatMap { finding in
      finding.objects.map { object in
        // Ifs, not a chain of `??` over closures: that chain took the type checker 51 s.
        let how: String
        if let path = finding.retainPath {
          how = "held by \(path)"
        } else if let cycle = finding.retainCycle {
          how = "in a cycle: \(cycle)"
        } else if let path = finding.unrootedPath {
          how = "held by \(path) (unrooted)"
        } else {
          how = "unexplained"
        }
        return "\(object.label ?? "?"): \(how)"
      }
    }
  }

  @Test func aChildLeftInItsParentsArrayIsHeldByThatArray() async throws {
    let app = try await ChildArrayApp(variant: .noRemovalOnBack)
    #expect(try await app.startChild("Search", titles: ["Search"]).findings.isEmpty)
    let report = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    #expect(
      explanations(report) == ["Search: held by PagesFlow.childCoordinators[0] → PagesFlow"])
  }

  @Test func aPresentedFlowWhoseViewModelKeepsItLeaksAsOneCycle() async throws {
    let app = try await ChildArrayApp()
    try await app.presentCompose(viewModelsHoldCoordinatorStrongly: true)
    let report = try await app.audit.step("swipe the sheet down") {
      try app.window.topViewController!.userSwipesDownSheet()
    }
    #expect(
      explanations(report) == [
        "Compose: in a cycle: PagesFlow.navigationController → NavigationController.children[0]"
          + " → BoundScreen<PageViewModel>.viewModel → PageViewModel.strongCoordinator → PagesFlow",
        "Compose/SheetNav: in a cycle: NavigationController.children[0]"
          + " → BoundScreen<PageViewModel>.viewModel → PageViewModel.strongCoordinator"
          + " → PagesFlow.navigationController → NavigationController",
        "Compose/Compose: in a cycle: BoundScreen<PageViewModel>.viewModel"
          + " → PageViewModel.strongCoordinator → PagesFlow.navigationController"
          + " → NavigationController.children[0] → BoundScreen<PageViewModel>",
        "Compose/ComposeViewModel: in a cycle: PageViewModel.strongCoordinator"
          + " → PagesFlow.navigationController → NavigationController.children[0]"
          + " → BoundScreen<PageViewModel>.viewModel → PageViewModel",
      ])
  }

  @Test func aSelfReleasingCoordinatorHoldingItsViewModelMakesACycle() async throws {
    let app = try SelfReleasingCoordinatorTests.App()
    try await app.fullAudit.step("register") { try app.openRegister(holdsViewModelStrongly: true) }
    let main = app.navigation.viewControllers[0]
    let report = try await app.fullAudit.step("back to main") {
      try app.navigation.strict.popToViewController(main, animated: true)
    }
    #expect(
      explanations(report) == [
        "Register: in a cycle: SelfReleasingCoordinator.strongViewModel"
          + " → CoordinatedViewModel<SelfReleasingCoordinator>.coordinator → SelfReleasingCoordinator",
        "Register/viewModel: in a cycle: CoordinatedViewModel<SelfReleasingCoordinator>.coordinator"
          + " → SelfReleasingCoordinator.strongViewModel"
          + " → CoordinatedViewModel<SelfReleasingCoordinator>",
      ])
  }

  @Test func aSceneCoordinatorsStalePointerHoldsThePoppedScreen() async throws {
    let app = try await SceneCoordinatorTests.MemoApp(.withoutDelegateFix)
    try await app.show([("Detail", .push, false)])
    let report = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    #expect(
      explanations(report) == [
        "Memo/Detail: held by SceneCoordinator.currentViewController → BoundScreen<FlowViewModel>",
        "Memo/DetailViewModel: held by SceneCoordinator.currentViewController"
          + " → BoundScreen<FlowViewModel>.viewModel → FlowViewModel",
      ])
  }

  @Test func aRouterHoldingItsScreenMakesACycleThroughTheViewModel() async throws {
    let app = try RouterTests.BankingApp()
    try await app.audit.step("open Terms") {
      try app.go(to: "Terms", with: PushTransition(), holdsRootStrongly: true)
    }
    let report = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    #expect(
      explanations(report) == [
        "Terms: in a cycle: Router.strongRoot → BoundScreen<BankingViewModel>.viewModel"
          + " → BankingViewModel.router → Router",
        "Terms/Terms: in a cycle: BoundScreen<BankingViewModel>.viewModel → BankingViewModel.router"
          + " → Router.strongRoot → BoundScreen<BankingViewModel>",
        "Terms/TermsViewModel: in a cycle: BankingViewModel.router → Router.strongRoot"
          + " → BoundScreen<BankingViewModel>.viewModel → BankingViewModel",
      ])
  }
}
