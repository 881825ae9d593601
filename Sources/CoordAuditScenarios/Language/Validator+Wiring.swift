/// The rules of the `coordinator …` lines: they describe hand-written coordinators only, and
/// each must make sense for the flow it is under.
extension Validator {
  /// Checks each flow's `coordinator` lines against its system, its placement and its
  /// screens.
  mutating func checkWiring() {
    for flow in scenario.flows {
      let wiring = flow.wiring
      guard let first = wiring.clauses.first else { continue }
      guard flow.system == .handWritten else {
        reporter.report(
          "'coordinator' lines describe a hand-written coordinator, and '\(flow.name)' is a "
            + "\(flow.system.rawValue) flow", at: first.position, length: 11,
          hint: "declare it 'flow \(flow.name) hand-written …', or drop the line: the kits are "
            + "wired as their documentation says")
        continue
      }
      let clause = { (kind: String) in wiring.clauses.first { $0.kind == kind }?.position }
      if let position = clause("ends") { checkEvents(of: flow, at: position) }
      if let position = clause("identified"), !wiring.events.contains(.sweep),
        !dropped.mayHaveBeen(.wiring)
      {
        reporter.report(
          "'identified by' says what a sweep checks, and nothing sweeps '\(flow.name)'",
          at: position, length: 11, hint: "add 'coordinator ends on sweep', or drop the line")
      }
      if let position = clause("takes"), !isPushed(flow), wiring.takesDelegate != .whenUnset {
        reporter.report(
          "'\(flow.name)' has a navigation controller of its own: its coordinator is its "
            + "delegate already", at: position, length: 11,
          hint: "a pushed flow takes its parent's navigation delegate: 'flow \(flow.name) "
            + "hand-written in PARENT'")
      }
      if let position = clause("removes"), wiring.removal == .childAndDescendants,
        wiring.registry != .registry, !dropped.mayHaveBeen(.wiring)
      {
        // Each child keeps its own children: only the app's one registry holds a child's
        // descendants beside it, for the parent to take out.
        reporter.report(
          "'and descendants' does nothing here: '\(flow.name)' keeps its children in "
            + "\(wiring.registry.rawValue), where a child's descendants are not, and they go with "
            + "the child", at: position, length: 11,
          hint: "write 'coordinator removes child', or keep the children in the app's one "
            + "registry ('coordinator keeps children in registry')")
      }
      if let position = clause("observes"), wiring.observation?.removesWhenFinished == true,
        flow.placement.parent == nil
      {
        reporter.report(
          "'until it finishes' does nothing on '\(flow.name)': a root flow never finishes (the "
            + "app lets go of it when the window's root is replaced)", at: position, length: 11,
          hint: "drop 'until it finishes' (the observer is never removed), or observe from a "
            + "flow that finishes")
      }
      for subscription in wiring.subscriptions {
        let models = scenario.screens(of: flow.name).compactMap(\.model)
        guard !models.contains(subscription.model), !dropped.mayHaveDeclared(subscription.model)
        else { continue }
        reporter.report(
          "'\(subscription.model)' is not a view model of the screens of '\(flow.name)'",
          at: subscription.modelPosition, length: subscription.model.count,
          hint: Suggestions.hint(for: subscription.model, in: models, what: "view models"))
      }
    }
  }

  private mutating func checkEvents(of flow: Scenario.Flow, at position: Scenario.Position) {
    guard flow.placement.parent != nil else {
      reporter.report(
        "'\(flow.name)' is a root flow: no callback ends it", at: position, length: 11,
        hint: "say what ends a flow on the flows it starts; a root flow goes when the window's "
          + "root is replaced")
      return
    }
    if flow.wiring.events.contains(.sheetSwipeDown), isPushed(flow) {
      reporter.report(
        "'\(flow.name)' is pushed, and only a sheet is swiped down", at: position, length: 11,
        hint: "declare it 'flow \(flow.name) hand-written in PARENT sheet', or drop "
          + "'sheet-swipe-down'")
    }
  }

  private func isPushed(_ flow: Scenario.Flow) -> Bool {
    if case .push = flow.placement { return true }
    return false
  }
}
