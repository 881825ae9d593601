/// One run of an app's own code for ``FlowExplorer``: a fresh window and audit, the app built
/// on them, then one audited step per action, with ``FlowAudit/current`` set so that every view
/// controller made registers itself.
@MainActor
final class AppSession<App: AnyObject>: ExplorationSession {
  /// What the explorer can do: a user action (with the title of a jump's target, for the
  /// sequence), or an app action by its index.
  enum Step: Hashable {
    case user(UserAction, target: String?)
    case app(Int)
  }

  /// The window the audit watches: the session's own, or the one the app made when it starts
  /// through its own delegates (see ``FlowAudit/followAppWindows()``).
  var window: Window { audit.window }
  let audit: FlowAudit
  private let build: @MainActor (Window) throws -> App
  private let actions: [FlowExplorer<App>.Action]
  /// The search's encoder, shared by its sessions so that each type is planned once.
  private let encoder: StateEncoder
  /// The app, as an app delegate holds its root coordinator.
  private var app: App?
  /// What the last step found.
  private(set) var lastFindings: [Finding] = []
  /// The message of the error the last step threw, if it threw.
  private(set) var lastError: String?
  /// Whether the last step found anything or threw.
  var lastStepFoundSomething: Bool { !lastFindings.isEmpty || lastError != nil }
  /// Where the session's settles are counted when it ends, if anywhere.
  var tally: SettleTally?

  init(
    configuration: LeakTracker.Configuration, build: @escaping @MainActor (Window) throws -> App,
    actions: [FlowExplorer<App>.Action], encoder: StateEncoder
  ) {
    audit = FlowAudit(window: Window(), configuration: configuration)
    // Every line of the app's code runs in a step or in `applicableActions()`.
    audit.judgesAtOnceWhenAppQueuesNothing()
    self.build = build
    self.actions = actions
    self.encoder = encoder
    // Coordinators and view models need no registration: what belonged to a departed screen
    // is found from what the window, the app and the departed screens reach.
    audit.infersOwnership { [weak self] in self?.app.map { [$0] } ?? [] }
  }

  /// Builds the app, as the first audited step.
  ///
  /// - Returns: Whether it was built.
  func start() async -> Bool {
    let built = await step("start") { [self] in app = try build(window) }
    // Retain paths start from the app as from the window (nothing departed at the start).
    if let app { audit.addAppRoot(app) }
    return built
  }

  /// Lets go of the app and of what the window shows (see ``Window/discardHierarchy()``).
  func end() {
    app = nil
    window.discardHierarchy()
    tally?.add(audit.settleWays)
    tally = nil
  }

  func applicableActions() -> [Step] {
    // The app's code runs here too (its data sources, its actions' conditions): what it
    // queues is watched as a step's is.
    audit.runningAppCode { applicableActionsNow() }
  }

  private func applicableActionsNow() -> [Step] {
    let navigation = window.topNavigationController
    var steps = window.userActions.map { action -> Step in
      switch action {
      case .jumpBack(let index):
        return .user(action, target: navigation.map { Self.jumpTarget(index, on: $0) })
      case .tapBarButton(let index):
        return .user(action, target: window.barButtonItemsOnScreen[index].logName)
      default: return .user(action, target: nil)
      }
    }
    if let app {
      let context = FlowExplorer<App>.Context(app: app, window: window)
      steps += actions.indices.filter { actions[$0].applies(context) }.map(Step.app)
    }
    return steps
  }

  func perform(_ step: Step) async -> Bool {
    let name: String
    if case .app(let index) = step { name = actions[index].name } else { name = describe(step) }
    return await self.step(name) { [self] in
      switch step {
      case .user(let action, _): try window.perform(action)
      case .app(let index):
        guard let app else { return }
        try actions[index].perform(FlowExplorer<App>.Context(app: app, window: window))
      }
    }
  }

  /// Everything the window and the app reach, and what the audit knows of it (see
  /// ``StateEncoder``).
  func stateKey() -> StateEncoder.Outcome {
    encoder.begin()
    encoder.root("window", window)
    encoder.root("app", app)
    let inert = audit.encodeState(into: encoder)
    audit.ownership?.encodeState(into: encoder, leavingOut: inert)
    return encoder.finish()
  }

  /// The class names of the view controllers in the window, from the bottom up: each
  /// container's children in order, then what the containment root presents.
  func shownScreenNames() -> [String]? {
    var names: [String] = []
    func visit(_ viewController: ViewController) {
      names.append(String(describing: type(of: viewController)))
      for child in viewController.children { visit(child) }
      if viewController.parent == nil, let presented = viewController.presentedViewController {
        visit(presented)
      }
    }
    if let root = window.rootViewController { visit(root) }
    return names
  }

  /// A census of what the window and the app strongly reach (see ``GrowthCensus``); what the
  /// app keeps in a global (`NotificationCenter.default`) is not in it.
  func growthCensus() -> GrowthCensus? {
    var roots: [AnyObject] = [window]
    if let app { roots.append(app) }
    return GrowthCensus(roots: roots, labels: [ObjectIdentifier(window): "window"])
  }

  /// How a back-menu jump names its target: by its title, and, when another screen of the
  /// stack has that title too (every screen titled "ViewController"), by its position from
  /// the root, 1 first.
  static func jumpTarget(_ index: Int, on navigation: NavigationController) -> String {
    let stack = navigation.viewControllers
    let name = stack[index].logName
    guard stack.filter({ $0.logName == name }).count > 1 else { return name }
    return "\(name) at position \(index + 1)"
  }

  /// How a sequence says a step: `user taps back`, `user jumps back to Home`, `"open search"`.
  func describe(_ step: Step) -> String {
    switch step {
    case .user(let action, let target):
      switch action {
      case .tapBack: return "user taps back"
      case .jumpBack: return "user jumps back to \(target ?? "?")"
      case .swipeBack: return "user swipes back"
      case .swipeBackAndCancel: return "user swipes back and cancels"
      case .swipeDown: return "user swipes down"
      case .tapTab(let index): return "user taps tab \(index)"
      case .tapBarButton: return "user taps bar button '\(target ?? "?")'"
      case .interact(_, let description): return "user \(description)"
      }
    case .app(let index): return "\"\(actions[index].name)\""
    }
  }

  /// Runs `body` as one audited step, with this session's audit current.
  private func step(_ name: String, _ body: @escaping @MainActor () throws -> Void) async -> Bool {
    lastError = nil
    lastFindings = []
    let audit = audit
    do {
      let report = try await FlowAudit.$current.withValue(audit) {
        try await audit.step(name) { try body() }
      }
      // What was found without registration first: a bug's headline names the survivor
      // that keeps the others (its flow's screens), as the coordinator registered first does.
      let inferred = await audit.settleInferredOwnership(encoder: encoder)
      lastFindings = inferred + report.findings
    } catch {
      lastError = "\(error)"
    }
    return lastError == nil
  }
}
