/// The body: its steps and loops, each checked where it stands, and how many steps it runs.
extension Validator {
  /// Checks each statement where it stands: an action by itself, an expectation by what
  /// comes just before it, a loop's body as a body of its own.
  mutating func checkBody(_ statements: [Scenario.Statement], inLoop: Bool) {
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

  /// The most steps a scenario may run, loops expanded: a few seconds of audit.
  static let maximumSteps = 1_000_000

  /// Reports the outermost loop that makes the scenario run more steps than it may.
  mutating func checkSize(_ statements: [Scenario.Statement]) {
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
}
