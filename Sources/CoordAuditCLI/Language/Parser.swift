import LeakAudit

/// Reads a scenario file into a ``Scenario``.
///
/// One statement per line (lines end with LF, CRLF or a lone CR), indentation ignored, `#`
/// comments. Every problem is collected, with where it is and a hint; names are resolved
/// later, by ``Validator``.
struct Parser {
  private let file: String
  private var scenario: Scenario
  private var diagnostics = DiagnosticList()
  private var frames: [Frame] = []
  private var body: [Scenario.Statement] = []
  private var hasSteps = false
  private var hasName = false
  private var hasSetup = false
  /// The flow that `screen` lines belong to: the last one declared, even with problems, so
  /// that one bad flow line is reported once.
  private var lastFlow: String?
  private var defaultSystem: (Scenario.System, Scenario.Position)?
  private var line = Line(number: 0, text: "", tokens: [])
  private var loopNames = LoopNames()
  private var sourceLines: [String] = []

  /// An open `repeat` or `step` block.
  private struct Frame {
    enum Kind {
      case repetition(count: Int, label: Token?)
      case step(name: String)
      /// `action "NAME" {`: a declaration of app code for exploration.
      case appAction(name: String)
      /// `setup {`: the first steps, where exploration starts.
      case setup
    }
    var kind: Kind
    var position: Scenario.Position
    /// A block reported as wrong: read to its `}` to keep the braces balanced, then dropped.
    var isDiscarded = false
    var statements: [Scenario.Statement] = []
    var actions: [(Scenario.Action, Scenario.Position)] = []
  }

  /// The line being read, and a cursor over its tokens.
  private struct Line {
    var number: Int
    var text: String
    var tokens: [Token]
    var index = 0

    var current: Token? { index < tokens.count ? tokens[index] : nil }
    var isAtEnd: Bool { index >= tokens.count }
  }

  /// Words that cannot be names: they mean something where a name may stand.
  static let reservedWords: Set<String> = [
    "root", "tab", "tabs", "in", "push", "sheet", "faulty", "model", "heap", "not", "animated",
    "with", "to", "and",
  ]

  static let statementKeywords = [
    "scenario", "system", "flow", "screen", "ref", "action", "setup", "start", "push", "finish",
    "present", "replace", "pop", "set", "dismiss", "select", "user", "step", "repeat", "expect",
  ]

  /// Parses a scenario file.
  ///
  /// - Parameters:
  ///   - source: The file's text.
  ///   - file: The path to name in diagnostics.
  /// - Returns: The scenario (partial when there are problems) and the problems, in order.
  static func parse(_ source: String, file: String) -> (Scenario, DiagnosticList) {
    var parser = Parser(file: file)
    parser.read(source)
    return (parser.scenario, parser.diagnostics)
  }

  private init(file: String) {
    self.file = file
    let base = file.split(separator: "/").last.map(String.init) ?? file
    let name = base.hasSuffix(".scenario") ? String(base.dropLast(".scenario".count)) : base
    scenario = Scenario(name: name, file: file)
  }

  private mutating func read(_ source: String) {
    sourceLines = source.lines.map(String.init)
    for (offset, text) in sourceLines.enumerated() {
      switch Lexer.tokens(of: text) {
      case .failure(let error):
        line = Line(number: offset + 1, text: text, tokens: [])
        report(error.message, column: error.column, length: error.length, hint: error.hint)
      case .success(let tokens):
        guard !tokens.isEmpty else { continue }
        line = Line(number: offset + 1, text: text, tokens: tokens)
        statement()
      }
    }
    for frame in frames.reversed() {
      let what: String
      switch frame.kind {
      case .repetition: what = "repeat"
      case .step: what = "step"
      case .appAction: what = "action"
      case .setup: what = "setup"
      }
      report(
        "the '\(what)' block that starts here is not closed", at: frame.position,
        length: what.count, hint: "end it with a line holding only '}'")
    }
    scenario.body = body
    if scenario.flows.isEmpty, diagnostics.isEmpty {
      report(
        "the scenario declares no flow", at: Scenario.Position(line: 1, column: 1), length: 1,
        hint: "declare one: 'flow Main root', then its screens: 'screen Home'")
    }
  }

  // MARK: Statements

  private mutating func statement() {
    guard let first = line.current else { return }
    if first.kind == .symbol, first.text == "}" {
      line.index += 1
      closeBlock(first)
      finishLine(after: "'}'")
      return
    }
    guard first.kind == .word else {
      report(
        "a statement starts with a keyword, not '\(first.text)'", token: first,
        hint: "statements: " + Self.statementKeywords.joined(separator: ", "))
      return
    }
    line.index += 1
    switch first.text {
    case "scenario": scenarioName(first)
    case "system": system(first)
    case "flow": declaration(first) { $0.flow() }
    case "screen": declaration(first) { $0.screen() }
    case "ref": declaration(first) { $0.reference() }
    case "step": stepBlock(first)
    case "repeat": repeatBlock(first)
    case "action": actionBlock(first)
    case "setup": setupBlock(first)
    case "expect": expectation(first)
    default:
      if let action = action(first) { add(action, at: first) }
    }
  }

  private mutating func scenarioName(_ keyword: Token) {
    guard
      let name = take(
        .string, "the scenario's name in quotes", after: keyword, hint: "scenario \"NAME\"")
    else { return }
    if hasName {
      report("the scenario is named twice", token: keyword, hint: "keep one 'scenario' line")
    }
    hasName = true
    scenario.name = name.text
    finishLine(after: "the scenario's name")
  }

  private mutating func system(_ keyword: Token) {
    guard let word = take(.word, "a system", after: keyword, hint: Self.systemsHint) else { return }
    guard let system = Scenario.System(rawValue: word.text) else {
      report(
        "unknown system '\(word.text)'", token: word,
        hint: Suggestions.hint(
          for: word.text, in: Scenario.System.allCases.map(\.rawValue), what: "systems"))
      return
    }
    if defaultSystem != nil {
      report("the system is given twice", token: keyword, hint: "keep one 'system' line")
    }
    defaultSystem = (system, position(of: word))
    finishLine(after: "the system")
  }

  private mutating func declaration(_ keyword: Token, _ read: (inout Parser) -> Void) {
    if hasSteps {
      report(
        "'\(keyword.text)' comes after the first step", token: keyword,
        hint: "declare flows, screens and references before the first step")
      return
    }
    read(&self)
  }

  static let systemsHint =
    "systems: " + Scenario.System.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")

  /// `flow NAME [SYSTEM] root|tab|in PARENT [push|sheet] [faulty FAULT…]`.
  private mutating func flow() {
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
        hint: Suggestions.closest(to: placementWord.text, in: ["root", "tab", "in"]).map {
          "did you mean '\($0)'?"
        } ?? hint)
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

  /// `screen NAME [in FLOW] [model MODEL]`.
  private mutating func screen() {
    let form = "a screen reads: screen NAME [in FLOW] [model MODEL]"
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
        modelPosition: model?.position))
  }

  /// `ref FROM -> TO KIND`.
  private mutating func reference() {
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

  // MARK: Actions

  private mutating func action(_ keyword: Token) -> Scenario.Action? {
    switch keyword.text {
    case "start":
      if let word = line.current, word.kind == .word, word.text == "tabs" {
        line.index += 1
        return finishLine(after: "'start tabs'") ? .startTabs : nil
      }
      return namedAction("the flow to start", "start FLOW [not animated]") {
        .start($0, animated: $1)
      }
    case "push":
      return namedAction("the screen to push", "push SCREEN [not animated]") {
        .push($0, animated: $1)
      }
    case "finish":
      return namedAction("the flow to finish", "finish FLOW [not animated]") {
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
      let form = "set stack SCREEN… [not animated]"
      guard expectWords(["stack"], form: form) else { return nil }
      var names: [Scenario.Name] = []
      while let word = line.current, word.kind == .word, word.text != "not" {
        guard let name = takeName("a screen's name", hint: form) else { return nil }
        names.append(name)
      }
      if names.isEmpty {
        report("expected the screens of the new stack", at: line.current, hint: form)
        return nil
      }
      let animated = takeAnimated()
      return finishLine(after: "the stack", hint: form) ? .setStack(names, animated: animated) : nil
    case "dismiss":
      let animated = takeAnimated()
      return finishLine(after: "'dismiss'", hint: "dismiss [not animated]")
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

  private mutating func namedAction(
    _ what: String, _ form: String, _ make: (Scenario.Name, Bool) -> Scenario.Action
  ) -> Scenario.Action? {
    guard let name = takeName(what, hint: form) else { return nil }
    let animated = takeAnimated()
    return finishLine(after: "'\(name.text)'", hint: form) ? make(name, animated) : nil
  }

  private mutating func pop() -> Scenario.Action? {
    let form = "pop [to SCREEN|to root] [not animated]"
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
    return namedAction("the screen to pop to", form) { .popTo($0, animated: $1) }
  }

  private mutating func userAction() -> Scenario.Action? {
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
      let form = "user jumps back to SCREEN"
      guard expectWords(["back", "to"], form: form),
        let name = takeName("the screen to jump back to", hint: form),
        finishLine(after: "the screen", hint: form)
      else { return nil }
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
        hint: Suggestions.closest(to: verb.text, in: ["taps", "jumps", "swipes"]).map {
          "did you mean '\($0)'?"
        } ?? hint)
      return nil
    }
  }

  private mutating func add(_ action: Scenario.Action, at keyword: Token) {
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

  // MARK: Blocks

  private mutating func stepBlock(_ keyword: Token) {
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

  private mutating func repeatBlock(_ keyword: Token) {
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
  private mutating func nestsTooDeep(_ keyword: Token) -> Bool {
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
  private mutating func actionBlock(_ keyword: Token) {
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
  private mutating func setupBlock(_ keyword: Token) {
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

  private mutating func openBrace(form: String) -> Bool {
    guard let brace = line.current, brace.kind == .symbol, brace.text == "{" else {
      report("expected '{' to open the block", at: line.current, hint: form)
      return false
    }
    line.index += 1
    return finishLine(after: "'{'", hint: "the block's statements go on the lines that follow")
  }

  private mutating func closeBlock(_ brace: Token) {
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
        report(
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

  // MARK: Expectations

  private mutating func expectation(_ keyword: Token) {
    let kinds = [
      "clean", "released", "alive", "leak", "premature release", "broken invariant", "error",
      "growth", "flat",
    ]
    let hint = "expect " + kinds.joined(separator: "|")
    guard let word = take(.word, "what to expect", after: keyword, hint: hint) else { return }
    var expectation: Scenario.Expectation
    switch word.text {
    case "clean": expectation = .clean
    case "flat": expectation = .flat
    case "released" where line.current?.text == "in":
      guard expectWords(["in", "order"], form: "expect released in order NAME, NAME…"),
        let names = takeNames(after: word, hint: hint, allowingHeap: false, commas: true)
      else { return }
      expectation = .releasedInOrder(names)
    case "released", "alive", "leak", "growth":
      guard let names = takeNames(after: word, hint: hint, allowingHeap: word.text == "growth")
      else { return }
      switch word.text {
      case "released": expectation = .released(names)
      case "alive": expectation = .alive(names)
      case "leak": expectation = .leak(names)
      default: expectation = .growth(names)
      }
    case "premature":
      guard expectWords(["release"], form: "expect premature release NAME…"),
        let names = takeNames(after: word, hint: hint, allowingHeap: false)
      else { return }
      expectation = .prematureRelease(names)
    case "broken":
      guard expectWords(["invariant"], form: "expect broken invariant [\"TEXT\"]") else { return }
      var text: String?
      if let string = line.current, string.kind == .string {
        text = string.text
        line.index += 1
      }
      expectation = .brokenInvariant(containing: text)
    case "error":
      guard let code = take(.word, "the error's code", after: word, hint: "expect error CODE")
      else { return }
      expectation = .error(code: Scenario.Name(text: code.text, position: position(of: code)))
    default:
      report(
        "unknown expectation '\(word.text)'", token: word,
        hint: Suggestions.closest(
          to: word.text, in: kinds.map { String($0.split(separator: " ")[0]) }
        ).map { "did you mean '\($0)'?" } ?? hint)
      return
    }
    guard finishLine(after: "the expectation", hint: hint) else { return }
    let position = position(of: keyword)
    if let index = frames.indices.last {
      if case .step = frames[index].kind {
        report(
          "an expectation inside a step block", token: keyword,
          hint: "put it after the block's '}': it is about the whole step")
        return
      }
      if case .appAction = frames[index].kind {
        report(
          "an expectation inside an action block", token: keyword,
          hint: "exploration needs none: the audit checks every step it plays")
        return
      }
      frames[index].statements.append(.expectation(expectation, position: position))
    } else {
      body.append(.expectation(expectation, position: position))
    }
  }

  /// Names up to the end of the line; with `commas`, a comma may follow each name but the last.
  private mutating func takeNames(
    after word: Token, hint: String, allowingHeap: Bool, commas: Bool = false
  ) -> [Scenario.Name]? {
    var names: [Scenario.Name] = []
    while let token = line.current, token.kind == .word {
      defer {
        if commas, !names.isEmpty, let comma = line.current, comma.text == ",",
          line.index + 1 < line.tokens.count
        {
          line.index += 1
        }
      }
      if allowingHeap, token.text == "heap" {
        line.index += 1
        names.append(Scenario.Name(text: "heap", position: position(of: token)))
        continue
      }
      guard let name = takeName("a name", hint: hint) else { return nil }
      names.append(name)
    }
    if names.isEmpty {
      report("expected at least one name after '\(word.text)'", at: line.current, hint: hint)
      return nil
    }
    return names
  }

  // MARK: Tokens

  private mutating func take(
    _ kind: Token.Kind, _ what: String, after previous: Token, hint: String? = nil
  ) -> Token? {
    guard let token = line.current, token.kind == kind else {
      report("expected \(what)", at: line.current, after: previous, hint: hint)
      return nil
    }
    line.index += 1
    return token
  }

  private mutating func takeName(_ what: String, hint: String) -> Scenario.Name? {
    guard let token = line.current, token.kind == .word else {
      report("expected \(what)", at: line.current, hint: hint)
      return nil
    }
    line.index += 1
    guard Lexer.isName(token.text), !Self.reservedWords.contains(token.text) else {
      let reason =
        Self.reservedWords.contains(token.text)
        ? "'\(token.text)' is a keyword, not a name"
        : "'\(token.text)' is not a name"
      report(
        "expected \(what); \(reason)", token: token,
        hint: "names are letters, digits and '_', starting with a letter")
      return nil
    }
    return Scenario.Name(text: token.text, position: position(of: token))
  }

  private mutating func takeIndex(form: String) -> Int? {
    guard let token = line.current, token.kind == .number, let value = Int(token.text) else {
      report("expected a tab index (0 for the first tab)", at: line.current, hint: form)
      return nil
    }
    line.index += 1
    return value
  }

  /// Consumes `not animated`, if it comes next; returns whether the action is animated.
  private mutating func takeAnimated() -> Bool {
    guard let not = line.current, not.kind == .word, not.text == "not",
      line.index + 1 < line.tokens.count, line.tokens[line.index + 1].text == "animated"
    else { return true }
    line.index += 2
    return false
  }

  private mutating func expectWords(_ words: [String], form: String) -> Bool {
    for word in words {
      guard let token = line.current, token.kind == .word, token.text == word else {
        report("expected '\(word)'", at: line.current, hint: form)
        return false
      }
      line.index += 1
    }
    return true
  }

  /// Reports whatever is left on the line; returns whether nothing was.
  @discardableResult
  private mutating func finishLine(after what: String, hint: String? = nil) -> Bool {
    guard let extra = line.current else { return true }
    let last = line.tokens[line.tokens.count - 1]
    report(
      "unexpected '\(extra.text)' after \(what)", column: extra.column,
      length: last.column + last.length - extra.column, hint: hint)
    line.index = line.tokens.count
    return false
  }

  // MARK: Diagnostics

  private func text() -> String {
    line.tokens.map { $0.kind == .string ? "\"\($0.text)\"" : $0.text }.joined(separator: " ")
  }

  private func position(of token: Token) -> Scenario.Position {
    Scenario.Position(line: line.number, column: token.column)
  }

  private func token(at name: Scenario.Name) -> Token {
    Token(kind: .word, text: name.text, column: name.position.column, length: name.text.count)
  }

  // The message and the hint are made only when the problem is kept (see DiagnosticList): a
  // file of millions of bad lines makes a hundred messages.

  private mutating func report(
    _ message: @autoclosure () -> String, token: Token, hint: @autoclosure () -> String?
  ) {
    report(message(), column: token.column, length: token.length, hint: hint())
  }

  /// Reports a problem at `token`, or just past the end of the line when it is missing.
  private mutating func report(
    _ message: @autoclosure () -> String, at token: Token?, after previous: Token? = nil,
    hint: @autoclosure () -> String?
  ) {
    if let token {
      report(message(), column: token.column, length: token.length, hint: hint())
    } else {
      let last = previous ?? line.tokens.last
      let column = last.map { $0.column + $0.length + 1 } ?? 1
      report(message(), column: column, length: 1, hint: hint())
    }
  }

  private mutating func report(
    _ message: @autoclosure () -> String, column: Int, length: Int,
    hint: @autoclosure () -> String?
  ) {
    guard !diagnostics.skips(line: line.number, column: column) else { return }
    diagnostics.append(
      ScenarioDiagnostic(
        file: file, line: line.number, column: column, message: message(),
        sourceLine: line.text, length: max(length, 1), hint: hint()))
  }

  private mutating func report(
    _ message: @autoclosure () -> String, at position: Scenario.Position, length: Int,
    hint: @autoclosure () -> String?
  ) {
    guard !diagnostics.skips(line: position.line, column: position.column) else { return }
    diagnostics.append(
      ScenarioDiagnostic(
        file: file, line: position.line, column: position.column, message: message(),
        sourceLine: sourceLine(position.line), length: length, hint: hint()))
  }

  private func sourceLine(_ number: Int) -> String {
    sourceLines.indices.contains(number - 1) ? sourceLines[number - 1] : ""
  }
}
