@testable import CoordinatorTree

/// A view model that keeps its coordinator weakly (the correct child-array form) or strongly
/// (the coordinator ↔ screen cycle of catalog entry C6).
final class PageViewModel: FlowViewModel {
  weak var weakCoordinator: AnyObject?
  var strongCoordinator: AnyObject?
}

/// A flow that shows one screen per title, each with its own view model.
@MainActor
final class PagesFlow: FlowCoordinator {
  let titles: [String]
  var viewModelsHoldCoordinatorStrongly = false

  init(
    _ name: String, titles: [String], navigationController: NavigationController,
    isRoot: Bool = false, audit: FlowAudit?, variant: ChildArrayVariant = .correct
  ) {
    self.titles = titles
    super.init(
      name: name, navigationController: navigationController, isRoot: isRoot, audit: audit)
    self.variant = variant
  }

  override func start() throws {
    for title in titles {
      let viewModel = PageViewModel(name: title)
      if viewModelsHoldCoordinatorStrongly {
        viewModel.strongCoordinator = self
      } else {
        viewModel.weakCoordinator = self
      }
      let screen =
        navigationController.viewControllers.first { $0.logName == title }
        ?? BoundScreen<PageViewModel>(title: title)
      (screen as? BoundScreen<PageViewModel>)?.bind(viewModel: viewModel)
      try show(screen, label: title, viewModel: viewModel)
    }
  }
}

/// The app of the child-array tests: a window showing `Nav` with the `Main` flow started.
@MainActor
final class ChildArrayApp {
  let window = Window()
  let audit: FlowAudit
  let variant: ChildArrayVariant
  /// The app's own reference to its main coordinator; a logout drops it.
  var owner: PagesFlow?
  var main: PagesFlow { owner! }

  init(variant: ChildArrayVariant = .correct) async throws {
    self.variant = variant
    audit = FlowAudit(window: window, configuration: quick)
    let navigation = NavigationController(
      rootViewController: BoundScreen<PageViewModel>(title: "Main"), title: "Nav")
    let main = PagesFlow(
      "Main", titles: ["Main"], navigationController: navigation, isRoot: true, audit: audit,
      variant: variant)
    owner = main
    try window.setRootViewController(navigation)
    let report = try await audit.step("start") { try main.start() }
    precondition(report.findings.isEmpty)
  }

  var navigation: NavigationController { main.navigationController }

  /// Starts a child flow on the main navigation controller, under `parent` (main by default).
  func startChild(_ name: String, titles: [String], under parent: FlowCoordinator? = nil)
    async throws -> Report
  {
    try await audit.step("open \(name)") {
      try (parent ?? main).startChild(
        PagesFlow(
          name, titles: titles, navigationController: navigation, audit: audit, variant: variant))
    }
  }

  /// Presents `Compose`, a flow with a navigation controller of its own (`SheetNav`) showing
  /// one screen per title, as a sheet over the main flow, in one step.
  @discardableResult
  func presentCompose(
    titles: [String] = ["Compose"], viewModelsHoldCoordinatorStrongly: Bool = false
  ) async throws -> Report {
    try await audit.step("present Compose") {
      let flow = PagesFlow(
        "Compose", titles: titles,
        navigationController: NavigationController(
          rootViewController: BoundScreen<PageViewModel>(title: titles[0]), title: "SheetNav"),
        isRoot: true, audit: audit, variant: variant)
      flow.viewModelsHoldCoordinatorStrongly = viewModelsHoldCoordinatorStrongly
      try main.presentChild(flow)
    }
  }

  /// The first child of the main flow, then its first child, and so on.
  func child(depth: Int) -> FlowCoordinator? {
    var current: FlowCoordinator? = main
    for _ in 0..<depth { current = current?.childCoordinators.first as? FlowCoordinator }
    return current
  }

  /// The `released(…)` events of the window's log since it was last cleared.
  var released: [String] {
    window.log.events.filter { $0.name == "released" }.map { $0.arguments[0] }
  }
}
