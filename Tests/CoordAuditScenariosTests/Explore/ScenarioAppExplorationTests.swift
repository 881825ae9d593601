import CoordinatorTree
import TestSupport
import Testing

@testable import CoordAuditScenarios

/// What exploration offers in a state when a flow has several instances: the actions of the
/// instance whose screen is on top, and an action once for each instance it can act on.
@MainActor @Suite struct ScenarioAppExplorationTests {
  static func scenario(_ name: String) throws -> (Scenario, String) {
    let source = try TestFiles.text("Tests/CoordAuditCLITests/Scenarios/\(name).scenario")
    let (scenario, diagnostics) = ScenarioRunner().parse(source, file: "\(name).scenario")
    try #require(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
    return (scenario, source)
  }

  static func explore(_ name: String, depth: Int = 5, merges: Bool = true) async throws
    -> Exploration
  {
    let (scenario, _) = try scenario(name)
    return await Explorer(scenario: scenario, options: .init(depth: depth, merges: merges)).run()
  }

  @Test(arguments: [true, false])
  func theCorrectMailAppExploresClean(merges: Bool) async throws {
    // Before, the first attachment's "see sender" failed once the second had come and gone
    // ('Attachment' is not started), and the correct app was reported buggy.
    let exploration = try await Self.explore("mail-attachments", merges: merges)
    #expect(exploration.bugs.isEmpty, "\(exploration.bugs.map(\.summary))")
  }

  @Test func theFirstInstancesOwnActionsAreOfferedOnceItIsOnTopAgain() async throws {
    // The sender's leak needs "see sender" on the first attachment after the second has ended
    // (and put back no delegate): exploration reaches it only by offering the first instance's
    // action there.
    let exploration = try await Self.explore("mail-attachments-faulty")
    let bug = try #require(exploration.bugs.first { $0.survivors.contains("Sender") })
    #expect(
      bug.actionTexts == [
        "\"open attachment\"", "\"open next attachment\"", "user taps back", "\"see sender\"",
        "user taps back",
      ])
    #expect(bug.key == "a leak of 'Sender' held by Attachment.childCoordinators[]")
  }

  @Test func anActionIsOfferedForEachInstanceItCanActOn() async throws {
    let (scenario, source) = try Self.scenario("compose-drafts")
    let session = ExploreSession(scenario, allowList: nil, encoder: StateEncoder())
    defer { session.end() }
    #expect(await session.runSetup())
    #expect(await session.perform(.app(0)))
    #expect(await session.perform(.app(1)))
    // Two drafts presented, one over the other: "discard draft" is the code of either.
    let offered = session.applicableActions().map { $0.description(in: scenario) }
    #expect(
      offered.suffix(2) == ["\"discard draft\" on 'Compose 1'", "\"discard draft\" on 'Compose 2'"])
    // Discarding the first takes both sheets away, and nothing finishes the second draft.
    let exploration = try await Self.explore("compose-drafts", depth: 3)
    let bug = try #require(exploration.bugs.first)
    #expect(
      bug.actionTexts == ["\"compose\"", "\"compose another\"", "\"discard draft\" on 'Compose 1'"])
    #expect(bug.survivors.first == "Compose")
    // The reproduction names the instance, and reproduces the leak.
    let emitted = bug.scenarioText(of: scenario, source: source)
    #expect(emitted.contains("step \"discard draft\" {\n  dismiss Compose 1\n}"), "\(emitted)")
    let reproduced = await ScenarioRunner().run(
      emitted, file: "emitted.scenario", options: .inTests)
    #expect(reproduced.outcome == .failed)
    #expect(reproduced.survivors.first == "Compose")
  }

  @Test func aJumpBackNamesAScreenByItsNumberWhenTheStackHoldsSeveralOfItsName() async throws {
    let (scenario, _) = try Self.scenario("mail-attachments")
    let session = ExploreSession(scenario, allowList: nil, encoder: StateEncoder())
    defer { session.end() }
    #expect(await session.runSetup())
    #expect(await session.perform(.app(0)))
    #expect(await session.perform(.app(1)))
    #expect(await session.perform(.app(2)))
    // Inbox, Preview 1, Preview 2, Contact: both previews can be jumped back to.
    let jumps = session.applicableActions().compactMap { action -> String? in
      guard case .user(.jumpBack) = action else { return nil }
      return action.description(in: scenario)
    }
    #expect(
      jumps == [
        "user jumps back to MessageList", "user jumps back to Preview 1",
        "user jumps back to Preview",
      ])
  }

  /// The actions that apply, each question asked afresh: what ``ExploreSession/applicableActions()``
  /// gives without the window's answers kept (``ScenarioApp/askingOnce(_:)``).
  static func askedAfresh(_ session: ExploreSession) -> [ExploreAction] {
    #expect(session.app.queryMemo == nil)
    var actions = session.app.userActions().map(ExploreAction.user)
    for (index, declared) in session.scenario.appActions.enumerated() {
      guard let first = declared.actions.first?.0 else { continue }
      for instance in session.app.instancesApplying(first) {
        actions.append(.app(index, instance: instance))
      }
    }
    return actions
  }

  /// A walk through each file's states compares the actions offered with the questions asked
  /// afresh; a memo that kept one flow's answer for another offers "log out" on login-home's
  /// login screen (checked by hand when this test was written).
  ///
  /// It also asks ``ExploreSession/offers(_:)`` (what the search asks before it plays an action
  /// again: a replay, a return), which asks one action's questions alone, about every action a
  /// state could offer: it must answer as the list does. An `offers` that asked whether an app
  /// action applies to any instance, not to the one it names, fails it on compose-drafts
  /// (checked by hand when this check was written).
  @Test(arguments: [
    "back-button-fix", "compose-drafts", "hand-written-app", "help-chat", "login-home",
    "mail-attachments", "mail-attachments-faulty", "nested-leaks", "search-explore",
  ])
  func theActionsOfferedAreTheOnesEachQuestionAskedAfreshGives(name: String) async throws {
    let (scenario, _) = try Self.scenario(name)
    let session = ExploreSession(scenario, allowList: nil, encoder: StateEncoder())
    defer { session.end() }
    #expect(await session.runSetup())
    let candidates = Self.candidates(in: scenario)
    var seen: Set<[ExploreAction]> = []
    var performed: Set<ExploreAction> = []
    for step in 0..<12 {
      let offered = session.applicableActions()
      // The answers are kept while the actions are asked, never after: the next step acts.
      #expect(session.app.queryMemo == nil)
      #expect(offered == Self.askedAfresh(session), "step \(step) of \(name)")
      // The candidates hold every action offered, so each answer is checked both ways.
      #expect(Set(offered).isSubset(of: candidates), "step \(step) of \(name)")
      for candidate in candidates {
        #expect(
          session.offers(candidate) == offered.contains(candidate),
          "step \(step) of \(name): \(candidate.description(in: scenario))")
      }
      seen.insert(offered)
      guard !offered.isEmpty else { break }
      // An action not played yet, the app's first (they come after the user's).
      let next = offered.last { !performed.contains($0) } ?? offered[0]
      performed.insert(next)
      _ = await session.perform(next)
    }
    // The walk went through states whose actions differ, so the answers kept in one state were
    // not the next one's.
    #expect(seen.count > 1, "\(seen)")
  }

  /// Every action a state could offer in a file: each user action (a jump to each screen name,
  /// alone and numbered, a tap on each of four tabs) and each app action, alone and on three
  /// numbered instances; most are not offered in a given state.
  static func candidates(in scenario: Scenario) -> [ExploreAction] {
    let instances: [Int?] = [nil, 1, 2, 3]
    var users: [ExploreAction.User] = [.tapBack, .swipeBack, .swipeBackAndCancel, .swipeDown]
    users += (0..<4).map(ExploreAction.User.tapTab)
    for screen in scenario.screens {
      users += instances.map { .jumpBack(to: screen.name, instance: $0) }
    }
    var actions = users.map(ExploreAction.user)
    for index in scenario.appActions.indices {
      actions += instances.map { .app(index, instance: $0) }
    }
    return actions
  }

  @Test func answersAreKeptWhileActionsAreAskedAndDroppedAfter() async throws {
    let (scenario, _) = try Self.scenario("mail-attachments")
    let session = ExploreSession(scenario, allowList: nil, encoder: StateEncoder())
    defer { session.end() }
    #expect(await session.runSetup())
    let kept = session.app.askingOnce {
      _ = session.app.userActions()
      return session.app.queryMemo?.userActions
    }
    #expect(kept != nil)
    #expect(session.app.queryMemo == nil)
  }
}
