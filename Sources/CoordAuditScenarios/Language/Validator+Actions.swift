/// The actions: each names an object of the right kind, one that the action can act on.
extension Validator {
  /// Checks that an action names an object of the right kind, one that it can act on.
  mutating func check(_ action: Scenario.Action, at position: Scenario.Position) {
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

  /// Checks that an app action names no instance by its number: exploration offers an action
  /// in a state for each instance it applies to, and a number (which counts what the run made
  /// before) would make the action depend on the way the state was reached.
  mutating func checkNoInstanceNumber(in action: Scenario.Action, of appAction: Scenario.AppAction)
  {
    let names: [Scenario.Name]
    switch action {
    case .finish(let name, _), .dismissFlow(let name, _), .popTo(let name, _),
      .userJumpsBack(let name):
      names = [name]
    case .setStack(let stack, _): names = stack
    default: names = []
    }
    for name in names where name.instance != nil {
      reporter.report(
        "app action \(Scenario.quoted(appAction.name)) names '\(name.written)' by its number, "
          + "which counts what the run made before",
        at: name.position, length: name.written.count,
        hint: "write '\(name.text)': exploration offers the action for each instance it applies "
          + "to, and names that instance in what it reports")
    }
  }
}
