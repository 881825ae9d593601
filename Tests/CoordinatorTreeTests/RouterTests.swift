import Testing

@testable import CoordinatorTree

/// The router system of the open-banking flow (intro → terms → account, an agreement sheet)
/// on every exit path, correct and faulty.
@MainActor @Suite struct RouterTests {
  /// A screen's view model: it holds its router strongly, as the notes' view models do.
  final class BankingViewModel: FlowViewModel {
    let router: Router

    init(name: String, router: Router) {
      self.router = router
      super.init(name: name)
    }
  }

  typealias BankingScreen = BoundScreen<BankingViewModel>

  @MainActor final class BankingApp {
    let window = Window()
    let audit: FlowAudit
    /// The routed screens whose completion ran, in order.
    var dismissed: [String] = []

    /// The intro screen, routed from by a router that no transition opened, in the window.
    init() throws {
      audit = FlowAudit(window: window, configuration: quick)
      let router = Router(name: "Intro", audit: audit)
      let viewModel = BankingViewModel(name: "Intro", router: router)
      let intro = BankingScreen(title: "Intro")
      intro.bind(viewModel: viewModel)
      try window.setRootViewController(
        NavigationController(rootViewController: intro, title: "Nav"))
      router.setRoot(intro, viewModel: viewModel)
    }

    /// The window's navigation controller; the window alone owns it.
    var navigation: NavigationController { window.rootViewController as! NavigationController }

    /// The router of the screen on top.
    var topRouter: Router { (window.topViewController as! BankingScreen).viewModel!.router }

    /// The notes' `gotoTerms`: a router for the next screen, its view model and screen, routed
    /// to from the top screen's router with the new router's unwind transition.
    func go(
      to name: String, with transition: any Transition, animated: Bool = true,
      holdsRootStrongly: Bool = false
    ) throws {
      let router = Router(name: name, unwindTransition: transition, audit: audit)
      router.holdsRootStrongly = holdsRootStrongly
      let viewModel = BankingViewModel(name: name, router: router)
      let screen = BankingScreen(title: name)
      screen.bind(viewModel: viewModel)
      router.setRoot(screen, viewModel: viewModel)
      try topRouter.route(to: router, animated: animated) { [weak self] in
        self?.dismissed.append(name)
      }
    }

    /// Routes to the named screens in one step, then clears the log.
    func open(_ names: [String], modal: Bool = false) async throws {
      let report = try await audit.step("open \(names)") {
        for name in names {
          try go(to: name, with: modal ? ModalTransition() : PushTransition())
        }
      }
      precondition(report.findings.isEmpty, report.text)
      window.log.removeAll()
    }

    var released: [String] {
      window.log.events.filter { $0.name == "released" }.map { $0.arguments[0] }
    }
  }

  /// A routed screen goes first, then the view model that held its router, then the router.
  static let termsGone = ["Terms/Terms", "Terms/TermsViewModel", "Terms"]

  // MARK: The matrix

  @Test(arguments: [true, false])
  func closingARouterPopsItsScreenReleasesItInOrderAndCompletesOnce(animated: Bool)
    async throws
  {
    let app = try BankingApp()
    try await app.open(["Terms"])
    let report = try await app.audit.step("close Terms") {
      try app.topRouter.close(animated: animated)
    }
    #expect(report.findings.isEmpty)
    #expect(app.released == Self.termsGone)
    #expect(app.dismissed == ["Terms"])
    #expect(app.window.topViewController?.logName == "Intro")
  }

  @Test(arguments: ["back tap", "finished swipe", "non-animated pop by app code"])
  func theUserLeavingARoutedScreenReleasesItAndCompletesOnce(way: String) async throws {
    let app = try BankingApp()
    try await app.open(["Terms"])
    let navigation = app.navigation
    let report = try await app.audit.step(way) {
      switch way {
      case "back tap": try navigation.userTapsBack()
      case "finished swipe": try navigation.userSwipesBack()
      default: navigation.popViewController(animated: false)
      }
    }
    #expect(report.findings.isEmpty)
    #expect(app.released == Self.termsGone)
    #expect(app.dismissed == ["Terms"])
  }

  @Test func aCancelledSwipeReleasesNothingAndCompletesNothing() async throws {
    let app = try BankingApp()
    try await app.open(["Terms"])
    let report = try await app.audit.step("swipe, let go early") {
      try app.navigation.userSwipesBackButCancels()
    }
    #expect(report.findings.isEmpty)
    #expect(app.released.isEmpty)
    #expect(app.dismissed.isEmpty)
  }

  @Test(arguments: ["back-menu jump", "popToRoot by app code", "two back taps"])
  func leavingNestedRoutedScreensCompletesEachOnceDeepestFirst(way: String) async throws {
    // Each push transition hears the user through one shared delegate: the notes' transitions
    // each made themselves the delegate, and only the last one pushed ever heard a back tap.
    let app = try BankingApp()
    try await app.open(["Terms", "Account"])
    let navigation = app.navigation
    let intro = navigation.viewControllers[0]
    let actions: [() throws -> Void] =
      switch way {
      case "back-menu jump": [{ try navigation.userJumpsBack(to: intro) }]
      case "popToRoot by app code": [{ navigation.popToRootViewController(animated: true) }]
      default: [{ try navigation.userTapsBack() }, { try navigation.userTapsBack() }]
      }
    for (index, action) in actions.enumerated() {
      #expect(try await app.audit.step("\(way) \(index + 1)", action).findings.isEmpty)
    }
    #expect(app.dismissed == ["Account", "Terms"])
    #expect(
      Set(app.released)
        == Set(Self.termsGone + ["Account/Account", "Account/AccountViewModel", "Account"]))
    #expect(app.audit.liveLabels == ["Intro", "Intro/Intro", "Intro/IntroViewModel"])
  }

  @Test(arguments: ["sheet swipe-down", "close by the router"])
  func aRoutedSheetGoesWhenItIsDismissedAndCompletesOnce(way: String) async throws {
    let app = try BankingApp()
    try await app.open(["Agreement"], modal: true)
    #expect(app.window.topViewController?.logName == "Agreement")
    let report = try await app.audit.step(way) {
      if way == "sheet swipe-down" {
        try app.window.topViewController!.userSwipesDownSheet()
      } else {
        try app.topRouter.close(animated: true)
      }
    }
    #expect(report.findings.isEmpty)
    #expect(app.released == ["Agreement/Agreement", "Agreement/AgreementViewModel", "Agreement"])
    #expect(app.dismissed == ["Agreement"])
    #expect(app.navigation.presentedViewController == nil)
  }

  @Test func replacingTheWindowsRootReleasesEveryRouterAndScreen() async throws {
    let app = try BankingApp()
    try await app.open(["Terms"])
    let report = try await app.audit.step("log out") {
      try app.window.setRootViewController(ViewController(title: "Login"))
    }
    #expect(report.findings.isEmpty)
    #expect(app.audit.liveLabels.isEmpty)
    // Nothing popped or dismissed the screens: the whole tree went, and no completion ran.
    #expect(app.dismissed.isEmpty)
  }

  @Test func closedByTheRouterAndHeardByTheDelegateTheCompletionRunsOnce() async throws {
    let app = try BankingApp()
    try await app.open(["Terms"])
    weak let terms = app.topRouter
    // close() pops, and the shared delegate hears the same pop: one completion.
    let report = try await app.audit.step("close Terms, twice") {
      let router = try #require(terms)
      try router.close(animated: true)
      try router.close(animated: true)  // the user already took it away: nothing happens
    }
    #expect(report.findings.isEmpty)
    #expect(app.dismissed == ["Terms"])
    #expect(terms == nil)
  }

  @Test func aLateCloseAfterTheUserLeftDoesNothing() async throws {
    let app = try BankingApp()
    try await app.open(["Terms", "Account"])
    let terms = app.navigation.viewControllers[1] as! BankingScreen
    let router = terms.viewModel!.router
    try await app.audit.step("back") { try app.navigation.userTapsBack() }
    try await app.audit.step("back") { try app.navigation.userTapsBack() }
    // Terms' own code, holding its router, closes late: the intro stays, no second completion.
    try router.close(animated: true)
    #expect(app.navigation.viewControllers.map(\.logName) == ["Intro"])
    #expect(app.dismissed == ["Account", "Terms"])
    withExtendedLifetime(terms) {}
  }

  @Test(arguments: [2, 3])
  func closingARoutedSheetUnderOthersTakesThemAllAndCompletesEachOnceDeepestFirst(depth: Int)
    async throws
  {
    // The bottom sheet's router closes while its screen presents other sheets: a dismiss on
    // the screen itself would take away only what it presents.
    let app = try BankingApp()
    let names = ["Agreement", "Consent", "Signature"].prefix(depth)
    try await app.open(Array(names), modal: true)
    // Looked up inside the step: a local of the test would keep the screen alive.
    let report = try await app.audit.step("close Agreement") {
      let bottom = try #require(app.navigation.presentedViewController as? BankingScreen)
      try bottom.viewModel!.router.close(animated: true)
    }
    #expect(report.findings.isEmpty, "\(report.text)")
    #expect(app.dismissed == names.reversed())
    #expect(app.navigation.presentedViewController == nil)
    #expect(app.audit.liveLabels == ["Intro", "Intro/Intro", "Intro/IntroViewModel"])
  }

  @Test func routingFromAScreenInNoNavigationControllerWithAPushIsAnError() async throws {
    let app = try BankingApp()
    try await app.open(["Agreement"], modal: true)
    let error = #expect(throws: NavigationError.self) {
      try app.go(to: "Terms", with: PushTransition())
    }
    #expect(error?.code == .navigationControllerMissing)
    #expect(app.window.topViewController?.logName == "Agreement")
  }

  // MARK: Faulty form

  @Test func aRouterThatHoldsItsScreenStronglyLeaksItWithItsViewModel() async throws {
    let app = try BankingApp()
    try await app.audit.step("open Terms") {
      try app.go(to: "Terms", with: PushTransition(), holdsRootStrongly: true)
    }
    let report = try await app.audit.step("back") { try app.navigation.userTapsBack() }
    #expect(report.findings.map(\.kind) == [.leak, .leak, .leak])
    #expect(
      report.findings.flatMap(\.objects).map(\.label) == [
        "Terms", "Terms/Terms", "Terms/TermsViewModel",
      ])
    #expect(report.findings[0].objects[0].role == "router")
    // The screen left the stack, so the completion ran: only the memory stayed.
    #expect(app.dismissed == ["Terms"])
  }
}
