import CoordinatorTree

/// One run of a scenario: the app it builds on the headless model through the kits, the steps
/// it performs, and, when audited, what each step's audit found and whether the scenario's
/// expectations held.
///
/// A scenario runs twice when it has loops: once audited, and once without the audit (whose own
/// records grow with every object) to measure heap bytes around each repetition.
@MainActor
final class Execution {
  let scenario: Scenario
  let audit: FlowAudit?
  let measuresHeap: Bool
  let window = Window()

  // The app's own references, as an app delegate's.
  /// The coordinators of the root and tab flows on screen, which the app holds.
  private var appRoots: [(flow: String, object: AnyObject)] = []
  /// Old root coordinators the app keeps by mistake (`kept-after-logout`).
  private var keptSessions: [AnyObject] = []
  private var sceneCoordinator: ScenarioSceneCoordinator?

  // What exists.
  /// The latest instance of every declared name: a flow's coordinator (or router), a screen,
  /// a view model.
  private var current: [String: WeakBox] = [:]
  /// Every instance made, in order, for live counts and the ownership graph.
  private(set) var made: [(name: String, box: WeakBox)] = []
  /// Objects made during the current action, held until they are named in the audit.
  private var unnamed: [(object: AnyObject, name: String, line: Int)] = []
  /// Declared name and line of every object the audit probes, by probe number.
  private var names: [Int: (name: String, line: Int)] = [:]
  /// The extra references installed so far, by reference index.
  private var installed: [(index: Int, from: WeakBox, to: WeakBox)] = []

  // What happened.
  private(set) var steps: [StepResult] = []
  /// How many steps ran, audited or not.
  private(set) var stepCount = 0
  private(set) var loops: [(result: LoopResult, stepIndex: Int?)] = []
  private(set) var mismatches: [Mismatch] = []
  private(set) var graph: OwnershipGraph?
  /// Heap growth expectations, to check once heap is measured: the loop's index, the line.
  private(set) var heapExpectations: [(loop: Int, line: Int)] = []
  private var consumed: Set<FindingIndex> = []
  private var consumedErrors: Set<Int> = []

  /// Whether an expectation matched a finding or an error: the scenario caught something.
  var expectedSomething: Bool { !consumed.isEmpty || !consumedErrors.isEmpty }
  private var stopped = false

  private struct FindingIndex: Hashable {
    var step: Int
    var finding: Int
  }

  /// Deadlines for each step's settle: the model releases synchronously, so whatever is alive
  /// when the step's action returns stays alive; the deadlines only bound the wait.
  static let configuration = LeakTracker.Configuration(
    softDeadline: .milliseconds(5), hardDeadline: .milliseconds(20))

  init(
    _ scenario: Scenario, audited: Bool, measuresHeap: Bool, allowList: AllowList? = nil
  ) {
    self.scenario = scenario
    self.measuresHeap = measuresHeap
    var configuration = Self.configuration
    configuration.allowList = allowList
    audit = audited ? FlowAudit(window: window, configuration: configuration) : nil
  }

  /// Runs the scenario's body, then (audited) turns what nothing expected into mismatches.
  func run() async {
    await execute(scenario.body)
    guard audit != nil else { return }
    for (stepIndex, step) in steps.enumerated() {
      // A known leak (an allow-list entry names it) is a note: nothing needs to expect it.
      for (findingIndex, finding) in step.findings.enumerated()
      where finding.severity != .note
        && !consumed.contains(FindingIndex(step: stepIndex, finding: findingIndex))
      {
        steps[stepIndex].unexpectedFindings.append(findingIndex)
        mismatches.append(
          Mismatch(
            line: step.line,
            message: "unexpected \(Self.describe(finding, withArticle: false)) after step "
              + "\(step.number) \"\(step.name)\""))
      }
      if let error = step.error, !consumedErrors.contains(stepIndex) {
        mismatches.append(
          Mismatch(
            line: step.line,
            message: "step \(step.number) \"\(step.name)\" failed: \(error.message) "
              + "(\(error.code))"))
      }
    }
    if graph == nil, let last = steps.last { graph = snapshot(after: last) }
  }

  // MARK: Statements

  private func execute(_ statements: [Scenario.Statement]) async {
    for (index, statement) in statements.enumerated() {
      guard !stopped else { return }
      let expectsError = statements[(index + 1)...].prefix { statement in
        if case .expectation = statement { return true }
        return false
      }.contains { statement in
        if case .expectation(.error, _) = statement { return true }
        return false
      }
      switch statement {
      case .action(let action, let text, let position):
        await step(text, line: position.line, [(action, position)], expectsError: expectsError)
      case .step(let name, let actions, let position):
        await step(name, line: position.line, actions, expectsError: expectsError)
      case .repetition(let count, let body, let position, let name):
        await loop(count, body, line: position.line, name: name)
      case .expectation(let expectation, let position):
        if audit != nil { evaluate(expectation, line: position.line) }
      }
    }
  }

  private func step(
    _ name: String, line: Int, _ actions: [(Scenario.Action, Scenario.Position)],
    expectsError: Bool
  ) async {
    stepCount += 1
    var thrown: StepError?
    // A step block's code holds what its actions name, as a function holds its locals: a
    // flow's own finish after the user left it still finds the flow.
    var held =
      actions.count > 1 ? actions.flatMap { names(in: $0.0) }.compactMap(object(named:)) : []
    let perform = { [self] in
      defer { held.removeAll() }
      for (action, position) in actions {
        do {
          try self.perform(action, line: position.line)
        } catch {
          thrown = Self.describe(error)
        }
        nameUnnamed()
        installReferences()
        if thrown != nil { break }
      }
    }
    if let audit {
      let report = (try? await audit.step(name) { perform() }) ?? Report()
      let result = StepResult(
        number: steps.count + 1, name: name, line: line, findings: relabel(report.findings),
        error: thrown)
      steps.append(result)
      if graph == nil, !result.findings.isEmpty || result.error != nil {
        graph = snapshot(after: result)
      }
    } else {
      perform()
    }
    made.removeAll { $0.box.object == nil }
    if thrown != nil, !expectsError { stopped = true }
  }

  private func loop(_ count: Int, _ body: [Scenario.Statement], line: Int, name: String) async {
    // The loop's own records are allocated before the first measure, and each repetition is
    // measured before it is recorded: only what the scenario's objects hold counts.
    var samples: [[String: Int]] = []
    var heap: [Int] = []
    samples.reserveCapacity(count)
    heap.reserveCapacity(count)
    let before = measuresHeap ? HeapStatistics.bytesInUse() : nil
    for _ in 0..<count {
      await execute(body)
      guard !stopped else { break }
      if let before {
        window.log.removeAll()
        heap.append((HeapStatistics.bytesInUse() ?? before) - before)
      } else {
        samples.append(liveCounts)
      }
    }
    let result = LoopResult(
      line: line, name: name, repetitions: samples.count, liveCounts: samples,
      heapBytes: before == nil ? nil : heap)
    guard audit != nil, !steps.isEmpty else {
      loops.append((result, nil))
      return
    }
    let growth = growthFindings(samples)
    steps[steps.count - 1].findings += growth
    loops.append((result, steps.count - 1))
  }

  /// A growth finding for every name whose live count rose on every repetition.
  private func growthFindings(_ samples: [[String: Int]]) -> [Finding] {
    guard samples.count >= 2, let audit else { return [] }
    var findings: [Finding] = []
    var seen: Set<String> = []
    for entry in made where !seen.contains(entry.name) {
      seen.insert(entry.name)
      let counts = samples.map { $0[entry.name] ?? 0 }
      guard zip(counts, counts.dropFirst()).allSatisfy({ $0 < $1 }) else { continue }
      let live = made.filter { $0.name == entry.name }.compactMap(\.box.object)
      let objects = live.compactMap { audit.probe(of: $0) }.map { audit.tracker.describe($0) }
      findings.append(
        Finding(
          kind: .growth, step: audit.tracker.currentStep, objects: relabel(objects),
          group: entry.name, counts: counts))
    }
    return findings
  }

  /// Live instances per declared name.
  var liveCounts: [String: Int] {
    var counts: [String: Int] = [:]
    for entry in made where entry.box.object != nil { counts[entry.name, default: 0] += 1 }
    return counts
  }

  // MARK: Expectations

  private func evaluate(_ expectation: Scenario.Expectation, line: Int) {
    if expectation.isAboutALoop {
      evaluateLoop(expectation, line: line)
      return
    }
    guard let stepIndex = steps.indices.last else { return }
    let step = steps[stepIndex]
    let after = "after step \(step.number) \"\(step.name)\""
    switch expectation {
    case .clean:
      if !step.findings.isEmpty || step.error != nil {
        var found = step.findings.map { Self.describe($0) }
        if let error = step.error { found.append("error \(error.code)") }
        fail(
          line,
          "expected step \(step.number) \"\(step.name)\" to be clean, but it found "
            + found.joined(separator: ", "))
      }
    case .released(let names):
      let counts = liveCounts
      for name in names.map(\.text) {
        let alive = counts[name] ?? 0
        if alive > 0 {
          fail(line, "expected '\(name)' released \(after), but \(Self.instances(alive)) alive")
        }
      }
    case .alive(let names):
      let counts = liveCounts
      for name in names.map(\.text) where (counts[name] ?? 0) == 0 {
        fail(line, "expected '\(name)' alive \(after), but it is released")
      }
    case .leak(let names):
      consume(.leak, names: names, in: stepIndex, line: line, after: after)
    case .prematureRelease(let names):
      consume(.prematureRelease, names: names, in: stepIndex, line: line, after: after)
    case .brokenInvariant(let text):
      let matching = step.findings.indices.filter { index in
        let finding = step.findings[index]
        guard finding.kind == .brokenInvariant else { return false }
        guard let text else { return true }
        return finding.message?.contains(text) ?? false
      }
      if matching.isEmpty {
        let about = text.map { " saying \"\($0)\"" } ?? ""
        fail(line, "expected a broken invariant\(about) \(after), but found none")
      }
      for index in matching { consumed.insert(FindingIndex(step: stepIndex, finding: index)) }
    case .error(let name):
      let code = name.text
      if step.error?.code == code {
        consumedErrors.insert(stepIndex)
      } else if let error = step.error {
        fail(
          line,
          "expected error '\(code)' from step \(step.number) \"\(step.name)\", but it "
            + "threw '\(error.code)'")
      } else {
        fail(
          line,
          "expected error '\(code)' from step \(step.number) \"\(step.name)\", but it "
            + "threw nothing")
      }
    case .growth, .flat:
      break
    }
  }

  private func consume(
    _ kind: Finding.Kind, names: [Scenario.Name], in stepIndex: Int, line: Int, after: String
  ) {
    let step = steps[stepIndex]
    for name in names.map(\.text) {
      let matching = step.findings.indices.filter {
        step.findings[$0].kind == kind && step.findings[$0].objects.contains { $0.label == name }
      }
      if matching.isEmpty {
        fail(line, "expected \(Self.article(kind)) of '\(name)' \(after), but found none")
      }
      for index in matching { consumed.insert(FindingIndex(step: stepIndex, finding: index)) }
    }
  }

  private func evaluateLoop(_ expectation: Scenario.Expectation, line: Int) {
    guard let loopIndex = loops.indices.last else { return }
    let (result, stepIndex) = loops[loopIndex]
    let about = "the loop at line \(result.line)"
    switch expectation {
    case .growth(let names):
      for name in names.map(\.text) {
        if name == "heap" {
          heapExpectations.append((loopIndex, line))
          continue
        }
        let matching =
          stepIndex.map { index in
            steps[index].findings.indices.filter {
              steps[index].findings[$0].kind == .growth && steps[index].findings[$0].group == name
            }
          } ?? []
        if matching.isEmpty {
          let counts = result.liveCounts.map { String($0[name] ?? 0) }.joined(separator: ", ")
          fail(
            line,
            "expected '\(name)' to grow on every repetition of \(about), but its live "
              + "count went \(counts)")
        }
        for index in matching { consumed.insert(FindingIndex(step: stepIndex!, finding: index)) }
      }
    case .flat:
      var names: [String] = []
      for counts in result.liveCounts {
        for name in counts.keys.sorted() where !names.contains(name) { names.append(name) }
      }
      for name in names {
        let counts = result.liveCounts.map { $0[name] ?? 0 }
        if Set(counts).count > 1 {
          fail(
            line,
            "expected live counts flat across \(about), but '\(name)' went "
              + counts.map(String.init).joined(separator: ", "))
        }
      }
    default:
      break
    }
  }

  private func fail(_ line: Int, _ message: String) {
    mismatches.append(Mismatch(line: line, message: message))
  }

  // MARK: Naming

  /// Remembers an object the scenario declares: it counts under its name from now on, and is
  /// named in the audit's findings once the kit has registered it.
  private func remember(_ object: AnyObject, as name: String, line: Int) {
    current[name] = WeakBox(object)
    made.append((name, WeakBox(object)))
    unnamed.append((object, name, line))
  }

  /// Names, in the audit, the objects the last action made, and lets go of them.
  private func nameUnnamed() {
    defer { unnamed.removeAll() }
    guard let audit else { return }
    for entry in unnamed {
      if let probe = audit.probe(of: entry.object) {
        names[probe.number] = (entry.name, entry.line)
      }
    }
  }

  /// Findings with the scenario's names and lines in place of the kits' labels and sites.
  private func relabel(_ findings: [Finding]) -> [Finding] {
    findings.map { finding in
      var finding = finding
      finding.objects = relabel(finding.objects)
      return finding
    }
  }

  private func relabel(_ objects: [TrackedObject]) -> [TrackedObject] {
    objects.map { object in
      var object = object
      if let named = names[object.number] {
        object.label = named.name
        object.site = SourceSite(fileID: scenario.file, line: named.line)
      } else {
        object.label = object.label.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        object.site = SourceSite(fileID: scenario.file, line: 0)
      }
      return object
    }
  }

  // MARK: References

  /// Installs every `ref` whose two ends exist and that these two instances do not have yet.
  private func installReferences() {
    installed.removeAll { $0.from.object == nil || $0.to.object == nil }
    for (index, reference) in scenario.references.enumerated() {
      guard let from = object(named: reference.from) as? any ScenarioObject,
        let to = object(named: reference.to)
      else { continue }
      let done = installed.contains {
        $0.index == index && $0.from.object === from && $0.to.object === to
      }
      guard !done else { continue }
      from.extras.add(reference.kind, to: to, named: reference.to)
      installed.append((index, WeakBox(from), WeakBox(to)))
    }
  }

  /// The names an action mentions.
  private func names(in action: Scenario.Action) -> [String] {
    switch action {
    case .start(let name, _), .push(let name, _), .finish(let name, _), .present(let name, _),
      .replaceRoot(let name), .popTo(let name, _), .userJumpsBack(let name):
      [name.text]
    case .setStack(let names, _): names.map(\.text)
    case .startTabs, .pop, .popToRoot, .dismiss, .selectTab, .userTapsBack, .userSwipesBack,
      .userSwipesBackAndCancels, .userSwipesDown, .userTapsTab:
      []
    }
  }

  /// The live instance of a declared name; a scene flow is the scene coordinator.
  private func object(named name: String) -> AnyObject? {
    if let flow = scenario.flow(named: name), flow.system == .scene { return sceneCoordinator }
    return current[name]?.object
  }

  // MARK: Describing

  static func describe(_ error: any Error) -> StepError {
    switch error {
    case let error as NavigationError:
      StepError(code: error.code.description, message: error.message)
    case let error as RunnerError: StepError(code: error.code.rawValue, message: error.message)
    default: StepError(code: "unknown", message: "\(error)")
    }
  }

  static func describe(_ finding: Finding, withArticle: Bool = true) -> String {
    let names = finding.objects.compactMap(\.label).map { "'\($0)'" }.joined(separator: ", ")
    switch finding.kind {
    case .brokenInvariant: return "broken invariant: \(finding.message ?? "")"
    case .growth: return "growth of '\(finding.group ?? "")'"
    case .overLimit: return "over limit of '\(finding.group ?? "")'"
    default:
      let kind = article(finding.kind)
      return "\(withArticle ? kind : String(kind.drop { $0 != " " }.dropFirst())) of \(names)"
    }
  }

  static func article(_ kind: Finding.Kind) -> String {
    switch kind {
    case .leak: "a leak"
    case .prematureRelease: "a premature release"
    case .lateRelease: "a late release"
    case .overLimit: "an over-limit count"
    case .growth: "growth"
    case .brokenInvariant: "a broken invariant"
    }
  }

  static func instances(_ count: Int) -> String {
    count == 1 ? "1 instance is" : "\(count) instances are"
  }
}

// MARK: - Actions

extension Execution {
  private func perform(_ action: Scenario.Action, line: Int) throws {
    switch action {
    case .start(let name, let animated), .present(let name, let animated):
      try start(scenario.flow(named: name.text)!, animated: animated, line: line)
    case .replaceRoot(let name):
      try start(scenario.flow(named: name.text)!, animated: false, line: line)
    case .startTabs:
      try startTabs(line: line)
    case .push(let name, let animated):
      try push(scenario.screen(named: name.text)!, animated: animated, line: line)
    case .finish(let name, let animated):
      try finish(scenario.flow(named: name.text)!, animated: animated)
    case .pop(let animated):
      let navigation = try topNavigation()
      guard navigation.popViewController(animated: animated) != nil else {
        throw NavigationError(
          .nothingToPop,
          "Cannot pop: '\(navigation.title)' shows only its first screen, "
            + "'\(navigation.topViewController?.title ?? "")'.")
      }
    case .popTo(let name, let animated):
      try topNavigation().popToViewController(try screen(name.text), animated: animated)
    case .popToRoot(let animated):
      let navigation = try topNavigation()
      if navigation.popToRootViewController(animated: animated).isEmpty {
        throw NavigationError(
          .nothingToPop,
          "Cannot pop to root: '\(navigation.title)' shows only its first screen, "
            + "'\(navigation.topViewController?.title ?? "")'.")
      }
    case .setStack(let names, let animated):
      try topNavigation().setViewControllers(
        try names.map { try screen($0.text) }, animated: animated)
    case .dismiss(let animated):
      var top = window.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      guard let top else {
        throw NavigationError(.nothingToDismiss, "Cannot dismiss: the window shows nothing.")
      }
      try top.dismiss(animated: animated)
    case .selectTab(let index):
      try tabBar().select(index: index)
    case .userTapsBack:
      try topNavigation().userTapsBack()
    case .userJumpsBack(let name):
      try topNavigation().userJumpsBack(to: try screen(name.text))
    case .userSwipesBack:
      try topNavigation().userSwipesBack()
    case .userSwipesBackAndCancels:
      try topNavigation().userSwipesBackButCancels()
    case .userSwipesDown:
      guard let top = window.topViewController else {
        throw NavigationError(
          .nothingToDismiss, "The user cannot swipe down: the window shows nothing.")
      }
      try top.userSwipesDownSheet()
    case .userTapsTab(let index):
      try tabBar().userTapsTab(at: index)
    }
  }

  // MARK: Starting flows

  private func start(_ flow: Scenario.Flow, animated: Bool, line: Int) throws {
    if isOnScreen(flow) {
      throw RunnerError(
        code: .alreadyStarted,
        message: "'\(flow.name)' is already started: its screens are on screen")
    }
    switch flow.placement {
    case .root: try startRoot(flow, line: line)
    case .tab: try startTabs(line: line)
    case .push(let parent):
      try startPushed(flow, parent: try started(parent), animated: animated, line: line)
    case .sheet(let parent):
      try startSheet(flow, parent: try started(parent), animated: animated, line: line)
    }
  }

  /// The live instance of a started flow (the scene coordinator for a scene flow).
  private func started(_ name: String) throws -> AnyObject? {
    let flow = scenario.flow(named: name)!
    guard isOnScreen(flow) else {
      throw RunnerError(
        code: .notStarted, message: "'\(name)' is not started: none of its screens is on screen")
    }
    return object(named: name)
  }

  private func firstScreen(of flow: Scenario.Flow) -> Scenario.Screen {
    scenario.screens(of: flow.name)[0]
  }

  private func startRoot(_ flow: Scenario.Flow, line: Int) throws {
    let declaration = firstScreen(of: flow)
    if flow.system == .scene {
      let coordinator = scene()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
      model?.owner = coordinator
      try coordinator.transition(
        to: Scene(declaration.name, screen: screen, model: model, embedded: true), using: .root,
        animated: false)
      rememberContainer(of: screen, line: line)
      logOut(keeping: nil)
      return
    }
    let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
    let root = try makeRootFlow(
      flow, navigation: navigation, screen: screen, model: model, line: line)
    logOut(keeping: root)
    try window.setRootViewController(navigation)
    try showFirstScreen(of: flow, root: root, screen: screen, model: model)
  }

  /// The object of a root or tab flow, made on its navigation controller (nothing shown yet).
  private func makeRootFlow(
    _ flow: Scenario.Flow, navigation: NavigationController, screen: ScenarioScreen,
    model: ScenarioModel?, line: Int
  ) throws -> AnyObject {
    switch flow.system {
    case .childArray:
      let coordinator = makeChildArrayFlow(
        flow, on: navigation, isRoot: true, first: (screen, model), animated: false, line: line)
      appRoots.append((flow.name, coordinator))
      return coordinator
    case .selfReleasing:
      let coordinator = makeSelfReleasingFlow(
        flow, on: navigation, parent: nil, model: model, line: line)
      appRoots.append((flow.name, coordinator))
      return coordinator
    case .router:
      let router = ScenarioRouter(name: flow.name, audit: audit)
      router.holdsRootStrongly = flow.faults.contains(.holdsRootStrongly)
      belong(model, to: router)
      if let model { model.owner = router } else { screen.router = router }
      remember(router, as: flow.name, line: line)
      if flow.faults.contains(.keptAfterLogout) { appRoots.append((flow.name, router)) }
      return router
    case .scene:
      preconditionFailure("scene flows are started by the scene coordinator")
    }
  }

  private func showFirstScreen(
    of flow: Scenario.Flow, root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?
  ) throws {
    switch root {
    case let coordinator as ChildArrayFlow: try coordinator.start()
    case let coordinator as SelfReleasingFlow:
      try coordinator.show(screen, label: screen.title, viewModel: model, animated: false)
    case let router as ScenarioRouter: router.setRoot(screen, viewModel: model)
    default: break
    }
  }

  /// The app drops the root flows it held (a logout), or keeps them by mistake.
  private func logOut(keeping new: AnyObject?) {
    let leaving = appRoots.filter { $0.object !== new }
    appRoots.removeAll { $0.object !== new }
    for (name, object) in leaving
    where scenario.flow(named: name)?.faults.contains(.keptAfterLogout) == true {
      keptSessions.append(object)
    }
  }

  private func startTabs(line: Int) throws {
    let tabs = scenario.flows.filter { $0.placement == .tab }
    if tabs.contains(where: { isOnScreen($0) }) {
      throw RunnerError(code: .alreadyStarted, message: "the tabs are already started")
    }
    if tabs.first?.system == .scene {
      let coordinator = scene()
      var scenes: [Scene] = []
      var screens: [ScenarioScreen] = []
      for flow in tabs {
        let declaration = firstScreen(of: flow)
        let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
        model?.owner = coordinator
        scenes.append(Scene(declaration.name, screen: screen, model: model, embedded: true))
        screens.append(screen)
      }
      try coordinator.transition(to: .tabs("Tabs", scenes), using: .root, animated: false)
      for screen in screens { rememberContainer(of: screen, line: line) }
      logOut(keeping: nil)
      return
    }
    var built:
      [(flow: Scenario.Flow, root: AnyObject, screen: ScenarioScreen, model: ScenarioModel?)] = []
    var navigations: [NavigationController] = []
    for flow in tabs {
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      let root = try makeRootFlow(
        flow, navigation: navigation, screen: screen, model: model, line: line)
      built.append((flow, root, screen, model))
      navigations.append(navigation)
    }
    let tabBar = TabBarController(viewControllers: navigations, title: "Tabs")
    logOut(keeping: nil)
    appRoots += built.filter { $0.flow.system == .childArray || $0.flow.system == .selfReleasing }
      .map { ($0.flow.name, $0.root) }
    try window.setRootViewController(tabBar)
    for entry in built {
      try showFirstScreen(
        of: entry.flow, root: entry.root, screen: entry.screen, model: entry.model)
    }
  }

  private func startPushed(
    _ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int
  ) throws {
    let declaration = firstScreen(of: flow)
    switch flow.system {
    case .childArray:
      let parent = parent as! ChildArrayFlow
      let first = makeScreen(declaration, flowInstance: nil, line: line)
      try parent.startChild(
        makeChildArrayFlow(
          flow, on: parent.navigationController, isRoot: false, first: first, animated: animated,
          line: line))
    case .selfReleasing:
      let navigation = try topNavigation()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line)
      let coordinator = makeSelfReleasingFlow(
        flow, on: navigation, parent: parent, model: model, line: line)
      try coordinator.show(screen, label: screen.title, viewModel: model, animated: animated)
    case .router:
      let router = ScenarioRouter(name: flow.name, unwindTransition: PushTransition(), audit: audit)
      let (screen, _) = makeRoutedScreen(declaration, router: router, flow: flow, line: line)
      try open(router, showing: screen, animated: animated)
    case .scene:
      let coordinator = scene()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
      model?.owner = coordinator
      try coordinator.transition(
        to: Scene(declaration.name, screen: screen, model: model, embedded: false), using: .push,
        animated: animated)
    }
  }

  private func startSheet(
    _ flow: Scenario.Flow, parent: AnyObject?, animated: Bool, line: Int
  ) throws {
    let declaration = firstScreen(of: flow)
    switch flow.system {
    case .childArray:
      let parent = parent as! ChildArrayFlow
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      try parent.presentChild(
        makeChildArrayFlow(
          flow, on: navigation, isRoot: true, first: (screen, model), animated: animated,
          line: line),
        animated: animated)
    case .selfReleasing:
      let (screen, model, navigation) = makeFirstScreenInItsNavigation(of: flow, line: line)
      let coordinator = makeSelfReleasingFlow(
        flow, on: navigation, parent: parent, model: model, line: line)
      try coordinator.show(screen, label: screen.title, viewModel: model, animated: animated)
      try topContent().present(navigation, animated: animated)
    case .router:
      let router = ScenarioRouter(
        name: flow.name, unwindTransition: ModalTransition(), audit: audit)
      let (screen, _) = makeRoutedScreen(declaration, router: router, flow: flow, line: line)
      let navigation = NavigationController(rootViewController: screen, title: "\(flow.name)Nav")
      try open(router, showing: navigation, animated: animated)
    case .scene:
      let coordinator = scene()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
      model?.owner = coordinator
      try coordinator.transition(
        to: Scene(declaration.name, screen: screen, model: model, embedded: true), using: .modal,
        animated: animated)
      rememberContainer(of: screen, line: line)
    }
  }

  /// A flow's first screen and view model, as the root of a navigation controller of the
  /// flow's own (`FlowNav`): a root, tab or sheet flow.
  private func makeFirstScreenInItsNavigation(of flow: Scenario.Flow, line: Int) -> (
    ScenarioScreen, ScenarioModel?, NavigationController
  ) {
    let (screen, model) = makeScreen(firstScreen(of: flow), flowInstance: nil, line: line)
    return (
      screen, model, NavigationController(rootViewController: screen, title: "\(flow.name)Nav")
    )
  }

  /// A child-array coordinator for a flow; `start()` shows its first screen, already made.
  private func makeChildArrayFlow(
    _ flow: Scenario.Flow, on navigation: NavigationController, isRoot: Bool,
    first: (screen: ScenarioScreen, model: ScenarioModel?), animated: Bool, line: Int
  ) -> ChildArrayFlow {
    let coordinator = ChildArrayFlow(
      name: flow.name, navigationController: navigation, isRoot: isRoot, audit: audit)
    configure(coordinator, faults: flow.faults)
    remember(coordinator, as: flow.name, line: line)
    belong(first.model, to: coordinator)
    first.model?.weakOwner = coordinator
    coordinator.firstScreen = (first.screen, first.model, animated)
    return coordinator
  }

  /// A self-releasing coordinator for a flow, which its first screen's view model holds.
  private func makeSelfReleasingFlow(
    _ flow: Scenario.Flow, on navigation: NavigationController, parent: AnyObject?,
    model: ScenarioModel?, line: Int
  ) -> SelfReleasingFlow {
    let coordinator = SelfReleasingFlow(
      name: flow.name, navigationController: navigation, parent: parent as? SelfReleasingFlow,
      audit: audit)
    coordinator.holdsViewModelStrongly = flow.faults.contains(.holdsViewModelStrongly)
    remember(coordinator, as: flow.name, line: line)
    belong(model, to: coordinator)
    model?.owner = coordinator
    coordinator.viewModel = model
    return coordinator
  }

  /// A router system screen: its router is held by its view model, or by the screen itself.
  private func makeRoutedScreen(
    _ declaration: Scenario.Screen, router: ScenarioRouter, flow: Scenario.Flow, line: Int
  ) -> (ScenarioScreen, ScenarioModel?) {
    router.holdsRootStrongly = flow.faults.contains(.holdsRootStrongly)
    remember(router, as: flow.name, line: line)
    let (screen, model) = makeScreen(declaration, flowInstance: router, line: line)
    if let model { model.owner = router } else { screen.router = router }
    router.setRoot(screen, viewModel: model)
    return (screen, model)
  }

  /// Opens a router's screen (or the container around it) from the top screen: through the
  /// top screen's router when it has one, else with the transition alone.
  private func open(_ router: ScenarioRouter, showing target: ViewController, animated: Bool)
    throws
  {
    let transition = router.unwindTransition!
    if let source = routerOfTopScreen() {
      try source.route(to: target, with: transition, animated: animated)
    } else {
      try transition.open(target, from: try topContent(), animated: animated, onDismissed: nil)
    }
  }

  private func routerOfTopScreen() -> Router? {
    guard let screen = window.topViewController as? ScenarioScreen else { return nil }
    return (screen.viewModel?.owner as? Router) ?? screen.router
  }

  private func push(_ declaration: Scenario.Screen, animated: Bool, line: Int) throws {
    let flow = scenario.flow(named: declaration.flow)!
    let instance = try started(flow.name)
    switch flow.system {
    case .childArray:
      let coordinator = instance as! ChildArrayFlow
      let (screen, model) = makeScreen(declaration, flowInstance: coordinator, line: line)
      model?.weakOwner = coordinator
      try coordinator.show(screen, label: screen.title, viewModel: model, animated: animated)
    case .selfReleasing:
      let coordinator = instance as! SelfReleasingFlow
      let (screen, model) = makeScreen(declaration, flowInstance: coordinator, line: line)
      if let model, model.owner == nil { model.owner = coordinator }
      if coordinator.viewModel == nil { coordinator.viewModel = model }
      try coordinator.show(screen, label: screen.title, viewModel: model, animated: animated)
    case .scene:
      let coordinator = scene()
      let (screen, model) = makeScreen(declaration, flowInstance: nil, line: line, binding: false)
      if let model, model.owner == nil { model.owner = coordinator }
      try coordinator.transition(
        to: Scene(declaration.name, screen: screen, model: model, embedded: false), using: .push,
        animated: animated)
    case .router:
      preconditionFailure("router flows have one screen; the validator says so")
    }
  }

  private func finish(_ flow: Scenario.Flow, animated: Bool) throws {
    // A flow's own code may finish it after the user has left it: it needs to exist, not to
    // be on screen.
    guard let instance = object(named: flow.name) else {
      throw RunnerError(
        code: .notStarted,
        message: "'\(flow.name)' does not exist: it was never started, or "
          + "it was released")
    }
    switch flow.system {
    case .childArray: (instance as! ChildArrayFlow).finish(animated: animated)
    case .router: try (instance as! ScenarioRouter).close(animated: animated)
    case .scene:
      let coordinator = scene()
      for _ in 0...scenario.screens(of: flow.name).count where isOnScreen(flow) {
        try coordinator.close(animated: animated)
      }
    case .selfReleasing:
      preconditionFailure("self-releasing flows have no finish; the validator says so")
    }
  }

  // MARK: Objects

  /// The scene coordinator, made (and held by the app) on first use.
  private func scene() -> ScenarioSceneCoordinator {
    if let sceneCoordinator { return sceneCoordinator }
    let coordinator = ScenarioSceneCoordinator(name: "Scene", window: window, audit: audit)
    let faults = scenario.flows.filter { $0.system == .scene }.flatMap(\.faults)
    if faults.contains(.withoutDelegateFix) { coordinator.variant = .withoutDelegateFix }
    if faults.contains(.updatesOnWillShow) { coordinator.variant = .updatesOnWillShow }
    if faults.contains(.containerAsCurrent) { coordinator.variant = .containerAsCurrent }
    sceneCoordinator = coordinator
    remember(coordinator, as: "Scene", line: 0)
    return coordinator
  }

  /// A new screen, bound to its view model: the live one of the same flow instance if there is
  /// one (one view model for several screens), else a new one.
  private func makeScreen(
    _ declaration: Scenario.Screen, flowInstance: AnyObject?, line: Int, binding: Bool = true
  ) -> (ScenarioScreen, ScenarioModel?) {
    let screen = ScenarioScreen(name: declaration.name)
    remember(screen, as: declaration.name, line: line)
    guard let modelName = declaration.model else { return (screen, nil) }
    let flowID = flowInstance.map(ObjectIdentifier.init)
    let model: ScenarioModel
    if let live = current[modelName]?.object as? ScenarioModel, live.flow == flowID {
      model = live
    } else {
      model = ScenarioModel(name: modelName)
      remember(model, as: modelName, line: line)
      model.flow = flowID
    }
    if binding { screen.bind(viewModel: model) }
    return (screen, model)
  }

  /// Makes a view model made before its flow's object belong to that flow instance.
  private func belong(_ model: ScenarioModel?, to flow: AnyObject) {
    model?.flow = ObjectIdentifier(flow)
  }

  /// Names the navigation controller a scene made around `screen`.
  private func rememberContainer(of screen: ScenarioScreen, line: Int) {
    guard let navigation = screen.navigationController else { return }
    unnamed.append((navigation, navigation.title, line))
  }

  private func configure(_ coordinator: ChildArrayFlow, faults: [Scenario.Fault]) {
    for fault in faults {
      switch fault {
      case .noRemovalOnBack: coordinator.variant = .noRemovalOnBack
      case .removesOnlyLastChild: coordinator.variant = .removesOnlyLastChild
      case .finishesTwice: coordinator.variant = .finishesTwice
      case .childHeldWeakly: coordinator.variant = .childHeldWeakly
      case .finishesOnWillShow: coordinator.variant = .finishesOnWillShow
      default: break
      }
    }
  }

  private func screen(_ name: String) throws -> ScenarioScreen {
    guard let screen = current[name]?.object as? ScenarioScreen, isInWindow(screen) else {
      throw RunnerError(code: .notStarted, message: "'\(name)' is not on screen")
    }
    return screen
  }

  private func topNavigation() throws -> NavigationController {
    guard let navigation = window.topViewController?.navigationController else {
      throw NavigationError(
        .navigationControllerMissing,
        "No navigation controller shows the top screen, "
          + "'\(window.topViewController?.title ?? "none")'.")
    }
    return navigation
  }

  private func topContent() throws -> ViewController {
    guard let top = window.topViewController else {
      throw RunnerError(code: .notStarted, message: "the window shows nothing yet")
    }
    return top
  }

  private func tabBar() throws -> TabBarController {
    guard let tabs = window.rootViewController as? TabBarController else {
      throw RunnerError(code: .noTabBar, message: "the window's root is not a tab bar controller")
    }
    return tabs
  }

  /// Whether any screen of the flow is in the window's hierarchy.
  private func isOnScreen(_ flow: Scenario.Flow) -> Bool {
    scenario.screens(of: flow.name).contains { declaration in
      guard let screen = current[declaration.name]?.object as? ViewController else { return false }
      return isInWindow(screen)
    }
  }

  func isInWindow(_ viewController: ViewController) -> Bool {
    var root = viewController
    while let parent = root.parent { root = parent }
    if root === window.rootViewController { return true }
    guard let presenter = root.presentingViewController else { return false }
    return isInWindow(presenter)
  }

  private func snapshot(after step: StepResult) -> OwnershipGraph {
    let survivors = Set(
      step.findings.filter { $0.kind == .leak }.flatMap(\.objects).compactMap(\.label))
    return OwnershipSnapshot.capture(
      window: window,
      objects: made.compactMap { entry in entry.box.object.map { (entry.name, $0) } },
      survivors: survivors, step: step.number)
  }
}

extension Scene {
  /// A scene made of a screen the runner already made; the scene binds it to its view model.
  @MainActor
  init(_ name: String, screen: ScenarioScreen, model: ScenarioModel?, embedded: Bool) {
    if let model {
      self.init(name, viewModel: model, inNavigationController: embedded) { screen }
    } else {
      self.init(name, inNavigationController: embedded) { screen }
    }
  }
}
