import HeadlessUIKit
import Testing

import class CoordinatorTree.FlowAudit
import struct LeakAudit.Probe

@testable import RegisterApp

/// Design note 004's self-releasing coordinators, audited as an app's test registers them:
/// leaving the register flow releases its two screens, then the view model they share, then
/// the register coordinator, in that order, and the main coordinator stays.
@MainActor @Suite struct RegisterAppTests {
  /// Note 004's main flow in a window: Main and its screen, registered.
  func started() async throws -> (UINavigationController, FlowAudit, MainCoordinator) {
    let (window, audit) = auditedWindow()
    let navigation = UINavigationController()
    window.rootViewController = navigation
    let main = MainCoordinator(navigationController: navigation)
    audit.registerCoordinator(main, label: "Main", isRoot: true)
    try await audit.step("start") { main.start() }
    audit.registerScreen(navigation.topViewController!, label: "Main/Main", owner: main)
    return (navigation, audit, main)
  }

  /// The register flow's two steps, as their buttons go; returns the probes of the two screens,
  /// the view model and the register coordinator, in the order the note says they go.
  func registerBothSteps(
    _ navigation: UINavigationController, _ audit: FlowAudit, _ main: MainCoordinator
  ) async throws -> [Probe] {
    try await audit.step("go register") {
      (navigation.topViewController as! MainViewController).delegate?.goRegister()
    }
    let register = audit.registerCoordinator(
      main.childCoordinator!, label: "Register", parent: main)
    let stepOne = audit.registerScreen(
      navigation.topViewController!, label: "Register/StepOne", owner: main.childCoordinator)
    let viewModel = audit.registerViewModel(
      (navigation.topViewController as! RegisterStepOneViewController).vm!,
      label: "Register/RegisterViewModel", screens: [navigation.topViewController!],
      owner: main.childCoordinator)
    try await audit.step("step two") {
      (navigation.topViewController as! RegisterStepOneViewController).tapToStepTwoButton()
    }
    let stepTwo = audit.registerScreen(
      navigation.topViewController!, label: "Register/StepTwo", owner: main.childCoordinator)
    audit.registerViewModel(
      (navigation.topViewController as! RegisterStepTwoViewController).vm!,
      label: "Register/RegisterViewModel", screens: [navigation.topViewController!],
      owner: main.childCoordinator)
    return [stepOne, stepTwo, viewModel, register]
  }

  @Test func backToMainReleasesBothScreensThenTheViewModelThenTheCoordinatorAndMainStays()
    async throws
  {
    let (navigation, audit, main) = try await started()
    let inTheNotesOrder = try await registerBothSteps(navigation, audit, main)
    let report = try await audit.step("back to main") {
      (navigation.topViewController as! RegisterStepTwoViewController).tapToMainVCButton()
    }
    #expect(report.isClean, "\(report.text)")
    #expect(audit.lastReleases == inTheNotesOrder)
    #expect(
      audit.window.log.events.filter { $0.name == "released" }.map(\.arguments[0]) == [
        "Register/StepOne", "Register/StepTwo", "Register/RegisterViewModel", "Register",
      ])
    #expect(audit.liveLabels == ["Main", "Main/Main"])
    #expect(main.childCoordinator == nil)
  }

  @Test func aViewModelKeptByAnythingElseLeaksWithTheCoordinatorItHolds() async throws {
    let (navigation, audit, main) = try await started()
    _ = try await registerBothSteps(navigation, audit, main)
    var stray = (navigation.topViewController as! RegisterStepTwoViewController).vm
    let report = try await audit.step("back to main") {
      (navigation.topViewController as! RegisterStepTwoViewController).tapToMainVCButton()
    }
    #expect(report.findings.map(\.kind) == [.leak, .leak])
    #expect(survivors(report) == ["Register", "Register/RegisterViewModel"])
    #expect(report.text.contains("held by RegisterViewModel.delegate → RegisterCoordinator"))
    #expect(audit.lastReleases.count == 2)
    stray = nil
    withExtendedLifetime(stray) {}
  }
}
