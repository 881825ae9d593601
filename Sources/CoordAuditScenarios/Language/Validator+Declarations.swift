/// The declarations: every flow can be built by its system where it is placed, with the faults
/// it is given; every screen belongs to a flow; every reference names an object.
extension Validator {
  /// Checks each flow: its parent, its screens, its system against its parent's and its
  /// faults; and that the tab flows can share one tab bar.
  mutating func checkFlows() {
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
  func findFlowsUnderACycle() -> Set<String> {
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
  }

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

  /// Checks that each screen's flow exists, and that a view model backs the screens of one
  /// flow only.
  mutating func checkScreens() {
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

  /// Checks that both ends of each `ref` line name an object.
  mutating func checkReferences() {
    for reference in scenario.references {
      resolve(reference.from, at: reference.fromPosition, as: .any)
      resolve(reference.to, at: reference.toPosition, as: .any)
    }
  }
}
