/// The `coordinator …` lines: how the hand-written flow declared just above is wired (see
/// ``Scenario/Wiring``).
extension Parser {
  static let wiringForms = [
    "coordinator keeps children in array|dictionary [by type]|completions|registry",
    "coordinator removes child [and descendants]|itself",
    "coordinator ends on EVENT [EVENT…]",
    "coordinator identified by first-screen|navigation",
    "coordinator takes navigation delegate restoring previous|nil|when unset",
    "coordinator reports finish by closure [capturing child strongly|weakly]",
    "coordinator reports finish by stream [without completion] [disposed when it finishes]",
    "coordinator subscribes to MODEL capturing self strongly|weakly",
    "coordinator observes the app capturing self strongly|weakly [until it finishes]",
  ]

  private static let wiringVerbs = [
    "keeps", "removes", "ends", "identified", "takes", "reports", "subscribes", "observes",
  ]

  /// `coordinator CLAUSE`, about the last flow declared.
  mutating func coordinatorClause() {
    let hint = "the coordinator's wiring: " + Self.wiringForms.joined(separator: "; ")
    guard let verb = take(.word, "what the coordinator does", after: line.tokens[0], hint: hint)
    else { return }
    guard let flow = lastFlow else {
      report(
        "'coordinator' describes the coordinator of the flow above it, and no flow is "
          + "declared yet", token: line.tokens[0],
        hint: "declare the flow first: 'flow Main hand-written root'")
      return
    }
    guard scenario.flow(named: flow) != nil else {
      // The flow's line has a problem, already reported: its wiring goes with it.
      isLineDropped = true
      return
    }
    let clause = Scenario.Wiring.Clause(kind: verb.text, position: position(of: line.tokens[0]))
    var wiring = scenario.flow(named: flow)!.wiring
    if verb.text != "subscribes", wiring.clauses.contains(where: { $0.kind == verb.text }) {
      report(
        "the coordinator of '\(flow)' has a second 'coordinator \(verb.text)' line", token: verb,
        hint: verb.text == "ends"
          ? "name every event on one line: 'coordinator ends on did-show sheet-swipe-down'"
          : "keep one 'coordinator \(verb.text) …' line per flow")
      return
    }
    let parsed: Bool
    switch verb.text {
    case "keeps": parsed = keeps(&wiring)
    case "removes": parsed = removes(&wiring)
    case "ends": parsed = ends(&wiring)
    case "identified": parsed = identified(&wiring)
    case "takes": parsed = takesDelegate(&wiring)
    case "reports": parsed = reportsFinish(&wiring)
    case "subscribes": parsed = subscribes(&wiring)
    case "observes": parsed = observes(&wiring)
    default:
      report(
        "unknown wiring '\(verb.text)'", token: verb,
        hint: Suggestions.hint(for: verb.text, in: Self.wiringVerbs, otherwise: hint))
      return
    }
    guard parsed else { return }
    wiring.clauses.append(clause)
    scenario.updateWiring(of: flow) { $0 = wiring }
  }

  private mutating func keeps(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[0]
    guard expectWords(["children", "in"], form: form),
      let registry = takeChoice(Scenario.Wiring.Registry.self, "a registry", form)
    else { return false }
    wiring.registry = registry
    if registry == .dictionary, line.current?.text == "by" {
      guard expectWords(["by", "type"], form: form) else { return false }
      wiring.keysByType = true
    }
    return finishLine(after: "the registry", hint: form)
  }

  private mutating func removes(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[1]
    guard let word = line.current, word.kind == .word else {
      report("expected a removal: 'child', 'itself'", at: line.current, hint: form)
      return false
    }
    line.index += 1
    switch word.text {
    case "child":
      if line.current?.text == "and" {
        guard expectWords(["and", "descendants"], form: form) else { return false }
        wiring.removal = .childAndDescendants
      } else {
        wiring.removal = .child
      }
    case "itself":
      wiring.removal = .itself
    default:
      report(
        "unknown removal '\(word.text)'", token: word,
        hint: Suggestions.hint(for: word.text, in: ["child", "itself"], what: "choices"))
      return false
    }
    return finishLine(after: "what it removes", hint: form)
  }

  private mutating func ends(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[2]
    guard expectWords(["on"], form: form) else { return false }
    var events: [Scenario.Wiring.Event] = []
    repeat {
      if let separator = line.current?.text, separator == "and" || separator == ",",
        !events.isEmpty
      {
        line.index += 1
      }
      let token = line.current
      guard let event = takeChoice(Scenario.Wiring.Event.self, "an event", form) else {
        return false
      }
      if events.contains(event), let token {
        report("'\(event.rawValue)' is given twice", token: token, hint: "name each event once")
        return false
      }
      events.append(event)
    } while line.current != nil
    wiring.events = events
    return true
  }

  private mutating func identified(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[3]
    guard expectWords(["by"], form: form),
      let identity = takeChoice(Scenario.Wiring.Identity.self, "an identity", form)
    else { return false }
    wiring.identity = identity
    return finishLine(after: "what identifies it", hint: form)
  }

  private mutating func takesDelegate(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[4]
    guard expectWords(["navigation", "delegate"], form: form) else { return false }
    guard let word = line.current, word.kind == .word, ["when", "restoring"].contains(word.text)
    else {
      report("expected 'restoring' or 'when unset'", at: line.current, hint: form)
      return false
    }
    if word.text == "when" {
      guard expectWords(["when", "unset"], form: form) else { return false }
      wiring.takesDelegate = .whenUnset
      return finishLine(after: "when unset", hint: form)
    }
    guard expectWords(["restoring"], form: form),
      let restore = takeChoice(Scenario.Wiring.Restore.self, "a delegate to restore", form)
    else { return false }
    wiring.takesDelegate = .restoring(restore)
    return finishLine(after: "what it puts back", hint: form)
  }

  private mutating func reportsFinish(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[5] + "; " + Self.wiringForms[6]
    guard expectWords(["finish", "by"], form: form),
      let how = take(.word, "'closure' or 'stream'", after: line.tokens[line.index - 1], hint: form)
    else { return false }
    switch how.text {
    case "closure":
      var capture = Scenario.Wiring.Capture.weakly
      if line.current != nil {
        guard expectWords(["capturing", "child"], form: form),
          let choice = takeChoice(Scenario.Wiring.Capture.self, "a capture", form)
        else { return false }
        capture = choice
      }
      wiring.report = .closure(capturing: capture)
    case "stream":
      var completes = true
      if line.current?.text == "without" {
        guard expectWords(["without", "completion"], form: form) else { return false }
        completes = false
      }
      var disposed = false
      if line.current != nil {
        guard expectWords(["disposed", "when", "it", "finishes"], form: form) else {
          return false
        }
        disposed = true
      }
      wiring.report = .stream(completes: completes, disposedWhenFinished: disposed)
    default:
      report(
        "a coordinator reports its finish by 'closure' or 'stream', not '\(how.text)'", token: how,
        hint: form)
      return false
    }
    return finishLine(after: "how it reports its finish", hint: form)
  }

  private mutating func subscribes(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[7]
    let start = position(of: line.tokens[0])
    guard expectWords(["to"], form: form),
      let model = takeName("a view model's name", hint: form),
      expectWords(["capturing", "self"], form: form),
      let capture = takeChoice(Scenario.Wiring.Capture.self, "a capture", form)
    else { return false }
    wiring.subscriptions.append(
      Scenario.Wiring.Subscription(
        model: model.text, capture: capture, position: start, modelPosition: model.position))
    return finishLine(after: "the capture", hint: form)
  }

  private mutating func observes(_ wiring: inout Scenario.Wiring) -> Bool {
    let form = Self.wiringForms[8]
    guard expectWords(["the", "app", "capturing", "self"], form: form),
      let capture = takeChoice(Scenario.Wiring.Capture.self, "a capture", form)
    else { return false }
    var removes = false
    if line.current != nil {
      guard expectWords(["until", "it", "finishes"], form: form) else { return false }
      removes = true
    }
    wiring.observation = Scenario.Wiring.Observation(capture: capture, removesWhenFinished: removes)
    return finishLine(after: "the observation", hint: form)
  }

  /// A word naming one case of `type` (`noun`, with its article: "an event"), or a problem
  /// with the known words as the hint.
  private mutating func takeChoice<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, _ noun: String, _ form: String
  ) -> Choice? where Choice.RawValue == String {
    let words = Choice.allCases.map(\.rawValue)
    guard let token = line.current, token.kind == .word else {
      report(
        "expected \(noun): " + words.map { "'\($0)'" }.joined(separator: ", "),
        at: line.current, hint: form)
      return nil
    }
    line.index += 1
    guard let choice = Choice(rawValue: token.text) else {
      report(
        "unknown \(noun.split(separator: " ").dropFirst().joined(separator: " ")) "
          + "'\(token.text)'", token: token,
        hint: Suggestions.hint(for: token.text, in: words, what: "choices"))
      return nil
    }
    return choice
  }
}
