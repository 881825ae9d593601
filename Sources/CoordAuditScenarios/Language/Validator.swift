import CoordinatorTree
import LeakAudit

/// Checks a parsed scenario before anything runs: every name resolves to the right kind of
/// object, every flow can be built by its system, every step and expectation makes sense where
/// it stands.
struct Validator {
  let scenario: Scenario
  private let flowsByName: [String: Scenario.Flow]
  /// What the lines with parse problems might have said: nothing they explain is reported.
  let dropped: DroppedLines
  /// Where the problems go.
  var reporter: DiagnosticReporter

  /// The codes `expect error` takes, as a step's error names them: the navigation model's,
  /// then the runner's own.
  static let errorCodes =
    navigationErrorCodes.map(\.description) + RunnerError.Code.allCases.map(\.rawValue)

  /// The navigation model's codes that `expect error` takes, in the order its hint lists them.
  ///
  /// ``NavigationError/Code`` is not `CaseIterable` (new codes may come), so they are named
  /// here, by the model's own constants: a code it renames or drops stops the build.
  static let navigationErrorCodes: [NavigationError.Code] = [
    .alreadyOnStack, .notOnStack, .alreadyInHierarchy, .cannotPushContainer, .emptyStack,
    .alreadyPresenting, .nothingToDismiss, .notASheet, .sheetIsCovered, .modalInPresentation,
    .indexOutOfRange, .nothingToPop, .transitionInProgress, .noTransition,
    .navigationControllerMissing, .noCurrentScreen,
  ]

  /// The problems of a parsed scenario, in file order.
  ///
  /// - Parameters:
  ///   - scenario: The scenario, as parsed (partial when the parse has problems).
  ///   - source: The file's text, to quote lines.
  ///   - dropped: What the lines with parse problems might have said; the problems they could
  ///     explain are not reported.
  /// - Returns: The problems (the first ``DiagnosticList/maximumCount``, and how many more);
  ///   empty when the scenario can run.
  static func validate(
    _ scenario: Scenario, source: String, dropped: DroppedLines = DroppedLines()
  ) -> DiagnosticList {
    var validator = Validator(
      scenario: scenario,
      flowsByName: Dictionary(scenario.flows.map { ($0.name, $0) }) { first, _ in first },
      dropped: dropped,
      reporter: DiagnosticReporter(file: scenario.file, lines: source.lines.map(String.init)))
    validator.checkFlows()
    validator.checkWiring()
    validator.checkScreens()
    validator.checkReferences()
    validator.checkBody(scenario.body, inLoop: false)
    for action in scenario.appActions {
      for (statement, position) in action.actions { validator.check(statement, at: position) }
    }
    validator.checkSize(scenario.body)
    return validator.reporter.diagnostics
  }

  // MARK: Declarations

  private mutating func checkFlows() {
    let flowNames = scenario.flows.map(\.name)
    var sceneFaults: [Scenario.Fault: Scenario.Position] = [:]
    let tabs = scenario.flows.filter { $0.placement == .tab }
    if let first = tabs.first,
      let other = tabs.first(where: { ($0.system == .scene) != (first.system == .scene) })
    {
      reporter.report(
        "tab flows '\(first.name)' (\(first.system.rawValue)) and '\(other.name)' "
          + "(\(other.system.rawValue)) cannot share a tab bar", at: other.position,
        length: other.name.count,
        hint: "the scene coordinator builds its own tab bar: make every tab flow a scene flow, "
          + "or none")
    }
    for flow in scenario.flows {
      let parent = flow.placement.parent.flatMap { scenario.flow(named: $0) }
      if let name = flow.placement.parent, parent == nil, !dropped.mayHaveDeclared(name) {
        reporter.report(
          "unknown flow '\(name)'", at: flow.parentPosition ?? flow.position, length: name.count,
          hint: Suggestions.hint(for: name, in: flowNames.filter { $0 != flow.name }, what: "flows")
        )
      }
      if scenario.screens(of: flow.name).isEmpty, !dropped.mayHaveBeen(.screen) {
        reporter.report(
          "flow '\(flow.name)' has no screen", at: flow.position, length: flow.name.count,
          hint: "declare its first screen on the next line: 'screen \(flow.name)Home'")
      }
      if isOwnAncestor(flow) {
        reporter.report(
          "flow '\(flow.name)' is its own ancestor", at: flow.parentPosition ?? flow.position,
          length: flow.placement.parent?.count ?? flow.name.count,
          hint: "a flow's parent must be started before it")
      }
      if let parent { checkMix(flow, parent: parent) }
      if flow.system == .router, scenario.screens(of: flow.name).count > 1 {
        let second = scenario.screens(of: flow.name)[1]
        reporter.report(
          "router flow '\(flow.name)' has more than one screen", at: second.position,
          length: second.name.count,
          hint: "a router routes from one screen: declare '\(second.name)' as a flow of its own "
            + "('flow \(second.name)Flow in \(flow.name)') and start it")
      }
      for fault in flow.faults { checkFault(fault, on: flow, sceneFaults: &sceneFaults) }
    }
  }

  private mutating func isOwnAncestor(_ flow: Scenario.Flow) -> Bool {
    flowsUnderACycle.contains(flow.name)
  }

  /// The flows whose chain of parents runs in a circle (through themselves or above them),
  /// found in one pass: each flow's chain is followed until it meets a flow already decided,
  /// so a thousand nested flows cost a thousand steps, not half a million.
  private lazy var flowsUnderACycle: Set<String> = {
    var decided: [String: Bool] = [:]
    for flow in scenario.flows where decided[flow.name] == nil {
      var chain: [String] = []
      var onChain: Set<String> = []
      var current: String? = flow.name
      var underACycle = false
      while let name = current, let next = flowsByName[name] {
        if let known = decided[name] {
          underACycle = known
          break
        }
        if !onChain.insert(name).inserted {
          underACycle = true
          break
        }
        chain.append(name)
        current = next.placement.parent
      }
      for name in chain { decided[name] = underACycle }
    }
    return Set(decided.filter(\.value).keys)
  }()

  /// Which systems can start a flow from which: a child-array child needs a child-array
  /// parent to keep it. (Every other mix works: the kits share each navigation controller's
  /// delegate.)
  private mutating func checkMix(_ flow: Scenario.Flow, parent: Scenario.Flow) {
    let position = flow.parentPosition ?? flow.position
    let length = parent.name.count
    if flow.system == .handWritten, parent.system != .handWritten {
      reporter.report(
        "hand-written flow '\(flow.name)' needs a hand-written parent to keep it, and "
          + "'\(parent.name)' is \(parent.system.rawValue)", at: position, length: length,
        hint: "make '\(parent.name)' hand-written too ('flow \(parent.name) hand-written …')")
    }
    if flow.system == .childArray, parent.system != .childArray {
      reporter.report(
        "child-array flow '\(flow.name)' needs a child-array parent to keep it, and "
          + "'\(parent.name)' is \(parent.system.rawValue)", at: position, length: length,
        hint: "make '\(flow.name)' self-releasing or a router flow, which keep themselves, or "
          + "give it a child-array parent")
    }
  }

  private mutating func checkFault(
    _ fault: Scenario.Fault, on flow: Scenario.Flow,
    sceneFaults: inout [Scenario.Fault: Scenario.Position]
  ) {
    let at = flow.position
    if let systems = fault.systems, !systems.contains(flow.system) {
      reporter.report(
        "fault '\(fault.rawValue)' does not exist in the \(flow.system.rawValue) system",
        at: at, length: flow.name.count,
        hint: "it is a fault of "
          + systems.map(\.rawValue).sorted().joined(separator: ", ") + " flows")
      return
    }
    let observesItsNavigation: Bool
    switch flow.placement {
    case .root, .tab, .sheet: observesItsNavigation = true
    case .push: observesItsNavigation = false
    }
    switch fault {
    case .noRemovalOnBack, .removesOnlyLastChild, .finishesOnWillShow:
      if !observesItsNavigation {
        let root = ancestors(of: flow).last { flow in
          if case .push = flow.placement { return false }
          return true
        }
        reporter.report(
          "fault '\(fault.rawValue)' belongs to the flow that owns the navigation controller, "
            + "and '\(flow.name)' is pushed on its parent's", at: at, length: flow.name.count,
          hint: root.map { "put it on '\($0.name)'" } ?? "put it on the root flow")
      }
    case .finishesTwice:
      if flow.placement.parent == nil {
        reporter.report(
          "fault 'finishes-twice' belongs to a child flow, and '\(flow.name)' has no parent",
          at: at, length: flow.name.count, hint: "put it on the flow that finishes")
      }
    case .childHeldWeakly:
      if !scenario.flows.contains(where: { $0.placement.parent == flow.name }),
        !dropped.mayHaveBeen(.flow)
      {
        reporter.report(
          "fault 'child-held-weakly' belongs to a parent, and '\(flow.name)' has no child flow",
          at: at, length: flow.name.count, hint: "put it on the flow that starts the child")
      }
    case .keptAfterLogout:
      if flow.placement.parent != nil {
        reporter.report(
          "fault 'kept-after-logout' belongs to a root or tab flow, the one the app holds",
          at: at, length: flow.name.count, hint: "put it on the root flow")
      }
    case .withoutDelegateFix, .updatesOnWillShow, .containerAsCurrent:
      if let other = sceneFaults.first(where: { $0.key != fault }) {
        reporter.report(
          "the scene coordinator takes one fault, and '\(other.key.rawValue)' is already given",
          at: at, length: flow.name.count, hint: "keep one scene fault per scenario")
      }
      sceneFaults[fault] = at
    case .takesNavigationDelegate:
      if observesItsNavigation {
        reporter.report(
          "fault 'takes-navigation-delegate' belongs to a router flow pushed on its parent's "
            + "navigation controller, and '\(flow.name)' is not pushed",
          at: at, length: flow.name.count, hint: "put it on a flow declared 'in PARENT'")
      }
    case .holdsViewModelStrongly, .holdsRootStrongly:
      break
    }
  }

  private func ancestors(of flow: Scenario.Flow) -> [Scenario.Flow] {
    var result: [Scenario.Flow] = []
    var current = flow.placement.parent
    while let name = current, let next = flowsByName[name],
      !result.contains(where: { $0.name == name })
    {
      result.append(next)
      current = next.placement.parent
    }
    return result
  }

  private mutating func checkScreens() {
    var modelFlows: [String: String] = [:]
    // A copy, for hints made only when a problem is kept (see `DiagnosticReporter`).
    let scenario = scenario
    for screen in scenario.screens {
      guard scenario.flow(named: screen.flow) != nil else {
        if dropped.mayHaveDeclared(screen.flow) { continue }
        reporter.report(
          "unknown flow '\(screen.flow)'", at: screen.position, length: screen.name.count,
          hint: Suggestions.hint(
            for: screen.flow, in: scenario.flows.map(\.name), what: "flows"))
        continue
      }
      guard let model = screen.model else { continue }
      if let flow = modelFlows[model], flow != screen.flow {
        reporter.report(
          "view model '\(model)' backs screens of two flows, '\(flow)' and '\(screen.flow)'",
          at: screen.modelPosition ?? screen.position, length: model.count,
          hint: "a view model is shared by the screens of one flow; give this one its own name")
      }
      modelFlows[model] = modelFlows[model] ?? screen.flow
    }
  }

  private mutating func checkReferences() {
    for reference in scenario.references {
      resolve(reference.from, at: reference.fromPosition, as: .any)
      resolve(reference.to, at: reference.toPosition, as: .any)
    }
  }

  // MARK: The body

  /// What came just before an expectation, which it is about.
  private enum Previous {
    case nothing, step, loop
  }

  private mutating func checkBody(_ statements: [Scenario.Statement], inLoop: Bool) {
    var previous = Previous.nothing
    for statement in statements {
      switch statement {
      case .action(let action, _, let position):
        check(action, at: position)
        previous = .step
      case .step(_, let actions, _):
        for (action, position) in actions { check(action, at: position) }
        previous = .step
      case .repetition(_, let body, _, _):
        checkBody(body, inLoop: true)
        previous = .loop
      case .expectation(let expectation, let position):
        check(expectation, at: position, after: previous)
      }
    }
  }

  private mutating func check(_ action: Scenario.Action, at position: Scenario.Position) {
    switch action {
    case .start(let name, _):
      if let flow = resolve(name, as: .flow).flatMap({ scenario.flow(named: $0) }),
        flow.placement == .tab
      {
        reporter.report(
          "'\(flow.name)' is a tab: 'start tabs' starts every tab flow at once", at: name,
          hint: "write 'start tabs'")
      }
    case .startAnother(let name, _):
      guard let flow = resolve(name, as: .flow).flatMap({ scenario.flow(named: $0) }) else {
        return
      }
      if flow.system != .handWritten || flow.placement.parent == nil {
        reporter.report(
          "'start another' starts a second instance of a hand-written flow from its parent, and "
            + "'\(flow.name)' is "
            + (flow.system != .handWritten
              ? "a \(flow.system.rawValue) flow" : "a root flow"),
          at: name,
          hint: "declare it 'flow \(flow.name) hand-written in PARENT', or write 'start "
            + "\(flow.name)'")
      }
    case .startTabs:
      if !scenario.flows.contains(where: { $0.placement == .tab }), !dropped.mayHaveBeen(.flow) {
        reporter.report(
          "'start tabs' with no tab flow", at: position, length: 5,
          hint: "declare tab flows: 'flow Feed tab'")
      }
    case .push(let name, _):
      guard let screen = resolve(name, as: .screen).flatMap({ scenario.screen(named: $0) }),
        let flow = scenario.flow(named: screen.flow)
      else { return }
      if scenario.screens(of: flow.name).first?.name == screen.name {
        reporter.report(
          "'\(screen.name)' is the first screen of '\(flow.name)': starting the flow shows it",
          at: name, hint: "write 'start \(flow.name)'")
      }
    case .dismissFlow(let name, _):
      guard let flow = resolve(name, as: .flow).flatMap({ scenario.flow(named: $0) }) else {
        return
      }
      if case .sheet = flow.placement, flow.system != .selfReleasing { return }
      reporter.report(
        flow.system == .selfReleasing
          ? "self-releasing flow '\(flow.name)' has no code that closes it: it goes when its "
            + "screens do"
          : "'\(flow.name)' is not a sheet: only a presentation is dismissed", at: name,
        hint: flow.system == .selfReleasing
          ? "dismiss the top presentation: 'dismiss'"
          : "declare it 'flow \(flow.name) in PARENT sheet', or write 'finish \(flow.name)'")
    case .finish(let name, _):
      guard let flow = resolve(name, as: .flow).flatMap({ scenario.flow(named: $0) }) else {
        return
      }
      if flow.system == .selfReleasing {
        reporter.report(
          "self-releasing flow '\(flow.name)' has no finish: it goes when its screens do",
          at: name, hint: "pop to the screen below its first ('pop to SCREEN')")
      } else if flow.placement == .root || flow.placement == .tab {
        reporter.report(
          "'\(flow.name)' is a root flow: nothing is below it to go back to", at: name,
          hint: "replace the root instead: 'replace root with FLOW'")
      }
    case .present(let name, _):
      guard let flow = resolve(name, as: .flow).flatMap({ scenario.flow(named: $0) }) else {
        return
      }
      if case .sheet = flow.placement { return }
      reporter.report(
        "'\(flow.name)' is not declared as a sheet", at: name,
        hint: "declare it 'flow \(flow.name) in PARENT sheet', or write 'start \(flow.name)'")
    case .replaceRoot(let name):
      guard let flow = resolve(name, as: .flow).flatMap({ scenario.flow(named: $0) }) else {
        return
      }
      if flow.placement != .root {
        reporter.report(
          "'\(flow.name)' is not a root flow", at: name,
          hint: "declare it 'flow \(flow.name) root'")
      }
    case .popTo(let name, _), .userJumpsBack(let name):
      resolve(name, as: .screen)
    case .setStack(let names, _):
      for name in names { resolve(name, as: .screen) }
    case .pop, .popToRoot, .dismiss, .selectTab, .userTapsBack, .userSwipesBack,
      .userSwipesBackAndCancels, .userSwipesDown, .userTapsTab:
      break
    }
  }

  private mutating func check(
    _ expectation: Scenario.Expectation, at position: Scenario.Position, after previous: Previous
  ) {
    // A dropped step or loop before it may be what it is about.
    let isExcused = dropped.mayHaveStepped(before: position.line)
    switch (previous, expectation.isAboutALoop) {
    case (.nothing, _) where !isExcused:
      reporter.report(
        "an expectation before any step", at: position, length: 6,
        hint: "an expectation is about the step (or loop) just before it")
      return
    case (.step, true) where !isExcused:
      reporter.report(
        "'growth' and 'flat' are about a loop, and a step comes just before", at: position,
        length: 6, hint: "put it right after the loop's '}'")
      return
    default: break
    }
    switch expectation {
    case .released(let names), .releasedInOrder(let names), .alive(let names), .leak(let names),
      .prematureRelease(let names):
      for name in names { resolve(name, as: .any) }
    case .growth(let names):
      for name in names where name.text != "heap" { resolve(name, as: .any) }
    case .error(let code):
      if !Self.errorCodes.contains(code.text) {
        reporter.report(
          "unknown error code '\(code.text)'", at: code,
          hint: Suggestions.hint(for: code.text, in: Self.errorCodes, what: "codes"))
      }
    case .clean, .flat, .brokenInvariant:
      break
    }
  }

  /// The most steps a scenario may run, loops expanded: a few seconds of audit.
  static let maximumSteps = 1_000_000

  /// Reports the outermost loop that makes the scenario run more steps than it may.
  private mutating func checkSize(_ statements: [Scenario.Statement]) {
    var total = 0
    for statement in statements {
      let steps = Self.steps(in: statement)
      total += steps
      if steps > Self.maximumSteps, case .repetition(_, _, let position, _) = statement {
        reporter.report(
          "this loop runs \(steps) steps; a scenario runs at most \(Self.maximumSteps)",
          at: position, length: 6, hint: "repeat fewer times, or loop in two scenarios")
        return
      }
    }
    if total > Self.maximumSteps, let first = statements.first {
      reporter.report(
        "the scenario runs \(total) steps; it may run at most \(Self.maximumSteps)",
        at: Self.position(of: first), length: 1, hint: "split it into several scenarios")
    }
  }

  /// How many steps a statement runs, loops expanded (saturating, so nesting cannot overflow).
  private static func steps(in statement: Scenario.Statement) -> Int {
    switch statement {
    case .action, .step: return 1
    case .expectation: return 0
    case .repetition(let count, let body, _, _):
      let inner = body.reduce(0) { min($0 + steps(in: $1), Int.max / 2) }
      let (product, overflow) = count.multipliedReportingOverflow(by: inner)
      return overflow ? Int.max / 2 : product
    }
  }

  private static func position(of statement: Scenario.Statement) -> Scenario.Position {
    switch statement {
    case .action(_, _, let position), .step(_, _, let position), .repetition(_, _, let position, _),
      .expectation(_, let position):
      position
    }
  }

  // MARK: Names

  private enum Kind {
    case flow, screen, any

    var noun: String {
      switch self {
      case .flow: "flow"
      case .screen: "screen"
      case .any: "name"
      }
    }
  }

  @discardableResult
  private mutating func resolve(_ name: Scenario.Name, as kind: Kind) -> String? {
    resolve(name.text, at: name.position, as: kind)
  }

  @discardableResult
  private mutating func resolve(_ text: String, at position: Scenario.Position, as kind: Kind)
    -> String?
  {
    // By the scenario's indexes: a file of thousands of names stays linear.
    let isFlow = scenario.flow(named: text) != nil
    let isScreen = scenario.screen(named: text) != nil
    switch kind {
    case .flow where isFlow, .screen where isScreen: return text
    case .any where isFlow || isScreen || scenario.isModel(text): return text
    default: break
    }
    guard !dropped.mayHaveDeclared(text) else { return nil }
    let scenario = scenario
    reporter.report(
      "unknown \(kind.noun) '\(text)'", at: position, length: text.count,
      hint: Self.unknownNameHint(text, as: kind, in: scenario))
    return nil
  }

  private static func unknownNameHint(_ text: String, as kind: Kind, in scenario: Scenario)
    -> String
  {
    if kind == .flow, let screen = scenario.screen(named: text) {
      return "'\(text)' is a screen; name its flow, '\(screen.flow)'"
    } else if kind == .screen, scenario.flow(named: text) != nil {
      return "'\(text)' is a flow; name one of its screens"
    }
    let flows = scenario.flows.map(\.name)
    let screens = scenario.screens.map(\.name)
    let candidates =
      switch kind {
      case .flow: flows
      case .screen: screens
      case .any: flows + screens + scenario.modelNames
      }
    return Suggestions.hint(for: text, in: candidates, what: "\(kind.noun)s")
  }
}
