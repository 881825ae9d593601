import CoordinatorTree

/// One run of a scenario's app for exploration: a fresh window, audit and app, the setup, then
/// actions, each one audited step.
@MainActor
final class ExploreSession: ExplorationSession, StatementPlayer {
  let scenario: Scenario
  let audit: FlowAudit
  let app: ScenarioApp
  /// Every step so far: the setup's, then one per action.
  private(set) var steps: [StepResult] = []
  /// The search's encoder, shared by its sessions so that each type is planned once.
  private let encoder: StateEncoder
  /// A key that replaces ``stateKey()``'s, for tests (see ``Explorer/stateKey``).
  var keyOverride: (@MainActor (ExploreSession) -> StateEncoder.Outcome)?

  /// Settling without a wait, and without explaining leaks.
  ///
  /// The model releases synchronously, so what is alive when a step's action returns stays
  /// alive; exploration settles each of its many steps at once. Leaks are explained on demand
  /// (``Explorer``): a walk of the whole graph for every leak met would cost most of the time.
  static let configuration = LeakTracker.Configuration(
    softDeadline: .zero, hardDeadline: .zero, explainsLeaks: false)

  init(_ scenario: Scenario, allowList: AllowList?, encoder: StateEncoder) {
    self.encoder = encoder
    self.scenario = scenario
    var configuration = Self.configuration
    configuration.allowList = allowList
    let window = Window()
    audit = FlowAudit(window: window, configuration: configuration)
    // A scenario's app is the model's code, which queues nothing of its own.
    audit.runsNoMainQueue()
    app = ScenarioApp(scenario, window: window, audit: audit)
  }

  /// Runs the setup's statements as steps (expectations are a script's, and ignored); stops at
  /// the first step that throws.
  ///
  /// - Returns: Whether every step ran.
  func runSetup() async -> Bool {
    await play(scenario.setup)
  }

  /// A setup's step: stops the setup when it throws, `expect error` or not (expectations are a
  /// script's).
  func playStep(
    _ name: String, line: Int, _ actions: [(Scenario.Action, Scenario.Position)],
    expectsError: Bool
  ) async -> Bool {
    await step(name, line: line, actions)
  }

  /// Performs one exploration action as a step.
  ///
  /// - Returns: Whether it ran without throwing.
  func perform(_ action: ExploreAction) async -> Bool {
    before = Place(app.window)
    switch action {
    case .user(let user):
      let position = Scenario.Position(line: 0, column: 0)
      _ = await step(user.text, line: 0, [(user.action, position)])
    case .app(let index, _):
      let declared = scenario.appActions[index]
      _ = await step(
        declared.name, line: declared.position.line, action.statements(in: scenario))
    }
    return steps[steps.count - 1].error == nil
  }

  /// Everything the window and the app reach, with what the app and the audit know of it
  /// (see ``StateEncoder``).
  func stateKey() -> StateEncoder.Outcome {
    if let keyOverride { return keyOverride(self) }
    encoder.begin()
    app.encodeState(into: encoder)
    audit.encodeState(into: encoder)
    return encoder.finish()
  }

  /// The names of the screens the window shows, from the bottom up.
  func shownScreenNames() -> [String]? {
    app.shownScreens().map(\.declaredName)
  }

  /// A census of what the app's roots strongly reach.
  func growthCensus() -> GrowthCensus? {
    app.growthCensus()
  }

  /// Where the window was before the last action, for ``returnAction()``.
  private var before: Place?

  /// What the user sees that a return acts on: the selected tab, the sheet on top, the stack
  /// on top and its depth.
  private struct Place {
    var tab: Int?
    var presentation: ObjectIdentifier?
    var navigation: ObjectIdentifier?
    var depth: Int

    @MainActor init(_ window: Window) {
      tab = window.visibleTabBarController?.selectedIndex
      presentation = window.topPresentation.map(ObjectIdentifier.init)
      let navigation = window.topNavigationController
      self.navigation = navigation.map(ObjectIdentifier.init)
      depth = navigation?.viewControllers.count ?? 0
    }
  }

  /// What likely undoes the last action, from what it changed.
  ///
  /// A tap on the tab selected before, a swipe down of a sheet it presented, a back tap after
  /// a screen it pushed; `nil` for anything else. The search checks the state it reaches by
  /// its key (see ``StateSpaceSearch``).
  func returnAction() -> ExploreAction? {
    guard let before else { return nil }
    let now = Place(app.window)
    if let tab = before.tab, now.tab != before.tab { return .user(.tapTab(tab)) }
    if now.presentation != before.presentation, now.presentation != nil {
      return .user(.swipeDown)
    }
    if now.navigation == before.navigation, now.depth == before.depth + 1 {
      return .user(.tapBack)
    }
    return nil
  }

  /// Whether any of `actions` names an instance by its number: the order in which the app
  /// made its instances, which the state key leaves out.
  func namesByHistory(_ actions: [ExploreAction]) -> Bool {
    actions.contains { $0.instance != nil }
  }

  /// Whether the last step found anything or threw.
  var lastStepFoundSomething: Bool {
    steps.last.map { !$0.findings.isEmpty || $0.error != nil } ?? false
  }

  /// Lets go of everything the app made (see ``ScenarioApp/discard()``); the session is not
  /// played again.
  func end() {
    app.discard()
  }

  /// The actions that apply now, user actions first, then the app actions in declaration
  /// order, each once for every instance it applies to (see
  /// ``ScenarioApp/instancesApplying(_:)``), the window's answers asked once for all of
  /// them (``ScenarioApp/askingOnce(_:)``).
  func applicableActions() -> [ExploreAction] {
    app.askingOnce {
      var actions = app.userActions().map(ExploreAction.user)
      for index in scenario.appActions.indices {
        for instance in instancesApplying(appAction: index) {
          actions.append(.app(index, instance: instance))
        }
      }
      return actions
    }
  }

  /// Whether `action` is one of ``applicableActions()``, asking only its own questions: a user
  /// action among the user's, an app action's instance among those it applies to.
  func offers(_ action: ExploreAction) -> Bool {
    app.askingOnce {
      switch action {
      case .user(let user):
        return app.userActions().contains(user)
      case .app(let index, let instance):
        return scenario.appActions.indices.contains(index)
          && instancesApplying(appAction: index).contains(instance)
      }
    }
  }

  /// The instances the declared app action at `index` applies to now: those its first
  /// statement applies to (none for an action without statements).
  private func instancesApplying(appAction index: Int) -> [Int?] {
    guard let first = scenario.appActions[index].actions.first?.0 else { return [] }
    return app.instancesApplying(first)
  }

  private func step(
    _ name: String, line: Int, _ actions: [(Scenario.Action, Scenario.Position)]
  ) async -> Bool {
    let result = await app.step(name, number: steps.count + 1, line: line, actions)
    steps.append(result)
    return result.error == nil
  }
}
