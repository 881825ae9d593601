import CoordinatorTree
import LeakAudit
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// Exploration on small scenarios: what it plays, what it finds, and the shortest way there.
@MainActor @Suite struct ExplorerTests {
  func explore(_ source: String, depth: Int = 6) async throws -> Exploration {
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "t.scenario")
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    return await Explorer(scenario: scenario, options: .init(depth: depth)).run()
  }

  /// C1: Main → Search (two screens), the notes' shape when faulty.
  func search(_ fault: String = "") -> String {
    """
    system child-array
    flow Main root \(fault)
      screen Home
    flow Search in Main
      screen SearchField model SearchModel
      screen Results model ResultsModel
    action "open search" {
      start Search
    }
    action "show results" {
      push Results
    }
    setup {
      start Main
    }
    """
  }

  @Test func theCorrectFormIsCleanToDepthSix() async throws {
    let exploration = try await explore(search())
    #expect(exploration.bugs.isEmpty, "\(exploration.bugs.map(\.summary))")
    // Home; SearchField; Results. SearchField again after Results was popped is SearchField's
    // state: the flow drops the dead entry of Results from its list of screens after the step
    // (a dead first entry would stay, as it changes what `finish` pops). The rest revisits.
    #expect(exploration.figures.states == 3)
    #expect(exploration.figures.revisits > 0)
  }

  @Test func theNotesShapeLeaksSearchAfterTheShortestBackTap() async throws {
    let exploration = try await explore(search("faulty no-removal-on-back"))
    #expect(exploration.bugs.count == 1)
    #expect(exploration.bugs.first?.actionTexts == ["\"open search\"", "user taps back"])
    // The popped screen and its view model go: the coordinator alone stays.
    #expect(exploration.bugs.first?.survivors == ["Search"])
  }

  @Test func aSurvivorThatKeepsOthersIsOneBugWithThemAll() async throws {
    // C4, faulty: the parent never hears the sheet swipe; the flow keeps its navigation
    // controller, which keeps the screens and their view models: one bug, not five.
    let exploration = try await explore(
      """
      system child-array
      flow Main root faulty no-removal-on-back
        screen Home
      flow Compose in Main sheet
        screen Draft model DraftModel
        screen Attach model AttachModel
      action "compose" {
        present Compose
      }
      action "attach" {
        push Attach
      }
      setup {
        start Main
      }
      """)
    let bug = try #require(exploration.bugs.first)
    #expect(exploration.bugs.count == 1, "\(exploration.bugs.map(\.summary))")
    #expect(bug.actionTexts == ["\"compose\"", "user swipes down"])
    #expect(bug.survivors == ["Compose", "ComposeNav", "Draft", "DraftModel"])
  }

  /// The scenario: a router's push transition takes the navigation controller's
  /// delegate, and a child-array flow started after it is never told it ended.
  static let delegateTakenByAPush = """
    scenario "a push transition takes the navigation delegate"
    flow Main child-array root
      screen Home
    flow Offer router in Main faulty takes-navigation-delegate
      screen OfferScreen model OfferModel
    flow Search child-array in Main
      screen SearchField model SearchModel
    action "open offer" {
      start Offer
    }
    action "open search" {
      start Search
    }
    setup {
      start Main
    }
    """

  @Test func aDelegateSlotTakenByAnUndeclaredObjectTellsStatesApart() async throws {
    // After "open offer" and a back tap, the screens and declared objects are those of the
    // start, but the navigation controller's delegate is gone (the push transition took the
    // slot and died): a key of the declared objects merged the two states and missed the leak
    // that "open search" and a back tap then show.
    let exploration = try await explore(Self.delegateTakenByAPush, depth: 5)
    #expect(
      exploration.bugs.map(\.actionTexts) == [
        ["\"open offer\"", "user taps back", "\"open search\"", "user taps back"]
      ])
    #expect(exploration.bugs.first?.survivors == ["Search"])
  }

  @Test func survivorsOfOneShapeAreNotHiddenBehindTheFirstOneMet() async throws {
    // Search and Profile leak alike (the parent keeps each after a back tap): their paths have
    // one shape, `FlowCoordinator.childCoordinators[] → FlowCoordinator`, but they are
    // different flows, and each is a bug of its own, with a fingerprint of its own.
    let exploration = try await explore(
      """
      system child-array
      flow Main root faulty no-removal-on-back
        screen Home
      flow Search in Main
        screen SearchField
      flow Profile in Main
        screen Account
      action "open search" {
        start Search
      }
      action "open profile" {
        start Profile
      }
      setup {
        start Main
      }
      """, depth: 2)
    #expect(
      exploration.bugs.map(\.actionTexts) == [
        ["\"open search\"", "user taps back"], ["\"open profile\"", "user taps back"],
      ])
    #expect(exploration.bugs.map(\.survivors) == [["Search"], ["Profile"]])
    let shapes = Set(exploration.bugs.compactMap { $0.findings.first?.retainPath?.shape })
    #expect(shapes.count == 1, "the two leaks no longer share a shape: the test is moot")
    let fingerprints = Set(exploration.bugs.compactMap { $0.findings.first?.fingerprint })
    #expect(fingerprints.count == 2)
  }

  @Test func oneHolderThatKeepsAScreenAndItsFlowIsOneBug() async throws {
    // W9, faulty: the router's completion for the popped screen never runs, so its map keeps
    // the screen (as a key) and its array keeps the child: two paths, one cause.
    let entry = try #require(
      ScenarioRunner().catalog.first { $0.name == "W9-completion-map-faulty" })
    let exploration = try await explore(entry.source)
    #expect(exploration.bugs.count == 1, "\(exploration.bugs.map(\.summary))")
    #expect(exploration.bugs.first?.survivors == ["Item", "ItemDetail", "ItemModel"])
    let held = Set(
      exploration.bugs.first?.findings.compactMap { $0.retainPath?.links.last?.field } ?? [])
    #expect(held.isSuperset(of: ["childCoordinators[0]", "completions (key)"]), "\(held)")
  }

  @Test func theEmittedScenarioRunsAndReproducesTheBugWithTheSameFingerprint() async throws {
    let source = search("faulty no-removal-on-back")
    let (scenario, _) = ScenarioRunner().parse(source, file: "search.scenario")
    let exploration = await Explorer(scenario: scenario, options: .init()).run()
    let bug = try #require(exploration.bugs.first)
    let emitted = bug.scenarioText(of: scenario, source: source)
    #expect(
      emitted.hasSuffix(
        """
        start Main
        step "open search" {
          start Search
        }
        user taps back

        """))
    #expect(ScenarioRunner().check(emitted, file: "emitted.scenario").isEmpty)
    let result = await ScenarioRunner().run(emitted, file: "emitted.scenario", options: .inTests)
    #expect(result.outcome == .failed)
    #expect(result.survivors.first == "Search")
    let fingerprints = Set(result.steps.flatMap(\.findings).compactMap(\.fingerprint))
    #expect(fingerprints.contains(try #require(bug.findings.first?.fingerprint)))
  }

  /// Two flows that their parent keeps alike: two bugs with paths of one shape.
  static let twoKeptFlows = """
    system hand-written
    flow Main root
      screen Home
    flow Search in Main
      screen Field
    flow Offer in Main
      screen Deal
    action "open search" {
      start Search
    }
    action "open offer" {
      start Offer
    }
    setup {
      start Main
    }
    """

  @Test func anAllowListThatNamesOneBugOfSeveralSilencesThatOneAlone() async throws {
    let (scenario, _) = ScenarioRunner().parse(Self.twoKeptFlows, file: "t.scenario")
    let all = await Explorer(scenario: scenario, options: .init(depth: 2)).run()
    #expect(
      all.bugs.map(\.key) == [
        "a leak of 'Search' held by Main.childCoordinators[]",
        "a leak of 'Offer' held by Main.childCoordinators[]",
      ])
    let search = try #require(all.bugs.first?.findings.first?.fingerprint)
    #expect(all.bugs.last?.findings.first?.fingerprint != search)
    // Before, both had one fingerprint, and the entry silenced both.
    let allowList = try AllowList(parsing: "\(search) the search flow, known")
    let rest = await Explorer(scenario: scenario, options: .init(depth: 2, allowList: allowList))
      .run()
    #expect(rest.bugs.map(\.key) == ["a leak of 'Offer' held by Main.childCoordinators[]"])
  }

  @Test func aBugIsNamedAfterItsSubject() async throws {
    // Home keeps the conversation screen, which keeps the chat's coordinator through its view
    // model: the report names 'Chat' first, and so do the summary and the file.
    let source = try TestFiles.text("Tests/CoordAuditCLITests/Scenarios/help-chat.scenario")
    let exploration = try await explore(source, depth: 3)
    let bug = try #require(exploration.bugs.first)
    #expect(bug.key == "a leak of 'Conversation' held by Home.strong ref")
    #expect(bug.survivors.first == "Chat")
    #expect(bug.summary == "a leak of 'Chat' through 'Conversation' held by Home.strong ref")
    #expect(
      bug.fileName(exploring: "help-chat.scenario")
        == "help-chat-leak-of-chat-through-conversation-held-by-home-strong-ref.scenario")
  }

  @Test func declarationsThatDidNothingInEveryStateExploredAreNamed() async throws {
    // The screen's reference to the login's flow is made after the login is gone, and nothing
    // is ever pushed on the sign-in screen: both lines did nothing, and the summary says so.
    let source = """
      system hand-written
      flow SignIn root
        screen Credentials
      flow Home root
        screen Feed
      flow Settings in Home
        screen Options
      ref Options -> SignIn strong
      ref Options -> Home weak
      action "sign in" {
        replace root with Home
      }
      action "settings" {
        start Settings
      }
      action "pop sign-in" {
        pop to Credentials
      }
      setup {
        start SignIn
      }
      """
    let exploration = try await explore(source, depth: 3)
    #expect(
      exploration.idle == [
        "'ref Options -> SignIn strong' (line 8) was never installed",
        "action \"pop sign-in\" (line 16) was never offered",
      ])
    #expect(
      ScenarioRunner.summary(exploration).hasSuffix(
        "; 'ref Options -> SignIn strong' (line 8) was never installed; action \"pop sign-in\" "
          + "(line 16) was never offered"))
  }
}

/// A session the search is done with lets go of its app: a sheet left presented and its
/// presenter hold each other (as in UIKit), and, with a kit that holds the audit, the window;
/// without the teardown every such session stayed in memory (2.4 MB each for a 40-flow app).
@MainActor @Suite struct ExploreSessionTeardownTests {
  struct Weak {
    weak var object: AnyObject?
  }

  /// A session that plays `action` after the setup, and the objects it made, weakly, with
  /// its window and its audit; ended when `ends`.
  func session(_ source: String, playing action: Int, ends: Bool) async throws -> [Weak] {
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "t.scenario")
    try #require(diagnostics.isEmpty)
    let session = ExploreSession(scenario, allowList: nil, encoder: StateEncoder())
    #expect(await session.runSetup())
    let chosen = try #require(session.applicableActions().first { $0 == .app(action) })
    #expect(await session.perform(chosen))
    let made =
      session.app.made.map { Weak(object: $0.box.object) } + [
        Weak(object: session.app.window), Weak(object: session.audit),
      ]
    if ends { session.end() }
    return made
  }

  static let sheet = """
    system self-releasing
    flow Main root
      screen Home model HomeModel
    flow Compose in Main sheet
      screen Draft model DraftModel
    action "compose" {
      start Compose
    }
    setup {
      start Main
    }
    """

  @Test func anEndedSessionLetsGoOfEverythingItMade() async throws {
    let ended = try await session(Self.sheet, playing: 0, ends: true)
    #expect(ended.allSatisfy { $0.object == nil })
    // The positive control: without the teardown, the sheet and its presenter keep each
    // other, and the kits' flows keep the audit and its window.
    let kept = try await session(Self.sheet, playing: 0, ends: false)
    #expect(kept.contains { $0.object != nil })
  }

  /// A flow still running when its session ends keeps itself through its parent's
  /// subscription to its result, and a closure that captures its own coordinator keeps it for
  /// good: the session's end breaks both, so that a search of thousands of sessions does not
  /// keep each one's flows (BENCHMARKS.md, "Exploring a big app").
  @Test func anEndedSessionLetsGoOfRunningFlowsAndOfCycles() async throws {
    let source = """
      flow Main hand-written root
        screen Home model HomeModel
      flow Search hand-written in Main
        screen Field model FieldModel
        coordinator reports finish by stream
      flow Offer hand-written in Main
        screen OfferScreen model OfferModel
        coordinator reports finish by closure capturing child strongly
      action "open search" {
        start Search
      }
      action "open offer" {
        start Offer
      }
      setup {
        start Main
      }
      """
    for action in [0, 1] {
      let ended = try await session(source, playing: action, ends: true)
      #expect(ended.allSatisfy { $0.object == nil }, "action \(action)")
      let kept = try await session(source, playing: action, ends: false)
      #expect(kept.contains { $0.object != nil }, "action \(action)")
    }
  }

}
