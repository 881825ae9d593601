// docs/kits.md's child-array kit example, verbatim (compiled, never run here:
// `ReadmeExampleTests` runs the same code, with and without the leak the README shows).
import CoordinatorTree
import Foundation
import Testing

final class SearchViewModel: FlowViewModel {}

final class SearchViewController: ViewController {
  let viewModel: SearchViewModel
  init(viewModel: SearchViewModel) {
    self.viewModel = viewModel
    super.init(title: "Search")
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class MainCoordinator: FlowCoordinator {
  override func start() throws {
    try show(navigationController.viewControllers[0], label: "Main")
  }
  func showSearch() throws {
    try startChild(
      SearchCoordinator(name: "Search", navigationController: navigationController, audit: audit))
  }
}

final class SearchCoordinator: FlowCoordinator {
  override func start() throws {
    let viewModel = SearchViewModel(name: "Search")
    try show(SearchViewController(viewModel: viewModel), label: "Search", viewModel: viewModel)
  }
}

@MainActor @Test func searchGoesAwayAfterBack() async throws {
  let window = Window()
  let audit = FlowAudit(window: window)
  let navigation = NavigationController(
    rootViewController: ViewController(title: "Main"), title: "Nav")
  try window.setRootViewController(navigation)
  let main = MainCoordinator(
    name: "Main", navigationController: navigation, isRoot: true, audit: audit)
  try await audit.step("start") { try main.start() }
  try await audit.step("open search") { try main.showSearch() }
  let report = try await audit.step("back to main") { try navigation.userTapsBack() }
  #expect(report.isClean, "\(report.text)")
}
