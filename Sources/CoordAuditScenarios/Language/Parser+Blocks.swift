/// The blocks: steps, loops, app actions and the setup.
extension Parser {

  mutating func stepBlock(_ keyword: Token) {
    hasSteps = true
    let form = "step \"NAME\" {"
    let name = take(.string, "the step's name in quotes", after: keyword, hint: form)
    var isDiscarded = name == nil
    if !isDiscarded, let frame = frames.last, case .step = frame.kind {
      report("a step block cannot hold another", token: keyword, hint: "close the first with '}'")
      isDiscarded = true
    }
    if !isDiscarded, let frame = frames.last, case .appAction = frame.kind {
      report(
        "an action block holds actions, not a step block", token: keyword,
        hint: "an action already runs as one step: put its actions in it directly")
      isDiscarded = true
    }
    guard openBrace(form: form) else { return }
    let isTooDeep = nestsTooDeep(keyword)
    frames.append(
      Frame(
        kind: .step(name: name?.text ?? ""), position: position(of: keyword),
        isDiscarded: isDiscarded || isTooDeep))
  }

  mutating func repeatBlock(_ keyword: Token) {
    hasSteps = true
    let form = "repeat COUNT [\"LABEL\"] {"
    var value = 0
    if let count = take(.number, "how many times", after: keyword, hint: form) {
      value = Int(count.text) ?? 0
      if !(1...10_000).contains(value) {
        report("a loop repeats 1 to 10000 times, not \(count.text)", token: count, hint: form)
      }
    } else if line.current?.text != "{" {
      return
    }
    var isDiscarded = !(1...10_000).contains(value)
    var label: Token?
    if let string = line.current, string.kind == .string {
      line.index += 1
      label = string
      if string.text.allSatisfy(\.isWhitespace) {
        report(
          "a loop's label cannot be empty", token: string,
          hint: "name the loop, as baselines will: repeat 10 \"login and logout\" {")
        isDiscarded = true
      }
    }
    if !isDiscarded, let frame = frames.last, case .step = frame.kind {
      report(
        "a step block cannot hold a loop", token: keyword,
        hint: "put the step block inside the loop instead")
      isDiscarded = true
    }
    if !isDiscarded, let frame = frames.last, case .appAction = frame.kind {
      report(
        "an action block cannot hold a loop", token: keyword,
        hint: "exploration repeats actions itself: declare the loop's body as the action")
      isDiscarded = true
    }
    guard openBrace(form: form) else { return }
    let isTooDeep = nestsTooDeep(keyword)
    frames.append(
      Frame(
        kind: .repetition(count: value, label: label), position: position(of: keyword),
        isDiscarded: isDiscarded || isTooDeep))
  }

  /// How deep `repeat` and `step` blocks may nest.
  ///
  /// Deeper, every check and run of the scenario would recurse once per level: 40,000 levels
  /// crashed the validator.
  static let maximumNesting = 64

  /// Whether a block that opens now nests deeper than ``maximumNesting``: reported at the
  /// first block past the limit; the blocks inside it go with it, unreported.
  mutating func nestsTooDeep(_ keyword: Token) -> Bool {
    guard frames.count >= Self.maximumNesting else { return false }
    if frames.count == Self.maximumNesting {
      report(
        "this block nests \(Self.maximumNesting + 1) deep; blocks nest at most "
          + "\(Self.maximumNesting) deep", token: keyword,
        hint: "nest fewer blocks: a loop whose body is only a loop is one loop of a larger count")
    }
    return true
  }

  /// `action "NAME" {`: app code that exploration may run as one step; a declaration.
  mutating func actionBlock(_ keyword: Token) {
    let form = "action \"NAME\" {"
    let name = take(.string, "the action's name in quotes", after: keyword, hint: form)
    var isDiscarded = name == nil
    if !isDiscarded, !frames.isEmpty {
      report(
        "an action block is a declaration, not inside another block", token: keyword,
        hint: "declare it at the top level, before the first step")
      isDiscarded = true
    } else if !isDiscarded, hasSteps {
      report(
        "'action' comes after the first step", token: keyword,
        hint: "declare actions with the flows, screens and references, before the first step")
      isDiscarded = true
    } else if let name, scenario.appActions.contains(where: { $0.name == name.text }) {
      report(
        "an action named \"\(name.text)\" is already declared", token: name,
        hint: "give each action its own name")
      isDiscarded = true
    }
    guard openBrace(form: form) else { return }
    frames.append(
      Frame(
        kind: .appAction(name: name?.text ?? ""), position: position(of: keyword),
        isDiscarded: isDiscarded))
  }

  /// `setup {`: the first steps of the scenario, where exploration starts.
  mutating func setupBlock(_ keyword: Token) {
    let form = "setup {"
    var isDiscarded = false
    if hasSetup {
      report(
        "a second setup block", token: keyword, hint: "put every setup step in the first one")
      isDiscarded = true
    } else if hasSteps || !frames.isEmpty {
      report(
        "the setup block comes before every other step", token: keyword,
        hint: "move it up, after the declarations")
      isDiscarded = true
    }
    hasSetup = true
    hasSteps = true
    guard openBrace(form: form) else { return }
    frames.append(Frame(kind: .setup, position: position(of: keyword), isDiscarded: isDiscarded))
  }

  mutating func openBrace(form: String) -> Bool {
    guard let brace = line.current, brace.kind == .symbol, brace.text == "{" else {
      report("expected '{' to open the block", at: line.current, hint: form)
      return false
    }
    line.index += 1
    return finishLine(after: "'{'", hint: "the block's statements go on the lines that follow")
  }

  mutating func closeBlock(_ brace: Token) {
    guard let frame = frames.popLast() else {
      report("'}' closes no block", token: brace, hint: "remove it, or open a 'repeat' block")
      return
    }
    guard !frame.isDiscarded else {
      // The block that held it is dropped too, unreported: its problem is already said, and
      // it must not be called empty.
      if let index = frames.indices.last { frames[index].isDiscarded = true }
      return
    }
    let statement: Scenario.Statement
    switch frame.kind {
    case .repetition(let count, let label):
      guard !frame.statements.isEmpty else {
        report("the loop is empty", token: brace, hint: "put steps between '{' and '}'")
        return
      }
      let (name, clash) = loopNames.name(
        label: label?.text, body: frame.statements, at: frame.position)
      if let label, let clash {
        reporter.report(
          "the label '\(name)' is already the name of the loop at line \(clash.line)",
          at: Scenario.Position(line: frame.position.line, column: label.column),
          length: label.length,
          hint: "give each loop a name of its own: a baseline tells loops apart by name")
      }
      statement = .repetition(
        count: count, body: frame.statements, position: frame.position, name: name)
    case .step(let name):
      guard !frame.actions.isEmpty else {
        report("the step block is empty", token: brace, hint: "put actions between '{' and '}'")
        return
      }
      statement = .step(name: name, actions: frame.actions, position: frame.position)
    case .appAction(let name):
      guard !frame.actions.isEmpty else {
        report("the action is empty", token: brace, hint: "put actions between '{' and '}'")
        return
      }
      scenario.appActions.append(
        Scenario.AppAction(name: name, actions: frame.actions, position: frame.position))
      return
    case .setup:
      scenario.setup = frame.statements
      body += frame.statements
      return
    }
    if let index = frames.indices.last {
      frames[index].statements.append(statement)
    } else {
      body.append(statement)
    }
  }
}
