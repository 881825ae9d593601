import LeakAudit
import Testing

@testable import CoordAuditScenarios

/// Steps in which objects die and new ones are made: the allocator hands the dead ones'
/// addresses to the newcomers, and the verdicts must not change.
@MainActor @Suite struct ScenarioIdentityTests {
  func run(_ source: String) async -> ScenarioResult {
    await ScenarioRunner.runChecked(source)
  }

  @Test func aScreenPoppedAndAnotherPushedInOneStepAreTwoScreens() async {
    let result = await run(
      """
      scenario "pop and push in one step"
      system child-array
      flow Main root
        screen Home
      flow Search in Main
        screen SearchField
        screen Results
        screen Filters
      start Main
      start Search
      push Results
      step "swap results for filters" {
        pop
        push Filters
      }
      expect released Results
      expect alive Filters
      """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }

  @Test(arguments: ["child-array", "self-releasing", "router", "scene"])
  func aRootReplacedTwiceInOneStepIsANewHierarchy(system: String) async {
    let result = await run(
      """
      system \(system)
      flow Login root
        screen LoginForm model LoginModel
      flow Main root
        screen Home model HomeModel
      start Main
      step "log out and back in" {
        replace root with Login
        replace root with Main
      }
      expect alive Home HomeModel
      expect released LoginForm LoginModel
      """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }

  @Test func aViewModelOfADeadFlowIsNotSharedWithTheNextInstance() async {
    // The second Register flow is made in the step that lets the first go: its first screen
    // must get a view model of its own, never the first flow's.
    let result = await run(
      """
      system self-releasing
      flow Main root
        screen Home
      flow Register in Main
        screen StepOne model RegisterModel
        screen StepTwo model RegisterModel
      start Main
      start Register
      step "again" {
        pop to Home
        start Register
      }
      push StepTwo
      expect alive Register StepOne StepTwo RegisterModel
      pop to Home
      expect released Register StepOne StepTwo RegisterModel
      """)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
  }
}
