import Foundation
import LeakAudit
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// Reports speak the scenario's language: declared names, the kinds of reference the user
/// wrote, the kit types; never the runner's own types.
@MainActor @Suite struct ScenarioNamesTests {
  /// The runner's own types, which no report may show.
  static let runnerTypes = [
    "ScenarioScreen", "ScenarioModel", "ChildArrayFlow", "SelfReleasingFlow", "ScenarioRouter",
    "ScenarioSceneCoordinator", "ScenarioApp", "ExtraReferences", "WeakBox", "UnownedBox",
    "Execution", "{collection}", "HandWrittenCoordinator", "ResultSubscription", "ResultStream",
  ]

  func explanations(_ source: String) async -> [String] {
    let result = await ScenarioRunner().run(source, file: "t.scenario", options: .inTests)
    return result.steps.flatMap(\.findings).filter { $0.kind == .leak }.map { finding in
      let object = finding.objects[0]
      // Ifs, not a chain of `??` over closures: that chain took the type checker 43 s.
      let path: String
      if let retainPath = finding.retainPath {
        path = "held by \(retainPath)"
      } else if let cycle = finding.retainCycle {
        path = "in a cycle: \(cycle)"
      } else if let unrooted = finding.unrootedPath {
        path = "from \(unrooted)"
      } else {
        path = "unexplained"
      }
      return "\(object.typeName) \(object.label ?? ""): \(path)"
    }
  }

  /// The register flow's coordinator and view model keeping each other through two refs.
  static let registerCycle = """
    system self-releasing
    flow Main root
      screen Home
    flow Register in Main
      screen StepOne model RegisterModel
    ref RegisterModel -> Register strong
    ref Register -> RegisterModel strong
    start Main
    start Register
    pop to Home
    """

  @Test func aCycleThroughARefReadsInDeclaredNamesAndTheKindOfReference() async {
    let found = await explanations(Self.registerCycle)
    #expect(
      found == [
        "SelfReleasingCoordinator Register: in a cycle: "
          + "Register —strong ref→ RegisterModel —owner→ Register",
        "FlowViewModel RegisterModel: in a cycle: "
          + "RegisterModel —owner→ Register —strong ref→ RegisterModel",
      ])
  }

  @Test func aPathThroughTheAppsNotificationsStartsAtTheCenter() async {
    // The player observes the app's notifications with a block that captures it, never
    // removed. Before, the path started at the first root coordinator the walk met, which
    // observes nothing: "held by Home —notifications→ Subject —…".
    let found = await explanations(
      """
      system hand-written
      flow Home root
        screen Library
      flow Player in Home
        screen NowPlaying model PlayerModel
        coordinator ends on did-show
        coordinator observes the app capturing self strongly
      start Home
      start Player
      user taps back
      """)
    #expect(
      found == [
        "Coordinator Player: held by notifications —subscriptions[0]→ Subscription "
          + "—onNext{closure captures}→ Player"
      ])
  }

  @Test func aLeakThroughAFlowsNavigationControllerIsExplainedThroughIt() async {
    let found = await explanations(
      """
      system child-array
      flow Main root
        screen Home
      flow Compose in Main sheet
        screen Draft model DraftModel
      ref DraftModel -> Compose delegate
      start Main
      present Compose
      user swipes down
      """)
    #expect(found.count == 4)
    #expect(
      found.first
        == "FlowCoordinator Compose: in a cycle: Compose —navigationController→ ComposeNav "
        + "—viewControllers[0]→ Draft —model→ DraftModel —delegate→ Compose")
    #expect(found[1].hasPrefix("NavigationController ComposeNav: in a cycle: ComposeNav"))
  }

  @Test func whatTheAppKeepsIsHeldByTheApp() async {
    let found = await explanations(
      """
      system child-array
      flow Main root faulty kept-after-logout
        screen Home
      flow Login root
        screen LoginForm
      start Main
      replace root with Login
      """)
    #expect(
      found == [
        "FlowCoordinator Main: held by app —keptSessions[0]→ Main",
        "NavigationController MainNav: held by app —keptSessions[0]→ Main —navigationController→ MainNav",
        "ViewController Home: held by app —keptSessions[0]→ Main —navigationController→ MainNav "
          + "—viewControllers[0]→ Home",
      ])
  }

  /// The objects an action made are held by the app's registry until the action ends; a path
  /// through that list (the walk labels it `registry.unnamed[i].object`) says so in the
  /// scenario's words.
  @Test func whatTheAppMadeInTheCurrentActionIsHeldAsMadeInThisStep() {
    let path = RetainPath(
      links: [RetainPath.Link(ownerType: "ScenarioApp", field: "registry.unnamed[2].object")],
      targetType: "ChildArrayFlow", targetNumber: 7)
    #expect(
      "\(ScenarioNames.name(path, names: [7: "Main"]))" == "app —madeInThisStep[2]→ Main")
  }

  @Test func theFingerprintAReportPrintsIsTheOneAnAllowListMatches() async throws {
    // Paths are named after the walk; fingerprints hash what the walk found, so naming never
    // changes them, and the fingerprint a user copies from a report matches.
    let source = Self.registerCycle
    let first = await ScenarioRunner().run(source, file: "t.scenario", options: .inTests)
    #expect(first.outcome == .failed)
    let fingerprints = Set(first.steps.flatMap(\.findings).compactMap(\.fingerprint))
    #expect(fingerprints.count == 1)
    let allowList = try AllowList(
      parsing: fingerprints.map { "\($0) the register cycle, known" }.joined(separator: "\n"))
    let second = await ScenarioRunner().run(
      source, file: "t.scenario", options: RunOptions(measuresHeap: false, allowList: allowList))
    #expect(second.outcome == .clean, "\(second.mismatches.map(\.message))")
    #expect(second.steps.flatMap(\.findings).allSatisfy { $0.severity == .note })
  }

  @Test func noStoredOutputNamesTheRunnersTypes() throws {
    let expected = TestFiles.url("Tests/CoordAuditCLITests/Expected")
    let files = try FileManager.default.contentsOfDirectory(atPath: expected.path).sorted()
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(
        contentsOf: expected.appendingPathComponent(file), encoding: .utf8)
      for type in Self.runnerTypes {
        #expect(!text.contains(type), "\(file) names the runner's type \(type)")
      }
    }
  }
}
