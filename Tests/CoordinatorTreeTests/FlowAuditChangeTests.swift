import Testing

@testable import CoordinatorTree

/// What the audit gets right while it looks only at what a step changed.
///
/// After a step it looks at the view controllers that joined or left the window, and at what
/// counted on them: the shapes where that could go wrong, each with its positive control. Debug builds also check every step against the whole
/// window, so any test here that counted wrong would stop there.
@MainActor @Suite struct FlowAuditChangeTests {
  final class Flow {}
  final class Holder { var kept: AnyObject? }

  func app() throws -> (Window, FlowAudit, NavigationController) {
    let window = Window()
    let audit = FlowAudit(window: window, configuration: quick)
    let navigation = NavigationController(
      rootViewController: ViewController(title: "Main"), title: "Nav")
    try window.setRootViewController(navigation)
    return (window, audit, navigation)
  }

  /// Two flows registered as each other's parent keep each other by count: the audit must see
  /// that the cycle holds nothing on screen.
  @Test func flowsThatAreEachOthersParentDepartWithTheirScreens() async throws {
    let (_, audit, navigation) = try app()
    var first: Flow? = Flow()
    var second: Flow? = Flow()
    try await audit.step("open both") {
      let one = ViewController(title: "One")
      let two = ViewController(title: "Two")
      try navigation.strict.pushViewController(one, animated: false)
      try navigation.strict.pushViewController(two, animated: false)
      audit.registerCoordinator(first!, label: "First")
      audit.registerCoordinator(second!, label: "Second", parent: first)
      audit.registerCoordinator(first!, label: "First", parent: second)
      audit.registerScreen(one, label: "First/One", owner: first)
      audit.registerScreen(two, label: "Second/Two", owner: second)
    }
    let report = try await audit.step("back to main") {
      navigation.popToRootViewController(animated: false)
      first = nil
      second = nil
    }
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 4)
  }

  @Test func aFlowKeptInACycleOfParentsIsALeak() async throws {
    let (_, audit, navigation) = try app()
    let holder = Holder()
    try await audit.step("open both") {
      let first = Flow()
      let second = Flow()
      let one = ViewController(title: "One")
      try navigation.strict.pushViewController(one, animated: false)
      audit.registerCoordinator(first, label: "First")
      audit.registerCoordinator(second, label: "Second", parent: first)
      audit.registerCoordinator(first, label: "First", parent: second)
      audit.registerScreen(one, label: "First/One", owner: first)
      holder.kept = first
      withExtendedLifetime(second) {}
    }
    let report = try await audit.step("back to main") {
      navigation.popToRootViewController(animated: false)
    }
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["First"])
  }

  /// A sheet's navigation controller that goes with the dismissal, while something keeps a
  /// screen of its stack: the screen left the window with it and must be reported.
  func sheet(keepingItsScreen keep: Bool) async throws -> Report {
    let (_, audit, navigation) = try app()
    let holder = Holder()
    var flow: Flow? = Flow()
    try await audit.step("open the sheet") {
      let form = ViewController(title: "Form")
      let sheet = NavigationController(rootViewController: form, title: "Sheet")
      navigation.present(sheet, animated: false)
      audit.registerCoordinator(flow!, label: "Sheet")
      audit.registerScreen(sheet, label: "Sheet/Nav", owner: flow)
      audit.registerScreen(form, label: "Sheet/Form", owner: flow)
      if keep { holder.kept = form }
    }
    return try await audit.step("dismiss it") {
      navigation.dismiss(animated: false)
      flow = nil
    }
  }

  @Test func aDismissedSheetGoesWithEverythingInIt() async throws {
    let report = try await sheet(keepingItsScreen: false)
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 3)
  }

  @Test func aScreenKeptFromADismissedSheetThatWentIsALeak() async throws {
    let report = try await sheet(keepingItsScreen: true)
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["Sheet/Form"])
  }

  /// A screen popped and presented as a sheet in one step stays; the step that dismisses it
  /// is the one it must go in, kept or not.
  func movedScreen(keptAfterDismissal keep: Bool) async throws -> (
    moved: Report, dismissed: Report, labels: [String]
  ) {
    let (_, audit, navigation) = try app()
    let holder = Holder()
    var flow: Flow? = Flow()
    try await audit.step("open detail") {
      let detail = ViewController(title: "Detail")
      try navigation.strict.pushViewController(detail, animated: false)
      audit.registerCoordinator(flow!, label: "Detail")
      audit.registerScreen(detail, label: "Detail/Detail", owner: flow)
      if keep { holder.kept = detail }
    }
    let moved = try await audit.step("show it as a sheet") {
      let detail = navigation.popViewController(animated: false)!
      navigation.present(detail, animated: false)
    }
    let labels = audit.liveLabels
    let dismissed = try await audit.step("dismiss it") {
      navigation.dismiss(animated: false)
      flow = nil
    }
    return (moved, dismissed, labels)
  }

  @Test func aScreenMovedFromTheStackToASheetInOneStepStaysUntilItLeaves() async throws {
    let (moved, dismissed, labels) = try await movedScreen(keptAfterDismissal: false)
    #expect(moved.isClean, "\(moved.text)")
    #expect(labels == ["Detail", "Detail/Detail"])
    #expect(dismissed.isClean, "\(dismissed.text)")
    #expect(dismissed.releasedCount == 2)
  }

  @Test func aMovedScreenKeptAfterItsSheetIsDismissedIsALeak() async throws {
    let (moved, dismissed, _) = try await movedScreen(keptAfterDismissal: true)
    #expect(moved.isClean, "\(moved.text)")
    #expect(dismissed.findings.map(\.kind) == [.leak])
    #expect(dismissed.findings.first?.objects.map(\.label) == ["Detail/Detail"])
  }

  /// A chain of flows, each started by the one before with a screen of its own, popped to the
  /// root in one step: each flow departs when its screen and its child have, however deep.
  func chain(_ depth: Int, keeping kept: Int?) async throws -> Report {
    let (_, audit, navigation) = try app()
    let holder = Holder()
    var flows: [Flow] = []
    for index in 0..<depth {
      try await audit.step("start F\(index)") {
        let flow = Flow()
        let screen = ViewController(title: "S\(index)")
        try navigation.strict.pushViewController(screen, animated: false)
        audit.registerCoordinator(flow, label: "F\(index)", parent: flows.last)
        audit.registerScreen(screen, label: "F\(index)/S\(index)", owner: flow)
        flows.append(flow)
        if index == kept { holder.kept = flow }
      }
    }
    return try await audit.step("pop to root") {
      navigation.popToRootViewController(animated: false)
      flows.removeAll()
    }
  }

  @Test func aDeepChainOfFlowsDepartsWhole() async throws {
    let report = try await chain(300, keeping: nil)
    #expect(report.isClean, "\(report.text)")
    #expect(report.releasedCount == 600)
  }

  @Test func aFlowKeptInTheMiddleOfADeepChainIsTheOneLeak() async throws {
    let report = try await chain(300, keeping: 150)
    #expect(report.findings.map(\.kind) == [.leak])
    #expect(report.findings.first?.objects.map(\.label) == ["F150"])
  }
}
