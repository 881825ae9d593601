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
    try navigation.pushViewController(detail, animated: false)
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
      window.topViewController?.title == "Detail"
        ? nil : "it is '\(window.topViewController?.title ?? "")'"
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
