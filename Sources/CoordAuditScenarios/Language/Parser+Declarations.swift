/// The declarations: what a scenario is made of (flows, screens, extra references).
extension Parser {
  /// `flow NAME [SYSTEM] root|tab|in PARENT [push|sheet] [faulty FAULT…]`.
  mutating func flow() {
    let form = "a flow reads: flow NAME [SYSTEM] root|tab|in PARENT [push|sheet] [faulty FAULT…]"
    guard let name = takeName("the flow's name", hint: form) else { return }
    lastFlow = name.text
    var system = defaultSystem?.0
    if let word = line.current, word.kind == .word, let named = Scenario.System(rawValue: word.text)
    {
      system = named
      line.index += 1
    }
    guard let placementWord = line.current, placementWord.kind == .word else {
      report(
        "expected 'root', 'tab' or 'in PARENT' after the flow's name", at: line.current,
        hint: form)
      return
    }
    line.index += 1
    var placement: Scenario.Placement
    var parentPosition: Scenario.Position?
    switch placementWord.text {
    case "root": placement = .root
    case "tab": placement = .tab
    case "in":
      guard let parent = takeName("the parent flow's name", hint: form) else { return }
      parentPosition = parent.position
      placement = .push(parent: parent.text)
      if let how = line.current, how.kind == .word, how.text == "push" || how.text == "sheet" {
        line.index += 1
        if how.text == "sheet" { placement = .sheet(parent: parent.text) }
      }
    default:
      let hint =
        Scenario.System(rawValue: placementWord.text) != nil
        ? "the system goes right after the flow's name" : form
      report(
        "expected 'root', 'tab' or 'in PARENT', found '\(placementWord.text)'",
        token: placementWord,
        hint: Suggestions.hint(
          for: placementWord.text, in: ["root", "tab", "in"], otherwise: hint))
      return
    }
    var faults: [Scenario.Fault] = []
    if let word = line.current, word.kind == .word, word.text == "faulty" {
      line.index += 1
      while let fault = line.current, fault.kind == .word {
        line.index += 1
        guard let known = Scenario.Fault(rawValue: fault.text) else {
          report(
            "unknown fault '\(fault.text)'", token: fault,
            hint: Suggestions.hint(
              for: fault.text, in: Scenario.Fault.allCases.map(\.rawValue), what: "faults"))
          return
        }
        faults.append(known)
      }
      if faults.isEmpty {
        report("expected a fault after 'faulty'", at: line.current, hint: form)
        return
      }
    }
    if let extra = line.current, Scenario.System(rawValue: extra.text) != nil {
      report(
        "unexpected system '\(extra.text)' after the flow's placement", token: extra,
        hint: "the system goes right after the flow's name: 'flow \(name.text) \(extra.text) …'")
      return
    }
    guard finishLine(after: "the flow's declaration", hint: form) else { return }
    guard let system else {
      report(
        "flow '\(name.text)' has no system", token: token(at: name),
        hint: "name it after the flow's name, or declare 'system child-array' (or "
          + "self-releasing, scene, router) before the flows")
      return
    }
    if scenario.flow(named: name.text) != nil || scenario.screen(named: name.text) != nil {
      report(
        "'\(name.text)' is declared twice", token: token(at: name),
        hint: "flows, screens and view models share one set of names")
      return
    }
    scenario.add(
      Scenario.Flow(
        name: name.text, system: system, placement: placement, faults: faults,
        position: name.position, parentPosition: parentPosition))
  }

  /// `screen NAME [in FLOW] [model MODEL] [takes navigation delegate]`.
  mutating func screen() {
    let form = "a screen reads: screen NAME [in FLOW] [model MODEL] [takes navigation delegate]"
    guard let name = takeName("the screen's name", hint: form) else { return }
    var flow = lastFlow
    var model: Scenario.Name?
    while let word = line.current, word.kind == .word, word.text == "in" || word.text == "model" {
      line.index += 1
      guard
        let value = takeName(
          word.text == "in" ? "a flow's name" : "a view model's name", hint: form)
      else { return }
      if word.text == "in" { flow = value.text } else { model = value }
    }
    var takesDelegate: Scenario.Position?
    if let word = line.current, word.kind == .word, word.text == "takes" {
      line.index += 1
      guard expectWords(["navigation", "delegate"], form: form) else { return }
      takesDelegate = position(of: word)
    }
    guard finishLine(after: "the screen's declaration", hint: form) else { return }
    guard let flow else {
      report(
        "screen '\(name.text)' belongs to no flow", token: token(at: name),
        hint: "declare its flow first, or write 'screen \(name.text) in FLOW'")
      return
    }
    if scenario.flow(named: name.text) != nil || scenario.screen(named: name.text) != nil
      || scenario.isModel(name.text)
    {
      report(
        "'\(name.text)' is declared twice", token: token(at: name),
        hint: "flows, screens and view models share one set of names")
      return
    }
    if let model,
      scenario.flow(named: model.text) != nil || scenario.screen(named: model.text) != nil
        || model.text == name.text
    {
      report(
        "'\(model.text)' is already a flow or a screen", token: token(at: model),
        hint: "give the view model a name of its own, e.g. '\(model.text)Model'")
      return
    }
    scenario.add(
      Scenario.Screen(
        name: name.text, flow: flow, model: model?.text, position: name.position,
        modelPosition: model?.position, takesNavigationDelegate: takesDelegate))
  }

  /// `ref FROM -> TO KIND`.
  mutating func reference() {
    let kinds = Scenario.ReferenceKind.allCases.map(\.rawValue)
    let form = "a reference reads: ref FROM -> TO " + kinds.joined(separator: "|")
    guard let from = takeName("the name of the object that holds the reference", hint: form)
    else { return }
    guard let arrow = line.current, arrow.kind == .symbol, arrow.text == "->" else {
      report("expected '->' after '\(from.text)'", at: line.current, hint: form)
      return
    }
    line.index += 1
    guard let to = takeName("the name of the object referred to", hint: form) else { return }
    guard let kindToken = take(.word, "the kind of reference", after: arrow, hint: form) else {
      return
    }
    guard let kind = Scenario.ReferenceKind(rawValue: kindToken.text) else {
      report(
        "unknown kind of reference '\(kindToken.text)'", token: kindToken,
        hint: Suggestions.hint(for: kindToken.text, in: kinds, what: "kinds"))
      return
    }
    guard finishLine(after: "the reference", hint: form) else { return }
    scenario.references.append(
      Scenario.Reference(
        from: from.text, to: to.text, kind: kind, position: position(of: line.tokens[0]),
        fromPosition: from.position, toPosition: to.position))
  }
}
