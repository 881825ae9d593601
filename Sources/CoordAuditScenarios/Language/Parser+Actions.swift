/// The actions: what app code and the user do.
extension Parser {

  mutating func action(_ keyword: Token) -> Scenario.Action? {
    switch keyword.text {
    case "start":
      if let word = line.current, word.kind == .word, word.text == "tabs" {
        line.index += 1
        return finishLine(after: "'start tabs'") ? .startTabs : nil
      }
      if let word = line.current, word.kind == .word, word.text == "another" {
        line.index += 1
        return namedAction("the flow to start again", "start another FLOW [not animated]") {
          .startAnother($0, animated: $1)
        }
      }
      return namedAction("the flow to start", "start FLOW [not animated]") {
        .start($0, animated: $1)
      }
    case "push":
      return namedAction("the screen to push", "push SCREEN [not animated]") {
        .push($0, animated: $1)
      }
    case "finish":
      return namedAction(
        "the flow to finish", "finish FLOW [NUMBER] [not animated]", takesInstance: true
      ) {
        .finish($0, animated: $1)
      }
    case "present":
      return namedAction("the flow to present", "present FLOW [not animated]") {
        .present($0, animated: $1)
      }
    case "replace":
      let form = "replace root with FLOW"
      guard expectWords(["root", "with"], form: form),
        let name = takeName("the root flow to show", hint: form),
        finishLine(after: "the flow", hint: form)
      else { return nil }
      return .replaceRoot(name)
    case "pop": return pop()
    case "set":
      let form = "set stack SCREEN [NUMBER]… [not animated]"
      guard expectWords(["stack"], form: form) else { return nil }
      var names: [Scenario.Name] = []
      while let word = line.current, word.kind == .word, word.text != "not" {
        guard var name = takeName("a screen's name", hint: form) else { return nil }
        name.instance = takeInstance()
        names.append(name)
      }
      if names.isEmpty {
        report("expected the screens of the new stack", at: line.current, hint: form)
        return nil
      }
      let animated = takeAnimated()
      return finishLine(after: "the stack", hint: form) ? .setStack(names, animated: animated) : nil
    case "dismiss":
      if let word = line.current, word.kind == .word, word.text != "not" {
        return namedAction(
          "the flow whose sheet to dismiss", "dismiss [FLOW [NUMBER]] [not animated]",
          takesInstance: true
        ) {
          .dismissFlow($0, animated: $1)
        }
      }
      let animated = takeAnimated()
      return finishLine(after: "'dismiss'", hint: "dismiss [FLOW] [not animated]")
        ? .dismiss(animated: animated) : nil
    case "select":
      let form = "select tab INDEX"
      guard expectWords(["tab"], form: form), let index = takeIndex(form: form),
        finishLine(after: "the tab's index", hint: form)
      else { return nil }
      return .selectTab(index)
    case "user": return userAction()
    default:
      report(
        "unknown statement '\(keyword.text)'", token: keyword,
        hint: Suggestions.hint(for: keyword.text, in: Self.statementKeywords, what: "statements"))
      return nil
    }
  }

  /// An action on one name: `KEYWORD NAME [not animated]`, and, when it `takesInstance`, an
  /// instance's number after the name (`finish Attachment 2`).
  mutating func namedAction(
    _ what: String, _ form: String, takesInstance: Bool = false,
    _ make: (Scenario.Name, Bool) -> Scenario.Action
  ) -> Scenario.Action? {
    guard var name = takeName(what, hint: form) else { return nil }
    if let number = line.current, number.kind == .number, !takesInstance {
      // A flow started or a screen pushed is a new instance: it has no number to name it by.
      let keyword = line.tokens[0].text
      report(
        "'\(keyword)' makes a new '\(name.text)': no instance's number comes after it",
        token: number,
        hint: "an instance's number names one the run made, in 'finish', 'dismiss', 'pop to', "
          + "'set stack' and 'user jumps back to'")
      line.index = line.tokens.count
      return nil
    }
    name.instance = takeInstance()
    let animated = takeAnimated()
    return finishLine(after: "'\(name.written)'", hint: form) ? make(name, animated) : nil
  }

  /// Consumes an instance's number, if one comes next: `2` in `dismiss Compose 2`.
  ///
  /// A number that is not a count from 1 is reported, and read as no number.
  mutating func takeInstance() -> Int? {
    guard let token = line.current, token.kind == .number else { return nil }
    line.index += 1
    guard let value = Int(token.text), value >= 1 else {
      report(
        "'\(token.text)' is not an instance's number", token: token,
        hint: "instances are numbered from 1, in the order the run makes them")
      return nil
    }
    return value
  }

  mutating func pop() -> Scenario.Action? {
    let form = "pop [to SCREEN [NUMBER]|to root] [not animated]"
    guard let word = line.current, word.kind == .word, word.text == "to" else {
      let animated = takeAnimated()
      return finishLine(after: "'pop'", hint: form) ? .pop(animated: animated) : nil
    }
    line.index += 1
    if let root = line.current, root.kind == .word, root.text == "root" {
      line.index += 1
      let animated = takeAnimated()
      return finishLine(after: "'pop to root'", hint: form) ? .popToRoot(animated: animated) : nil
    }
    return namedAction("the screen to pop to", form, takesInstance: true) {
      .popTo($0, animated: $1)
    }
  }

  mutating func userAction() -> Scenario.Action? {
    let forms = [
      "user taps back", "user taps tab INDEX", "user jumps back to SCREEN", "user swipes back",
      "user swipes back and cancels", "user swipes down",
    ]
    let hint = "the user can: " + forms.joined(separator: ", ")
    guard let verb = take(.word, "what the user does", after: line.tokens[0], hint: hint) else {
      return nil
    }
    switch verb.text {
    case "taps":
      guard let what = take(.word, "'back' or 'tab INDEX'", after: verb, hint: hint) else {
        return nil
      }
      if what.text == "back" {
        return finishLine(after: "'user taps back'") ? .userTapsBack : nil
      }
      guard what.text == "tab" else {
        report("the user taps 'back' or 'tab INDEX', not '\(what.text)'", token: what, hint: hint)
        return nil
      }
      guard let index = takeIndex(form: "user taps tab INDEX"),
        finishLine(after: "the tab's index")
      else { return nil }
      return .userTapsTab(index)
    case "jumps":
      let form = "user jumps back to SCREEN [NUMBER]"
      guard expectWords(["back", "to"], form: form),
        var name = takeName("the screen to jump back to", hint: form)
      else { return nil }
      name.instance = takeInstance()
      guard finishLine(after: "the screen", hint: form) else { return nil }
      return .userJumpsBack(name)
    case "swipes":
      guard let what = take(.word, "'back' or 'down'", after: verb, hint: hint) else { return nil }
      if what.text == "down" {
        return finishLine(after: "'user swipes down'") ? .userSwipesDown : nil
      }
      guard what.text == "back" else {
        report("the user swipes 'back' or 'down', not '\(what.text)'", token: what, hint: hint)
        return nil
      }
      if line.current?.text == "and" {
        guard expectWords(["and", "cancels"], form: "user swipes back and cancels") else {
          return nil
        }
        return finishLine(after: "'and cancels'") ? .userSwipesBackAndCancels : nil
      }
      return finishLine(after: "'user swipes back'") ? .userSwipesBack : nil
    default:
      report(
        "unknown user action '\(verb.text)'", token: verb,
        hint: Suggestions.hint(
          for: verb.text, in: ["taps", "jumps", "swipes"], otherwise: hint))
      return nil
    }
  }

  mutating func add(_ action: Scenario.Action, at keyword: Token) {
    let position = position(of: keyword)
    if let index = frames.indices.last {
      switch frames[index].kind {
      case .step, .appAction: frames[index].actions.append((action, position))
      case .repetition, .setup:
        frames[index].statements.append(.action(action, text: text(), position: position))
      }
      if case .appAction = frames[index].kind {} else { hasSteps = true }
    } else {
      hasSteps = true
      body.append(.action(action, text: text(), position: position))
    }
  }
}
