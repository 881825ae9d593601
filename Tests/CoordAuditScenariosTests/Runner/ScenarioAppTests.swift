import Foundation
import LeakAudit
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// What the app holds: the `ref`s a scenario declares, installed as soon as both ends live.
@MainActor @Suite struct ScenarioAppTests {
  static let login = "Tests/CoordAuditCLITests/Scenarios/login-home.scenario"

  @Test func aReferenceToAnObjectTheSameStepLetsGoOfIsInstalledAsItsHolderIsMade() async throws {
    // `replace root with Home` makes Home while SignIn lives, then lets go of SignIn: Home's
    // delegate keeps it. Before, the line was installed after the step, when SignIn was gone:
    // never, and run and explore both said clean.
    let source = try TestFiles.text(Self.login)
    let result = await ScenarioRunner().run(source, file: "login-home.scenario", options: .inTests)
    #expect(result.outcome == .caught, "\(result.mismatches.map(\.message))")
    #expect(result.survivors.first == "SignIn")
    let leak = try #require(result.steps.last?.findings.first { $0.kind == .leak })
    #expect(leak.retainPath?.description == "Home —delegate→ SignIn")
  }

  @Test func explorationFindsTheLoginKeptByItsDelegate() async throws {
    let source = try TestFiles.text(Self.login)
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "login-home.scenario")
    try #require(diagnostics.isEmpty)
    let exploration = await Explorer(scenario: scenario, options: .init(depth: 3)).run()
    #expect(exploration.bugs.map(\.key) == ["a leak of 'SignIn' held by Home.delegate"])
    #expect(exploration.bugs.first?.actionTexts == ["\"sign in\""])
  }

  @Test func aWeakReferenceToTheLoginKeepsNothing() async throws {
    // The correct twin: a weak delegate.
    let source = try TestFiles.text(Self.login)
      .replacingOccurrences(of: "ref Home -> SignIn delegate", with: "ref Home -> SignIn weak")
      .replacingOccurrences(
        of: "expect leak SignIn Credentials CredentialsModel",
        with: "expect released SignIn Credentials CredentialsModel")
    let result = await ScenarioRunner().run(source, file: "login-home.scenario", options: .inTests)
    #expect(result.outcome == .clean, "\(result.mismatches.map(\.message))")
    let (scenario, _) = ScenarioRunner().parse(source, file: "login-home.scenario")
    let exploration = await Explorer(scenario: scenario, options: .init(depth: 4)).run()
    #expect(exploration.bugs.isEmpty, "\(exploration.bugs.map(\.summary))")
  }

  @Test func aReferenceFollowsTheNewestInstanceOfItsTarget() async {
    // Made before the new Search, the screen's reference first finds the old one (still kept
    // by Main, which never removes it), then the new one once it is made: it holds the new one
    // alone, and the old one is held by Main only.
    let result = await ScenarioRunner.runChecked(
      """
      system child-array
      flow Main root faulty no-removal-on-back
        screen Home
      flow Search in Main
        screen Field
      ref Field -> Search strong
      start Main
      start Search
      user taps back
      expect leak Search
      start Search
      user taps back
      expect leak Search
      """)
    #expect(result.outcome == .caught, "\(result.mismatches.map(\.message))")
    let paths = result.steps.last?.findings.filter { $0.kind == .leak }
      .compactMap(\.retainPath?.description)
    #expect(
      paths?.contains { $0.hasSuffix("childCoordinators[1]→ Search") } == true, "\(paths ?? [])")
  }
}
