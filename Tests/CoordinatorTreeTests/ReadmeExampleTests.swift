import Foundation
import TestSupport
import Testing

@testable import CoordinatorTree

/// The README's kit examples, compiled and run: each snippet there is a test here, and the
/// failure text the README shows is the text this code prints.
@MainActor @Suite struct ReadmeExampleTests {
  // MARK: Child-array (the README's first example)

  final class SearchViewModel: FlowViewModel {
    var onDone: (() -> Void)?
  }

  final class SearchViewController: ViewController {
    let viewModel: SearchViewModel
    init(viewModel: SearchViewModel) {
      self.viewModel = viewModel
      super.init(title: "Search")
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  final class MainCoordinator: FlowCoordinator {
    /// `true` in the README's faulty example.
    var searchKeepsViewModel = false

    override func start() throws {
      try show(navigationController.viewControllers[0], label: "Main")
    }

    func showSearch() throws {
      let search = SearchCoordinator(
        name: "Search", navigationController: navigationController, audit: audit)
      search.keepsViewModel = searchKeepsViewModel
      try startChild(search)
    }
  }

  final class SearchCoordinator: FlowCoordinator {
    /// `true` in the README's faulty example: the coordinator keeps its view model, whose
    /// closure keeps the coordinator.
    var keepsViewModel = false
    var viewModel: SearchViewModel?

    override func start() throws {
      let viewModel = SearchViewModel(name: "Search")
      if keepsViewModel {
        self.viewModel = viewModel
        viewModel.onDone = { self.finish() }  // captures the coordinator strongly
      }
      try show(SearchViewController(viewModel: viewModel), label: "Search", viewModel: viewModel)
    }
  }

  /// The README's test, verbatim but for the name.
  func searchGoesAwayAfterBack(withTheCycle: Bool) async throws -> Report {
    let window = Window()
    let audit = FlowAudit(window: window)
    let navigation = NavigationController(
      rootViewController: ViewController(title: "Main"), title: "Nav")
    try window.setRootViewController(navigation)
    let main = MainCoordinator(
      name: "Main", navigationController: navigation, isRoot: true, audit: audit)
    main.searchKeepsViewModel = withTheCycle
    try await audit.step("start") { try main.start() }
    try await audit.step("open search") { try main.showSearch() }
    let report = try await audit.step("back to main") { try navigation.userTapsBack() }
    #expect(audit.report.findings == report.findings)
    return report
  }

  @Test func theChildArrayExamplePasses() async throws {
    let report = try await searchGoesAwayAfterBack(withTheCycle: false)
    #expect(report.findings.isEmpty)
    #expect(report.releasedCount == 3)
  }

  @Test func theChildArrayExampleWithACycleFailsWithTheReadmeText() async throws {
    let report = try await searchGoesAwayAfterBack(withTheCycle: true)
    #expect(report.findings.map(\.kind) == [.leak, .leak])
    #expect(Self.withoutSites(report.text) == Self.withoutSites(try Self.readmeBlock("kits")))
  }

  // MARK: Self-releasing

  final class RegisterViewModel: CoordinatedViewModel<SelfReleasingCoordinator> {}

  @Test func theSelfReleasingExampleReleasesTheFlowInOrder() async throws {
    let window = Window()
    let audit = FlowAudit(window: window)
    let navigation = NavigationController(
      rootViewController: ViewController(title: "Main"), title: "Nav")
    try window.setRootViewController(navigation)
    let main = SelfReleasingCoordinator(
      name: "Main", navigationController: navigation, audit: audit)
    try main.show(navigation.viewControllers[0], label: "Main")

    try await audit.step("register") {
      let register = SelfReleasingCoordinator(
        name: "Register", navigationController: navigation, parent: main, audit: audit)
      let viewModel = RegisterViewModel(name: "Register", coordinator: register)  // strong
      register.viewModel = viewModel  // weak
      for step in ["StepOne", "StepTwo"] {
        let screen = BoundScreen<RegisterViewModel>(title: step)
        screen.bind(viewModel: viewModel)  // strong
        try register.show(screen, label: step, viewModel: viewModel)
      }
    }
    let report = try await audit.step("back to main") {
      try navigation.strict.popToViewController(navigation.viewControllers[0], animated: true)
    }
    #expect(report.isClean, "\(report.text)")
    #expect(
      window.log.events.filter { $0.name == "released" }.map(\.arguments[0]) == [
        "Register/StepOne", "Register/StepTwo", "Register/viewModel", "Register",
      ])
  }

  // MARK: Scene coordinator

  final class MemoListViewController: ViewController, ViewModelBindable {
    var viewModel: FlowViewModel?
    func bindViewModel() {}
  }

  final class MemoDetailViewController: ViewController, ViewModelBindable {
    var viewModel: FlowViewModel?
    func bindViewModel() {}
  }

  @Test func theSceneExampleKeepsTheCurrentScreenFresh() async throws {
    let window = Window()
    let audit = FlowAudit(window: window)
    let scenes = SceneCoordinator(name: "Memo", window: window, audit: audit)
    let list = Scene("List", viewModel: FlowViewModel(name: "list"), inNavigationController: true) {
      MemoListViewController(title: "List")
    }
    try await audit.step("start") { try scenes.transition(to: list, using: .root, animated: false) }
    try await audit.step("open memo") {
      let detail = Scene("Detail", viewModel: FlowViewModel(name: "detail")) {
        MemoDetailViewController(title: "Detail")
      }
      try scenes.transition(to: detail, using: .push, animated: true)
    }
    let report = try await audit.step("back") {
      try window.rootViewController!.children[0].navigationController!.userTapsBack()
    }
    #expect(report.isClean, "\(report.text)")
    #expect(scenes.currentViewController?.logName == "List")
  }

  // MARK: Router

  final class TermsViewModel: FlowViewModel {
    let router: Router
    init(router: Router) {
      self.router = router
      super.init(name: "Terms")
    }
  }

  @Test func theRouterExampleCompletesOnceAndReleasesTheRoutedScreen() async throws {
    let window = Window()
    let audit = FlowAudit(window: window)
    let intro = ViewController(title: "Intro")
    try window.setRootViewController(NavigationController(rootViewController: intro))
    let introRouter = Router(name: "Intro", audit: audit)
    introRouter.setRoot(intro)
    var termsLeft = 0

    try await audit.step("go to terms") {
      let router = Router(name: "Terms", unwindTransition: PushTransition(), audit: audit)
      let viewModel = TermsViewModel(router: router)  // holds the router strongly
      let terms = BoundScreen<TermsViewModel>(title: "Terms")
      terms.bind(viewModel: viewModel)  // holds the view model strongly
      router.setRoot(terms, viewModel: viewModel)  // weak
      try introRouter.route(to: router) { termsLeft += 1 }
    }
    let report = try await audit.step("back") {
      try intro.navigationController!.userTapsBack()
    }
    #expect(report.isClean, "\(report.text)")
    #expect(termsLeft == 1)
    withExtendedLifetime(introRouter) {}
  }

  // MARK: The README's text

  /// The README's text block that follows the line `<!-- failure: NAME -->`.
  static func readmeBlock(_ name: String) throws -> String {
    try TestFiles.excerpt(
      of: "README.md", from: "<!-- failure: \(name) -->\n```text\n", to: "\n```") + "\n"
  }

  /// Replaces tracking sites, which differ between the README and this file.
  static func withoutSites(_ text: String) -> String {
    text.replacingOccurrences(
      of: #"tracked at \S+:\d+"#, with: "tracked at <site>", options: .regularExpression)
  }
}
