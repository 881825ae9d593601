// docs/kits.md's self-releasing, scene and router examples, verbatim (compiled, never run here:
// `ReadmeExampleTests` runs the same steps).
import CoordinatorTree

final class RegisterViewModel: CoordinatedViewModel<SelfReleasingCoordinator> {}

@MainActor func theSelfReleasingExample(
  navigation: NavigationController, main: SelfReleasingCoordinator, audit: FlowAudit
) throws {
  let register = SelfReleasingCoordinator(
    name: "Register", navigationController: navigation, parent: main, audit: audit)
  let viewModel = RegisterViewModel(name: "Register", coordinator: register)  // strong
  register.viewModel = viewModel  // weak
  for step in ["StepOne", "StepTwo"] {  // one view model, two screens
    let screen = BoundScreen<RegisterViewModel>(title: step)
    screen.bind(viewModel: viewModel)
    try register.show(screen, label: step, viewModel: viewModel)
  }
}

final class MemoListViewModel: FlowViewModel {
  init() { super.init(name: "MemoList") }
}

final class MemoListViewController: ViewController, ViewModelBindable {
  var viewModel: MemoListViewModel?
  func bindViewModel() {}
}

final class MemoDetailViewModel: FlowViewModel {
  init() { super.init(name: "MemoDetail") }
}

final class MemoDetailViewController: ViewController, ViewModelBindable {
  var viewModel: MemoDetailViewModel?
  func bindViewModel() {}
}

@MainActor func theSceneExample(window: Window, audit: FlowAudit) throws {
  let scenes = SceneCoordinator(name: "Memo", window: window, audit: audit)
  let list = Scene("List", viewModel: MemoListViewModel(), inNavigationController: true) {
    MemoListViewController(title: "List")
  }
  try scenes.transition(to: list, using: .root, animated: false)  // current: List, not ListNav
  let detail = Scene("Detail", viewModel: MemoDetailViewModel()) {
    MemoDetailViewController(title: "Detail")
  }
  try scenes.transition(to: detail, using: .push, animated: true)  // pushed from List's stack
  try scenes.currentViewController?.navigationController?.userTapsBack()  // current: List again
}

final class TermsViewModel: FlowViewModel {
  let router: Router
  init(router: Router) {
    self.router = router
    super.init(name: "Terms")
  }
}

@MainActor func theRouterExample(introRouter: Router, audit: FlowAudit) throws {
  let router = Router(name: "Terms", unwindTransition: PushTransition(), audit: audit)
  let viewModel = TermsViewModel(router: router)  // holds the router strongly
  let terms = BoundScreen<TermsViewModel>(title: "Terms")
  terms.bind(viewModel: viewModel)  // holds the view model strongly
  router.setRoot(terms, viewModel: viewModel)  // weak
  try introRouter.route(to: router) { print("terms left") }
}
