/// The expectations about the step before.
extension Parser {

  mutating func expectation(_ keyword: Token) {
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
        hint: Suggestions.hint(
          for: word.text, in: kinds.map { String($0.split(separator: " ")[0]) },
          otherwise: hint))
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
  mutating func takeNames(
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
}
