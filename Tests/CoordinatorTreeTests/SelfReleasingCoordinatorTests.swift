import Testing

@testable import CoordinatorTree

/// The self-releasing (ARC only) system: main → register step one → step two, with one view
/// model for both register screens (catalog C8), on every exit path; and its faulty form.
@MainActor @Suite struct SelfReleasingCoordinatorTests {
  typealias RegisterViewModel = CoordinatedViewModel<SelfReleasingCoordinator>

  @MainActor final class App {
    let window = Window()
    /// The app's own reference to its root coordinator; a logout drops it.
    var owner: SelfReleasingCoordinator?
    var main: SelfReleasingCoordinator { owner! }
    let fullAudit: FlowAudit

    init() throws {
      let navigation = NavigationController(
        rootViewController: BoundScreen<FlowViewModel>(title: "Main"), title: "Nav")
      try window.setRootViewController(navigation)
      fullAudit = FlowAudit(window: window, configuration: quick)
      owner = SelfReleasingCoordinator(
        name: "Main", navigationController: navigation, audit: fullAudit)
      try main.show(navigation.viewControllers[0], label: "Main")
    }

    var navigation: NavigationController { main.navigationController! }

    /// Starts the register flow; nothing of it is kept here but by the screens.
    func openRegister(holdsViewModelStrongly: Bool = false, presented: Bool = false) throws {
      let flowNavigation =
        presented
        ? NavigationController(rootViewController: BoundScreen<RegisterViewModel>(title: "StepOne"))
        : navigation
      let register = SelfReleasingCoordinator(
        name: "Register", navigationController: flowNavigation, parent: main, audit: fullAudit)
      register.holdsViewModelStrongly = holdsViewModelStrongly
      let viewModel = RegisterViewModel(name: "register", coordinator: register)
      register.viewModel = viewModel
      let stepOne =
        presented
        ? flowNavigation.viewControllers[0] as! BoundScreen<RegisterViewModel>
        : BoundScreen<RegisterViewModel>(title: "StepOne")
      stepOne.bind(viewModel: viewModel)
      try register.show(stepOne, label: "StepOne", viewModel: viewModel)
      let stepTwo = BoundScreen<RegisterViewModel>(title: "StepTwo")
      stepTwo.bind(viewModel: viewModel)
      try register.show(stepTwo, label: "StepTwo", viewModel: viewModel)
      if presented { try navigation.strict.present(flowNavigation, animated: true) }
    }

    var released: [String] {
      window.log.events.filter { $0.name == "released" }.map { $0.arguments[0] }
    }
  }

  static let registerGone = [
    "Register/StepOne", "Register/StepTwo", "Register/viewModel", "Register",
  ]

  @Test func popToMainReleasesTheScreensThenTheViewModelThenTheCoordinator() async throws {
    let app = try App()
    #expect(try await app.fullAudit.step("register") { try app.openRegister() }.findings.isEmpty)
    #expect(app.main.child?.name == "Register")
    let main = app.navigation.viewControllers[0]
    let report = try await app.fullAudit.step("back to main") {
      try app.navigation.strict.popToViewController(main, animated: true)
    }
    #expect(report.findings.isEmpty)
    #expect(app.released == Self.registerGone)
    #expect(app.main.child == nil)
    #expect(app.fullAudit.liveLabels == ["Main", "Main/Main"])
  }

  @Test(arguments: [
    "popToRoot", "back-menu jump", "two back taps", "two swipes", "two non-animated pops",
  ])
  func everyWayBackToMainReleasesTheWholeFlowInOrder(way: String) async throws {
    let app = try App()
    try await app.fullAudit.step("register") { try app.openRegister() }
    let navigation = app.navigation
    let main = navigation.viewControllers[0]
    var steps: [() throws -> Void] =
      switch way {
      case "popToRoot": [{ navigation.popToRootViewController(animated: true) }]
      case "back-menu jump": [{ try navigation.userJumpsBack(to: main) }]
      case "two back taps": Array(repeating: { try navigation.userTapsBack() }, count: 2)
      case "two swipes": Array(repeating: { try navigation.userSwipesBack() }, count: 2)
      default: Array(repeating: { navigation.popViewController(animated: false) }, count: 2)
      }
    for (index, step) in steps.enumerated() {
      #expect(try await app.fullAudit.step("\(way) \(index + 1)", step).findings.isEmpty)
    }
    steps.removeAll()
    let expected =
      way.hasPrefix("two")
      ? ["Register/StepTwo", "Register/StepOne", "Register/viewModel", "Register"]
      : Self.registerGone
    #expect(app.released == expected)
    #expect(app.main.child == nil)
  }

  @Test func theSharedViewModelStaysWhileOneOfItsScreensDoes() async throws {
    // C8: after step two goes, step one still holds the view model, and so the coordinator.
    let app = try App()
    try await app.fullAudit.step("register") { try app.openRegister() }
    let report = try await app.fullAudit.step("back to step one") {
      try app.navigation.userTapsBack()
    }
    #expect(report.findings.isEmpty)
    #expect(app.released == ["Register/StepTwo"])
    #expect(app.main.child?.viewModel != nil)
  }

  @Test func aCancelledSwipeReleasesNothing() async throws {
    let app = try App()
    try await app.fullAudit.step("register") { try app.openRegister() }
    let report = try await app.fullAudit.step("swipe, let go early") {
      try app.navigation.userSwipesBackButCancels()
    }
    #expect(report.findings.isEmpty)
    #expect(app.released.isEmpty)
    #expect(app.main.child != nil)
  }

  @Test(arguments: ["sheet swipe-down", "dismiss"])
  func aPresentedRegisterFlowGoesWithItsSheet(way: String) async throws {
    let app = try App()
    try await app.fullAudit.step("register") { try app.openRegister(presented: true) }
    let navigation = app.navigation
    let report = try await app.fullAudit.step(way) {
      if way == "dismiss" {
        try navigation.strict.dismiss(animated: true)
      } else {
        try navigation.presentedViewController!.userSwipesDownSheet()
      }
    }
    #expect(report.findings.isEmpty)
    #expect(Set(app.released) == Set(Self.registerGone))
    #expect(app.released.last == "Register")
    #expect(app.main.child == nil)
  }

  @Test func replacingTheWindowsRootReleasesEveryFlow() async throws {
    let app = try App()
    try await app.fullAudit.step("register") { try app.openRegister() }
    let report = try await app.fullAudit.step("log out") {
      try app.window.setRootViewController(BoundScreen<FlowViewModel>(title: "Login"))
      app.owner = nil
    }
    #expect(report.findings.isEmpty)
    #expect(Set(app.released) == Set(Self.registerGone + ["Main", "Main/Main"]))
    #expect(app.fullAudit.liveLabels.isEmpty)
  }

  @Test func aCoordinatorThatHoldsItsViewModelStronglyLeaksBothAsACycle() async throws {
    let app = try App()
    try await app.fullAudit.step("register") { try app.openRegister(holdsViewModelStrongly: true) }
    let main = app.navigation.viewControllers[0]
    let report = try await app.fullAudit.step("back to main") {
      try app.navigation.strict.popToViewController(main, animated: true)
    }
    #expect(report.findings.map(\.kind) == [.leak, .leak])
    #expect(report.findings.flatMap(\.objects).map(\.label) == ["Register", "Register/viewModel"])
    #expect(app.released == ["Register/StepOne", "Register/StepTwo"])
    #expect(
      report.text.hasPrefix(
        """
        Leak: SelfReleasingCoordinator "Register" and CoordinatedViewModel<SelfReleasingCoordinator> \
        "Register/viewModel" still alive after step 2 "back to main".

          #3 coordinator SelfReleasingCoordinator "Register"
        """))
  }
}
