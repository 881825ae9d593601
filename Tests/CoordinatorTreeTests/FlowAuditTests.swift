import Foundation
import Testing
import XCTest

@testable import CoordinatorTree

/// The audit on its own, with objects registered by hand as a kit would: what departs must go,
/// what remains must stay, rules must hold, flows finish once.
@MainActor @Suite struct FlowAuditTests {
  final class Flow {}

  /// A window showing `Nav: Main, Detail`; `Detail` and its view model belong to a `Detail`
  /// flow, whose only owner is what the caller keeps.
  func app() throws -> (Window, FlowAudit, NavigationController, Flow) {
    let window = Window()
    let audit = FlowAudit(window: window, configuration: quick)
    let navigation = NavigationController(
      rootViewController: ViewController(title: "Main"), title: "Nav")
    try window.setRootViewController(navigation)
    let flow = Flow()
    let detail = BoundScreen<FlowViewModel>(title: "Detail")
    detail.bind(viewModel: FlowViewModel(name: "detail"))
    try navigation.strict.pushViewController(detail, animated: false)
    audit.registerCoordinator(flow, label: "Detail")
    audit.registerScreen(detail, label: "Detail/Detail", owner: flow)
    audit.registerViewModel(
      detail.viewModel!, label: "Detail/ViewModel", screens: [detail], owner: flow)
    return (window, audit, navigation, flow)
  }

  @Test func whatLeavesTheWindowMustGoAndGoesInTheLog() async throws {
    var (window, audit, navigation, flow) = try app()
    #expect(try await audit.step("nothing") {}.findings.isEmpty)
    let report = try await audit.step("pop") {
      navigation.popViewController(animated: true)
      flow = Flow()  // the app lets go of the finished flow
    }
    #expect(report.findings.isEmpty)
    #expect(report.releasedCount == 3)
    #expect(
      Set(window.log.events.filter { $0.name == "released" }.map(\.arguments[0])) == [
        "Detail", "Detail/Detail", "Detail/ViewModel",
      ])
    #expect(audit.liveLabels.isEmpty)
    withExtendedLifetime(flow) {}
  }

  @Test func aMisuseIsABrokenInvariantOfItsStepAtTheLineOfTheCall() async throws {
    let (_, audit, navigation, flow) = try app()
    let line = #line + 2
    let report = try await audit.step("push Main again") {
      navigation.pushViewController(navigation.viewControllers[0], animated: true)
    }
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(
      report.findings.first?.message == """
        misuse at CoordinatorTreeTests/FlowAuditTests.swift:\(line): \
        pushViewController(_:animated:) did nothing. Cannot push 'Main': it is already on the \
        stack of 'Nav'. Pop back to it with popToViewController(_:animated:) instead.
        """)
    #expect(navigation.viewControllers.count == 2)
    withExtendedLifetime(flow) {}
  }

  @Test func aCoordinatorThatOwnsNothingOnScreenAndIsKeptIsALeak() async throws {
    let (_, audit, navigation, flow) = try app()
    let report = try await audit.step("pop") { navigation.popViewController(animated: true) }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings[0].objects.map(\.label) == ["Detail"])
    withExtendedLifetime(flow) {}
  }

  @Test func theOwnerOfAScreenOnScreenThatGoesIsAPrematureRelease() async throws {
    var (_, audit, _, flow) = try app()
    let report = try await audit.step("drop the flow") { flow = Flow() }
    #expect(report.findings.map(\.kind) == [.prematureRelease])
    #expect(report.findings[0].objects.map(\.label) == ["Detail"])
    withExtendedLifetime(flow) {}
  }

  @Test func aRuleIsCheckedAfterEveryStepAndNamedWhenBroken() async throws {
    let (window, audit, navigation, flow) = try app()
    audit.addInvariant("the top screen is Detail") {
      window.topViewController?.logName == "Detail"
        ? nil : "it is '\(window.topViewController?.logName ?? "")'"
    }
    #expect(try await audit.step("stay") {}.findings.isEmpty)
    let report = try await audit.step("pop") { navigation.popViewController(animated: true) }
    #expect(report.findings.map(\.kind) == [.leak, .brokenInvariant])
    #expect(report.findings[1].message == "the top screen is Detail: it is 'Main'")
    withExtendedLifetime(flow) {}
  }

  @Test func aFlowFinishedTwiceIsABrokenInvariantOnce() async throws {
    let (_, audit, _, flow) = try app()
    let report = try await audit.step("finish twice") {
      audit.flowFinished(flow)
      audit.flowFinished(flow)
    }
    #expect(report.findings.map(\.kind) == [.brokenInvariant])
    #expect(report.findings[0].message == "'Detail' finished 2 times; a flow finishes at most once")
    #expect(report.findings[0].objects.map(\.label) == ["Detail"])
  }
}

/// The audit from XCTest: the same steps, asserted with XCTest.
final class FlowAuditXCTests: XCTestCase {
  @MainActor func testAStepReportsACleanPopAndAKeptScreenAsALeak() async throws {
    let window = Window()
    let audit = FlowAudit(window: window, configuration: quick)
    let navigation = NavigationController(
      rootViewController: ViewController(title: "Main"), title: "Nav")
    try window.setRootViewController(navigation)
    let main = FlowCoordinator(
      name: "Main", navigationController: navigation, isRoot: true, audit: audit)
    try main.show(navigation.viewControllers[0], label: "Main")
    var kept: [ViewController] = []
    for (name, keep) in [("Gone", false), ("Kept", true)] {
      try await audit.step("open \(name)") {
        let screen = ViewController(title: name)
        if keep { kept.append(screen) }  // the positive control: the test keeps it alive
        try main.show(screen, label: name)
      }
    }
    let keptReport = try await audit.step("back from Kept") { try navigation.userTapsBack() }
    XCTAssertEqual(keptReport.findings.map(\.kind), [.leak])
    XCTAssertEqual(keptReport.findings.first?.objects.first?.label, "Main/Kept")
    let report = try await audit.step("back from Gone") { try navigation.userTapsBack() }
    XCTAssertTrue(report.isClean, report.text)
    XCTAssertEqual(kept.count, 1)
  }
}

/// A new object at a dead object's address is a new object.
///
/// The allocator reuses a freed block at once, often within the same step. Each test forces
/// the reuse, then checks the verdict.
@MainActor @Suite(.enabled(if: AddressReuse.isPossible, "the address sanitizer never reuses"))
struct FlowAuditIdentityTests {
  final class Flow {}

  /// A window showing `Nav: Main`, and an audit with `Main` registered as a root flow's screen.
  func app() throws -> (Window, FlowAudit, NavigationController, Flow) {
    let window = Window()
    let audit = FlowAudit(window: window, configuration: quick)
    let main = ViewController(title: "Main")
    let navigation = NavigationController(rootViewController: main, title: "Nav")
    try window.setRootViewController(navigation)
    let flow = Flow()
    audit.registerCoordinator(flow, label: "Main", isRoot: true)
    audit.registerScreen(main, label: "Main/Main", owner: flow)
    return (window, audit, navigation, flow)
  }

  @Test func aScreenPushedAtAPoppedScreensAddressIsANewScreen() async throws {
    try await AddressReuse.untilReused { reuse in
      let (_, audit, navigation, flow) = try app()
      var results: ObjectIdentifier?
      try await audit.step("open results") {
        let screen = ViewController(title: "Results")
        try navigation.strict.pushViewController(screen, animated: false)
        audit.registerScreen(screen, label: "Main/Results", owner: flow)
        results = ObjectIdentifier(screen)
      }
      let report = try await audit.step("swap results for filters") {
        navigation.popViewController(animated: false)
        guard let filters = reuse.make(at: results!, { ViewController(title: "Filters") })
        else { return }
        try navigation.strict.pushViewController(filters, animated: false)
        audit.registerScreen(filters, label: "Main/Filters", owner: flow)
      }
      guard reuse.happened else { return }
      #expect(report.isClean, "\(report.text)")
      #expect(report.releasedCount == 1)
      #expect(audit.liveLabels == ["Main", "Main/Main", "Main/Filters"])
      withExtendedLifetime(flow) {}
    }
  }

  @Test func aViewModelWhoseScreenDiedIsNotKeptByAScreenAtThatAddress() async throws {
    try await AddressReuse.untilReused { reuse in
      let (_, audit, navigation, flow) = try app()
      var detail: ObjectIdentifier?
      try await audit.step("open detail") {
        let screen = BoundScreen<FlowViewModel>(title: "Detail")
        screen.bind(viewModel: FlowViewModel(name: "detail"))
        try navigation.strict.pushViewController(screen, animated: false)
        audit.registerScreen(screen, label: "Main/Detail", owner: flow)
        audit.registerViewModel(
          screen.viewModel!, label: "Main/DetailModel", screens: [screen], owner: flow)
        detail = ObjectIdentifier(screen)
      }
      let report = try await audit.step("replace detail") {
        navigation.popViewController(animated: false)
        guard let other = reuse.make(at: detail!, { BoundScreen<FlowViewModel>() }) else { return }
        try navigation.strict.pushViewController(other, animated: false)
        audit.registerScreen(other, label: "Main/Other", owner: flow)
      }
      guard reuse.happened else { return }
      // Before: the dead view model's screen list named the address, so the newcomer kept it
      // "remaining", and its release read as premature.
      #expect(report.isClean, "\(report.text)")
      #expect(report.releasedCount == 2)
      withExtendedLifetime(flow) {}
    }
  }

  @Test func aCoordinatorAtADeadOnesAddressDoesNotOwnItsScreens() async throws {
    try await AddressReuse.untilReused { reuse in
      var (_, audit, _, flow) = try app()
      let address = ObjectIdentifier(flow)
      var newcomer: Flow?
      let report = try await audit.step("drop the flow, make another") {
        flow = Flow()  // the only owner of the Main flow lets go: its screen is still shown
        newcomer = reuse.make(at: address, { Flow() })
        if let newcomer { audit.registerCoordinator(newcomer, label: "Other", isRoot: true) }
      }
      guard reuse.happened else { return }
      // The positive control: the dead coordinator's screen is on screen, so its release is
      // premature; the newcomer at its address must not stand in for it.
      #expect(report.findings.map(\.kind) == [.prematureRelease])
      #expect(report.findings.first?.objects.map(\.label) == ["Main"])
      withExtendedLifetime((flow, newcomer)) {}
    }
  }
}

/// The release log of an app's own classes, which do not signal their deinit: the model's
/// screens do, and what dies between them is ordered by who held whom.
@MainActor @Suite struct FlowAuditReleaseOrderTests {
  /// The design notes' register flow as an app writes it: the screens hold one view model,
  /// which holds its coordinator strongly; the coordinator holds its parent; nothing signals.
  final class MainCoordinator {}
  final class RegisterCoordinator {
    let parent: MainCoordinator
    weak var viewModel: RegisterViewModel?
    init(parent: MainCoordinator) { self.parent = parent }
  }
  final class RegisterViewModel {
    let coordinator: RegisterCoordinator
    init(coordinator: RegisterCoordinator) { self.coordinator = coordinator }
  }
  final class StepViewController: ViewController {
    let viewModel: RegisterViewModel
    init(_ title: String, viewModel: RegisterViewModel) {
      self.viewModel = viewModel
      super.init(title: title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test func theScreensGoThenTheViewModelThenTheCoordinatorAndMainStays() async throws {
    let window = Window()
    let audit = FlowAudit(window: window, configuration: quick)
    let home = ViewController(title: "Home")
    let navigation = NavigationController(rootViewController: home, title: "Nav")
    try window.setRootViewController(navigation)
    let main = MainCoordinator()
    audit.registerCoordinator(main, label: "Main", isRoot: true)
    audit.registerScreen(home, label: "Main/Home", owner: main)
    try await audit.step("register") {
      // Made in the order the notes make them: the coordinator before its view model.
      let register = RegisterCoordinator(parent: main)
      let viewModel = RegisterViewModel(coordinator: register)
      register.viewModel = viewModel
      audit.registerCoordinator(register, label: "Register", parent: main)
      for title in ["StepOne", "StepTwo"] {
        let screen = StepViewController(title, viewModel: viewModel)
        try navigation.strict.pushViewController(screen, animated: true)
        audit.registerScreen(screen, label: "Register/\(title)", owner: register)
        audit.registerViewModel(
          viewModel, label: "Register/RegisterModel", screens: [screen], owner: register)
      }
    }
    window.log.removeAll()
    let report = try await audit.step("back to main") {
      try navigation.strict.popToViewController(home, animated: true)
    }
    #expect(report.isClean, "\(report.text)")
    #expect(
      window.log.events.filter { $0.name == "released" }.map(\.arguments[0]) == [
        "Register/StepOne", "Register/StepTwo", "Register/RegisterModel", "Register",
      ])
    #expect(audit.lastReleases.count == 4)
    #expect(audit.liveLabels == ["Main", "Main/Home"])
  }
}
